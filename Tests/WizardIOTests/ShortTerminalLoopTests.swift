import TestSupport
import Testing
import WizardCore
import WizardIO
import WizardText

/// Terminals with few rows, through the real loop: the key hints give way before the
/// control, and a page longer than the terminal scrolls with ↑/↓.
@Suite("Short terminals, driven by scripted keys", .timeLimit(.minutes(5)))
struct ShortTerminalLoopTests {
    @Test("below 8 rows hidden content is marked: ↓ under the welcome's icon and the title")
    func signBelowEightRows() {
        let run = LoopRun(
            [.snapshot, .enter, .text("Al"), .enter, .enter, .snapshot, .escape], rows: 6)
        let welcome = run.snapshots.first ?? ""
        #expect(welcome.contains("🕺") && welcome.contains("↓ "), "\(welcome)")
        let gender = run.snapshots.last ?? ""
        #expect(gender.contains("What's your gender?") && gender.contains("↓ 3"), "\(gender)")
    }

    @Test("at 8 rows the slider keeps its value and track; the hints and blank rows go")
    func sliderAtEightRows() {
        let run = LoopRun(
            [.enter, .text("Al"), .enter, .right, .snapshot, .enter, .down, .snapshot, .enter],
            rows: 8)
        #expect(run.error == nil)
        #expect(run.session.answers["age"] == .number(31))
        expectScreen(
            run.snapshots.first,
            """

              3/4 ███████████████░░░░░░░░░░░░░░░
              How old are you?
                                   ３１
              18 ━━━━━━━━━━━━━━━━●─────────────────────── 50
               Next
            """)
        expectScreen(
            run.snapshots.last,
            """

              4/4 ██████████████████████░░░░░░░░
              Male
              ❯ Male
                Female
                Prefer not to say
               Get started
            """)
    }

    @Test("at 12 rows only the hints go; the blank rows stay")
    func sliderAtTwelveRows() {
        let run = LoopRun([.enter, .text("Al"), .enter, .snapshot], rows: 12)
        expectScreen(
            run.snapshots.first,
            """

              3/4 ███████████████░░░░░░░░░░░░░░░

              How old are you?

                                   ３０

              18 ━━━━━━━━━━━━━━━●──────────────────────── 50


               Next
            """)
    }

    @Test("at 10 rows a progress tour's page shows whole, its feature included")
    func tourAtTenRows() {
        let run = LoopRun([.wait(seconds: 0.1), .snapshot, .escape], flow: memoFlow, rows: 10)
        #expect(isInterrupted(run.error))
        expectScreen(
            run.snapshots.first,
            """

              1/5 ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
              Get started easily
              ────────── ────────── ────────── ────────── ──────────
              ✎  Write memos
                 Fonts and designs with a character of their own are
                 ready for you.
               Start
            """)
    }

    @Test(
        "a page longer than the terminal scrolls with ↑/↓, PgDn and End, between signs of what is hidden"
    )
    func longPageScrolls() {
        let run = LoopRun(
            [
                .snapshot, .down, .down, .snapshot, .key(.end), .snapshot, .up, .snapshot,
                .key(.home), .snapshot, .escape,
            ], flow: ExampleFlows.realEstate, rows: 10)
        #expect(isInterrupted(run.error))
        expectScreen(
            run.snapshots.first,
            """



              Welcome to Real Estate Calculator
              ⌂  Mortgage Repayments
                 Easily calculate weekly, monthly and yearly
                 repayments
              ↓ 7
               Continue
            """)
        expectScreen(
            run.snapshots.dropFirst().first,
            """


              ↑ 2
                 Easily calculate weekly, monthly and yearly
                 repayments
              ▥  Amortization
                 Quickly view amortization for the life of the loan
              ↓ 5
               Continue
            """)
        let end = run.snapshots.dropFirst(2).first ?? ""
        #expect(end.contains("↑ 7") && !end.contains("↓"))
        #expect(end.contains(":-)"))
        #expect(run.snapshots.dropFirst(3).first?.contains("↑ 6") == true)
        #expect(run.snapshots.dropFirst(4).first == run.snapshots.first)
    }

    @Test("with room for it, a scrolling page keeps its hints, which name ↑/↓")
    func scrollHint() {
        let run = LoopRun(
            [.snapshot, .escape], flow: ExampleFlows.realEstate, columns: 40, rows: 16)
        let screen = run.snapshots.first ?? ""
        #expect(screen.contains("Enter: Continue · s: skip · ↑/↓ scroll"))
        #expect(screen.contains("↓ "))
        #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count <= 15)
    }
}
