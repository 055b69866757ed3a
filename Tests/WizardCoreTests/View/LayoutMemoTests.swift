import Testing

@testable import WizardCore

@Suite("Layouts kept between frames", .timeLimit(.minutes(5)))
struct LayoutMemoTests {
    @Test("a value is laid out once while it is kept, and again after the memo fills")
    func keepsUntilFull() {
        var memo = LayoutMemo<String, Int>(capacity: 2)
        var made = 0
        func value(_ key: String) -> Int {
            memo.value(for: key) {
                made += 1
                return key.count
            }
        }
        #expect(value("ab") == 2)
        #expect(value("ab") == 2)
        #expect(made == 1)
        #expect(value("abc") == 3)
        #expect(made == 2)
        // A third key finds the memo full: it starts again, holding only the new one.
        #expect(value("abcd") == 4)
        #expect(made == 3)
        #expect(value("ab") == 2)
        #expect(made == 4)
    }

    @Test("a screen draws each option as it reads now, whatever it drew before")
    func optionRowsFollowTheirText() {
        let screen = StepScreen(width: 40, language: .english)
        let first = screen.optionRows(marker: "❯ ", .accent, label: "Seoul", .bold)
        let again = screen.optionRows(marker: "❯ ", .accent, label: "Seoul", .bold)
        let other = screen.optionRows(marker: "  ", [], label: "Seoul", [])
        let renamed = screen.optionRows(marker: "❯ ", .accent, label: "Busan", .bold)
        #expect(first == again)
        #expect(first != other)
        #expect(renamed.map(\.text) == ["❯ Busan"])
        let long = String(repeating: "word ", count: 20)
        #expect(screen.optionRows(marker: "  ", [], label: long, []).count > 1)
        #expect(screen.wrap(long, toWidth: 38) == long.wrapped(toWidth: 38))
        #expect(screen.wrap(long, toWidth: 20) == long.wrapped(toWidth: 20))
    }
}
