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
        let pane = TmuxPane(home: home.path, directory: scratch)
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
        let pane = TmuxPane(home: home.path, directory: scratch)
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
        let pane = TmuxPane(home: home.path, directory: scratch)
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
