import Glibc
import TestSupport
import Testing

/// A tmux session running an interactive shell: a real terminal with job control, for what
/// only a shell can do (stop a job with Ctrl-Z and bring it back with `fg`).
///
/// Nothing here waits for time to pass: the pane's output is piped to a FIFO, and the screen
/// is looked at again each time output arrives. The shell's prompt is a token made for this
/// session, so no output of a command can pass for it.
private final class ShellSession {
    let socket: String
    let directory: TemporaryDirectory
    /// The shell's prompt, `PS1` without its trailing space (which a captured screen drops):
    /// a token no command prints.
    let prompt: String
    private let token: String
    private let output: OutputReader
    private var marks = 0

    /// - Parameter shell: the interactive shell's command line.
    init(home: String, directory: TemporaryDirectory, shell: String) {
        self.directory = directory
        socket = directory.file("tmux.socket")
        token = "shell-\(UInt64.random(in: 1 << 40..<1 << 48))"
        prompt = token + "$"
        let fifo = directory.file("pane.fifo")
        precondition(mkfifo(fifo, 0o600) == 0, "mkfifo failed: \(errno)")
        // Opened before tmux writes to it, without waiting for the writer.
        output = OutputReader(reading: open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC))
        let environment = WizardBinary.environment(
            home: home, ["INPUTRC": "/dev/null", "PS1": prompt + " ", "MARK": token]
        )
        .map { "'\($0)'" }.joined(separator: " ")
        tmux([
            "new-session", "-d", "-x", "80", "-y", "24",
            "env -i \(environment) \(shell)", ";",
            "pipe-pane", "-O", "cat > '\(fifo)'",
        ])
    }

    deinit {
        tmux(["kill-server"])
    }

    func type(_ keys: String...) {
        tmux(["send-keys"] + keys)
    }

    /// Types `command` and Enter, and waits until the shell has run it: the command is
    /// followed by an `echo` of a mark that only its output, never its echoed text, holds.
    func run(_ command: String, sourceLocation: SourceLocation = #_sourceLocation) {
        marks += 1
        type("\(command); echo \"${MARK}-done-\(marks)\"", "Enter")
        waitFor("\(token)-done-\(marks)", sourceLocation: sourceLocation)
    }

    var screen: String { tmux(["capture-pane", "-p"]).output }

    /// The scrollback and the visible rows, a row that wrapped joined to the one it wrapped
    /// from, each without its trailing spaces, the empty rows at the end dropped.
    var history: [String] { Self.rows(of: tmux(["capture-pane", "-p", "-J", "-S", "-"]).output) }

    /// The visible rows as ``history`` gives them.
    var visibleRows: [String] { Self.rows(of: tmux(["capture-pane", "-p", "-J"]).output) }

    /// Makes the window `columns` wide, with as many rows as it has.
    func resize(columns: Int) {
        tmux(["resize-window", "-x", String(columns), "-y", "24"])
    }

    private static func rows(of text: String) -> [String] {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows
    }

    /// The pane's terminal settings as `stty -g` prints them, read from outside the pane:
    /// what they are now, whoever set them.
    var settings: String {
        let terminal = tmux(["display-message", "-p", "#{pane_tty}"]).output
        let path = String(terminal.split(separator: "\n").first ?? "")
        return runProcess(["/usr/bin/stty", "-g", "-F", path]).output
    }

    /// Waits until the screen shows `text`, below the last line containing `marker` when
    /// one is given.
    @discardableResult
    func waitFor(
        _ text: String, after marker: String? = nil, timeout: Double = 10,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let deadline = monotonicSeconds() + timeout
        while true {
            var shown = Substring(screen)
            if let marker, let range = shown.ranges(of: marker).last {
                shown = shown[range.upperBound...]
            } else if marker != nil {
                shown = ""
            }
            if shown.contains(text) { return true }
            // Every change to the screen comes with output; none left means none came.
            if !output.waitForMore(timeout: deadline - monotonicSeconds()) { break }
        }
        Issue.record(
            "the screen never showed \(text.debugDescription):\n\(screen)",
            sourceLocation: sourceLocation)
        return false
    }

    @discardableResult
    private func tmux(_ arguments: [String]) -> ProcessResult {
        runProcess(["/usr/bin/env", "tmux", "-u", "-S", socket, "-f", "/dev/null"] + arguments)
    }
}

@Suite("Job control", .timeLimit(.minutes(5)))
struct JobControlTests {
    let home = TemporaryDirectory()

    /// Under dash the terminal's settings while wizard is stopped are read from outside the
    /// pane: dash neither restores the terminal when a job stops nor edits its own line, so
    /// they are wizard's restore (as in SignalTests, whose shell does not restore either),
    /// and a Ctrl-Z that leaves the terminal raw fails here. An interactive bash puts its own
    /// settings back as soon as a job stops, then readline's while it reads a line, so under
    /// bash they say nothing of wizard's.
    @Test(
        "Ctrl-Z in an interactive shell, twice: the terminal restored while stopped, fg redraws the step, answers kept",
        arguments: [("bash --norc --noprofile -i", false), ("dash -i", true)])
    func suspendAndResume(shellCommand: String, readsStoppedSettings: Bool) throws {
        let scratch = TemporaryDirectory()
        let shell = ShellSession(home: home.path, directory: scratch, shell: shellCommand)
        let store = home.file("profile.json")
        shell.waitFor(shell.prompt)
        shell.type(
            "stty -g > \(scratch.file("before")); \(WizardBinary.path) setup --store \(store)",
            "Enter")
        shell.waitFor("Sign in")
        let before = Files.text(scratch.file("before"))
        #expect(before != nil)
        shell.type("Enter")
        shell.waitFor("What's your name?")
        shell.type("Alice", "Enter")
        shell.waitFor("How old are you?")
        shell.type("Right", "Right")
        let thirtyTwo = fullwidth(32)
        shell.waitFor(thirtyTwo)
        shell.type("C-z")
        shell.waitFor("Stopped")
        if readsStoppedSettings {
            #expect(shell.settings == before, "Ctrl-Z left the terminal changed while stopped")
        }
        shell.type("fg", "Enter")
        // The frame is drawn again below the shell's lines, the slider where it was.
        shell.waitFor("How old are you?", after: shell.prompt + " fg\n")
        shell.waitFor(thirtyTwo, after: shell.prompt + " fg\n")
        // Ctrl-Z in the text field too: back to it, stop, resume, the typed text kept.
        shell.type("BTab")
        shell.waitFor("❯ Alice")
        shell.type("C-z")
        shell.waitFor("Stopped", after: shell.prompt + " fg\n")
        if readsStoppedSettings {
            #expect(shell.settings == before, "Ctrl-Z left the terminal changed while stopped")
        }
        shell.type("fg", "Enter")
        shell.waitFor("❯ Alice", after: shell.prompt + " fg\n")
        shell.type("Enter")
        shell.waitFor("How old are you?", after: shell.prompt + " fg\n")
        shell.type("Enter")
        shell.waitFor("What's your gender?")
        shell.type("f", "Enter")
        shell.waitFor("│ Gender: Female")
        shell.run("stty -g > \(scratch.file("after"))")
        #expect(Files.text(scratch.file("after")) == before)
        #expect(Files.text(store)?.contains("\"age\" : 32") == true)
    }

    /// Each case is where Ctrl-Z is pressed (the slider, or the text field with the cursor on
    /// its row), in which language, and whether the window narrows while wizard is stopped.
    @Test(
        "Ctrl-Z erases the frame, so the shell's Stopped line takes its place; after fg the step shows once, scrollback included, and whole",
        arguments: [
            ("en", "slider", false), ("ko", "text field", false), ("en", "slider", true),
            ("ko", "slider", true),
        ])
    func suspendLeavesNoStaleFrame(language: String, place: String, narrows: Bool) throws {
        let scratch = TemporaryDirectory()
        let shell = ShellSession(
            home: home.path, directory: scratch, shell: "bash --norc --noprofile -i")
        let korean = language == "ko"
        shell.waitFor(shell.prompt)
        // A short command line, so that the rows it takes are easy to tell.
        shell.run("cd \(scratch.path); W=\(WizardBinary.path)")
        let command = "\"$W\" setup --store p.json --lang \(language)"
        shell.type(command, "Enter")
        shell.waitFor(korean ? "로그인" : "Sign in")
        shell.type("Enter")
        var title = korean ? "이름을 알려주세요!" : "What's your name?"
        shell.waitFor(title)
        let name = korean ? "김철" : "Alice"
        shell.type(name)
        var kept = "❯ " + name
        shell.waitFor(kept)
        if place == "slider" {
            shell.type("Enter")
            title = korean ? "나이를 알려주세요!" : "How old are you?"
            shell.waitFor(title)
            shell.type("Right")
            kept = fullwidth(31)
            shell.waitFor(kept)
        }
        shell.type("C-z")
        shell.waitFor("Stopped")
        if narrows { shell.resize(columns: 40) }
        shell.type("fg", "Enter")
        shell.waitFor(kept, after: shell.prompt + " fg\n")

        let history = shell.history
        let transcript = history.joined(separator: "\n")
        // No copy of the frame in the scrollback: its title and indicator once each.
        #expect(history.filter { $0.contains(title) }.count == 1, "\(transcript)")
        #expect(history.filter { $0.contains("/4 ") }.count == 1, "\(transcript)")
        // The job line where the frame was: under the command, at most an empty row between.
        let typed = try #require(history.firstIndex { $0.hasSuffix("$ " + command) })
        let stopped = try #require(history.firstIndex { $0.contains("Stopped") })
        let between = stopped > typed ? Array(history[(typed + 1)..<stopped]) : ["(above)"]
        #expect(between.count <= 1 && between.allSatisfy { $0.isEmpty }, "\(transcript)")
        // The frame drawn afresh under the command `fg` echoes, and all of it on the screen.
        let echoed = try #require(history.lastIndex { $0 == command })
        let frame = Array(history[(echoed + 1)...])
        #expect(frame.first == "" && frame.contains { $0.contains(title) }, "\(transcript)")
        #expect(frame.count <= 24 && shell.visibleRows.suffix(frame.count) == frame[...])
    }

    /// Plain mode writes a transcript, which Ctrl-Z leaves as it is: readline stops wizard
    /// (the terminal echoes `^Z`) and takes the line back after `fg`, with what was typed,
    /// its prompt written again for a screen reader to speak.
    @Test(
        "plain mode: Ctrl-Z and fg erase nothing; the prompt comes again with the answer typed before"
    )
    func plainSuspendKeepsTranscript() throws {
        let scratch = TemporaryDirectory()
        let shell = ShellSession(
            home: home.path, directory: scratch, shell: "bash --norc --noprofile -i")
        shell.waitFor(shell.prompt)
        shell.run("cd \(scratch.path); W=\(WizardBinary.path)")
        let command = "\"$W\" setup --plain --store p.json"
        shell.type(command, "Enter")
        shell.waitFor("press Enter")
        shell.type("Enter")
        shell.waitFor("Name:")
        shell.type("Zoe", "Enter")
        shell.waitFor("Enter for 30:")
        // Typed once the terminal echoed it: a Ctrl-Z the kernel sees with it would flush it.
        shell.type("3")
        shell.waitFor("Enter for 30: 3")
        shell.type("C-z")
        shell.waitFor("Stopped")
        shell.type("fg", "Enter")
        shell.waitFor(command, after: shell.prompt + " fg\n")
        shell.waitFor("18 to 50, Enter for 30: 3", after: shell.prompt + " fg\n")
        shell.type("2", "Enter")
        shell.waitFor("Step 4 of 4")
        shell.type("2", "Enter")
        shell.waitFor(shell.prompt, after: "Step 4 of 4")

        let history = shell.history
        let transcript = history.joined(separator: "\n")
        let stopped = try #require(history.firstIndex { $0.contains("Stopped") })
        // Above the job line, the transcript as it was: each question once, the age's
        // prompt with the digit typed and the terminal's `^Z`.
        #expect(history[..<stopped].filter { $0.contains("What's your name?") }.count == 1)
        #expect(history[..<stopped].contains("Name: Zoe"), "\(transcript)")
        #expect(history[stopped - 1] == "18 to 50, Enter for 30: 3^Z", "\(transcript)")
        // Below it, the age's prompt again with the digit typed, and no question asked
        // twice: the age's line ended as it was resumed.
        #expect(
            history[stopped...].contains("18 to 50, Enter for 30: 32"), "\(transcript)")
        #expect(history.filter { $0.contains("How old are you?") }.count == 1, "\(transcript)")
        #expect(Files.text(scratch.file("p.json"))?.contains("\"age\" : 32") == true)
    }
}
