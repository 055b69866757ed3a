import Testing

@testable import WizardCore
@testable import WizardText

/// Plain mode's back and quit words: a line is one only when it is the word alone.
@Suite("Plain mode's back and quit words", .timeLimit(.minutes(5)))
struct PlainWordTests {
    @Test(
        "the word alone, in either case and with space around it; English in every language",
        arguments: [
            (":back", Language.english, PlainWord.back), (" :BACK\t", .english, .back),
            (":quit", .english, .quit), (":뒤로", .korean, .back), (":끝", .korean, .quit),
            (":back", .korean, .back), (":quit", .korean, .quit),
        ])
    func words(line: String, language: Language, word: PlainWord) {
        #expect(PlainWord(line: line, language: language) == word)
    }

    @Test(
        "anything else is an answer: the bare words, more on the line, the other language's",
        arguments: [
            ("back", Language.english), ("quit", .english), (":back now", .english),
            (":", .english), ("", .english), ("<", .english), (":뒤로", .english),
            (":끝", .english), ("뒤로", .korean), ("끝", .korean), (": back", .english),
        ])
    func answers(line: String, language: Language) {
        #expect(PlainWord(line: line, language: language) == nil)
    }

    @Test("the note names both words in the reader's language")
    func note() {
        #expect(
            PlainWord.note(.english)
                == "Type :back to go back a step, or :quit to quit without saving.")
        #expect(PlainWord.note(.korean).contains(":뒤로"))
        #expect(PlainWord.note(.korean).contains(":끝"))
    }
}
