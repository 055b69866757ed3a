import Glibc
import TestSupport
import Testing

/// Runs of Hangul leading jamo at a real terminal (issue 25: "in a flow title, an option
/// label or a recalled history entry, they overflow the frame, draw over the next step, and
/// stay on the screen after Esc"): tmux draws each leading jamo 2 columns wide, however many
/// join into one cluster, and wizard must measure them so.
extension WrappingTmuxTests {
    /// Clusters of 16 leading jamo (32 columns each, the longest cluster a flow takes),
    /// `count` of them between spaces, then `end`.
    static func jamoRun(_ jamo: Unicode.Scalar, count: Int, end: String) -> String {
        let cluster = String(String.UnicodeScalarView(repeatElement(jamo, count: 16)))
        return Array(repeating: cluster, count: count).joined(separator: " ") + " " + end
    }

    /// Columns `line` takes in tmux, for the characters these screens hold: a leading jamo
    /// 2, a vowel or final jamo 0, anything else 1. Measured here, not by wizard's own
    /// measure, which is what is tested.
    static func columns(of line: String) -> Int {
        line.unicodeScalars.reduce(0) { sum, scalar in
            switch scalar.value {
            case 0x1100...0x115F: sum + 2
            case 0x1160...0x11FF: sum
            default: sum + 1
            }
        }
    }

    @Test(
        "a title and a recalled history entry of jamo runs stay inside the pane; Esc erases them",
        arguments: [80, 40])
    func jamoRuns(columns: Int) {
        let title = Self.jamoRun("\u{1100}", count: 4, end: "titleEND")
        let entry = Self.jamoRun("\u{1101}", count: 5, end: "entryEND")
        let flow = scratch.file("jamo-\(columns).json")
        Files.write(
            #"{ "format": 1, "id": "jamo", "steps": [ { "kind": "text", "key": "name", "title": ""#
                + title + #"", "placeholder": "N" } ] }"#, to: flow)
        let state = home.file("state-\(columns)")
        for directory in [state, state + "/wizard"] { mkdir(directory, 0o700) }
        Files.write(
            "jamo\tname\tAlice\njamo\tname\t" + entry + "\n", to: state + "/wizard/history")
        let pane = TmuxPane(home: home.path, directory: scratch, columns: columns, rows: 24)
        pane.run(
            "clear; XDG_STATE_HOME=\(state) \(WizardBinary.path) setup --no-animation"
                + " --store \(home.file("jamo-\(columns).json")) --flow \(flow)")
        /// Every row inside the pane: none the terminal wrapped, none wider than it.
        func expectInside(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let rows = pane.screen
            let joined = pane.joinedScreen
            let widest = joined.map(Self.columns).max() ?? 0
            #expect(
                TestReport.variant(
                    "a jamo run at a terminal (\(what))",
                    passed: joined.count == rows.count && widest <= columns),
                Comment(
                    rawValue: "\(what) at \(columns) columns: \(rows.count) rows,"
                        + " \(joined.count) joined, widest \(widest):\n"
                        + joined.joined(separator: "\n")),
                sourceLocation: sourceLocation)
        }
        _ = pane.waitFor { $0.contains { $0.contains("titleEND") } }
        expectInside("a title")
        pane.keys("Up")
        _ = pane.waitFor { $0.contains { $0.contains("entryEND") } }
        expectInside("a recalled history entry")
        pane.keys("Escape")
        _ = pane.waitFor { $0.contains { $0.contains("y/N") } }
        pane.keys("y")
        _ = pane.waitFor { $0.last { !$0.isEmpty } == "$" }
        // The frame is gone: not a jamo, nor the field, left on the screen.
        let after = pane.screen
        #expect(
            TestReport.variant(
                "a jamo run at a terminal (erased after Esc)",
                passed: !after.contains { line in
                    line.contains("❯")
                        || line.unicodeScalars.contains { (0x1100...0x11FF).contains($0.value) }
                }), "\(after.joined(separator: "\n"))")
    }
}
