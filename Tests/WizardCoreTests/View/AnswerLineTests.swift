import Testing
import WizardCore
import WizardText

/// A labelled answer never doubles the colon its label ends in (issue 36, item 9: the
/// review read `Title:: answer`).
@Suite("One labelled answer", .timeLimit(.minutes(5)))
struct AnswerLineTests {
    @Test("a label ending in a colon, ASCII or fullwidth, or in spaces, gets one colon")
    func oneColon() {
        for label in ["Your name:", "Your name :", "Your name", "Your name： "] {
            let line = AnswerLine.text(
                label: LocalizedText(verbatim: label), value: "Al", language: .english)
            #expect(line == "Your name: Al", "\(label)")
            #expect(!line.contains("::"), "\(label)")
        }
        // A label that is only a colon keeps it.
        #expect(
            AnswerLine.text(label: LocalizedText(verbatim: ":"), value: "x", language: .english)
                .hasPrefix(":"))
    }

    @Test("each language's line trims that language's label: Korean's and German's own colons")
    func perLanguage() {
        let german = Language(code: "de")!
        let label = LocalizedText(
            english: "Name:", entries: [(.korean, "이름 :"), (german, "Ihr Name：")])
        #expect(AnswerLine.text(label: label, value: "Al", language: .korean) == "이름 : Al")
        #expect(AnswerLine.text(label: label, value: "Al", language: german) == "Ihr Name: Al")
        #expect(AnswerLine.text(label: label, value: "Al", language: .english) == "Name: Al")
    }

    @Test("the review and the card of a step titled with a colon")
    func review() throws {
        let flow = FlowReader.read(
            Array(#"{"id":"c","steps":[{"kind":"text","key":"n","title":"Your name:"}]}"#.utf8)
        ).flow
        let step = try #require(flow?.steps.first)
        let question = try #require(step.question)
        // The text's label is its title when it has none of its own.
        let line = question.cardLine(for: .text("Al"), language: .english)
        #expect(line.map { !$0.contains("::") } ?? true, "\(line ?? "")")
        let reviewLine = AnswerLine.text(label: step.title, value: "Al", language: .english)
        #expect(reviewLine.hasPrefix("Your name: "))
    }
}
