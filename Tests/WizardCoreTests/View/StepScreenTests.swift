import Testing
import WizardCore
import WizardText

/// Checks `frame` against `expected` line by line, naming the first line that differs.
func expectFrame(
    _ frame: Frame, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = frame.lines.map(\.text)
    let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard actual != wanted else { return }
    let index =
        zip(actual, wanted).enumerated().first { $1.0 != $1.1 }?.offset
        ?? min(actual.count, wanted.count)
    let got = index < actual.count ? actual[index].debugDescription : "nothing"
    let want = index < wanted.count ? wanted[index].debugDescription : "nothing"
    Issue.record(
        "line \(index): got \(got), expected \(want)\n\(actual.map(\.debugDescription).joined(separator: "\n"))",
        sourceLocation: sourceLocation)
}

/// Scripted keys in, frames out, read as text (Noora's habit): no terminal involved.
@Suite("Interactive screens as frames", .timeLimit(.minutes(5)))
struct StepScreenTests {

    func state(_ language: Language = .english) -> InteractiveState {
        InteractiveState(session: Session(flow: .onboarding), language: language)
    }

    @Test(
        "welcome at 40 columns: indicator, the icon centred, underlined title, wrapped text, button, hints"
    )
    func welcome() {
        let frame = StepScreen(width: 40, language: .english).frame(for: state())
        expectFrame(
            frame,
            """

             1/4 ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

                               🕺

             Dance with Toughie!

             Learn Toughie's dances anywhere. This
             app takes away your worries and brings
             you luck.


              Sign in 
             Enter: Sign in · Esc: quit
            """)
        #expect(frame.lines[3].spans.last == Span("🕺", .accent))
        #expect(frame.lines[5].spans.last?.style == [.bold, .underline, .accent])
        #expect(frame.fieldRow == nil)
        #expect(frame.lines.allSatisfy { $0.width <= 40 })
    }

    @Test("the name step leaves a row for the line editor and shows its alert under it")
    func name() {
        var state = state()
        #expect(state.handle(.enter) == .advanced)
        #expect(state.submitText("A") == .alerted)
        let frame = StepScreen(width: 60, language: .english).frame(for: state)
        expectFrame(
            frame,
            """

              2/4 ███████░░░░░░░░░░░░░░░░░░░░░░░

              What's your name?


              ⚠ Please enter at least two characters. 😓

               Next 
              Enter: Next · Shift-Tab: back · Esc: quit
            """)
        #expect(frame.fieldRow == 5)
        #expect(frame.fieldPlaceholder == "Name")
        #expect(state.edit(of: "name", as: TextEdit.self)?.line == "A")
    }

    @Test("the slider: the value large over the bar, keys move it and digits type it")
    func slider() {
        var state = state()
        _ = state.handle(.enter)
        _ = state.submitText("Alice")
        for key in [Key.right, .right, .right] { #expect(state.handle(key) == .changed) }
        let frame = StepScreen(width: 60, language: .english).frame(for: state)
        expectFrame(
            frame,
            """

              3/4 ███████████████░░░░░░░░░░░░░░░

              How old are you?

                                   ３３

              18 ━━━━━━━━━━━━━━━━━━●───────────────────── 50


               Next 
              Enter: Next · ←/→ ±1 · PgUp/PgDn ±5 · Home/End · digits
              Shift-Tab: back · Esc: quit
            """)
        let keys: [(Key, Int)] = [
            (.pageUp, 38), (.character("l"), 39), (.left, 38), (.pageDown, 33), (.home, 18),
            (.end, 50), (.character("h"), 49), (.character("2"), 49), (.character("5"), 25),
            (.character("9"), 25), (.character("4"), 25), (.character("4"), 44),
            (.character("1"), 44), (.character("9"), 19),
        ]
        for (key, value) in keys {
            _ = state.handle(key)
            #expect(state.edit(of: "age", as: SliderEdit.self)?.value == value, "after \(key)")
        }
    }

    @Test(
        "a flow's slider draws ASCII digits; fullwidth only with fullwidth_digits (the seed's age)",
        arguments: [(false, "8080"), (true, "８０８０")])
    func sliderDigits(fullwidth: Bool, shown: String) throws {
        let text = #"""
            {"format": 1, "id": "port", "steps": [
              {"kind": "slider", "key": "port", "title": "Port", "min": 8000, "max": 8100,
               "default": 8080, "fullwidth_digits": \#(fullwidth)}
            ]}
            """#
        let flow = try #require(FlowReader.read(Array(text.utf8)).flow)
        let state = InteractiveState(session: Session(flow: flow), language: .english)
        let frame = StepScreen(width: 60, language: .english).frame(for: state)
        let value = frame.lines.map(\.text).first { $0.hasSuffix(shown) }
        #expect(value != nil, "\(frame.lines.map(\.text))")
    }

    @Test("the wheel starts with no choice; the title follows the choice; letters jump")
    func picker() {
        var state = state(.korean)
        _ = state.handle(.enter)
        _ = state.submitText("김철")
        _ = state.handle(.enter)
        #expect(state.handle(.enter) == .alerted)
        let unchosen = StepScreen(width: 40, language: .korean).frame(for: state)
        expectFrame(
            unchosen,
            """

             4/4 ██████████████████████░░░░░░░░

             성별을 알려주세요!

               남자
               여자
               비공개
             ⚠ 성별을 선택해 주세요.

              시작하기 
             Enter: 시작하기 · ↑/↓ 선택
             첫 글자로 이동 · Shift-Tab: 뒤로
             Esc: 끝내기
            """)
        #expect(state.handle(.character("여")) == .changed)
        let chosen = StepScreen(width: 40, language: .korean).frame(for: state)
        #expect(chosen.lines[3].text == " 여자")
        #expect(chosen.lines[6].text == " ❯ 여자")
        #expect(state.handle(.down) == .changed)
        #expect(state.edit(of: "gender", as: PickerEdit.self)?.selection == 2)
        #expect(state.handle(.down) == .changed)
        #expect(state.edit(of: "gender", as: PickerEdit.self)?.selection == 2)
        // A letter jumps by the label shown, never by the stored value (`male`).
        #expect(state.handle(.character("m")) == .ignored)
        #expect(state.edit(of: "gender", as: PickerEdit.self)?.selection == 2)
        #expect(state.handle(.character("남")) == .changed)
        #expect(state.edit(of: "gender", as: PickerEdit.self)?.selection == 0)
        #expect(state.handle(.enter) == .completed)
        #expect(state.session.answers["gender"] == .choice("male"))
    }

    @Test("from no choice, ↓ picks the first option and ↑ the last")
    func pickerStart() {
        let question: PickerQuestion = {
            guard let question = Flow.onboarding.step(id: "gender")!.kind as? PickerQuestion else {
                fatalError("gender is a picker")
            }
            return question
        }()
        var down = PickerEdit(question: question, language: .english)
        _ = down.update(with: .down)
        #expect(down.selection == 0)
        var up = PickerEdit(question: question, language: .english)
        _ = up.update(with: .up)
        #expect(up.selection == 2)
    }

    @Test("Shift-Tab goes back with answers kept; Esc asks and Ctrl-C quits; Ctrl-Z suspends")
    func navigation() {
        var state = state()
        #expect(state.handle(.backTab) == .changed)
        _ = state.handle(.enter)
        _ = state.submitText("Alice")
        _ = state.handle(.right)
        #expect(state.handle(.backTab) == .wentBack)
        #expect(state.currentStep?.id == "name")
        #expect(state.edit(of: "name", as: TextEdit.self)?.line == "Alice")
        #expect(state.currentDraft == "Alice")
        _ = state.submitText("Alice")
        #expect(state.currentDraft == "")
        #expect(state.edit(of: "age", as: SliderEdit.self)?.value == 31)
        // An answer was given: Esc asks first, and a key other than yes goes back.
        #expect(state.handle(.escape) == .changed && state.isConfirmingQuit)
        #expect(state.handle(.character("n")) == .changed && !state.isConfirmingQuit)
        #expect(state.handle(.control("c")) == .quit)
        #expect(state.handle(.control("z")) == .suspend)
        #expect(state.handle(.character("x")) == .ignored)
    }

    @Test("an alert lasts until the next key")
    func alertClears() {
        var state = state()
        _ = state.handle(.enter)
        _ = state.submitText("Alice")
        _ = state.handle(.enter)
        #expect(state.handle(.enter) == .alerted)
        #expect(state.alert != nil)
        #expect(state.handle(.character("x")) == .changed)
        #expect(state.alert == nil)
    }

    @Test("the slide-in shifts only the content; every frame fits the width")
    func slide() {
        var state = state()
        _ = state.handle(.enter)
        let layout = StepScreen(width: 40, language: .english)
        let resting = layout.frame(for: state)
        let sliding = layout.frame(for: state, slide: 20)
        #expect(sliding.lines[1] == resting.lines[1])
        #expect(sliding.lines[3].text == String(repeating: " ", count: 21) + "What's your name?")
        #expect(sliding.lines.last == resting.lines.last)
        #expect(sliding.lines.allSatisfy { $0.width <= 40 })
    }

    @Test("the profile card is boxed under its icon, Korean and emoji measured by display width")
    func card() throws {
        let document = try ProfileDocument(
            values: [
                "name": .string("김철 😓"), "age": .integer(30), "gender": .string("female"),
                "signed_in": .bool(true),
            ], flow: .onboarding)
        let frame = CardBox.frame(
            for: ProfileCard(document: document, language: .korean), width: 40)
        expectFrame(
            frame,
            """
            ╭──────────────────╮
            │        🕺        │
            │ 김철 😓          │
            │ 나이 : 30세      │
            │ 성별 : 여자      │
            ╰──────────────────╯
            """)
        #expect(Set(frame.lines.map(\.width)).count == 1)
    }
}
