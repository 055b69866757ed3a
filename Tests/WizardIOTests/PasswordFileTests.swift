import Glibc
import TestSupport
import Testing
import WizardIO

@Suite("Password file", .timeLimit(.minutes(5)))
struct PasswordFileTests {
    static let sample = """
        # a comment naming 1000:x:1000:1000::/commented:/bin/sh
        root:x:0:0:root:/root:/bin/bash
        +nis-user:x:1000:1000::/nis:/bin/sh
        -excluded:x:1000:1000::/excluded:/bin/sh
        +
        short:x:1000:1000:/short
        extra:x:1000:1000::/extra:/bin/sh:more
        letters:x:10a0:1000::/letters:/bin/sh
        relative:x:1000:1000::home/relative:/bin/sh
        empty:x:1000:1000:::/bin/sh

        alice:x:1000:1000:Alice,,,:/home/alice:/bin/bash
        alice2:x:1000:1000::/home/second:/bin/bash
        big:x:4294967295:0::/big:/bin/sh
        over:x:4294967296:0::/over:/bin/sh
        """

    func home(_ uid: UInt32, _ text: String) -> String? {
        PasswordFile.homeDirectory(of: uid, in: Array(text.utf8))
    }

    @Test("the first well-formed line with the user id gives field 6")
    func firstMatch() {
        #expect(home(1000, Self.sample) == "/home/alice")
        #expect(home(0, Self.sample) == "/root")
    }

    @Test(
        "comments, NIS lines, wrong field counts, non-numeric ids, relative or empty homes are skipped",
        arguments: [
            ("# 1000:x:1000:1000::/commented:/bin/sh", 1000),
            ("+nis:x:1000:1000::/nis:/bin/sh", 1000),
            ("-nis:x:1000:1000::/nis:/bin/sh", 1000),
            ("short:x:1000:1000:/short", 1000),
            ("extra:x:1000:1000::/extra:/bin/sh:more", 1000),
            ("letters:x:10a0:1000::/letters:/bin/sh", 1000),
            ("minus:x:-1:1000::/minus:/bin/sh", 0),
            ("blank:x::1000::/blank:/bin/sh", 0),
            ("relative:x:1000:1000::home:/bin/sh", 1000),
            ("empty:x:1000:1000:::/bin/sh", 1000),
            ("over:x:4294967296:0::/over:/bin/sh", 0),
            ("", 0),
        ] as [(String, UInt32)])
    func skipped(line: String, uid: UInt32) {
        #expect(home(uid, line) == nil)
    }

    @Test(
        "a line with bytes that are not UTF-8 is skipped: its home is not another directory's name")
    func notUTF8() {
        for bad: [UInt8] in [[0xF6], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80]] {
            let line =
                Array("j".utf8) + bad + Array("rg:x:1000:1000::/home/j".utf8) + bad
                + Array("rg:/bin/sh\nalice:x:1000:1000::/home/alice:/bin/sh".utf8)
            #expect(PasswordFile.homeDirectory(of: 1000, in: line) == "/home/alice", "\(bad)")
        }
    }

    @Test("the largest user id is read; one past it is not the same id")
    func limits() {
        #expect(home(4_294_967_295, Self.sample) == "/big")
        #expect(home(0, "over:x:4294967296:0::/over:/bin/sh") == nil)
    }

    @Test("a last line without a newline, after empty lines, is read")
    func lastLine() {
        #expect(home(7, "\n\nbob:x:7:7::/home/bob:/bin/sh") == "/home/bob")
    }

    @Test("no line for the user id, or no file, is nil")
    func missing() {
        #expect(home(4242, Self.sample) == nil)
        let directory = TemporaryDirectory()
        #expect(PasswordFile.homeDirectory(of: 0, path: directory.file("absent")) == nil)
    }

    @Test("each field of a well-formed line, and a group id must be a number too")
    func fields() throws {
        let entries = PasswordFile.entries(
            in: Array("alice:x:1000:100:Alice,,,:/home/alice:/bin/bash".utf8))
        let alice = try #require(entries.first)
        #expect(entries.count == 1)
        #expect(
            [alice.name, alice.password, alice.gecos, alice.home, alice.shell]
                == ["alice", "x", "Alice,,,", "/home/alice", "/bin/bash"])
        #expect(alice.uid == 1000)
        #expect(alice.gid == 100)
        #expect(home(1000, "alice:x:1000:staff::/home/alice:/bin/bash") == nil)
    }

    @Test("a file on disk is read the same way")
    func fromFile() {
        let directory = TemporaryDirectory()
        Files.write(Self.sample, to: directory.file("passwd"))
        #expect(
            PasswordFile.homeDirectory(of: 1000, path: directory.file("passwd")) == "/home/alice")
    }
}

@Suite("Readline's password lookups", .timeLimit(.minutes(5)))
struct ReadlinePasswordLookupTests {
    @Test("getpwuid and getpwnam answer from /etc/passwd; getpwent lists no one")
    func lookups() throws {
        let own = try #require(PasswordFile.entries().first { $0.uid == getuid() })
        let byID = try #require(readlineGetpwuid(getuid()))
        #expect(String(cString: byID.pointee.pw_dir) == own.home)
        #expect(String(cString: byID.pointee.pw_name) == own.name)
        let byName = try #require(own.name.withCString { readlineGetpwnam($0) })
        #expect(byName.pointee.pw_uid == own.uid)
        #expect("no such user here".withCString { readlineGetpwnam($0) } == nil)
        readlineSetpwent()
        #expect(readlineGetpwent() == nil)
        readlineEndpwent()
    }
}
