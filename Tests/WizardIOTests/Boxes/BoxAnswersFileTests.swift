import Glibc
import Synchronization
import TestSupport
import Testing

@testable import WizardIO

@Suite("Box answers file", .timeLimit(.minutes(5)))
struct BoxAnswersFileTests {
    let directory = TemporaryDirectory()
    var answers: String { directory.file("answers") }
    var state: String { directory.file("state/wizard/answers") }

    /// The next line for this process's script run, through the public API.
    func next() throws(BoxAnswersFailure) -> (String, Int)? {
        try BoxAnswersFile.nextLine(path: answers, stateDirectory: state).map {
            ($0.line, $0.number)
        }
    }

    /// Every line left, in order, up to the end.
    func rest() throws(BoxAnswersFailure) -> [String] {
        var lines: [String] = []
        while let (line, _) = try next() { lines.append(line) }
        return lines
    }

    /// The state file's name for the answers file and `run`.
    func stateName(run: ScriptRun) -> String {
        let status = Files.status(answers)!
        return "\(status.st_dev)-\(status.st_ino)-\(run.pid)-\(run.startTime)"
    }

    @Test("the lines come in order, each with its number, one a call")
    func inOrder() throws {
        Files.write("alpha\nbeta\ngamma\n", to: answers)
        #expect(try next()! == ("alpha", 1))
        #expect(try next()! == ("beta", 2))
        #expect(try next()! == ("gamma", 3))
        #expect(try next() == nil)
    }

    @Test("a last line without a line feed counts")
    func lastLineWithoutFeed() throws {
        Files.write("one\ntwo", to: answers)
        #expect(try rest() == ["one", "two"])
    }

    @Test("\"\\r\\n\" loses its \"\\r\"; a carriage return elsewhere stays")
    func carriageReturns() throws {
        Files.write("yes\r\nno\r\na\rb\n\r\nlast\r", to: answers)
        #expect(try rest() == ["yes", "no", "a\rb", "", "last\r"])
    }

    @Test("an empty line is a line: an empty answer")
    func emptyLines() throws {
        Files.write("\n\nthird\n\n", to: answers)
        #expect(try next()! == ("", 1))
        #expect(try next()! == ("", 2))
        #expect(try next()! == ("third", 3))
        #expect(try next()! == ("", 4))
        #expect(try next() == nil)
    }

    @Test("at the end every call gives nil, and the position stays there")
    func endStays() throws {
        Files.write("only\n", to: answers)
        #expect(try next()! == ("only", 1))
        for _ in 0..<3 { #expect(try next() == nil) }
    }

    @Test("an empty file gives nil at once and keeps no state")
    func emptyFile() throws {
        Files.write("", to: answers)
        #expect(try next() == nil)
        #expect(try next() == nil)
        #expect(Files.entries(state) == ["lock"])
    }

    @Test("a file rewritten with another size starts again at line 1")
    func rewrittenSize() throws {
        Files.write("a\nb\n", to: answers)
        #expect(try next()! == ("a", 1))
        Files.write("c\nd\ne\n", to: answers)
        #expect(try next()! == ("c", 1))
        #expect(try next()! == ("d", 2))
    }

    @Test("a file rewritten with the same size but another modification time starts again")
    func rewrittenTime() throws {
        Files.write("a\nb\n", to: answers)
        setModificationTime(seconds: 1_000_000, nanoseconds: 5)
        #expect(try next()! == ("a", 1))
        Files.write("x\ny\n", to: answers)
        setModificationTime(seconds: 1_000_000, nanoseconds: 6)
        #expect(try next()! == ("x", 1))
        #expect(try next()! == ("y", 2))
    }

    @Test("an offset past the file's end starts again at line 1")
    func offsetPastEnd() throws {
        Files.write("a\nb\n", to: answers)
        #expect(try next()! == ("a", 1))
        let name = stateName(run: .current())
        let status = Files.status(answers)!
        Files.write(
            "wizard-box-answers-1 99 1 4 \(status.st_mtim.tv_sec) \(status.st_mtim.tv_nsec)\n",
            to: directory.file("state/wizard/answers/\(name)"))
        #expect(try next()! == ("a", 1))
    }

    @Test("a state file that is not wizard's is read as no position and written over")
    func garbledState() throws {
        Files.write("a\nb\n", to: answers)
        #expect(try next()! == ("a", 1))
        let path = directory.file("state/wizard/answers/\(stateName(run: .current()))")
        Files.write("nonsense", to: path)
        #expect(try next()! == ("a", 1))
        #expect(try next()! == ("b", 2))
    }

    @Test("the state directories are made 0700, the state file 0600, beside the lock alone")
    func modes() throws {
        Files.write("a\n", to: answers)
        _ = try next()
        #expect(Files.mode(directory.file("state")) == 0o700)
        #expect(Files.mode(directory.file("state/wizard")) == 0o700)
        #expect(Files.mode(state) == 0o700)
        let name = stateName(run: .current())
        #expect(Files.entries(state).sorted() == ["lock", name].sorted())
        #expect(Files.mode("\(state)/\(name)") == 0o600)
        let status = Files.status(answers)!
        #expect(
            Files.text("\(state)/\(name)")
                == "wizard-box-answers-1 2 1 2 \(status.st_mtim.tv_sec) \(status.st_mtim.tv_nsec)\n"
        )
    }

    @Test("a line over 1 MiB is refused, and refused again: nothing was taken")
    func lineTooLong() throws {
        let long = String(repeating: "x", count: 2 << 20)
        Files.write("first\n\(long)\nafter\n", to: answers)
        #expect(try next()! == ("first", 1))
        for _ in 0..<2 {
            #expect(throws: BoxAnswersFailure.lineTooLong(path: answers, line: 2)) { try next() }
        }
    }

    @Test("a last line over 1 MiB without a line feed is refused too")
    func lastLineTooLong() throws {
        Files.write(String(repeating: "x", count: (1 << 20) + 1), to: answers)
        #expect(throws: BoxAnswersFailure.lineTooLong(path: answers, line: 1)) { try next() }
    }

    @Test("a line of exactly 1 MiB is given, with \"\\r\\n\" or without")
    func lineAtLimit() throws {
        let full = String(repeating: "y", count: 1 << 20)
        Files.write("\(full)\r\n\(full)\nz", to: answers)
        let lines = try rest()
        #expect(lines.map(\.utf8.count) == [1 << 20, 1 << 20, 1])
    }

    @Test("a line 1 MiB and one byte long is refused, before a carriage return or not")
    func lineOverLimit() throws {
        let over = String(repeating: "y", count: (1 << 20) + 1)
        Files.write("\(over)\r\n", to: answers)
        #expect(throws: BoxAnswersFailure.lineTooLong(path: answers, line: 1)) { try next() }
    }

    @Test("a line that is not UTF-8 is refused, and refused again")
    func notText() throws {
        Files.write(Array("ok\n".utf8) + [0x61, 0xFF, 0x0A] + Array("later\n".utf8), to: answers)
        #expect(try next()! == ("ok", 1))
        for _ in 0..<2 {
            #expect(throws: BoxAnswersFailure.notText(path: answers, line: 2)) { try next() }
        }
    }

    @Test("a missing file, a directory or a FIFO is unreadable, and a FIFO is not waited on")
    func notRegular() throws {
        #expect(
            throws: BoxAnswersFailure.unreadable(path: answers, SystemError("open", code: ENOENT))
        ) { try next() }
        mkdir(answers, 0o700)
        #expect(
            throws: BoxAnswersFailure.unreadable(path: answers, SystemError("read", code: EISDIR))
        ) { try next() }
        let fifo = directory.file("fifo")
        mkfifo(fifo, 0o600)
        #expect(
            throws: BoxAnswersFailure.unreadable(path: fifo, SystemError("open", code: EINVAL))
        ) { try BoxAnswersFile.nextLine(path: fifo, stateDirectory: state) }
    }

    @Test("a state directory that cannot be made is reported, and nothing is taken")
    func stateUnwritable() throws {
        Files.write("a\n", to: answers)
        Files.write("a file", to: directory.file("state"))
        #expect(
            throws: BoxAnswersFailure.stateUnwritable(
                path: state, SystemError("open", code: ENOTDIR))
        ) { try next() }
    }

    @Test("the states of runs that ended are pruned; nothing else is touched")
    func pruning() throws {
        Files.write("a\nb\n", to: answers)
        mkdir(directory.file("state"), 0o700)
        mkdir(directory.file("state/wizard"), 0o700)
        mkdir(state, 0o700)
        let dead = Self.unusedPid()
        let own = getpid()
        let ownStart = ProcessTable.startTime(of: own)!
        let deadState = "1-2-\(dead)-77"
        let reusedState = "1-2-\(own)-\(ownStart + 1)"
        let liveState = "1-2-\(own)-\(ownStart)"
        let leftTemporary = ".\(deadState).0123abcd.tmp"
        let others = ["notes.txt", "1-2-\(dead)", "01-2-\(dead)-77", ".\(deadState).tmp"]
        for name in [deadState, reusedState, liveState, leftTemporary] + others {
            Files.write("wizard-box-answers-1 0 0 0 0 0\n", to: "\(state)/\(name)")
        }
        mkdir("\(state)/1-2-\(dead)-78", 0o700)
        #expect(try next()! == ("a", 1))
        let expected = [liveState, "1-2-\(dead)-78", stateName(run: .current()), "lock"] + others
        #expect(Files.entries(state).sorted() == expected.sorted())
    }

    @Test("two script runs keep positions of their own")
    func runsApart() throws {
        Files.write("a\nb\nc\n", to: answers)
        // Runs of processes that exist: the state of one that does not is pruned.
        let first = ScriptRun(
            pid: getpid(), startTime: try #require(ProcessTable.startTime(of: getpid())))
        let second = ScriptRun(
            pid: getppid(), startTime: try #require(ProcessTable.startTime(of: getppid())))
        func take(_ run: ScriptRun) throws -> String? {
            try BoxAnswersFile.nextLine(path: answers, stateDirectory: state, run: run)?.line
        }
        #expect(try take(first) == "a")
        #expect(try take(second) == "a")
        #expect(try take(first) == "b")
        #expect(try take(first) == "c")
        #expect(try take(second) == "b")
    }

    @Test("boxes shown at once never take the same line")
    func concurrentBoxes() throws {
        let count = 64
        Files.write((1...count).map { "line \($0)\n" }.joined(), to: answers)
        let taken = Mutex<[Int]>([])
        let (answers, state) = (answers, state)
        let threads = (0..<8).map { _ in
            BackgroundThread {
                for _ in 0..<(count / 8) {
                    let got = try? BoxAnswersFile.nextLine(path: answers, stateDirectory: state)
                    if let got { taken.withLock { $0.append(got.number) } }
                }
            }
        }
        for thread in threads { thread.join() }
        #expect(taken.withLock { $0.sorted() } == Array(1...count))
        #expect(try next() == nil)
    }

    /// Sets the answers file's modification time.
    func setModificationTime(seconds: Int, nanoseconds: Int) {
        let time = timespec(tv_sec: seconds, tv_nsec: nanoseconds)
        let times = [time, time]
        #expect(utimensat(AT_FDCWD, answers, times, 0) == 0)
    }

    /// A pid no process has: above the kernel's largest.
    static func unusedPid() -> pid_t {
        let text = Files.text("/proc/sys/kernel/pid_max") ?? "4194304"
        let largest = Int32(text.split(separator: "\n").first ?? "") ?? 4_194_304
        return largest + 1
    }
}

/// How a box finds the script run it belongs to (``ScriptRun``).
@Suite("Box answers file: the script run", .timeLimit(.minutes(5)))
struct BoxAnswersFileScriptRunTests {
    typealias Facts = ScriptRun.ProcessFacts

    static let script = Array("/bin/sh\0script.sh\0".utf8)
    static let dash = Array("/usr/bin/dash".utf8)

    /// A process table: the facts of each pid.
    static func table(_ entries: [pid_t: Facts]) -> (pid_t) -> Facts? { { entries[$0] } }

    static func shell(parent: pid_t, start: UInt64, commandLine: [UInt8] = script) -> Facts {
        Facts(parent: parent, executable: dash, commandLine: commandLine, startTime: start)
    }

    @Test("subshells of the script collapse onto the script's shell")
    func subshells() {
        let lookup = Self.table([
            300: Self.shell(parent: 200, start: 30),
            200: Self.shell(parent: 100, start: 20),
            100: Self.shell(parent: 50, start: 10),
            50: Self.shell(parent: 1, start: 5, commandLine: Array("-bash\0".utf8)),
            1: Facts(parent: 0, executable: [0x2F], commandLine: [0x2F], startTime: 1),
        ])
        #expect(ScriptRun.find(from: 300, lookup: lookup) == ScriptRun(pid: 100, startTime: 10))
        #expect(ScriptRun.find(from: 100, lookup: lookup) == ScriptRun(pid: 100, startTime: 10))
        #expect(ScriptRun.find(from: 50, lookup: lookup) == ScriptRun(pid: 50, startTime: 5))
    }

    @Test("the same command line under another program is another run")
    func otherProgram() {
        let lookup = Self.table([
            200: Self.shell(parent: 100, start: 20),
            100: Facts(
                parent: 1, executable: Array("/bin/bash".utf8), commandLine: Self.script,
                startTime: 10),
        ])
        #expect(ScriptRun.find(from: 200, lookup: lookup) == ScriptRun(pid: 200, startTime: 20))
    }

    @Test("a parent that cannot be read ends the walk; a start that cannot, has start time 0")
    func unreadable() {
        let lookup = Self.table([200: Self.shell(parent: 100, start: 20)])
        #expect(ScriptRun.find(from: 200, lookup: lookup) == ScriptRun(pid: 200, startTime: 20))
        #expect(ScriptRun.find(from: 77, lookup: lookup) == ScriptRun(pid: 77, startTime: 0))
    }

    @Test("a table that loops ends the walk")
    func loop() {
        let own = Self.table([5: Self.shell(parent: 5, start: 1)])
        #expect(ScriptRun.find(from: 5, lookup: own) == ScriptRun(pid: 5, startTime: 1))
        let pair = Self.table([
            5: Self.shell(parent: 6, start: 1), 6: Self.shell(parent: 5, start: 2),
        ])
        let found = ScriptRun.find(from: 5, lookup: pair)
        #expect([5, 6].contains(found.pid))
    }

    @Test("/proc/PID/stat is read after the last parenthesis of the command's name")
    func statusLine() {
        let fields = (3...52).map { $0 == 4 ? "4321" : $0 == 22 ? "987654" : "\($0)" }
        let line = "123 (a) b (c) d) " + fields.joined(separator: " ") + "\n"
        let parsed = ProcessTable.parseStatus(Array(line.utf8))
        #expect(parsed?.parent == 4321)
        #expect(parsed?.startTime == 987_654)
        #expect(ProcessTable.parseStatus(Array("123 (x".utf8)) == nil)
        #expect(ProcessTable.parseStatus(Array("1 (x) S 2 3".utf8)) == nil)
    }

    @Test("this process's run is the same at every call, and running")
    func currentStable() {
        let first = ScriptRun.current()
        #expect(first == ScriptRun.current())
        #expect(first.startTime > 0)
        #expect(first.isRunning)
        #expect(ScriptRun(pid: getpid(), startTime: first.startTime + 1_000_000).isRunning == false)
        #expect(ScriptRun(pid: BoxAnswersFileTests.unusedPid(), startTime: 0).isRunning == false)
    }

    /// The shells a script is run by: dash (`/bin/sh` on Debian) and bash, where there is
    /// one.
    static let shells: [String] = ["/bin/sh", "/bin/bash"].filter { access($0, X_OK) == 0 }

    /// A shell running a script that records its pid and, in a subshell `$(…)` and in a
    /// subshell of that, the pid of each subshell (as the parent of a child it starts, as a
    /// box would be), then waits in both until its standard input ends.
    static let nestingScript = """
        echo $$ > "$1/script"
        x=$(sh -c 'echo $PPID' > "$1/subshell"
            y=$(sh -c 'echo $PPID' > "$1/nested"; read -r line; :); :)
        :
        """

    @Test(
        "a box in the script, in a subshell or in a subshell of that is one run: lines 1, 2, 3",
        arguments: shells)
    func realSubshells(shell: String) throws {
        let directory = TemporaryDirectory()
        let input = Descriptor.pair()
        let pid = spawn(
            [shell, "-c", Self.nestingScript, "sh", directory.path], environment: nil,
            descriptors: [(input.read, 0)], closeAfterSpawn: true)
        defer {
            close(input.write)
            #expect(waitForExit(pid) == 0)
        }
        let pids = try ["script", "subshell", "nested"].map { name in
            try #require(Self.waitForNumber(in: directory.file(name)))
        }
        #expect(pids[0] == pid)
        #expect(Set(pids).count == 3)
        let runs = pids.map { ScriptRun.find(from: $0, lookup: ProcessTable.facts(of:)) }
        let expected = ScriptRun(pid: pid, startTime: try #require(ProcessTable.startTime(of: pid)))
        #expect(runs == [expected, expected, expected])

        let answers = directory.file("answers")
        Files.write("one\ntwo\nthree\nfour\n", to: answers)
        let state = directory.file("state")
        let lines = try [runs[0], runs[2], runs[1]].map { run in
            try BoxAnswersFile.nextLine(path: answers, stateDirectory: state, run: run)
        }
        #expect(lines.map { $0?.line } == ["one", "two", "three"])
        #expect(lines.map { $0?.number } == [1, 2, 3])
    }

    /// The number written to `path`, once the whole line is there; `nil` after 30 seconds.
    static func waitForNumber(in path: String) -> pid_t? {
        let deadline = monotonicSeconds() + 30
        while monotonicSeconds() < deadline {
            if let text = Files.text(path), text.hasSuffix("\n"),
                let number = pid_t(text.dropLast())
            {
                return number
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
        }
        return nil
    }
}
