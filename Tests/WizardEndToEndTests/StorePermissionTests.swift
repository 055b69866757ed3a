import Glibc
import TestSupport
import Testing

/// docs/store.md: a new store is mode 0600 in a 0700 directory, a rewrite keeps the
/// file's mode, the store is written through symbolic links, and a place it cannot be written is a
/// clear error.
@Suite("Store permissions and paths", .timeLimit(.minutes(5)))
struct StorePermissionTests {
    let home = TemporaryDirectory()
    let alice = TestProfile(number: 1)
    let bob = TestProfile(number: 2)

    /// Runs wizard under `umask` (as `022`), Alice's or other answers piped in.
    private func wizard(
        umask: String, _ arguments: [String], input: String = "",
        variables: [String: String] = [:]
    ) -> ProcessResult {
        runProcess(
            ["/bin/sh", "-c", "umask \(umask) && exec \"$0\" \"$@\"", WizardBinary.path]
                + arguments,
            input: Array(input.utf8),
            environment: WizardBinary.environment(home: home.path, variables))
    }

    @Test(
        "store 0600, lock 0600, new directories 0700; a rewrite keeps a 0644 file's mode",
        arguments: ["000", "022", "077"])
    func modes(umask: String) {
        // The default location, whose directories alone are created.
        let config = ["XDG_CONFIG_HOME": home.file("new/dir")]
        let store = home.file("new/dir/wizard/profile.json")
        func expectModes(_ what: String, store storeMode: mode_t) {
            let modes = [store, store + ".lock", home.file("new/dir/wizard"), home.file("new")].map
            {
                Files.mode($0)
            }
            #expect(
                TestReport.variant(
                    "store, lock and directory modes",
                    passed: modes == [storeMode, 0o600, 0o700, 0o700]), "umask \(umask), \(what)")
        }
        #expect(
            wizard(umask: umask, ["setup"], input: alice.answers, variables: config).status == 0)
        expectModes("after the first setup", store: 0o600)
        for arguments in [["setup"], ["profile", "--logout"]] {
            chmod(store, 0o644)
            #expect(
                wizard(umask: umask, arguments, input: bob.answers, variables: config).status == 0)
            expectModes("after \(arguments[0]) over a 0644 file", store: 0o644)
        }
    }

    @Test("a symbolic link is written through to its target and stays a link")
    func symbolicLinks() {
        Files.write(alice.storeText(), to: home.file("target.json"))
        chmod(home.file("target.json"), 0o644)
        #expect(mkdir(home.file("dotfiles"), 0o700) == 0)
        let links = [
            ("absolute", home.file("absolute.json"), home.file("target.json")),
            ("relative", home.file("relative.json"), "target.json"),
            ("chained", home.file("chained.json"), "relative.json"),
            ("dangling", home.file("dangling.json"), "dotfiles/missing.json"),
        ]
        for (kind, link, target) in links {
            #expect(symlink(target, link) == 0)
            let result = wizard(
                umask: "022", ["setup", "--store", link], input: TestProfile(number: 3).answers)
            #expect(result.status == 0, "\(kind): \(result.error)")
            #expect(
                TestReport.variant("symbolic-link stores kept", passed: linkText(link) == target),
                "\(kind) link replaced")
            #expect(Files.text(link) == TestProfile(number: 3).storeText(), "\(kind)")
            // A rewrite keeps the target's mode; a dangling link's new target is 0600.
            #expect(Files.mode(link) == (kind == "dangling" ? 0o600 : 0o644), "\(kind)")
            Files.write(alice.storeText(), to: link)
        }
        #expect(Files.text(home.file("dotfiles/missing.json")) == alice.storeText())
    }

    @Test("a link loop or to a FIFO is refused at once (74), to a directory is 64; the link stays")
    func refusedLinks() {
        #expect(symlink("loop-b.json", home.file("loop-a.json")) == 0)
        #expect(symlink("loop-a.json", home.file("loop-b.json")) == 0)
        #expect(mkdir(home.file("folder"), 0o700) == 0)
        #expect(symlink("folder", home.file("folder.json")) == 0)
        #expect(mkfifo(home.file("fifo"), 0o600) == 0)
        #expect(symlink("fifo", home.file("fifo.json")) == 0)
        let notAFile =
            "is not a regular file (a directory, FIFO or device). It was left untouched:"
            + " choose another file with --store"
        let isDirectory =
            "is a directory; the store is a file: give the path of one, such as"
            + " LINK/profile.json\nTry 'wizard --help' for more information."
        for (link, message, status) in [
            (
                home.file("loop-a.json"),
                "cannot read the profile store LINK: Too many levels of symbolic links.", 74
            ),
            (home.file("folder.json"), "the profile store LINK \(isDirectory)", 64),
            (home.file("fifo.json"), "the profile store LINK \(notAFile).", 74),
        ] as [(String, String, Int32)] {
            let reason = message.replacing("LINK", with: link)
            let before = linkText(link)
            for arguments in [["setup"], ["profile", "--logout"]] {
                let result = wizard(
                    umask: "022", arguments + ["--store", link], input: alice.answers)
                #expect(result.status == status, "\(arguments)")
                #expect(result.error == "wizard: \(reason)\n")
                #expect(linkText(link) == before)
            }
        }
    }

    @Test("a store on a read-only directory exits 73, says so, and changes nothing")
    func readOnlyDirectory() {
        let folder = home.file("locked")
        #expect(mkdir(folder, 0o700) == 0)
        let store = folder + "/profile.json"
        let readOnly = ReadOnlyDirectory(folder)
        let fresh = readOnly.run(["setup", "--store", store], input: alice.answers, home: home)
        #expect(fresh.status == 73)
        #expect(
            fresh.error
                == "wizard: cannot write the profile store \(store): \(readOnly.reason)."
                + " Nothing was saved; check the directory's permissions or choose another file"
                + " with --store.\n")
        #expect(Files.entries(folder).isEmpty)

        // With a store and its lock file already there, from when the directory was writable.
        #expect(
            WizardBinary.run(["setup", "--store", store], input: alice.answers, home: home.path)
                .status == 0)
        for arguments in [["setup"], ["profile", "--logout"]] {
            let result = readOnly.run(
                arguments + ["--store", store], input: bob.answers, home: home)
            #expect(result.status == 73, "\(arguments): \(result.error)")
            #expect(result.error.hasPrefix("wizard: cannot write the profile store \(store): "))
            #expect(Files.text(store) == alice.storeText())
        }
        #expect(Files.entries(folder).sorted() == ["profile.json", "profile.json.lock"])
    }

    private func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A directory wizard cannot write: for root, who may write anywhere, a read-only bind
/// mount in a private mount namespace (gone when the process ends); for anyone else, mode
/// 0555.
private struct ReadOnlyDirectory {
    let path: String
    let isRoot = geteuid() == 0

    init(_ path: String) {
        self.path = path
        if !isRoot { chmod(path, 0o555) }
    }

    /// The reason wizard gives, `strerror`'s text.
    var reason: String { isRoot ? "Read-only file system" : "Permission denied" }

    /// Runs wizard with the directory read-only.
    func run(_ arguments: [String], input: String, home: TemporaryDirectory) -> ProcessResult {
        let command =
            isRoot
            ? [
                "/usr/bin/unshare", "--mount", "/bin/sh", "-c",
                "mount --bind -o ro \"$1\" \"$1\" && shift && exec \"$@\"", "sh", path,
            ] : []
        return runProcess(
            command + [WizardBinary.path] + arguments, input: Array(input.utf8),
            environment: WizardBinary.environment(home: home.path))
    }
}
