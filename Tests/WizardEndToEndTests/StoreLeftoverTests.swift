import Glibc
import TestSupport
import Testing

/// docs/store.md, its leftovers: a store path that names a directory is a usage
/// error that creates nothing; a command with nothing to write creates nothing (no
/// directory, no lock file); every directory wizard creates is flushed to disk with its
/// parent.
@Suite("Store leftovers", .timeLimit(.minutes(5)))
struct StoreLeftoverTests {
    let home = TemporaryDirectory()
    static let commands: [(arguments: [String], input: String)] = [
        (["setup"], TestProfile(number: 1).answers),
        (["setup", "--name", "Alice", "--age", "30", "--gender", "female"], ""),
        (["profile"], ""), (["profile", "--json"], ""), (["profile", "--logout"], ""), ([], ""),
    ]

    @Test("a store path that names a directory is a usage error (64) and creates nothing")
    func directoryPaths() {
        let faultClass = "9 store leftovers: paths that name a directory"
        let root = home.file("d")
        mkdir(root, 0o700)
        mkdir(root + "/sub", 0o700)
        symlink(root + "/sub", root + "/link-to-dir")
        symlink("sub/", root + "/link-with-slash")
        let trailing = [
            "\(root)/profile.json/", "\(root)/new/dir/", "\(root)/", "\(root)/sub/",
            "\(root)/link-to-dir/", "\(root)/sub//",
        ]
        let directories = [
            root, "\(root)/.", "\(root)/sub/..", "\(root)/sub/.", "\(root)/link-to-dir",
            "\(root)/link-with-slash", "/",
        ]
        func suggestion(_ path: String) -> String {
            (path.hasSuffix("/") ? path : path + "/") + "profile.json"
        }
        let before = Files.tree(home.path)
        for (paths, slash) in [(trailing, true), (directories, false)] {
            for path in paths {
                for (arguments, input) in Self.commands {
                    for viaEnvironment in [false, true] {
                        let result = WizardBinary.run(
                            arguments + (viaEnvironment ? [] : ["--store", path]), input: input,
                            home: home.path,
                            environment: viaEnvironment ? ["WIZARD_STORE": path] : [:])
                        let reason =
                            slash
                            ? "ends in '/', so it names a directory; the store is a file: give its"
                                + " path without the last '/'"
                            : "is a directory; the store is a file: give the path of one, such as"
                                + " \(suggestion(path))"
                        let passed =
                            result.status == 64
                            && result.error
                                == "wizard: the profile store \(path) \(reason)\n"
                                + "Try 'wizard --help' for more information.\n"
                            && Files.tree(home.path) == before
                        #expect(
                            TestReport.variant(faultClass, passed: passed),
                            "\(path) \(arguments) \(viaEnvironment): \(result.status) \(result.error)"
                        )
                    }
                }
            }
        }
    }

    @Test(
        "reading, refusing, or a logout with nothing to do creates nothing: no directory, no lock")
    func nothingToWrite() {
        let faultClass = "9 store leftovers: nothing to write, nothing created"
        let signedOut = "{\n  \"signed_in\" : false,\n  \"theme\" : \"dark\"\n}\n"
        // (what the store's place holds, then the commands and the status each exits with)
        let places: [(String, (String) -> Void, [([String], String, Int32)])] = [
            (
                "nothing at all", { _ in },
                [(["profile", "--logout"], "", 0), (["profile"], "", 1)]
            ),
            (
                "a directory without a store",
                { store in
                    StoreLeftoverTests.makeDirectories(StoreLeftoverTests.directory(of: store))
                },
                [(["profile", "--logout"], "", 0), (["profile", "--json"], "", 1)]
            ),
            (
                "a signed-out store another program wrote",
                { store in
                    StoreLeftoverTests.makeDirectories(StoreLeftoverTests.directory(of: store))
                    Files.write(signedOut, to: store)
                },
                [(["profile", "--logout"], "", 0), (["setup"], "A\n", 65)]
            ),
        ]
        let notStores = [
            "", "not json", "[1]", "{\"age\": \"thirty\"}", "{\"name\": 1,\n\"name\": 2}",
            String(repeating: "[", count: 100),
        ]
        var variants = places
        for (index, contents) in notStores.enumerated() {
            variants.append(
                (
                    "not a store (\(index))",
                    { store in
                        StoreLeftoverTests.makeDirectories(StoreLeftoverTests.directory(of: store))
                        Files.write(contents, to: store)
                    },
                    [(["profile", "--logout"], "", 74), (["setup"], "Bob\n44\nmale\n", 74)]
                ))
        }
        variants.append(
            (
                "a FIFO",
                { store in
                    StoreLeftoverTests.makeDirectories(StoreLeftoverTests.directory(of: store))
                    mkfifo(store, 0o600)
                },
                [(["profile", "--logout"], "", 74), (["profile", "--json"], "", 74)]
            ))
        for (number, (name, build, runs)) in variants.enumerated() {
            let store = home.file("place-\(number)/a/b/profile.json")
            mkdir(home.file("place-\(number)"), 0o700)
            build(store)
            let before = Files.tree(home.file("place-\(number)"))
            for (arguments, input, status) in runs {
                let result = WizardBinary.run(
                    arguments + ["--store", store], input: input, home: home.path)
                let passed =
                    result.status == status && Files.tree(home.file("place-\(number)")) == before
                #expect(
                    TestReport.variant(faultClass, passed: passed),
                    "\(name) \(arguments): \(result.status) \(result.error) \(Files.tree(home.file("place-\(number)")))"
                )
            }
        }
        if geteuid() == 0 {
            // A read-only directory (a bind mount in a private namespace): nothing to do is
            // no error.
            let folder = home.file("read-only")
            mkdir(folder, 0o700)
            let result = runProcess(
                [
                    "/usr/bin/unshare", "--mount", "/bin/sh", "-c",
                    "mount --bind -o ro \"$1\" \"$1\" && shift && exec \"$@\"", "sh", folder,
                    WizardBinary.path, "profile", "--logout", "--store", folder + "/w/profile.json",
                ], environment: WizardBinary.environment(home: home.path))
            #expect(
                TestReport.variant(
                    faultClass, passed: result.status == 0 && Files.entries(folder).isEmpty),
                "read-only: \(result.status) \(result.error)")
        }
    }

    @Test(
        "every directory wizard creates is fsynced, and so is its parent",
        .enabled(
            if: Prerequisite.runs(when: Strace.isAvailable),
            "needs strace (Scripts/bootstrap installs it)"))
    func newDirectoriesSynced() {
        guard Prerequisite.require(Strace.isAvailable, "strace") else { return }
        let faultClass = "9 store leftovers: new directories fsynced"
        // The default location's directories (a named store's are never made): the
        // configuration directory `relative` names under the root, then `wizard` in it.
        var paths = (1...4).map { depth in
            (1..<depth).map { "level\($0)" }.joined(separator: "/")
        }
        paths.append("dangling")
        for (number, relative) in paths.enumerated() {
            let root = home.file("sync-\(number)")
            mkdir(root, 0o700)
            var config = relative.isEmpty ? root : root + "/" + relative
            if relative == "dangling" {
                // A link into directories yet to be made: they are made and synced the same
                // way.
                config = root
                mkdir(root + "/wizard", 0o700)
                symlink("../linked/x/y/profile.json", root + "/wizard/profile.json")
            }
            let trace = home.file("trace-\(number)")
            let result = runProcess(
                [
                    Strace.path, "-f", "-qq", "-y", "-e", "trace=mkdir,mkdirat,fsync", "-o", trace,
                    WizardBinary.path, "setup", "--name", "Alice", "--age", "30", "--gender",
                    "female",
                ],
                environment: WizardBinary.environment(
                    home: home.path, ["XDG_CONFIG_HOME": config]))
            let traced = Files.text(trace) ?? ""
            let calls = Strace.calls(in: traced)
            let created = calls.compactMap(\.createdDirectory)
            let synced = calls.compactMap(\.syncedDirectory)
            // Each new directory, then itself and its parent synced after it.
            var missing: [String] = []
            for (index, call) in calls.enumerated() {
                guard let directory = call.createdDirectory else { continue }
                let later = calls[(index + 1)...].compactMap(\.syncedDirectory)
                for needed in [directory, Self.directory(of: directory)]
                where !later.contains(needed) {
                    missing.append(needed)
                }
            }
            let expectedCount =
                relative == "dangling" ? 3 : relative.split(separator: "/").count + 1
            let passed = result.status == 0 && created.count == expectedCount && missing.isEmpty
            #expect(
                TestReport.variant(faultClass, passed: passed),
                "\(relative): \(result.status) \(result.error) made \(created), synced \(synced), not after: \(missing); trace: \(traced.prefix(600))"
            )
        }
    }

    static func directory(of path: String) -> String {
        String(path[..<path.lastIndex(of: "/")!])
    }

    /// `mkdir -p`, mode 0700.
    static func makeDirectories(_ path: String) {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            mkdir(prefix, 0o700)
        }
    }
}

/// strace(1), to see which system calls wizard makes.
enum Strace {
    static let path = "/usr/bin/strace"

    /// Whether strace is installed and may trace here (ptrace can be forbidden in containers).
    static let isAvailable: Bool =
        access(path, X_OK) == 0 && runProcess([path, "-o", "/dev/null", "/bin/true"]).status == 0

    /// One traced call: a directory made, or a directory fsynced.
    struct Call {
        var createdDirectory: String?
        var syncedDirectory: String?
    }

    /// The successful `mkdir`, `mkdirat` and `fsync` calls of a trace made with `-y` (which
    /// shows each descriptor's path as `3</the/path>`), in order.
    static func calls(in trace: String) -> [Call] {
        trace.split(separator: "\n").compactMap { line -> Call? in
            guard line.hasSuffix(" = 0") else { return nil }
            // Drop the pid strace -f puts first once it traces more than one thread.
            let pid = line.prefix { $0.isASCII && $0.isNumber }
            let text = pid.isEmpty ? line[...] : line.dropFirst(pid.count).drop { $0 == " " }
            if text.hasPrefix("fsync(") {
                return Call(syncedDirectory: descriptorPath(in: text))
            }
            if text.hasPrefix("mkdirat("), let name = quoted(in: text) {
                if name.hasPrefix("/") { return Call(createdDirectory: name) }
                guard let directory = descriptorPath(in: text) else { return nil }
                return Call(createdDirectory: directory + "/" + name)
            }
            if text.hasPrefix("mkdir("), let name = quoted(in: text) {
                return Call(createdDirectory: name)
            }
            return nil
        }
    }

    /// The path in the first `N</path>` of `text`.
    private static func descriptorPath(in text: Substring) -> String? {
        guard let open = text.firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">")
        else { return nil }
        return String(text[text.index(after: open)..<close])
    }

    /// The first double-quoted string of `text`.
    private static func quoted(in text: Substring) -> String? {
        guard let open = text.firstIndex(of: "\""),
            let close = text[text.index(after: open)...].firstIndex(of: "\"")
        else { return nil }
        return String(text[text.index(after: open)..<close])
    }
}
