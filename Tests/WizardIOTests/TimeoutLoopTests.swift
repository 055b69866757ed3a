import Testing
import WizardCore
import WizardIO
import WizardText

/// `--timeout` through the real interactive loop on the scripted clock: the countdown in
/// the last ten seconds, a key starting the time again, quitting when it runs out, and
/// passing an info page instead when defaults are taken.
@Suite("Interactive loop: timeouts on the scripted clock", .timeLimit(.minutes(5)))
struct TimeoutLoopTests {
    @Test("no key for the limit quits, after counting the last ten seconds down on screen")
    func quits() throws {
        let run = LoopRun(
            [.wait(seconds: 19), .snapshot, .wait(seconds: 2.5), .snapshot, .wait(seconds: 9)],
            idleLimit: 30)
        let screens = try run.snapshots(count: 2)
        guard case .timedOut(let step, let number, let count, let seconds)? = run.error else {
            Issue.record("expected a timeout, got \(String(describing: run.error))")
            return
        }
        #expect((step.id, number, count, seconds) == ("welcome", 1, 4, 30))
        #expect(!screens[0].contains("⏱"))
        expectScreen(
            screens[1],
            """

              1/4 ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

                                         🕺

              Dance with Toughie!

              Learn Toughie's dances anywhere. This app takes away
              your worries and brings you luck.
              ⏱ No key for a while: quitting in 9 s without saving

               Sign in
              Enter: Sign in · Esc: quit
            """)
        // The frame is erased, the terminal restored.
        #expect(run.terminal.screen.trimmingWhitespaceLines.isEmpty)
        #expect(!run.terminal.isRaw)
    }

    @Test("a run that saves nothing (wizard ask) counts down without speaking of saving")
    func askCountdown() throws {
        let run = LoopRun(
            [.wait(seconds: 21), .snapshot, .wait(seconds: 9)],
            answering: Session.Answering(saves: false), idleLimit: 30)
        let screens = try run.snapshots(count: 1)
        #expect(screens[0].contains("⏱ No key for a while: quitting in 9 s\n"))
        #expect(!screens[0].contains("saving"))
    }

    @Test("a key starts the time again and takes the countdown away")
    func keyRestarts() throws {
        let run = LoopRun(
            [
                .wait(seconds: 25), .snapshot, .enter, .text("Al"), .wait(seconds: 25), .snapshot,
                .text("i"), .snapshot, .enter, .wait(seconds: 15), .enter, .down, .enter,
            ],
            idleLimit: 30)
        #expect(run.error == nil)
        let screens = try run.snapshots(count: 3)
        #expect(screens[0].contains("⏱ No key for a while: quitting in 5 s without saving"))
        // In the text field the countdown shows under it, the typed text kept.
        #expect(screens[1].contains("⏱ No key for a while: quitting in 5 s without saving"))
        #expect(screens[1].contains("❯ Al"))
        // The next key erases it.
        #expect(!screens[2].contains("⏱"))
        #expect(screens[2].contains("❯ Ali"))
        #expect(run.session.answers["name"] == .text("Ali"))
        #expect(run.session.isComplete)
    }

    @Test(
        "with defaults taken, an info page is passed when the time runs out; a question without a default quits"
    )
    func defaultsPassPages() throws {
        let run = LoopRun(
            [.wait(seconds: 21), .snapshot, .wait(seconds: 9), .wait(seconds: 30)],
            answering: Session.Answering(takesDefaults: true), idleLimit: 30)
        let screens = try run.snapshots(count: 1)
        #expect(screens[0].contains("⏱ No key for a while: going on in 9 s"))
        guard case .timedOut(let step, let number, let count, _)? = run.error else {
            Issue.record("expected a timeout, got \(String(describing: run.error))")
            return
        }
        // Age and gender took their defaults (30, and none for gender is asked): the
        // welcome was passed, the name has none.
        #expect((step.id, number, count) == ("name", 2, 3))
    }
}

extension String {
    /// Whether this text is only white space and line ends.
    fileprivate var trimmingWhitespaceLines: String {
        String(filter { !$0.isWhitespace })
    }
}
