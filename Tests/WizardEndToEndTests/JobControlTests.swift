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
}
