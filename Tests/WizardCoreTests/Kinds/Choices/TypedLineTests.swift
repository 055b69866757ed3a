import Testing

@testable import WizardCore
@testable import WizardText

@Suite("Plain mode's look-up of a typed line", .timeLimit(.minutes(5)))
struct TypedLineTests {
    /// `Place 1` … `Place 30`, and Seoul with its Korean label.
    private let options =
        (1...30).map { PickerOption(value: "p\($0)", label: LocalizedText(english: "Place \($0)")) }
        + [PickerOption(value: "Asia/Seoul", label: LocalizedText(en: "Seoul", ko: "서울"))]

    private var picker: PickerQuestion {
        PickerQuestion(
            options: options, requiredAlert: LocalizedText(english: "Pick one."),
            label: LocalizedText(english: "Place"))
    }

    @Test("a line that names one option, exactly or by a unique match, is its value")
    func one() {
        #expect(picker.lookUp(typed: "seo", language: .english) == .answer("Asia/Seoul"))
        #expect(picker.lookUp(typed: "ㅅㅇ", language: .korean) == .answer("Asia/Seoul"))
        #expect(picker.lookUp(typed: "31", language: .english) == .answer("Asia/Seoul"))
        #expect(picker.lookUp(typed: "place 3", language: .english) == .answer("p3"))
        #expect(picker.lookUp(typed: "", language: .english) == .answer(""))
    }

    @Test("a line that matches nothing says so, and the prompt comes again")
    func none() {
        let line = "Nothing matches 'zzz'. Backspace or Esc widens."
        #expect(picker.lookUp(typed: "zzz", language: .english) == .listed([line]))
        let question = MultiSelectQuestion(
            options: options, label: LocalizedText(english: "Places"))
        #expect(question.lookUp(typed: "seo, zzz", language: .english) == .listed([line]))
    }

    @Test("several matches are listed, numbered as the whole list, at most 20")
    func several() {
        guard case .listed(let lines) = picker.lookUp(typed: "place", language: .english) else {
            Issue.record("not listed")
            return
        }
        #expect(lines.first == "“place” matches 30 choices:")
        #expect(lines[1] == "  1. Place 1")
        #expect(lines.count == 1 + 20 + 1)
        #expect(lines.last == "  … and 10 more: type more of the name.")
    }

    @Test("? lists every option; a long list's prompt says how to find one instead")
    func all() {
        guard case .listed(let lines) = picker.lookUp(typed: "?", language: .english) else {
            Issue.record("not listed")
            return
        }
        #expect(lines.count == options.count)
        let step = Step(
            id: "p", title: LocalizedText(english: "Where?"),
            button: LocalizedText(english: "Next"),
            kind: picker)
        let prompt = picker.linePrompt(for: step, stored: nil, language: .english)
        #expect(
            prompt.introduction == [
                "31 choices: type part of a name to find one, or ? to list them all."
            ])
    }

    @Test("a multi-select's entries are each looked up; the first that matches several lists them")
    func multiSelect() {
        let question = MultiSelectQuestion(
            options: options, label: LocalizedText(english: "Places"))
        #expect(
            question.lookUp(typed: "seo, place 2", language: .english) == .answer("Asia/Seoul, p2"))
        #expect(question.lookUp(typed: "-", language: .english) == .answer("-"))
        guard case .listed(let lines) = question.lookUp(typed: "seo, pla", language: .english)
        else {
            Issue.record("not listed")
            return
        }
        #expect(lines.first == "“pla” matches 30 choices:")
    }
}
