import Glibc
import Testing

/// Running a program as another user, for tests of what wizard does when it and the files it
/// meets belong to different users: `setpriv --reuid --regid --clear-groups`, with raw user
/// ids that need no entry in `/etc/passwd`.
///
/// Only root can switch users; elsewhere these tests are skipped, saying why. CI runs as
/// root.
public enum OtherUser {
    /// Whether this process may switch users (it is root, and `setpriv` is installed).
    public static var isAvailable: Bool {
        geteuid() == 0 && access(setpriv, X_OK) == 0
    }

    static let setpriv = "/usr/bin/setpriv"

    /// The arguments that run `arguments` as user `uid` and group `gid` (no supplementary
    /// groups), under `umask` when given (`"0277"`).
    public static func command(
        _ arguments: [String], uid: UInt32, gid: UInt32, umask: String? = nil
    ) -> [String] {
        Prerequisite.require(isAvailable, "root with \(setpriv)")
        let switched = [
            setpriv, "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--",
        ]
        guard let umask else { return switched + arguments }
        return ["/bin/sh", "-c", "umask \(umask) && exec \"$@\"", "sh"] + switched + arguments
    }
}
