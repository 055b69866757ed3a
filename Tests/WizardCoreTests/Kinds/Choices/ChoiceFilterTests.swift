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

    @Test("typing narrows to the matches, best first, the shorter label on a tie")
    func narrows() {
        #expect(shown("new") == ["America/Newark", "America/New_York"])
        #expect(shown("new y") == ["America/New_York"])
        #expect(shown("nwyk") == ["America/New_York"])
    }

    @Test("a long query on a long list keeps at most twice the options, and widens back right")
    func keptSets() {
        let many = (0..<1000).map {
            PickerOption(value: "v\($0)", label: LocalizedText(english: "a\($0)"))
        }
        var filter = ChoiceFilter()
        for character in "a99" { filter.type(character, options: many, language: .english) }
        // a99, a199 … a999, a990 … a998: every label with 9 then 9 in it.
        let narrowed = filter.shownCount(of: many.count)
        for _ in 0..<500 { filter.type("a", options: many, language: .english) }
        #expect(filter.isEmptied)
        for _ in 0..<500 { _ = filter.erase() }
        #expect(filter.query == "a99")
        #expect(filter.shownCount(of: many.count) == narrowed)
        #expect(filter.option(atRow: 0) == 99)
        _ = filter.erase()
        _ = filter.erase()
        #expect(filter.shownCount(of: many.count) == many.count)
    }

    @Test("nothing matching says so, and Enter is refused with the same line")
    func noMatch() {
        var filter = ChoiceFilter()
        #expect(filter.noMatchRefusal == nil)
        for character in "buzzz" { filter.type(character, options: options, language: .english) }
        #expect(filter.isEmptied)
        #expect(
            filter.noMatchRefusal?.alert(.english)
                == "Nothing matches 'buzzz'. Backspace or Esc widens.")
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
        filter.type("h", options: options, language: .english)
        // Korea (South) by its label, Cambodia by its value only, after it.
        #expect(filter.labelMatch("Korea (South)") != nil)
        #expect(filter.labelMatch("Cambodia") == nil)
        #expect(filter.row(of: 4) == 0)
        #expect(filter.row(of: 5) == 1)
        #expect(filter.row(of: 0) == nil)
    }
}
