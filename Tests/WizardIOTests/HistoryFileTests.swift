import Glibc
import TestSupport
import Testing
import WizardCore
import WizardIO

/// The history file is untrusted input, like the store (issue: "a history line holding
/// U+009B is sent raw to the terminal when ↑ recalls it"): only entries that could have
/// been answers are read back, whatever the file holds.
@Suite("History file", .timeLimit(.minutes(5)))
struct HistoryFileTests {
    static let place = HistoryPlace(flow: "onboarding", question: "name")

    /// `answers` as entries of the default flow's name question.
    static func tagged(_ answers: [String]) -> [HistoryEntry] {
        answers.map { HistoryEntry($0, at: place) }
    }

    /// The bytes of `answer`'s line at the default flow's name question.
    static func line(_ answer: [UInt8]) -> [UInt8] { Array("onboarding\tname\t".utf8) + answer }

    @Test(
        "each entry has its flow and question; lines without them, or with an empty part, are dropped"
    )
    func places() {
        let text = """
            onboarding\tname\tAlice
            Bob
            db\tname\tpostgres
            db\t\tnobody
            \tname\tnobody
            onboarding\tname\t
            onboarding\tname\tCarol\tDave
            onboarding\tname\tErin

            """
        #expect(
            HistoryFile.entries(in: Array(text.utf8)) == [
                HistoryEntry("Alice", at: Self.place),
                HistoryEntry("postgres", at: HistoryPlace(flow: "db", question: "name")),
                HistoryEntry("Erin", at: Self.place),
            ])
        let directory = TemporaryDirectory()
        let path = directory.file("history")
        let unsafePlace = HistoryEntry("Zed", at: HistoryPlace(flow: "a\tb", question: "name"))
        #expect(HistoryFile.save([unsafePlace] + Self.tagged(["Alice"]), at: path))
        #expect(Files.text(path) == "onboarding\tname\tAlice\n")
    }

    @Test("entries holding a control, bidi control or invisible character are dropped")
    func hostileEntries() {
        var random = SeededRandom(environmentOr: 10_008)
        let safe = ["Alice", "김철수", "José", "👨‍👩‍👧 Kim", "Mary Ann", "می‌خواهم"]
        var lines: [[UInt8]] = []
        var expected: [String] = []
        var hostile: [[UInt8]] = []
        for scalar in UnicodeClasses.hostile + ["\u{2800}"] {
            var entry = String.UnicodeScalarView()
            entry.append(contentsOf: "Ali".unicodeScalars)
            entry.append(scalar)
            entry.append(contentsOf: "ce".unicodeScalars)
            hostile.append(Array(String(entry).utf8))
            lines.append(Self.line(hostile.last!))
            if Int.random(in: 0..<8, using: &random) == 0 {
                let kept = safe.randomElement(using: &random)!
                lines.append(Self.line(Array(kept.utf8)))
                expected.append(kept)
            }
        }
        // Not UTF-8, and longer than any answer.
        hostile += [
            [0x41, 0xC2, 0x41], [0xED, 0xA0, 0x80],
            Array(repeating: UInt8(ascii: "a"), count: AnswerBounds.byteLimit + 1),
        ]
        lines += hostile.suffix(3).map(Self.line)
        let bytes = Array(lines.joined(separator: [0x0A])) + [0x0A]
        let entries = HistoryFile.entries(in: bytes)
        #expect(entries == Self.tagged(expected))
        let read = TestReport.failures(
            "history entries with hostile characters (class 8)", of: hostile
        ) { line in entries.contains { Array($0.answer.utf8) == line } }
        #expect(read.isEmpty)
    }

    @Test("a missing, oversized or special history reads as empty")
    func unreadable() {
        let directory = TemporaryDirectory()
        #expect(HistoryFile.entries(at: directory.file("none")).isEmpty)
        #expect(HistoryFile.entries(at: directory.path).isEmpty)
        #expect(HistoryFile.entries(at: "/dev/zero").isEmpty)
        let big = directory.file("big")
        Files.write(
            Array(repeating: UInt8(ascii: "a"), count: HistoryFile.sizeLimit + 1), to: big)
        #expect(HistoryFile.entries(at: big).isEmpty)
        let good = directory.file("good")
        Files.write(
            "onboarding\tname\tAlice\nonboarding\tname\t\u{9B}31m\nonboarding\tname\tBob\n",
            to: good)
        #expect(HistoryFile.entries(at: good) == Self.tagged(["Alice", "Bob"]))
    }

    @Test("a save keeps the newest entries that pass, 0600 in a 0700 directory made for it")
    func saveKeepsNewest() {
        let directory = TemporaryDirectory()
        let path = directory.file("state/wizard/history")
        let entries = Self.tagged(
            (1...(HistoryFile.entryLimit + 20)).map { "name \($0)" } + ["bad\u{9B}2J"])
        #expect(HistoryFile.save(entries, at: path))
        #expect(HistoryFile.entries(at: path) == Array(entries.dropLast().suffix(100)))
        #expect(Files.mode(path) == 0o600)
        #expect(Files.mode(directory.file("state/wizard")) == 0o700)
        // Not a regular file: nothing written.
        let folder = directory.file("folder")
        mkdir(folder, 0o700)
        #expect(!HistoryFile.save(Self.tagged(["Alice"]), at: folder))
        #expect(Files.entries(folder).isEmpty)
    }

    @Test(
        "root saving a user's history: their link out is not followed; their file stays theirs",
        .enabled(
            if: Prerequisite.runs(when: geteuid() == 0), "giving files to another user needs root"))
    func saveAsRoot() {
        guard Prerequisite.require(geteuid() == 0, "root") else { return }
        let directory = TemporaryDirectory()
        let user: uid_t = 20_417
        let rootOnly = directory.file("root-only")
        mkdir(rootOnly, 0o700)
        let home = directory.file("home")
        mkdir(home, 0o755)
        chown(home, user, user)
        // The user's dangling link, and the user's link to a directory, into root's.
        let link = home + "/history"
        symlink(rootOnly + "/history", link)
        lchown(link, user, user)
        #expect(!HistoryFile.save(Self.tagged(["Alice"]), at: link))
        let linkedDirectory = home + "/state"
        symlink(rootOnly, linkedDirectory)
        lchown(linkedDirectory, user, user)
        #expect(!HistoryFile.save(Self.tagged(["Alice"]), at: linkedDirectory + "/history"))
        #expect(Files.entries(rootOnly).isEmpty)
        // The user's own file, rewritten by root: owner, group and mode kept.
        let own = home + "/own-history"
        Files.write("onboarding\tname\tBob\n", to: own)
        chown(own, user, user + 1)
        chmod(own, 0o640)
        #expect(HistoryFile.save(Self.tagged(["Bob", "Carol"]), at: own))
        #expect(HistoryFile.entries(at: own) == Self.tagged(["Bob", "Carol"]))
        let status = Files.status(own, following: false)
        #expect(status?.st_uid == user && status?.st_gid == user + 1)
        #expect(Files.mode(own) == 0o640)
    }

    @Test("every history a save writes reads back whole: full entries of every width")
    func fullHistoriesReadBack() {
        var random = SeededRandom(environmentOr: 25_001)
        // Characters of one to four bytes, so that entries end on the limit in every way.
        let pieces = ["a", "é", "한", "😀"]
        let directory = TemporaryDirectory()
        for round in 0..<4 {
            let answers = (0..<HistoryFile.entryLimit).map { _ in
                var entry = ""
                var size = 0
                while true {
                    let piece = pieces.randomElement(using: &random)!
                    guard size + piece.utf8.count <= AnswerBounds.byteLimit else { break }
                    entry += piece
                    size += piece.utf8.count
                }
                return entry
            }
            // The longest places, so that lines end on their limit too.
            let place = HistoryPlace(
                flow: String(repeating: "f", count: HistoryFile.placeLimit),
                question: String(repeating: "q", count: HistoryFile.placeLimit))
            let entries = answers.map { HistoryEntry($0, at: place) }
            let path = directory.file("history-\(round)")
            #expect(HistoryFile.save(entries, at: path))
            let size = Files.status(path).map { Int($0.st_size) } ?? 0
            #expect(size <= HistoryFile.sizeLimit, "round \(round): \(size) bytes")
            #expect(HistoryFile.entries(at: path) == entries, "round \(round): \(size) bytes")
        }
    }

    @Test("a save removes the temporary files of killed writers, and skips while the lock is held")
    func killedWritersLeaveNothing() {
        let directory = TemporaryDirectory()
        let path = directory.file("history")
        let leftovers = [".history.0123abcd.tmp", ".history.ffffffff.tmp"]
        let strangers = [".history.0123abcd.tmp~", ".history.xyz.tmp", "history.lock.tmp"]
        for name in leftovers + strangers { Files.write("Alice\n", to: directory.file(name)) }
        #expect(HistoryFile.save(Self.tagged(["Alice", "Bob"]), at: path))
        let left = Set(Files.entries(directory.path))
        #expect(left == Set(["history", "history.lock"] + strangers))
        #expect(Files.mode(directory.file("history.lock")) == 0o600)
        // Another run holds the lock: this save neither waits nor writes.
        let holder = open(directory.file("history.lock"), O_RDWR | O_CLOEXEC)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        #expect(!HistoryFile.save(Self.tagged(["Carol"]), at: path))
        #expect(HistoryFile.entries(at: path) == Self.tagged(["Alice", "Bob"]))
    }
}

/// What readline's own display (plain mode) shows of a line: every unsafe or hidden
/// scalar gets a stand-in of its length.
@Suite("Line display stand-ins", .timeLimit(.minutes(5)))
struct LineDisplayTests {
    @Test("every C1, bidi, separator and hidden format scalar is found, and nothing else")
    func classes() {
        let visible: [Unicode.Scalar] = ["é", "한", "😀", "\u{200D}", "\u{FE0F}", "\u{2800}", " "]
        for scalar in UnicodeClasses.hostile.filter({ $0.value >= 0x80 }) + visible {
            let line = Array(("a" + String(scalar) + "b").utf8)
            let length = String(scalar).utf8.count
            let ranges = line.withUnsafeBytes { LineDisplay.hiddenRanges(in: $0) }
            let expected = visible.contains(scalar) ? [] : [1..<(1 + length)]
            if !TestReport.variant(
                "plain-mode display stand-ins (class 8)", passed: ranges == expected)
            {
                Issue.record("\(UnicodeClasses.name(scalar)): \(ranges)")
            }
            #expect(LineDisplay.standIn(length: length).count == length)
        }
    }
}
