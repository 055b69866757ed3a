import Foundation
import Glibc
import TestSupport
import Testing

/// A tmux session running an interactive bash: a real terminal with job control, for what
/// only a shell can do (stop a job with Ctrl-Z and bring it back with `fg`).
private final class ShellSession {
    let socket: String
    let directory: TemporaryDirectory

    init(home: String, directory: TemporaryDirectory) {
        self.directory = directory
        socket = directory.file("tmux.socket")
        let environment = WizardBinary.environment(
            home: home, ["INPUTRC": "/dev/null", "PS1": "$ "]
        )
        .map { "'\($0)'" }.joined(separator: " ")
        tmux([
            "new-session", "-d", "-x", "80", "-y", "24",
            "env -i \(environment) bash --norc --noprofile -i",
        ])
    }

    deinit {
        tmux(["kill-server"])
    }

    func type(_ keys: String...) {
        tmux(["send-keys"] + keys)
    }

    var screen: String { tmux(["capture-pane", "-p"]).output }

    /// Waits until the screen shows `text`, below the last line containing `marker` when
    /// one is given.
    @discardableResult
    func waitFor(
        _ text: String, after marker: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        for _ in 0..<200 {
            var shown = Substring(screen)
            if let marker, let range = shown.range(of: marker, options: .backwards) {
                shown = shown[range.upperBound...]
            } else if marker != nil {
                shown = ""
            }
            if shown.contains(text) { return true }
            usleep(50_000)
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

@Suite("Job control")
struct JobControlTests {
    let home = TemporaryDirectory()

    @Test("Ctrl-Z stops wizard with the terminal restored; fg redraws the step, answers kept")
    func suspendAndResume() throws {
        let scratch = TemporaryDirectory()
        let shell = ShellSession(home: home.path, directory: scratch)
        let store = home.file("profile.json")
        shell.waitFor("$")
        shell.type(
            "stty -g > \(scratch.file("before")); \(WizardBinary.path) setup --store \(store)",
            "Enter")
        shell.waitFor("Sign in")
        shell.type("Enter")
        shell.waitFor("What's your name?")
        shell.type("Alice", "Enter")
        shell.waitFor("How old are you?")
        shell.type("Right", "Right")
        let thirtyTwo = fullwidth(32)
        shell.waitFor(thirtyTwo)
        shell.type("C-z")
        shell.waitFor("Stopped")
        shell.type("stty -g > \(scratch.file("stopped")); fg", "Enter")
        // The frame is drawn again below the shell's lines, the slider where it was.
        shell.waitFor("How old are you?", after: "; fg\n")
        shell.waitFor(thirtyTwo, after: "; fg\n")
        // Ctrl-Z in the text field too: back to it, stop, resume, the typed text kept.
        shell.type("BTab")
        shell.waitFor("❯ Alice")
        shell.type("C-z")
        shell.waitFor("Stopped")
        shell.type("fg", "Enter")
        shell.waitFor("❯ Alice", after: "$ fg\n")
        shell.type("Enter")
        shell.waitFor("How old are you?", after: "$ fg\n")
        shell.type("Enter")
        shell.waitFor("What's your gender?")
        shell.type("f", "Enter")
        shell.waitFor("│ Gender: Female")
        shell.type("stty -g > \(scratch.file("after"))", "Enter")
        shell.waitFor("$ ")
        usleep(200_000)
        let before = Files.text(scratch.file("before"))
        #expect(before != nil)
        #expect(Files.text(scratch.file("stopped")) == before)
        #expect(Files.text(scratch.file("after")) == before)
        #expect(Files.text(store)?.contains("\"age\" : 32") == true)
    }
}
