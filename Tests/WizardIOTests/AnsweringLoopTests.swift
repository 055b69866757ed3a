import TestSupport
import Testing
import WizardCore
import WizardIO
import WizardText

/// What a person trips over while answering, driven through the real interactive loop:
/// defaults from the store, typed numbers on the slider, Ctrl-D in the text field.
@Suite("Answering at a terminal: defaults, typed numbers, quitting", .timeLimit(.minutes(5)))
struct AnsweringLoopTests {
    /// A profile saved by an earlier run.
    static let stored = {
        var document = ProfileDocument(flow: .onboarding)
        document.signIn(with: [
            "name": .text("Alicia"), "age": .number(44), "gender": .choice("female"),
        ])
        return document
    }()

    @Test(
        "stored answers are every step's default: the field holds the name, the slider sits at the age, the picker has the gender chosen with its title following"
    )
    func storedDefaults() {
        let run = LoopRun(
            [.enter, .enter, .snapshot, .enter, .snapshot, .enter], stored: Self.stored)
        #expect(run.error == nil)
        #expect(run.editor.prefills == ["Alicia"])
        #expect(
            run.session.answers == [
                "name": .text("Alicia"), "age": .number(44), "gender": .choice("female"),
            ])
        #expect(run.snapshots.first?.contains("４４") == true)
        expectScreen(
            run.snapshots.last,
            """

              4/4 ██████████████████████░░░░░░░░

              Female

                Male
              ❯ Female
                Prefer not to say


               Get started
              Enter: Get started · ↑/↓ choose · first letter jumps
              Shift-Tab: back · Esc: quit
            """)
    }

    @Test("a stored answer the flow would refuse is no default: the flow's applies")
    func invalidStoredDefault() throws {
        let stored = try ProfileDocument(
            values: ["age": .integer(99), "gender": .string("robot")], flow: .onboarding)
        let run = LoopRun(
            [.enter, .text("Al"), .enter, .enter, .enter, .down, .enter], stored: stored)
        #expect(run.error == nil)
        #expect(run.session.answers["age"] == .number(30))
        // No gender chosen at first: Enter is refused until one is.
        #expect(run.terminal.model.bells == 1)
        #expect(run.session.answers["gender"] == .choice("male"))
    }

    @Test("Ctrl-D in the empty name field quits as Esc does: frame erased, terminal restored")
    func controlDQuits() {
        let run = LoopRun([.enter, .key(.control("d")), .enter])
        #expect(isInterrupted(run.error))
        #expect(run.terminal.remaining == [.enter])
        #expect(run.terminal.screen == "")
        #expect(!run.terminal.isRaw)
    }

    @Test("typed digits that can still become a valid age are kept; 1 then 9 is 19")
    func typedNumber() {
        let run = LoopRun(
            [.enter, .text("Al"), .enter, .text("1"), .snapshot, .text("9"), .snapshot, .enter],
            answered: ["gender": .choice("male")])
        #expect(run.error == nil)
        #expect(run.session.answers["age"] == .number(19))
        #expect(run.terminal.model.bells == 0)
        #expect(run.snapshots.first?.contains("1_") == true)
        #expect(run.snapshots.first?.contains("３０") == true)
        #expect(run.snapshots.last?.contains("１９") == true)
    }

    @Test(
        "a typed or pasted number out of range rings the bell and shows the range alert",
        arguments: [
            ([ScriptedInput.text("9")], 1), ([.text("9"), .text("9")], 2),
            ([.text("1"), .text("7")], 1), ([.key(.paste("99"))], 1), ([.key(.paste("abc"))], 1),
        ])
    func typedOutOfRange(_ typed: [ScriptedInput], bells: Int) {
        let run = LoopRun(
            [.enter, .text("Al"), .enter] + typed + [.snapshot, .right, .snapshot, .enter],
            answered: ["gender": .choice("male")])
        #expect(run.error == nil)
        #expect(run.terminal.model.bells == bells)
        #expect(
            run.snapshots.first?.contains("⚠ Please enter a whole number from 18 to 50.") == true)
        // The next key clears the alert; the value never moved.
        #expect(run.snapshots.last?.contains("⚠") == false)
        #expect(run.session.answers["age"] == .number(31))
    }

    @Test("on a slider whose range holds it, 1 then 7 is 17; a space starts the number again")
    func typedNumberInOtherRange() {
        let flow = Flow(
            id: "hours",
            steps: [
                Step(
                    id: "hours", title: LocalizedText(en: "Hours", ko: "시간"),
                    button: LocalizedText(en: "Next", ko: "다음"),
                    kind: SliderQuestion(
                        range: 6...22, defaultValue: 9, label: LocalizedText(en: "Hours", ko: "시간"),
                        unit: LocalizedText(en: "", ko: "")))
            ])
        let seventeen = LoopRun([.text("1"), .text("7"), .enter], flow: flow)
        #expect(seventeen.session.answers["hours"] == .number(17))
        let restarted = LoopRun([.text("1"), .text(" "), .text("7"), .enter], flow: flow)
        #expect(restarted.session.answers["hours"] == .number(7))
        #expect(restarted.terminal.model.bells == 0)
    }
}
