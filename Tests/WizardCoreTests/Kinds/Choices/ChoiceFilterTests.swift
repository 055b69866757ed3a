import Testing

@testable import WizardCore
@testable import WizardText

@Suite("ChoiceFilter", .timeLimit(.minutes(5)))
struct ChoiceFilterTests {
    private let options = [
        PickerOption(value: "America/Newark", label: LocalizedText(english: "Newark")),
        PickerOption(value: "America/New_York", label: LocalizedText(english: "America/New_York")),
        PickerOption(value: "Asia/Seoul", label: LocalizedText(en: "Asia/Seoul", ko: "서울")),
        PickerOption(value: "Europe/Lisbon", label: LocalizedText(en: "Europe/Lisbon", ko: "리스본")),
        PickerOption(value: "KR", label: LocalizedText(english: "Korea (South)")),
        PickerOption(value: "KH", label: LocalizedText(english: "Cambodia")),
    ]

    private func shown(_ typed: String, _ language: Language = .english) -> [String] {
        var filter = ChoiceFilter()
        for character in typed { filter.type(character, options: options, language: language) }
        return (0..<filter.shownCount(of: options.count)).map {
            options[filter.option(atRow: $0)].value
        }
    }

    @Test("typing narrows to the matches, best rank first, the flow's order within a rank")
    func narrows() {
        #expect(shown("new") == ["America/Newark", "America/New_York"])
        #expect(shown("new y") == ["America/New_York"])
        // Newark by its value's prefix; Korea and Cambodia by a letter inside.
        #expect(shown("a") == ["America/Newark", "America/New_York", "Asia/Seoul", "KR", "KH"])
    }

    @Test("labels match in the reader's language, values in any")
    func languages() {
        #expect(shown("ㅅㅇ", .korean) == ["Asia/Seoul"])
        #expect(shown("ㅅㅇ", .english) == [])
        #expect(shown("seo", .korean) == ["Asia/Seoul"])
        #expect(shown("kr") == ["KR"])
        #expect(shown("리", .korean) == ["Europe/Lisbon"])
        #expect(shown("리") == [])
    }

    @Test("Backspace widens back to the matches before, and the last one shows everything")
    func widens() {
        var filter = ChoiceFilter()
        for character in "new y" { filter.type(character, options: options, language: .english) }
        #expect(filter.shownCount(of: options.count) == 1)
        _ = filter.erase()
        let erased = filter.erase()
        #expect(erased)
        #expect(filter.query == "new")
        #expect(filter.shownCount(of: options.count) == 2)
        let cleared = filter.clear()
        #expect(cleared)
        #expect(!filter.isActive)
        #expect(filter.matches == nil)
        #expect(filter.shownCount(of: options.count) == options.count)
        let erasedNothing = filter.erase()
        let clearedNothing = filter.clear()
        #expect(!erasedNothing && !clearedNothing)
    }

    @Test("a query of separators only hides nothing")
    func separators() {
        #expect(shown(" ").count == options.count)
    }

    @Test("the matched part of a label is known, none when only the value matched")
    func labelMatch() {
        var filter = ChoiceFilter()
        filter.type("k", options: options, language: .english)
        filter.type("r", options: options, language: .english)
        #expect(filter.match(atRow: 0)?.label == nil)
        #expect(filter.row(of: 4) == 0)
        #expect(filter.row(of: 0) == nil)
    }
}
