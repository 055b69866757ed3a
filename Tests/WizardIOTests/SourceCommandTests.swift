import Glibc
import TestSupport
import Testing

@testable import WizardIO

/// The suites that run variables' commands in this process, one at a time: a command's
/// SIGCHLD handler is the process's.
@Suite("Variables' input and output", .serialized, .timeLimit(.minutes(5)))
struct VariableInputOutputTests {}

/// ``SourceCommand``: a variable's command run without a shell, its output captured within
/// its limits, its process group killed past them and when it ends, every child reaped,
/// standard input `/dev/null`, no other descriptor inherited, every signal at its default.
extension VariableInputOutputTests {
    @Suite("Variable commands", .timeLimit(.minutes(5)))
    struct SourceCommandTests {
        let directory = TemporaryDirectory()

        /// What `words` gives, or its failure.
        func run(_ words: [String], timeLimit: Int = SourceCommand.timeLimit)
            -> Result<[UInt8], CommandFailure>
        {
            do {
                return .success(try SourceCommand.run(words, timeLimit: timeLimit))
            } catch {
                return .failure(error)
            }
        }

        func text(_ words: [String]) -> String? {
            guard case .success(let bytes) = run(words) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// The process id a command wrote to `file`.
        func processID(in file: String) -> Int32? {
            Files.text(file).flatMap { Int32(String($0.prefix { $0 != "\n" })) }
        }

        @Test("its standard output, byte for byte, with no shell between")
        func output() {
            #expect(text(["printf", "%s|", "a b", "$HOME", "*"]) == "a b|$HOME|*|")
            #expect(text(["sh", "-c", "echo out; echo err >&2"]) == "out\n")
        }

        @Test("standard input is /dev/null: a command that reads it ends at once")
        func standardInput() {
            #expect(text(["sh", "-c", "cat; echo done"]) == "done\n")
        }

        @Test("a failure keeps the first line it wrote on standard error, trimmed and cut")
        func failures() {
            #expect(
                run(["sh", "-c", "echo; printf '\\n  first  \\nsecond\\n' >&2; exit 4"])
                    == .failure(.exited(status: 4, errorExcerpt: "first")))
            let long = String(repeating: "x", count: 300)
            #expect(
                run(["sh", "-c", "echo \(long) >&2; exit 1"])
                    == .failure(
                        .exited(status: 1, errorExcerpt: String(repeating: "x", count: 199) + "…")))
            #expect(run(["false"]) == .failure(.exited(status: 1, errorExcerpt: "")))
            #expect(
                run(["sh", "-c", "echo bye >&2; kill -KILL $$"])
                    == .failure(.killed(signal: SIGKILL, errorExcerpt: "bye")))
            #expect(run(["no-such-program-wizard-test"]) == .failure(.notFound))
            #expect(run([directory.file("missing")]) == .failure(.notFound))
            let plain = directory.file("not-executable")
            Files.write("echo hi\n", to: plain)
            chmod(plain, 0o644)
            #expect(
                run([plain])
                    == .failure(.cannotStart(SystemError("posix_spawn", code: EACCES))))
        }

        @Test("1 MiB of output is taken; one byte more is refused")
        func outputLimit() {
            let limit = SourceCommand.outputLimit
            guard case .success(let bytes) = run(["head", "-c", "\(limit)", "/dev/zero"]) else {
                Issue.record("1 MiB refused")
                return
            }
            #expect(bytes.count == limit)
            #expect(
                run(["head", "-c", "\(limit + 1)", "/dev/zero"]).map(\.count)
                    == .failure(.tooMuchOutput(limit: limit)))
        }

        @Test("past its time the command is killed and reaped, with what it started")
        func timeLimit() throws {
            let file = directory.file("pids")
            let start = monotonicSeconds()
            let result = run(
                ["sh", "-c", "sleep 1000 & echo $! > '\(file)'; echo $$ >> '\(file)'; wait"],
                timeLimit: 1)
            let elapsed = monotonicSeconds() - start
            #expect(result == .failure(.timedOut(seconds: 1)))
            // No upper bound on the clock: a run that waited for the command instead of
            // stopping it would outlast the suite's time limit (the sleep is 1000 s) and fail.
            #expect(elapsed >= 0.95, "took \(elapsed) s")
            let pids = try #require(Files.text(file)).split(separator: "\n").compactMap {
                Int32($0)
            }
            #expect(pids.count == 2)
            for pid in pids { #expect(ProcessState.stops(pid), "process \(pid) still runs") }
            // The shell was wizard's child: reaped, it is gone altogether.
            #expect(Files.read("/proc/\(pids[1])/stat") == nil, "the command was not reaped")
        }

        @Test("once it ends, a background process holding its output is killed, not waited for")
        func backgroundProcess() throws {
            let file = directory.file("background")
            let start = monotonicSeconds()
            #expect(text(["sh", "-c", "sleep 60 & echo $! > '\(file)'; echo x"]) == "x\n")
            #expect(monotonicSeconds() - start < 4)
            let pid = try #require(processID(in: file))
            #expect(ProcessState.stops(pid), "the background process \(pid) still runs")
        }

        @Test("no zombie: a command that ended is reaped before run returns")
        func reaped() throws {
            let output = try #require(text(["sh", "-c", "echo $$"]))
            let pid = try #require(Int32(String(output.prefix { $0 != "\n" })))
            #expect(Files.read("/proc/\(pid)/stat") == nil, "process \(pid) is left as a zombie")
        }

        @Test("a descriptor wizard was started with is closed in the command")
        func descriptors() {
            let descriptor = open("/dev/null", O_RDONLY)
            #expect(descriptor > 2)
            defer { close(descriptor) }
            #expect(
                text(["sh", "-c", "[ -e /proc/self/fd/\(descriptor) ] && echo open || echo closed"])
                    == "closed\n")
        }

        @Test("a signal wizard ignores is at its default in the command")
        func signals() {
            let previous = signal(SIGUSR1, SIG_IGN)
            defer { signal(SIGUSR1, previous) }
            #expect(
                run(["sh", "-c", "kill -USR1 $$; echo survived"])
                    == .failure(.killed(signal: SIGUSR1, errorExcerpt: "")))
        }

        @Test("the command has a process group of its own")
        func processGroup() throws {
            let output = try #require(text(["sh", "-c", "echo $$; cut -d ' ' -f 5 /proc/$$/stat"]))
            let numbers = output.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
            #expect(numbers.count == 2 && numbers[0] == numbers[1], "\(output)")
            #expect(numbers.last != getpgrp())
        }
    }
}
