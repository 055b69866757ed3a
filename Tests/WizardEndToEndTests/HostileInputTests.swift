import Foundation
import Glibc
import TestSupport
import Testing

/// What a hostile store or hostile answers can do: the piped-answer contract (`docs/usage.md`)
/// and `docs/store.md` say they are refused with a clear error, held in bounded memory, and
/// never reach the terminal raw.
@Suite("Hostile input", .timeLimit(.minutes(5)))
struct HostileInputTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }
    let alice = TestProfile(number: 1)

    /// Everything that can make a terminal act rather than print: a screen clear, an OSC 52
    /// clipboard write, C1 controls (CSI, OSC, ST, NEL as single scalars) and bidi overrides.
    static let payload =
        "\u{1B}[2J\u{1B}]52;c;aGk=\u{07}\u{9B}31m\u{9D}0;x\u{9C}\u{85}\u{202E}\u{2066}"

    @Test("a 50 MiB store is refused at once with its path, unread, and left as it was")
    func hugeStore() throws {
        let size = 50 << 20
        let descriptor = open(store, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(ftruncate(descriptor, off_t(size)) == 0)
        // Real blocks, not a hole, flushed and dropped from the page cache: any page a run
        // reads comes back into the cache, where mincore sees it.
        let block = [UInt8](repeating: 0x20, count: 1 << 20)
        for offset in stride(from: 0, to: size, by: block.count) {
            _ = pwrite(descriptor, block, block.count, off_t(offset))
        }
        fsync(descriptor)
        close(descriptor)
        let before = try fileStatus(store)
        var pagesRead = 0
        var slowest = 0.0
        let commands = [["profile"], ["profile", "--json"], ["profile", "--logout"], ["setup"]]
        for arguments in commands {
            dropFromPageCache(store)
            let start = monotonicSeconds()
            let result = WizardBinary.run(
                arguments + ["--store", store], input: alice.answers, home: home.path)
            slowest = max(slowest, monotonicSeconds() - start)
            pagesRead += residentPages(store)
            #expect(result.status == 74, "\(arguments)")
            #expect(
                result.error
                    == "wizard: the profile store \(store) is larger than 1048576 bytes, too large"
                    + " for a profile. It was left untouched: choose another file with --store.\n")
        }
        let after = try fileStatus(store)
        #expect(after.st_size == before.st_size)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec)
        #expect(after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        TestReport.figure(
            "a 50 MiB store", "slowest of \(commands.count) runs (ms)", "\(Int(slowest * 1000))")
        #expect(pagesRead == 0)
    }

    /// How far wizard read is the measure of what it held: its peak memory cannot be
    /// measured from here, as `posix_spawn` children count the parent's memory as their own.
    @Test(
        "a multi-megabyte answer line is refused (65) after reading no more than the limit",
        arguments: [true, false])
    func hugeAnswer(endsWithNewline: Bool) throws {
        Files.write(alice.storeText(), to: store)
        let length = 8 << 20
        let answer =
            [UInt8](repeating: 0x61, count: length)
            + (endsWithNewline ? Array("\n30\nfemale\n".utf8) : [])
        let huge = measuredSetup(input: answer)
        #expect(huge.status == 65)
        #expect(
            huge.error
                == "wizard: input line 1 is longer than 65536 bytes; no answer is that long.\n")
        #expect(Files.text(store) == alice.storeText())
        TestReport.figure(
            "an 8 MiB answer line\(endsWithNewline ? "" : " without newline")",
            "bytes read of \(answer.count)", "\(huge.bytesRead)")
        // The limit, plus at most two 16 KiB reads past it.
        #expect(huge.bytesRead <= 65536 + 32768)
    }

    @Test("answers, option values and paths with control sequences never reach the output raw")
    func hostileAnswersAndPaths() {
        Files.write(alice.storeText(), to: store)
        let answerSets = [
            "Al\(Self.payload)ice\n30\nfemale\n", "Alice\n3\(Self.payload)0\nfemale\n",
            "Alice\n30\n\(Self.payload)\n", "\(Self.payload)\n30\nfemale\n",
        ]
        var runs: [(String, ProcessResult)] = answerSets.map { answers in
            (
                answers.debugDescription,
                WizardBinary.run(["setup", "--store", store], input: answers, home: home.path)
            )
        }
        for option in ["--name", "--age", "--gender"] {
            runs.append(
                (
                    option,
                    WizardBinary.run(
                        ["setup", "--store", store, option, "x\(Self.payload)"], home: home.path)
                ))
        }
        for status in runs.map(\.1.status) { #expect(status == 65) }
        #expect(Files.text(store) == alice.storeText())

        // A path with the payload in a directory name, holding a store that is not JSON.
        let folder = home.file("dir\(Self.payload)")
        #expect(mkdir(folder, 0o700) == 0)
        Files.write("{", to: folder + "/profile.json")
        for arguments in [["profile"], ["setup"], ["profile", "--logout"]] {
            let result = WizardBinary.run(
                arguments + ["--store", folder + "/profile.json"], input: alice.answers,
                home: home.path)
            #expect(result.status == 74)
            #expect(result.error.contains(home.file("dir\u{FFFD}[2J")))
            runs.append(("store path, \(arguments[0])", result))
        }
        runs.append(("unknown option", WizardBinary.run(["--x\(Self.payload)"], home: home.path)))
        let unsafe = TestReport.failures(
            "control sequences in answers, options and paths", of: runs
        ) { !isTerminalSafe($0.1.standardOutput + $0.1.standardError) }
        for (what, result) in unsafe {
            Issue.record("\(what) wrote raw: \(result.error.debugDescription)")
        }
    }

    @Test("a store full of control sequences: card sanitised, --json escaped and exact")
    func hostileStore() throws {
        let json = try JSONSerialization.data(withJSONObject: [
            "name": "Eve\(Self.payload)", "gender": Self.payload, "age": 30, "signed_in": true,
            Self.payload: Self.payload,
        ])
        Files.write(Array(json), to: store)
        let card = WizardBinary.run(["profile", "--store", store], home: home.path)
        let automatic = WizardBinary.run(["--store", store], home: home.path)
        let output = WizardBinary.run(["profile", "--json", "--store", store], home: home.path)
        for result in [card, automatic, output] {
            #expect(result.status == 0)
            #expect(isTerminalSafe(result.standardOutput + result.standardError))
        }
        #expect(card.output.hasPrefix("Eve\u{FFFD}[2J\u{FFFD}]52;c;aGk=\u{FFFD}\u{FFFD}31m"))
        // JSON as JSON escapes it: decoded, the exact values come back.
        let decoded = try JSONSerialization.jsonObject(with: Data(output.standardOutput))
        let values = try #require(decoded as? [String: Any])
        #expect(values["name"] as? String == "Eve\(Self.payload)")
        #expect(values["gender"] as? String == Self.payload)
        #expect(output.output.contains(#"\u001b]52;c;aGk=\u0007\u009B31m\u009D0;x\u009C\u0085"#))
    }

    @Test(
        "a stored name with control sequences is no default: never shown, never prefilled",
        arguments: [["setup"], ["setup", "--plain"]])
    func hostilePrefill(arguments: [String]) throws {
        let json = try JSONSerialization.data(withJSONObject: [
            "name": "Eve\(Self.payload)", "signed_in": true,
        ])
        Files.write(Array(json), to: store)
        let run = TerminalRun(arguments + ["--store", store], home: home.path)
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("\u{03}")
        #expect(run.exitStatus() == 130)
        #expect(Files.read(store) == Array(json))
        let leaked = TestReport.failures(
            "control sequences in a stored name, not prefilled",
            of: [
                ("ESC ] 52", Array("\u{1B}]52".utf8)), ("ESC [ 2 J", Array("\u{1B}[2J".utf8)),
                ("C1 CSI", Array("\u{9B}".utf8)), ("C1 OSC", Array("\u{9D}".utf8)),
                ("C1 NEL", Array("\u{85}".utf8)), ("RLO", Array("\u{202E}".utf8)),
                ("LRI", Array("\u{2066}".utf8)),
            ]
        ) { contains(run.terminal.transcript, $0.1) }.map(\.0)
        #expect(leaked.isEmpty, "\(arguments): \(leaked)")
        #expect(!contains(run.terminal.transcript, Array("Eve".utf8)))
    }

    /// Whether `bytes` hold no scalar a terminal would act on, line feeds aside.
    private func isTerminalSafe(_ bytes: [UInt8]) -> Bool {
        !String(decoding: bytes, as: UTF8.self).unicodeScalars.contains {
            $0 != "\n" && $0.isTerminalUnsafe
        }
    }

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains {
            haystack[$0..<$0 + needle.count].elementsEqual(needle)
        }
    }

    /// A piped `wizard setup` run, with how far it read its input.
    private struct MeasuredRun {
        let status: Int32
        let error: String
        let bytesRead: Int
    }

    private func measuredSetup(input: [UInt8]) -> MeasuredRun {
        let inputPath = home.file("input")
        let errorPath = home.file("stderr")
        Files.write(input, to: inputPath)
        // The child shares this open file description, so its offset tells how far it read.
        let inputDescriptor = open(inputPath, O_RDONLY | O_CLOEXEC)
        defer { close(inputDescriptor) }
        let pid = spawn(
            [WizardBinary.path, "setup", "--store", store],
            environment: WizardBinary.environment(home: home.path),
            descriptors: [
                (inputDescriptor, 0), (open("/dev/null", O_WRONLY | O_CLOEXEC), 1),
                (open(errorPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600), 2),
            ], closeAfterSpawn: false)
        let status = waitForExit(pid)
        return MeasuredRun(
            status: status, error: Files.text(errorPath) ?? "",
            bytesRead: Int(lseek(inputDescriptor, 0, SEEK_CUR)))
    }

    private func fileStatus(_ path: String) throws -> stat {
        var status = stat()
        try #require(stat(path, &status) == 0)
        return status
    }

    private func dropFromPageCache(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
        close(descriptor)
    }

    /// How many of the file's pages are in the page cache (mincore on a mapping of it).
    private func residentPages(_ path: String) -> Int {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        defer { close(descriptor) }
        var status = stat()
        fstat(descriptor, &status)
        let length = Int(status.st_size)
        guard let mapping = mmap(nil, length, PROT_READ, MAP_SHARED, descriptor, 0),
            mapping != MAP_FAILED
        else { return -1 }
        defer { munmap(mapping, length) }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        var vector = [UInt8](repeating: 0, count: (length + pageSize - 1) / pageSize)
        guard mincore(mapping, length, &vector) == 0 else { return -1 }
        return vector.filter { $0 & 1 != 0 }.count
    }
}
