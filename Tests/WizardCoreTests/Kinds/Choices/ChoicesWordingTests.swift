import Testing
import WizardCore
import WizardMessages
import WizardText

/// How a list may be answered in a line, as each language words it.
@Suite("The ways to answer a list, worded", .timeLimit(.minutes(5)))
struct ChoicesWordingTests {
    @Test("German: mit takes the dative, Antworten Sie mit einer Zahl")
    func germanDative() throws {
        let german = try #require(Language(code: "de"))
        let values = (1...12).map(String.init)
        let text = Message.choices(
            count: 12, labels: values.map { LocalizedText(verbatim: $0) }, values: values)
        #expect(
            text(german).hasPrefix("Antworten Sie mit einer Zahl von 1 bis 12 "), "\(text(german))")
    }
}
