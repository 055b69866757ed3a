import Glibc
import TestSupport
import Testing

/// The history file under kill -9 (issue 25: "a kill during the history write leaves
/// `.history.XXXXXXXX.tmp` files for ever"): a setup is killed at one system call of its
/// history write, chosen by seed, and the history must read back whole, old or new, with
/// its temporary file swept by the next run.
///
/// The kill falls exactly where it is aimed, with no sleep: strace stops wizard at the
/// call and sends SIGKILL there (`-e inject=CALL:signal=SIGKILL:when=N`), so the call is
/// never made. `N` is found in a trace of the same run from the same files, left to finish.
extension CrashConsistencyTests {
    /// A system call of the history write to kill at.
    struct HistoryKill: CustomStringConvertible, Sendable {
        let call: String
        let description: String
        /// Whether the new history is in place when it is killed there (after the rename).
        let isRenamed: Bool
        /// Whether `line` of the trace, from the history's lock on, is this call.
        let matches: @Sendable (_ line: Substring, _ directory: String) -> Bool
    }

    static let historyKills: [HistoryKill] = [
        HistoryKill(call: "openat", description: "opening the lock", isRenamed: false) {
            line, _ in line.contains("\"history.lock\"")
        },
        HistoryKill(call: "getdents64", description: "listing leftovers", isRenamed: false) {
            line, directory in line.contains("<\(directory)>,")
        },
        HistoryKill(call: "unlinkat", description: "sweeping a leftover", isRenamed: false) {
            line, _ in line.contains("\".history.")
        },
        HistoryKill(call: "openat", description: "creating the new file", isRenamed: false) {
            line, _ in line.contains("\".history.")
        },
        HistoryKill(call: "write", description: "the new file empty", isRenamed: false) {
            line, directory in line.contains("<\(directory)/.history.")
        },
        HistoryKill(call: "fsync", description: "the new file written", isRenamed: false) {
            line, directory in line.contains("<\(directory)/.history.")
        },
        HistoryKill(call: "renameat", description: "renaming it", isRenamed: false) {
            line, _ in line.contains(", \"history\")")
        },
        HistoryKill(call: "fsync", description: "flushing the directory", isRenamed: true) {
            line, directory in line.contains("<\(directory)>)")
        },
    ]

    var historyFolder: String { home.file(".local/state/wizard") }
    var history: String { historyFolder + "/history" }

    @Test(
        "history writes killed at each of their system calls read back whole; the next run sweeps",
        .enabled(
            if: Prerequisite.runs(when: Strace.isAvailable),
            "needs strace (Scripts/bootstrap installs it)"))
    func killedHistoryWrites() {
        guard Prerequisite.require(Strace.isAvailable, "strace") else { return }
        var random = SeededRandom(environmentOr: 25_010)
        let faultClass = "kill -9 during the history write"
        TestReport.figure(faultClass, "seed", "\(random.seed)")
        // The store and the history's folder exist: every run below writes both the same way.
        #expect(historyRun(typing: "Zed Before") == 0)
        // Each kill point twice, with histories of every size up to the limit.
        for (variant, kill) in (Self.historyKills + Self.historyKills).enumerated() {
            let entries = Self.seededEntries(&random, full: variant % 3 == 1)
            let leftovers =
                kill.call == "unlinkat" || Bool.random(using: &random)
                ? [".history.\(String(variant * 7919 + 0x1000_0000, radix: 16)).tmp"] : []
            let name = "Kim \(variant)"
            let renamed = Array((entries + [name]).suffix(100))
            let context = "variant \(variant), \(kill), \(entries.count) entries"
            plantHistory(entries, leftovers: leftovers)
            let trace = home.file("trace")
            #expect(historyRun(typing: name, launcher: tracing(into: trace)) == 0, "\(context)")
            guard let when = Self.ordinal(of: kill, in: Files.text(trace) ?? "", historyFolder)
            else {
                Issue.record("\(context): the call is not in the trace")
                continue
            }
            plantHistory(entries, leftovers: leftovers)
            let killedTrace = home.file("killed-trace")
            let status = historyRun(
                typing: name,
                launcher: tracing(into: killedTrace) + [
                    "-e", "inject=\(kill.call):signal=SIGKILL:when=\(when)",
                ])
            let killedAt = Self.lastCall(in: Files.text(killedTrace) ?? "")
            #expect(
                status == 128 + SIGKILL && killedAt.map { kill.matches($0, historyFolder) } == true,
                "\(context): exit \(String(describing: status)), last call \(killedAt ?? "none")")
            // (a) The old history or the new one, every entry of it.
            let read = historyLines()
            #expect(
                TestReport.variant(
                    "\(faultClass): the history after the kill",
                    passed: read == (kill.isRenamed ? renamed : entries)),
                "\(context): \(read.count) entries read back")
            if !Files.entries(historyFolder).filter(Self.isTemporary).isEmpty {
                TestReport.outcome(faultClass, "temporary files left by the killed writer")
            }
            // (b) The next run reads it all, and leaves no temporary file behind.
            let next = "Lee \(variant)"
            #expect(historyRun(typing: next) == 0, "\(context)")
            let swept = Set(Files.entries(historyFolder)) == ["history", "history.lock"]
            #expect(
                TestReport.variant(
                    "\(faultClass): the run after the kill",
                    passed: swept && historyLines() == Array((read + [next]).suffix(100))),
                "\(context): left \(Files.entries(historyFolder).sorted())")
        }
    }

    /// Runs a setup at a terminal that asks only the name, and types `name` in it.
    private func historyRun(typing name: String, launcher: [String] = []) -> Int32? {
        let run = TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "1"], home: home.path,
            launcher: launcher)
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("\u{15}\(name)\r")
        return run.exitStatus(timeout: 60)
    }

    /// strace, tracing the calls the history write makes into `trace`.
    private func tracing(into trace: String) -> [String] {
        [
            Strace.path, "-f", "-qq", "-y", "-o", trace, "-e",
            "trace=openat,getdents64,unlinkat,fchmod,write,fsync,renameat,renameat2",
        ]
    }

    /// Writes the history of `entries` as a run left it, with `leftovers`, temporary files
    /// of killed writers, beside it; any other file beside it is removed.
    private func plantHistory(_ entries: [String], leftovers: [String]) {
        for name in Files.entries(historyFolder) where Self.isTemporary(name) {
            unlink(historyFolder + "/" + name)
        }
        Files.write(entries.map { Self.namePlace + $0 + "\n" }.joined(), to: history)
        for name in leftovers { Files.write("Alice\n", to: historyFolder + "/" + name) }
    }

    /// The answers of the history's lines, each of the default flow's name question (a line
    /// of another place stays whole, and fails the comparison).
    private func historyLines() -> [String] {
        (Files.text(history) ?? "").split(separator: "\n").map { line in
            line.hasPrefix(Self.namePlace)
                ? String(line.dropFirst(Self.namePlace.count)) : String(line)
        }
    }

    /// The place of the default flow's name question at the start of a history line.
    static let namePlace = "onboarding\tname\t"

    private static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".history.") && name.hasSuffix(".tmp")
    }

    /// 1 to 100 entries of 1 to 16,384 bytes; when `full`, 100 that each end within 4 bytes
    /// of 16,384 (the history at its size limit), in characters of one to four bytes.
    static func seededEntries(_ random: inout SeededRandom, full: Bool) -> [String] {
        let pieces = ["a", "é", "한", "😀"]
        let count = full ? 100 : Int.random(in: 1...100, using: &random)
        return (0..<count).map { _ in
            let size =
                full || Int.random(in: 0..<4, using: &random) == 0
                ? 16_384 : Int.random(in: 1...2000, using: &random)
            var entry = "e"
            while true {
                let piece = pieces.randomElement(using: &random)!
                guard entry.utf8.count + piece.utf8.count <= size else { break }
                entry += piece
            }
            return entry
        }
    }

    /// Which call of its name, counted in its thread as strace's `when` counts, the first
    /// call of the history write that `kill` aims at is (from the history's lock on, so
    /// that the store's write never matches).
    static func ordinal(of kill: HistoryKill, in trace: String, _ directory: String) -> Int? {
        let lines = trace.split(separator: "\n")
        guard let lock = lines.firstIndex(where: { $0.contains("\"history.lock\"") }) else {
            return nil
        }
        var start = lock
        // The directory's flush that counts is the one after the rename.
        if kill.isRenamed {
            guard let rename = lines.firstIndex(where: { $0.contains(", \"history\") = 0") })
            else { return nil }
            start = rename
        }
        guard
            let target = lines[start...].firstIndex(where: {
                call(of: $0).map { $0.name == kill.call } == true && kill.matches($0, directory)
            }), let thread = call(of: lines[target])?.thread
        else { return nil }
        return lines[...target].count { line in
            call(of: line).map { $0.thread == thread && $0.name == kill.call } ?? false
        }
    }

    /// The last call the killed thread began: the line before strace's `+++ killed`.
    static func lastCall(in trace: String) -> Substring? {
        let lines = trace.split(separator: "\n")
        guard let killed = lines.lastIndex(where: { $0.contains("+++ killed by SIGKILL") }),
            let thread = call(of: lines[killed], named: false)?.thread
        else { return nil }
        return lines[..<killed].last { call(of: $0)?.thread == thread }
    }

    /// A trace line's thread and call: `1234 openat(...` (a resumed call is no new call).
    static func call(of line: Substring, named: Bool = true) -> (
        thread: Substring, name: Substring
    )? {
        let thread = line.prefix { $0.isASCII && $0.isNumber }
        guard !thread.isEmpty else { return nil }
        let rest = line.dropFirst(thread.count).drop { $0 == " " }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !named || (!name.isEmpty && rest.dropFirst(name.count).first == "(") else {
            return nil
        }
        return (thread, name)
    }
}
