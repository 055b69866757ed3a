import Glibc
import TestSupport
import Testing
import WizardCore
import WizardIO

@Suite("Profile store")
struct ProfileStoreTests {
    let directory = TemporaryDirectory()
    var path: String { directory.file("config/wizard/profile.json") }
    var store: ProfileStore { ProfileStore(path: path, flow: .onboarding) }

    func signIn(_ document: inout ProfileDocument) -> Bool {
        document.signIn(with: [
            "name": .text("Alice"), "age": .number(30), "gender": .choice("female"),
        ])
        return true
    }

    @Test("a missing file is an empty, signed-out profile")
    func missing() throws {
        let document = try store.load()
        #expect(document.values.isEmpty)
        #expect(!document.isSignedIn)
    }

    @Test("the first write creates the directories 0700 and the file 0600, as sorted JSON")
    func firstWrite() throws {
        try store.update(signIn)
        #expect(Files.mode(directory.file("config")) == 0o700)
        #expect(Files.mode(directory.file("config/wizard")) == 0o700)
        #expect(Files.mode(path) == 0o600)
        #expect(
            Files.text(path) == """
                {
                  "age" : 30,
                  "gender" : "female",
                  "name" : "Alice",
                  "signed_in" : true
                }

                """)
        #expect(try store.load().isSignedIn)
    }

    @Test("keys wizard does not know survive a rewrite with their values")
    func unknownKeys() throws {
        try store.update { _ in false }  // creates the directory only
        Files.write(
            #"{"theme": "dark", "count": 3, "ratio": 0.5, "list": [1, "two", null], "nested": {"a": {"b": true}}, "signed_in": false}"#,
            to: path)
        try store.update(signIn)
        let values = try store.load().values
        #expect(values["theme"] == .string("dark"))
        #expect(values["count"] == .integer(3))
        #expect(values["ratio"] == .double(0.5))
        #expect(values["list"] == .array([.integer(1), .string("two"), .null]))
        #expect(values["nested"] == .object(["a": .object(["b": .bool(true)])]))
        #expect(values["name"] == .string("Alice"))
    }

    @Test(
        "a file that is not a profile is reported with its path and left byte for byte",
        arguments: [
            ("", StoreDefect.empty), ("  \n", .empty), ("{", .malformed), ("not json", .malformed),
            ("[1, 2]", .notAnObject), ("\"text\"", .notAnObject), ("{\"a\": 1} x", .malformed),
            (
                String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
                .malformed
            ),
            (
                "{\"a\":" + String(repeating: "{\"a\":", count: 5000) + "1"
                    + String(repeating: "}", count: 5001), .malformed
            ),
        ])
    func corrupt(contents: String, defect: StoreDefect) throws {
        try store.update { _ in false }
        Files.write(contents, to: path)
        #expect(throws: StoreError.notJSON(path: path, defect: defect)) { try store.load() }
        #expect(throws: StoreError.notJSON(path: path, defect: defect)) {
            try store.update(signIn)
        }
        #expect(Files.text(path) == contents)
    }

    @Test("a wrong-typed value is reported and the file left as it was")
    func wrongType() throws {
        try store.update { _ in false }
        let contents = #"{"age": "thirty", "signed_in": true}"#
        Files.write(contents, to: path)
        #expect(throws: StoreError.wrongType(path: path, key: "age", expected: .integer)) {
            try store.update(signIn)
        }
        #expect(Files.text(path) == contents)
    }

    @Test("a file over the size limit is refused unread")
    func tooLarge() throws {
        try store.update { _ in false }
        let contents =
            "{\"pad\": \"" + String(repeating: "x", count: ProfileStore.sizeLimit) + "\"}"
        Files.write(contents, to: path)
        #expect(
            throws: StoreError.unreadable(
                FileError(
                    kind: .store, path: path, reason: .tooLarge(limit: ProfileStore.sizeLimit)))
        ) {
            try store.load()
        }
        #expect(Files.read(path)?.count == contents.utf8.count)
    }

    @Test("a store in an unwritable place is an unwritable error, not a crash")
    func unwritable() throws {
        let store = ProfileStore(path: "/proc/wizard-test/profile.json", flow: .onboarding)
        #expect {
            try store.update(signIn)
        } throws: { error in
            if case .unwritable(let path, _) = error as? StoreError {
                return path == "/proc/wizard-test/profile.json"
            }
            return false
        }
    }

    @Test("a store that is a symbolic link is written through the link, which stays")
    func symbolicLink() throws {
        let target = directory.file("dotfiles/profile.json")
        let link = directory.file("link.json")
        try ProfileStore(path: target, flow: .onboarding).update(signIn)
        #expect(symlink(target, link) == 0)
        let throughLink = ProfileStore(path: link, flow: .onboarding)
        #expect(throughLink.lockPath == target + ".lock")
        try throughLink.update { document in
            document.logOut()
            return true
        }
        var status = stat()
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(try !ProfileStore(path: target, flow: .onboarding).load().isSignedIn)
    }

    @Test("a dangling symbolic link is written through: the missing target is created")
    func danglingLink() throws {
        try store.update { _ in false }  // creates the directory only
        let link = directory.file("link.json")
        #expect(symlink("config/wizard/profile.json", link) == 0)
        try ProfileStore(path: link, flow: .onboarding).update(signIn)
        var status = stat()
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(try store.load().isSignedIn)
        #expect(Files.mode(path) == 0o600)
    }

    @Test("a writer removes a killed writer's temporary files and nothing else")
    func staleTemporaryFiles() throws {
        try store.update { _ in false }  // creates the directory only
        let folder = directory.file("config/wizard")
        let stale = [".profile.json.0123abcd.tmp", ".profile.json.ffffffff.tmp"]
        let kept = [
            ".profile.json.notes.tmp", ".profile.json.0123ABCD.tmp", ".profile.json.0123abcd0.tmp",
            "profile.json.0123abcd.tmp", ".other.json.0123abcd.tmp", ".profile.json.0123abcd.tmp~",
        ]
        for name in stale + kept { Files.write("{\"na", to: "\(folder)/\(name)") }
        let linkNamedLikeTemporary = ".profile.json.00000000.tmp"
        #expect(symlink("profile.json", "\(folder)/\(linkNamedLikeTemporary)") == 0)
        try store.update(signIn)
        let names = Files.entries(folder).sorted()
        #expect(
            names
                == (kept + [linkNamedLikeTemporary, "profile.json", "profile.json.lock"]).sorted())
    }

    @Test("no temporary file is left behind after a write")
    func noLeftovers() throws {
        try store.update(signIn)
        try store.update(signIn)
        let names = Files.entries(directory.file("config/wizard"))
        #expect(names.sorted() == ["profile.json", "profile.json.lock"])
    }

    @Test("a writer waits while another holds the lock, then updates what the holder wrote")
    func lockSerialisesWriters() throws {
        try store.update { _ in false }
        let lock = open(store.lockPath, O_RDWR | O_CLOEXEC)
        #expect(flock(lock, LOCK_EX) == 0)
        let store = self.store
        let waiting = Latch()
        let finished = Latch()
        let writer = BackgroundThread {
            _ = try? store.update(onWait: { waiting.open() }) { document in
                document.signIn(with: ["name": .text("Bob")])
                return true
            }
            finished.open()
        }
        // The writer says it waits; while the lock is held it neither finishes nor touches
        // the file.
        #expect(waiting.wait())
        #expect(!finished.isOpen)
        #expect(Files.read(path) == nil)
        // What the holder writes before letting go is what the writer reads once it has the
        // lock: its update keeps the holder's key.
        Files.write("{\"theme\" : \"dark\"}", to: path)
        close(lock)
        writer.join()
        #expect(finished.isOpen)
        let values = try store.load().values
        #expect(values["name"] == .string("Bob"))
        #expect(values["theme"] == .string("dark"))
    }
}
