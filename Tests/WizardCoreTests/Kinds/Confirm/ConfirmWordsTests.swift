import TestSupport
import Testing
import WizardCore
import WizardText

/// Each UI language's yes and no words (po/: `answer-words.yes`, `answer-words.no`),
/// accepted from every reader in lines, and as one-letter keys in the reader's language.
@Suite("Yes and no in every UI language", .timeLimit(.minutes(5)))
struct ConfirmWordsTests {
    let question = ConfirmQuestion(defaultValue: nil, label: LocalizedText(english: "Extras"))

    @Test(
        "a line in any UI language's words answers, ignoring case",
        arguments: [
            ("y", true), ("yes", true), ("j", true), ("Ja", true), ("oui", true), ("o", true),
            ("はい", true), ("예", true), ("네", true), ("n", false), ("nein", false),
            ("non", false), ("いいえ", false), ("아니요", false), ("no", false),
        ])
    func lines(word: String, yes: Bool) throws {
        #expect(try question.validate(line: word) == yes)
    }

    @Test("a word of no language is refused")
    func unknown() {
        #expect(throws: (any Error).self) { try question.validate(line: "jein") }
    }

    @Test("one-letter words are keys in their reader's language only; y and n in every one")
    func keys() throws {
        let german = try #require(Language(code: "de"))
        let french = try #require(Language(code: "fr"))
        #expect(ConfirmWords.answer(key: "j", language: german) == true)
        #expect(ConfirmWords.answer(key: "J", language: german) == true)
        #expect(ConfirmWords.answer(key: "o", language: french) == true)
        #expect(ConfirmWords.answer(key: "j", language: french) == nil)
        #expect(ConfirmWords.answer(key: "j", language: .english) == nil)
        #expect(ConfirmWords.answer(key: "y", language: german) == true)
        #expect(ConfirmWords.answer(key: "n", language: french) == false)
        #expect(KeepAnyway.keeps(key: .character("j"), language: german))
        #expect(!KeepAnyway.keeps(key: .character("j"), language: .english))
    }

    @Test("the screens' state makes a confirm in its language, which reads its keys in it")
    func editKeys() throws {
        let flow = try FlowText.flow([
            #"{ "kind": "confirm", "key": "c", \#(FlowText.title("Go?")) }"#
        ])
        // 네 is a Korean yes word and starts no label: only a Korean reader's key.
        var korean = InteractiveState(session: Session(flow: flow), language: .korean)
        #expect(korean.handle(.character("네")) == .changed)
        #expect(korean.edit(of: "c", as: ConfirmEdit.self)?.selection == 0)
        var english = InteractiveState(session: Session(flow: flow), language: .english)
        #expect(english.handle(.character("네")) == .ignored)
        #expect(english.edit(of: "c", as: ConfirmEdit.self)?.selection == nil)
    }
}
