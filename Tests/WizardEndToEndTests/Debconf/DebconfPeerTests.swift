import Glibc
import TestSupport
import Testing

/// Malformed and hostile peers: `sh -c` scripts that speak the Passthrough protocol on
/// descriptors 3 and 4 themselves, as `wizard debconf -- COMMAND` gives them, with no
/// debconf. A line wizard cannot take gets an error reply and a warning and the run goes
/// on; a peer that dies ends the run with its status; one that stops in the middle of a
/// line is ended, with 74, at the 10 s limit; wizard takes SUBST's variables itself.
@Suite("wizard debconf: malformed and hostile peers", .timeLimit(.minutes(5)))
struct DebconfPeerTests {
    let home = TemporaryDirectory()
    let peer = RawPeer()

    /// `wizard debconf -- sh -c BODY` with `input` piped.
    func run(_ body: String, input: String = "") -> ProcessResult {
        WizardBinary.run(
            ["debconf", "--"] + peer.command(body), input: input, home: home.path,
            environment: peer.environment)
    }

    /// The warnings wizard wrote, one a line.
    func warnings(_ result: ProcessResult) -> [String] {
        result.error.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("wizard: debconf: ")
        }
    }

    @Test("unknown and malformed lines: an error reply and a warning each, and the run goes on")
    func malformedLines() {
        let lines: [(line: String, reply: String)] = [
            ("FOO bar", #"20 Unsupported command "FOO""#),
            ("", "20 empty line"),
            ("DATA q typo x", #"10 unknown field "typo""#),
            ("DATA q type nonsense", #"10 unknown type "nonsense""#),
            ("INPUT high q", #"10 "q" doesn't exist"#),
            ("INPUT superhigh q", #"20 "superhigh" is not a valid priority"#),
            ("GET nothere", #"10 "nothere" doesn't exist"#),
            ("GO now", "20 Incorrect number of arguments to GO"),
            ("SET", "20 Incorrect number of arguments to SET"),
            ("PROGRESS START 5 1 q", "20 min (5) > max (1)"),
            ("PROGRESS FLY", #"20 Unknown subcommand "FLY""#),
            ("PROGRESS SET x", #"20 "x" is not a whole number"#),
            ("SETTITLE nothere", #"10 "nothere" doesn't exist"#),
        ]
        let says = lines.map { "say '\($0.line)'" }.joined(separator: "\n")
        // Then bytes that are not UTF-8, a valid line, and a question still asked.
        let result = run(
            """
            \(says)
            say "$(printf '\\377\\376 x')"
            say 'capb backup'
            say 'DATA q type string'
            say 'INPUT high q'
            say 'GO'
            say 'GET q'
            """, input: "Alice\n")
        #expect(result.status == 0, "\(result.error)")
        let expected =
            lines.map(\.reply) + [
                "20 line is not UTF-8", "0 backup", "0", "0 question will be asked", "0 ok",
                "0 Alice",
            ]
        #expect(peer.replies == expected)
        #expect(warnings(result).count == lines.count + 1, "\(result.error)")
        #expect(warnings(result).first == #"wizard: debconf: Unsupported command "FOO""#)
        #expect(result.output.isEmpty)
    }

    @Test("a line over 1 MiB is refused, and the next one answered")
    func longLine() {
        let result = run(
            """
            head -c 2000000 /dev/zero | tr '\\0' x >&4
            say ''
            say 'CAPB'
            """)
        #expect(result.status == 0, "\(result.error)")
        #expect(peer.replies.count == 2)
        #expect(peer.replies.first?.hasPrefix("20 ") == true, "\(peer.replies)")
        #expect(peer.replies.last == "0 backup")
        #expect(warnings(result).count == 1, "\(result.error)")
    }

    @Test("a GO of 1000 questions is refused: nothing asked, and the run goes on")
    func tooManyQuestions() {
        let result = run(
            """
            i=0
            while [ $i -lt 1000 ]; do
                say "DATA q$i type string"
                say "INPUT high q$i"
                i=$((i + 1))
            done
            say 'GO'
            say 'CAPB'
            """)
        // No line was piped: a question asked would have ended the run with 66.
        #expect(result.status == 0, "\(result.error)")
        #expect(
            peer.replies.suffix(2).first?.hasPrefix("100 ") == true, "\(peer.replies.suffix(2))")
        #expect(peer.replies.last == "0 backup")
    }

    @Test("SUBST: wizard puts the values into the description and the choices it shows")
    func substitution() {
        let questions = """
            say 'DATA q type select'
            say 'DATA q description Shade for ${who}:'
            say 'DATA q choices ${list}'
            say 'SUBST q who Alice'
            say 'SUBST q list teal, navy, olive'
            say 'INPUT high q'
            say 'GO'
            say 'GET q'
            """
        let answered = run(questions, input: "navy\n")
        #expect(answered.status == 0, "\(answered.error)")
        #expect(peer.replies.last == "0 navy")
        let ended = run(questions)
        #expect(ended.status == 66)
        #expect(ended.error.contains("(Shade for Alice:)"), "\(ended.error)")
    }

    @Test(
        "a peer that dies between lines, or in the middle of one: its status",
        arguments: [
            ("say CAPB\nexit 7", Int32(7)),
            ("say CAPB\nprintf 'DATA q ty' >&4\nexit 5", Int32(5)),
            ("say CAPB\nprintf 'DATA q ty' >&4\nkill -KILL $$", Int32(128 + SIGKILL)),
        ])
    func peerDies(body: String, status: Int32) {
        let result = run(body)
        #expect(result.status == status, "\(result.error)")
        #expect(peer.processesLeft.isEmpty)
    }

    @Test("a peer that dies while its question is asked: its status, not a broken pipe")
    func peerDiesDuringQuestion() throws {
        // The peer writes its pid, asks, and exits before the answer comes.
        let body = """
            echo $$ > "\(peer.directory.file("pid"))"
            say 'DATA q type string'
            say 'INPUT high q'
            printf 'GO\\n' >&4
            exit 6
            """
        let run = DebconfRun(
            ["debconf", "--"] + peer.command(body), home: home.path,
            environment: peer.environment)
        // The answer is typed once the peer is gone: wizard's reply to GO then has no reader.
        let watch = DirectoryWatch(peer.directory.path)
        let never = Latch()
        while Files.text(peer.directory.file("pid"))?.hasSuffix("\n") != true {
            try #require(watch.waitForChange(until: never, timeout: 10))
        }
        let pid = try #require(Int32(Files.text(peer.directory.file("pid"))!.dropLast()))
        #expect(ProcessState.stops(pid))
        run.send("Alice\n")
        #expect(run.finish() == 6, "\(run.error.text)")
        #expect(!run.error.text.contains("Broken pipe"), "\(run.error.text)")
    }

    @Test(
        "half a line and never the rest: ended with 74 at the 10 s limit, its group with it",
        arguments: ["", "trap '' TERM"])
    func stalledMidLine(trap: String) {
        let started = monotonicSeconds()
        // The peer, and a child of its own, ignore SIGTERM in the second case: they get
        // SIGKILL 5 s after it.
        let result = run(
            """
            \(trap)
            say CAPB
            printf 'DATA q ty' >&4
            sleep 300 &
            wait
            """)
        let elapsed = monotonicSeconds() - started
        #expect(result.status == 74, "\(result.error)")
        #expect(
            result.error.contains("the debconf conversation stopped in the middle of a line"),
            "\(result.error)")
        #expect(elapsed >= 10 && elapsed < 60, "\(elapsed) s")
        #expect(peer.processesLeft.isEmpty, "\(peer.processesLeft)")
    }
}

/// A peer written in `sh`: `say LINE` writes a line to descriptor 4, reads wizard's reply
/// from descriptor 3 and appends it to a file, which ``replies`` reads back. Every process
/// it starts carries ``marker`` in its environment, which ``processesLeft`` looks for.
struct RawPeer {
    let directory = TemporaryDirectory()

    var marker: String { "WIZARD_TEST_PEER=\(directory.path)" }
    /// wizard's environment, which its command inherits.
    var environment: [String: String] { ["WIZARD_TEST_PEER": directory.path] }

    /// `sh -c` with `say` defined, then `body`.
    func command(_ body: String) -> [String] {
        let replies = directory.file("replies")
        let prelude = """
            say() { printf '%s\\n' "$1" >&4; IFS= read -r reply <&3; printf '%s\\n' "$reply" >> "\(replies)"; }
            : > "\(replies)"

            """
        return ["/bin/sh", "-c", prelude + body, "peer"]
    }

    /// wizard's replies to each `say`, in order.
    var replies: [String] {
        (Files.text(directory.file("replies")) ?? "").split(
            separator: "\n", omittingEmptySubsequences: false
        ).dropLast().map(String.init)
    }

    /// The processes of the peer still running.
    var processesLeft: [Int32] { ProcessState.running(withEnvironment: marker) }
}
