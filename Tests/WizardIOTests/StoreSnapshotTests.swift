import Glibc
import TestSupport
import Testing
import WizardCore
import WizardIO

/// ``StoreSnapshot``: what `setup` read before its questions stands for the first read of
/// its write, and the write still sees whatever another writer did meanwhile. Tests of the
/// profile store, on its fixture (``ProfileStoreTests``).
extension ProfileStoreTests {
    /// Signs Alice in; counts its calls in `calls`.
    func signIn(counting calls: Counter) -> (inout ProfileDocument) -> Bool {
        { document in
            calls.count += 1
            document.signIn(with: ["name": .text("Alice"), "age": .number(30)])
            return true
        }
    }

    final class Counter: @unchecked Sendable {
        var count = 0
    }

    @Test("a file nobody wrote since the snapshot is not decoded again: the change runs once")
    func unchangedFile() throws {
        createStoreDirectory()
        Files.write(#"{"theme": "dark", "signed_in": false}"#, to: path)
        let snapshot = try store.loadCheckingDirectory()
        let calls = Counter()
        let saved = try store.update(from: snapshot, signIn(counting: calls))
        #expect(calls.count == 1)
        #expect(saved.wrote)
        let document = try store.load()
        #expect(document.isSignedIn)
        #expect(document.otherValues["theme"]?.value == .string("dark"))
    }

    @Test("a file another writer changed since the snapshot is read again, and kept")
    func changedFile() throws {
        createStoreDirectory()
        Files.write(#"{"theme": "dark", "signed_in": false}"#, to: path)
        let snapshot = try store.loadCheckingDirectory()
        // Same length, other bytes: only the bytes tell.
        Files.write(#"{"theme": "lite", "signed_in": false}"#, to: path)
        let calls = Counter()
        try store.update(from: snapshot, signIn(counting: calls))
        #expect(calls.count == 2)
        let document = try store.load()
        #expect(document.isSignedIn)
        #expect(document.otherValues["theme"]?.value == .string("lite"))
    }

    @Test("a file another writer made since a snapshot without one is read, and kept")
    func fileAppeared() throws {
        createStoreDirectory()
        let snapshot = try store.loadCheckingDirectory()
        #expect(!snapshot.document.isSignedIn)
        Files.write(#"{"theme": "dark"}"#, to: path)
        let calls = Counter()
        try store.update(from: snapshot, signIn(counting: calls))
        #expect(calls.count == 2)
        #expect(try store.load().otherValues["theme"]?.value == .string("dark"))
    }

    @Test("the write lands in the directory the snapshot read, though its path moved")
    func movedDirectory() throws {
        createStoreDirectory()
        Files.write(#"{"signed_in": false}"#, to: path)
        let snapshot = try store.loadCheckingDirectory()
        #expect(rename(directory.file("config/wizard"), directory.file("config/moved")) == 0)
        try store.update(from: snapshot, signIn(counting: Counter()))
        #expect(Files.text(path) == nil)
        let moved = ProfileStore(
            path: directory.file("config/moved/profile.json"), flow: .onboarding)
        #expect(try moved.load().isSignedIn)
    }

    @Test("a directory removed since the snapshot is made again, and the profile written in it")
    func removedDirectory() throws {
        createStoreDirectory()
        Files.write(#"{"signed_in": false}"#, to: path)
        let snapshot = try store.loadCheckingDirectory()
        #expect(unlink(path) == 0)
        #expect(rmdir(directory.file("config/wizard")) == 0)
        try store.update(from: snapshot, signIn(counting: Counter()))
        #expect(Files.mode(directory.file("config/wizard")) == 0o700)
        #expect(try store.load().isSignedIn)
    }

    @Test("a snapshot that found the directory missing walks again, and creates it")
    func missingDirectory() throws {
        let snapshot = try store.loadCheckingDirectory()
        #expect(Files.mode(directory.file("config")) == nil)
        try store.update(from: snapshot, signIn(counting: Counter()))
        #expect(Files.mode(directory.file("config/wizard")) == 0o700)
        #expect(try store.load().isSignedIn)
    }
}
