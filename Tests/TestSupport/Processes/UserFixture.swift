import Glibc
import Testing

/// Homes, directories and links owned by the users the store's owner tests act as, in a
/// directory of the test's own that every user may enter; and wizard run as one of them.
public struct UserFixture {
    public let base = TemporaryDirectory()

    public init() {
        chmod(base.path, 0o755)
    }

    /// The users each variant is tried for: three generated ids (with no entry in
    /// `/etc/passwd`, so messages name them `uid N`), from a seed, and `nobody`.
    public static func users() -> [TestUser] {
        var random = SeededRandom(environmentOr: 20_261_201)
        var ids: [UInt32] = []
        while ids.count < 3 {
            let id = UInt32.random(in: 20_000...59_999, using: &random)
            if !ids.contains(id) { ids.append(id) }
        }
        return ids.map { TestUser(uid: $0, gid: $0 + 1, name: nil) }
            + [TestUser(uid: 65534, gid: 65534, name: "nobody")]
    }

    /// Runs wizard as `user` (``OtherUser``), `input` piped in.
    public func run(_ arguments: [String], as user: TestUser, input: String = "", home: String)
        -> ProcessResult
    {
        runProcess(
            OtherUser.command([WizardBinary.path] + arguments, uid: user.uid, gid: user.gid),
            input: Array(input.utf8), environment: WizardBinary.environment(home: home))
    }

    /// A home directory for `user`, theirs, mode 0755.
    public func makeHome(for user: TestUser) -> String {
        makeDirectory("home-\(user.uid)", uid: user.uid, gid: user.gid, mode: 0o755)
    }

    /// `~/.config/wizard` in `home`, both the user's, and nothing else in `.config`.
    public func resetConfig(of home: String, for user: TestUser) {
        removeTree(home + "/.config")
        for directory in [home + "/.config", home + "/.config/wizard"] {
            mkdir(directory, 0o700)
            chown(directory, user.uid, user.gid)
        }
    }

    /// The directory `name` in the base directory, created if needed, with this owner and
    /// mode.
    @discardableResult
    public func makeDirectory(_ name: String, uid: UInt32, gid: UInt32, mode: mode_t) -> String {
        let path = base.file(name)
        mkdir(path, 0o700)
        chown(path, uid, gid)
        chmod(path, mode)
        return path
    }

    /// A symbolic link at `path` to `target`, owned by `owner`.
    public func makeLink(to target: String, at path: String, owner: TestUser) {
        unlink(path)
        #expect(symlink(target, path) == 0, "symlink \(path)")
        #expect(lchown(path, owner.uid, owner.gid) == 0, "lchown \(path)")
    }

    public func removeTree(_ path: String) {
        _ = waitForExit(spawn(["/bin/rm", "-rf", path], descriptors: [], closeAfterSpawn: false))
    }
}

/// A user a test acts as or makes files for, named as wizard's messages name them.
public struct TestUser: CustomStringConvertible, Sendable {
    public let uid: UInt32
    public let gid: UInt32
    public let name: String?

    public static let root = TestUser(uid: 0, gid: 0, name: "root")

    public init(uid: UInt32, gid: UInt32, name: String?) {
        self.uid = uid
        self.gid = gid
        self.name = name
    }

    public var description: String { name.map { "\($0) (uid \(uid))" } ?? "uid \(uid)" }
}
