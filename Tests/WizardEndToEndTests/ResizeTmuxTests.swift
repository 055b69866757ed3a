import Glibc
import TestSupport
import Testing

/// `wizard setup` in a tmux pane, a terminal that re-wraps rows on a resize, below a
/// screenful of shell output: the window goes from 80 to 40 columns and back, and the
/// scrollback holds one frame, with no ghost rows and no added blank rows.
@Suite("Resize in a re-wrapping terminal", .serialized, .timeLimit(.minutes(5)))
struct ResizeTmuxTests {
    let home = TemporaryDirectory()
    let scratch = TemporaryDirectory()

    @Test(
        "80 → 40 → 80 columns at the slider: exactly one step indicator in the scrollback",
        arguments: ["en", "ko"])
    func resizeAtSlider(language: String) {
        let pane = Pane(home: home.path, directory: scratch)
        let store = home.file("profile.json")
        pane.run(
            "seq 1 30; \(WizardBinary.path) setup --lang \(language) --store \(store) --name Alice")
        // The welcome page, then the age step at 80 columns: the track's row starts after
        // a margin of two. The name given as an option is not counted.
        #expect(pane.waitFor { $0.contains { $0.hasPrefix("  1/3 ") } })
        pane.keys("Enter")
        #expect(pane.waitFor { $0.contains { $0.hasPrefix("  18 ━") } })
        pane.resize(columns: 40)
        // Laid out again at 40 columns: a margin of one.
        #expect(pane.waitFor { $0.contains { $0.hasPrefix(" 18 ━") } })
        check(pane.history, language: language, steps: 3)
        pane.resize(columns: 80)
        #expect(pane.waitFor { $0.contains { $0.hasPrefix("  18 ━") } })
        check(pane.history, language: language, steps: 3)
        pane.keys("Escape")
        #expect(pane.waitFor { $0.contains { $0.hasSuffix("$ ") || $0 == "$" } })
    }

    @Test(
        "in the name field: Zoe, ←, 80 → 40 columns, Y gives ZoYe, with one frame in the scrollback"
    )
    func resizeInField() {
        let pane = Pane(home: home.path, directory: scratch)
        pane.run("seq 1 30; \(WizardBinary.path) setup --store \(home.file("profile.json"))")
        #expect(pane.waitFor { $0.contains { $0.hasPrefix("  1/4 ") } })
        pane.keys("Enter")
        #expect(pane.waitFor { $0.contains { $0.hasPrefix("  ❯") } })
        pane.keys("Zoe", "Left")
        pane.resize(columns: 40)
        #expect(pane.waitFor { $0.contains { $0 == " ❯ Zoe" } })
        check(pane.history, language: "en")
        pane.keys("Y", "Enter")
        #expect(pane.waitFor { $0.contains { $0.hasPrefix(" 18 ━") } })
        pane.keys("BTab")
        #expect(pane.waitFor { $0.contains { $0 == " ❯ ZoYe" } })
        check(pane.history, language: "en")
        pane.keys("Escape")
    }

    @Test("in the name field: Zoe, ←, Ctrl-Z, fg, Y gives ZoYe")
    func stopInField() {
        let pane = Pane(home: home.path, directory: scratch)
        pane.run("\(WizardBinary.path) setup --store \(home.file("profile.json"))")
        #expect(pane.waitFor { $0.contains { $0.hasPrefix("  1/4 ") } })
        pane.keys("Enter")
        #expect(pane.waitFor { $0.contains { $0.hasPrefix("  ❯") } })
        pane.keys("Zoe", "Left", "C-z")
        #expect(pane.waitFor { $0.contains { $0.contains("Stopped") } })
        pane.run("fg")
        #expect(pane.waitFor { $0.last { $0.hasPrefix("  ❯") } == "  ❯ Zoe" })
        pane.keys("Y", "Enter")
        #expect(pane.waitFor { $0.contains { $0.hasPrefix("  18 ━") } })
        pane.keys("BTab")
        #expect(pane.waitFor { $0.last { $0.hasPrefix("  ❯") } == "  ❯ ZoYe" })
        pane.keys("Escape")
    }

    /// One frame in `lines` (the whole scrollback), right below the shell's output with
    /// its one empty first row.
    /// `steps` is the count the indicator shows (`2/4`).
    private func check(
        _ lines: [String], language: String, steps: Int = 4,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let indicators = lines.indices.filter {
            lines[$0].contains("/\(steps) ")
        }
        #expect(
            indicators.count == 1, "\(lines.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        guard let indicator = indicators.first, let last = lines.lastIndex(of: "30") else {
            Issue.record(
                "no indicator or shell output:\n\(lines.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
            return
        }
        #expect(
            indicator == last + 2, "\(lines.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        #expect(lines[last + 1].isEmpty, sourceLocation: sourceLocation)
    }
}

/// A tmux pane running bash without start-up files, at 80×24.
private final class Pane {
    let socket: String

    init(home: String, directory: TemporaryDirectory) {
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

    deinit { tmux(["kill-server"]) }

    /// Types `command` and Enter once the shell's prompt shows.
    func run(_ command: String) {
        _ = waitFor { $0.contains { $0.hasPrefix("$") } }
        tmux(["send-keys", "-l", command])
        tmux(["send-keys", "Enter"])
    }

    func keys(_ keys: String...) { tmux(["send-keys"] + keys) }

    func resize(columns: Int) {
        tmux(["resize-window", "-x", String(columns), "-y", "24"])
    }

    /// The visible rows.
    var screen: [String] { lines(of: tmux(["capture-pane", "-p"]).output) }

    /// The scrollback and the visible rows, trailing empty rows dropped.
    var history: [String] {
        var lines = lines(of: tmux(["capture-pane", "-p", "-S", "-"]).output)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Reads the screen until `condition` holds of its rows, for at most ten seconds:
    /// the screen showing what a step drew is the handshake.
    func waitFor(_ condition: ([String]) -> Bool) -> Bool {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let deadline = clock.tv_sec + 10
        repeat {
            if condition(screen) { return true }
            clock_gettime(CLOCK_MONOTONIC, &clock)
        } while clock.tv_sec < deadline
        Issue.record(
            "the screen never showed what was waited for:\n\(screen.joined(separator: "\n"))")
        return false
    }

    private func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) -> ProcessResult {
        runProcess(["/usr/bin/env", "tmux", "-u", "-S", socket, "-f", "/dev/null"] + arguments)
    }
}
