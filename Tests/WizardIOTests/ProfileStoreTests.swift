import Glibc
import TestSupport
import Testing
import WizardCore
import WizardIO
import WizardMessages

@Suite("Profile store", .timeLimit(.minutes(5)))
struct ProfileStoreTests {
    let directory = TemporaryDirectory()
    var path: String { directory.file("config/wizard/profile.json") }
    var store: ProfileStore { ProfileStore(path: path, flow: .onboarding) }

    /// Creates the store's directory (a change that leaves nothing to write creates nothing).
    func createStoreDirectory() {
        mkdir(directory.file("config"), 0o700)
        mkdir(directory.file("config/wizard"), 0o700)
    }

    func signIn(_ document: inout ProfileDocument) -> Bool {
        document.signIn(with: [
            "name": .text("Alice"), "age": .number(30), "gender": .choice("female"),
        ])
        return true
    }

    @Test("a write's sweep of killed writers' files leaves the directory's access time")
    func sweepKeepsAccessTime() throws {
        createStoreDirectory()
        let folder = directory.file("config/wizard")
        // An access time older than the directory's changes: a listing would set it anew
        // (relatime), unless it asks not to. The modification time is left as it is
        // (UTIME_OMIT).
        let leftAsItIs = (1 << 30) - 2
        var times = [
            timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 0, tv_nsec: leftAsItIs),
        ]
        #expect(utimensat(AT_FDCWD, folder, &times, 0) == 0)
        try store.update(signIn)
        try store.update(signIn)
        var status = stat()
        #expect(stat(folder, &status) == 0)
        #expect(status.st_atim.tv_sec == 1_000_000)
        #expect(try store.load().isSignedIn)
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
        createStoreDirectory()
        Files.write(
            #"{"theme": "dark", "count": 3, "ratio": 0.5, "list": [1, "two", null], "nested": {"a": {"b": true}}, "signed_in": false}"#,
            to: path)
        try store.update(signIn)
        let document = try store.load()
        let values = document.otherValues.mapValues(\.value)
        #expect(values["theme"] == .string("dark"))
        #expect(values["count"] == .integer(3))
        #expect(values["ratio"] == .double(0.5))
        #expect(values["list"] == .array([.integer(1), .string("two"), .null]))
        #expect(values["nested"] == .object(["a": .object(["b": .bool(true)])]))
        #expect(document.values["name"] == .string("Alice"))
    }

    @Test("unknown keys come back byte for byte; known keys are written pretty and sorted")
    func unknownKeysVerbatim() throws {
        createStoreDirectory()
        Files.write(
            """
            {"id": 12345678901234567890123, "big": -0.000000000000000000001e-5,
             "list":[1,2,  3], "text": "\\u00e9\\/", "nested": {
                 "b": 1, "a": [ ]
               }, "age": 3E1, "signed_in": false}
            """, to: path)
        try store.update { document in
            document.signIn(with: ["name": .text("Alice")])
            return true
        }
        #expect(
            Files.text(path) == """
                {
                  "age" : 30,
                  "big" : -0.000000000000000000001e-5,
                  "id" : 12345678901234567890123,
                  "list" : [1,2,  3],
                  "name" : "Alice",
                  "nested" : {
                     "b": 1, "a": [ ]
                   },
                  "signed_in" : true,
                  "text" : "\\u00e9\\/"
                }

                """)
    }

    @Test(
        "a file that is not a profile is reported with its place and left byte for byte",
        arguments: [
            ("", ProfileDefect.empty), ("  \n", .empty),
            (
                "{",
                .malformed(
                    JSONSyntaxError(
                        message: Message.JSONSyntax.keyExpected,
                        location: TextLocation(line: 1, column: 2)))
            ),
            (
                "not json",
                .malformed(
                    JSONSyntaxError(
                        message: Message.JSONSyntax.word("null"),
                        location: TextLocation(line: 1, column: 1)))
            ),
            ("[1, 2]", .notAnObject(at: TextLocation(line: 1, column: 1))),
            ("\n \"text\"", .notAnObject(at: TextLocation(line: 2, column: 2))),
            (
                "{\"a\": 1} x",
                .malformed(
                    JSONSyntaxError(
                        message: Message.JSONSyntax.trailingText,
                        location: TextLocation(line: 1, column: 10)))
            ),
            (
                String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
                .malformed(
                    JSONSyntaxError(
                        message: Message.JSONSyntax.tooDeep(JSONParser.depthLimit),
                        location: TextLocation(line: 1, column: 65)))
            ),
            (
                "{\"a\":" + String(repeating: "{\"a\":", count: 5000) + "1"
                    + String(repeating: "}", count: 5001),
                .malformed(
                    JSONSyntaxError(
                        message: Message.JSONSyntax.tooDeep(JSONParser.depthLimit),
                        location: TextLocation(line: 1, column: 321)))
            ),
            (
                "{\"a\": 1,\n \"a\": 2}",
                .malformed(
                    JSONSyntaxError(
                        message: Message.JSONSyntax.keyGivenTwice("a"),
                        location: TextLocation(line: 2, column: 2)))
            ),
            (
                "{\"x\": [{\"k\": 1, \"\\u006b\": 2}]}",
                .malformed(
                    JSONSyntaxError(
                        message: Message.JSONSyntax.keyGivenTwice("k"),
                        location: TextLocation(line: 1, column: 17)))
            ),
            (
                "{\"\u{E9}\": 1, \"\\u00e9\": 2}",
                .malformed(
                    JSONSyntaxError(
                        message: Message.JSONSyntax.keyGivenTwice("\u{E9}"),
                        location: TextLocation(line: 1, column: 10)))
            ),
            (
                "{\"age\": 30.5}",
                .wrongType(key: "age", expected: .integer, at: TextLocation(line: 1, column: 9))
            ),
        ])
    func corrupt(contents: String, defect: ProfileDefect) throws {
        createStoreDirectory()
        Files.write(contents, to: path)
        #expect(throws: StoreError.notProfile(path: path, defect: defect)) { try store.load() }
        #expect(throws: StoreError.notProfile(path: path, defect: defect)) {
            try store.update(signIn)
        }
        #expect(Files.text(path) == contents)
    }

    @Test(
        "keys that are the same text in other scalars are two keys, kept byte for byte",
        arguments: [
            ("\u{E9}", "e\u{301}"), ("\u{D55C}", "\u{1112}\u{1161}\u{11AB}"),
            ("\u{212B}", "\u{C5}"), ("caf\u{E9}", "cafe\u{301}"), ("\u{1E69}", "s\u{323}\u{307}"),
        ])
    func canonicalTwins(first: String, second: String) throws {
        createStoreDirectory()
        // At the top, and inside a value kept as text, as Python and jq read them: two keys.
        for contents in [
            "{\"\(first)\": 1, \"\(second)\": 2, \"signed_in\": false}",
            "{\"x\": {\"\(first)\": [1], \"\(second)\": [2]}, \"signed_in\": false}",
        ] {
            Files.write(contents, to: path)
            let document = try store.load()
            try store.update(signIn)
            let rewritten = Files.read(path) ?? []
            for key in [first, second] {
                #expect(
                    rewritten.split(separator: 0x22).contains { $0.elementsEqual(key.utf8) },
                    "\(contents.debugDescription): \(key.debugDescription) lost")
            }
            #expect(try store.load().isSignedIn)
            #expect(document.otherValues.count == (contents.hasPrefix("{\"x\"") ? 1 : 2))
        }
    }

    @Test("a wrong-typed value is reported and the file left as it was")
    func wrongType() throws {
        createStoreDirectory()
        let contents = #"{"age": "thirty", "signed_in": true}"#
        Files.write(contents, to: path)
        let defect = ProfileDefect.wrongType(
            key: "age", expected: .integer, at: TextLocation(line: 1, column: 9))
        #expect(throws: StoreError.notProfile(path: path, defect: defect)) {
            try store.update(signIn)
        }
        #expect(Files.text(path) == contents)
    }

    @Test(
        "a known whole number is read however it is written",
        arguments: ["30", "30.0", "3E1", "300e-1", "3.0e1"])
    func wholeNumbers(age: String) throws {
        createStoreDirectory()
        Files.write(#"{"age": \#(age), "signed_in": true}"#, to: path)
        #expect(try store.load().values["age"] == .integer(30))
    }

    @Test(
        "a write that would make a file larger than the reader accepts is refused, the old file kept"
    )
    func writeOverLimit() throws {
        createStoreDirectory()
        // Compact members: written one per line, the file grows past the limit.
        var members: [String] = []
        var size = 2
        var index = 0
        while size < ProfileStore.sizeLimit - 16 {
            let member = "\"k\(index)\":0"
            members.append(member)
            size += member.utf8.count + 1
            index += 1
        }
        let contents = "{" + members.joined(separator: ",") + "}"
        #expect(contents.utf8.count <= ProfileStore.sizeLimit)
        Files.write(contents, to: path)
        #expect(try store.load().otherValues.count == members.count)
        #expect {
            try store.update(signIn)
        } throws: { error in
            guard case .wouldBeTooLarge(let errorPath, let size, let limit) = error as? StoreError
            else { return false }
            return errorPath == path && size > limit && limit == ProfileStore.sizeLimit
        }
        #expect(Files.text(path) == contents)
        #expect(
            Files.entries(directory.file("config/wizard")).sorted() == [
                "profile.json", "profile.json.lock",
            ])
    }

    @Test("a store of exactly the size limit is written and read; one byte more is refused")
    func writeAtLimit() throws {
        func document(padding: Int) throws -> ProfileDocument {
            var document = try ProfileDocument(
                values: ["pad": .string(String(repeating: "x", count: padding))], flow: .onboarding)
            _ = signIn(&document)
            return document
        }
        let overhead = try document(padding: 0).json.count
        let exact = try document(padding: ProfileStore.sizeLimit - overhead)
        #expect(exact.json.count == ProfileStore.sizeLimit)
        try store.update { stored in
            stored = exact
            return true
        }
        #expect(try store.load() == exact)
        let before = Files.read(path)
        let over = try document(padding: ProfileStore.sizeLimit - overhead + 1)
        #expect(
            throws: StoreError.wouldBeTooLarge(
                path: path, size: ProfileStore.sizeLimit + 1, limit: ProfileStore.sizeLimit)
        ) {
            try store.update { stored in
                stored = over
                return true
            }
        }
        #expect(Files.read(path) == before)
    }

    @Test("a file over the size limit is refused unread")
    func tooLarge() throws {
        createStoreDirectory()
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
        createStoreDirectory()
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
        createStoreDirectory()
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
        createStoreDirectory()
        let lock = open(store.lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(flock(lock, LOCK_EX) == 0)
        let store = self.store
        let waiting = Latch()
        let finished = Latch()
        let writer = BackgroundThread {
            _ = try? store.update(onWait: { _ in waiting.open() }) { document in
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
        let document = try store.load()
        #expect(document.values["name"] == .string("Bob"))
        #expect(document.otherValues["theme"]?.value == .string("dark"))
    }
}
