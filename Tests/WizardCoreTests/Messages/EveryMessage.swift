import MessageFormat
import TestSupport
import Testing

@testable import WizardCore
@testable import WizardMessages
@testable import WizardText

/// Values a message embeds, all ending the same way when read aloud in Korean, which the
/// test knows beforehand rather than asking ``KoreanReading``.
struct MessageSample: Sendable {
    let path: String
    let option: String
    let key: String
    let command: String
    /// A flow's text: a title, label, button, alert or reason.
    let word: String
    let number: Int
    let ending: KoreanReading.Ending

    var values: [String] { [path, option, key, command, word, String(number)] }

    static let all = [
        MessageSample(
            path: "/tmp/kbad.json", option: "--lang", key: "name", command: "setup",
            word: "Sign in", number: 3, ending: .consonant),
        MessageSample(
            path: "/tmp/성별", option: "--plain", key: "theme", command: "logout",
            word: "이름", number: 10, ending: .consonant),
        MessageSample(
            path: "/srv/flows/tour", option: "--help", key: "store", command: "flow",
            word: "Yes", number: 2, ending: .vowel),
        MessageSample(
            path: "./나이", option: "--no-color", key: "age", command: "profile.d/x",
            word: "다시 보기", number: 5, ending: .vowel),
        MessageSample(
            path: "/tmp/flow.yaml", option: "--all", key: "label", command: "tool",
            word: "Oatmeal", number: 1, ending: .rieul),
        MessageSample(
            path: "~/메일", option: "--url", key: "file", command: "html",
            word: "성별", number: 8, ending: .rieul),
    ]
}

/// Every message of the catalogue (po/), by its id, rendered in a language with a sample's
/// values.
let everyMessage: [(String, @Sendable (Language, MessageSample) -> String)] = catalogueMessages

/// The messages of po/, as the tests read them (``MessageCatalogueFiles``).
let catalogueMessages: [(String, @Sendable (Language, MessageSample) -> String)] =
    MessageCatalogueFiles.book.declarations.map { declaration in
        let message = CatalogueMessage(id: declaration.id, forms: declaration.forms)
        let languages = Message.languages
        let parameters = (try? MessageSource.parameters(declaration.parameters)) ?? []
        return (
            declaration.id,
            { language, sample in
                message.render(
                    in: languages, count: sample.number,
                    names: parameters.map(\.name),
                    values: parameters.map { sample.argument(for: $0) })(language)
            }
        )
    }

extension MessageSample {
    /// The sample's value for `parameter`: its number for a number, its path, option, key
    /// or command for a name that says so, else its word.
    func argument(for parameter: MessageSource.Parameter) -> LocalizedText {
        let name = parameter.name
        if parameter.type == "Int" || parameter.type == "Count" {
            return LocalizedText(verbatim: String(number))
        }
        // A size in words, as the messages that embed one are given it.
        if parameter.type == "LocalizedText", name == "size" || name == "limit" {
            return Message.Count.bytes(number)
        }
        // A store's name, which the samples end as they declare (their paths may not: a
        // final ㄹ takes 로 where other consonants take 으로).
        if name == "store" { return LocalizedText(verbatim: key) }
        if name.lowercased().contains("path") || name == "link"
            || name == "directory"
        {
            return LocalizedText(verbatim: path)
        }
        if name.lowercased().contains("option") || name == "first" || name == "second" {
            return LocalizedText(verbatim: option)
        }
        if name.lowercased().contains("key") { return LocalizedText(verbatim: key) }
        if name == "command" || name == "invocation" { return LocalizedText(verbatim: command) }
        return LocalizedText(english: word)
    }
}
