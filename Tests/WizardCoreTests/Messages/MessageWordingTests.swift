import TestSupport
import Testing

@testable import WizardCore
@testable import WizardMessages
@testable import WizardText

/// Every UI message rendered with paths, options, keys, texts and numbers, in English and
/// Korean: a Korean particle agrees with the sound of the word before it, English counts
/// agree with their nouns.
@Suite("Every message, with values, in every UI language", .timeLimit(.minutes(5)))
struct MessageWordingTests {
    /// Each particle form, longest first (`이나` before `이`), and its particle.
    static let forms: [(form: String, particle: KoreanParticle)] = {
        var forms: [(String, KoreanParticle)] = []
        for particle in KoreanParticle.all {
            for ending in [KoreanReading.Ending.vowel, .rieul, .consonant] {
                let form = particle.form(ending)
                if !forms.contains(where: { $0.0 == form }) { forms.append((form, particle)) }
            }
        }
        return forms.sorted { $0.0.count > $1.0.count }
    }()

    static func isHangul(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Characters closing a quoted value, after which its particle comes.
    static let closers: Set<Character> = ["'", "\"", "`"]
    static let openers: Set<Character> = ["(", "[", "{"]

    /// The particles in `text` whose form disagrees with the word before them: those after a
    /// sample value by the sample's known ending, the others (after a literal Latin word,
    /// number or symbol) by how the word is read.
    static func disagreements(in text: String, sample: MessageSample) -> [String] {
        let characters = Array(text)
        var found: [String] = []
        func check(at index: Int, word: String, ending: KoreanReading.Ending) {
            let rest = String(characters[index...])
            guard let (form, particle) = forms.first(where: { rest.hasPrefix($0.form) }) else {
                return
            }
            let wanted = particle.form(ending)
            if form != wanted { found.append("\(word)\(form) (should be \(word)\(wanted))") }
        }
        // After a sample value, in any script.
        for value in sample.values {
            var start = text.startIndex
            while let range = text[start...].firstRange(of: value) {
                var index = text.distance(from: text.startIndex, to: range.upperBound)
                while index < characters.count, closers.contains(characters[index]) { index += 1 }
                if index < characters.count { check(at: index, word: value, ending: sample.ending) }
                start = range.upperBound
            }
        }
        // After any other word that does not end in Hangul.
        for index in characters.indices.dropFirst() {
            let previous = characters[index - 1]
            guard !isHangul(previous), !previous.isWhitespace, !openers.contains(previous),
                isHangul(characters[index])
            else { continue }
            // An opening quote, not a closing one.
            if closers.contains(previous), index < 2 || characters[index - 2].isWhitespace {
                continue
            }
            var start = index - 1
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            // A parenthesis closing here may have opened words before: `성별(male, female)을`.
            if previous == ")", !characters[start..<index].contains("("),
                let open = characters[..<start].lastIndex(of: "(")
            {
                start = open
                while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            }
            let word = String(characters[start..<index])
            var bare = Substring(word)
            while let last = bare.last, closers.contains(last) || last == "." || last == ")" {
                bare = bare.dropLast()
            }
            guard !sample.values.contains(where: { bare.hasSuffix($0) }) else { continue }
            check(at: index, word: word, ending: KoreanReading.ending(of: word))
        }
        return found
    }

    @Test("no Korean message has a particle that disagrees with the word before it")
    func koreanParticles() {
        let korean = Language.korean
        for sample in MessageSample.all {
            for (signature, render) in everyMessage {
                let text = render(korean, sample)
                #expect(!text.isEmpty, "\(signature)")
                let wrong = Self.disagreements(in: text, sample: sample)
                #expect(wrong.isEmpty, "\(signature): \(wrong) in \(text)")
                for doubled in ["이(가)", "을(를)", "은(는)", "(으)로", "(이)나"] {
                    #expect(!text.contains(doubled), "\(signature): \(text)")
                }
            }
        }
    }

    @Test("no English message counts one with a plural noun, nor more with a singular one")
    func englishCounts() {
        let english = Language.english
        let nouns = [
            "character", "problem", "step", "question", "byte", "level", "second", "minute",
            "option", "line",
        ]
        for sample in MessageSample.all {
            for (signature, render) in everyMessage {
                let text = " " + render(english, sample)
                #expect(!text.isEmpty)
                for noun in nouns {
                    #expect(!text.contains(" 1 \(noun)s"), "\(signature): \(text)")
                    if sample.number != 1 {
                        for suffix in [" ", ".", ",", ")", ";"] {
                            #expect(
                                !text.contains(" \(sample.number) \(noun)\(suffix)"),
                                "\(signature): \(text)")
                        }
                    }
                }
            }
        }
    }

    @Test(
        "every message renders in every UI language, with the path, option and number English shows"
    )
    func everyLanguage() {
        for language in Message.uiLanguages where language != .english {
            for sample in MessageSample.all {
                for (signature, render) in everyMessage {
                    let english = render(.english, sample)
                    let text = render(language, sample)
                    #expect(!text.isEmpty, "\(signature) (\(language))")
                    for value in [sample.path, sample.option, String(sample.number)]
                    where english.contains(value) {
                        #expect(
                            text.contains(value),
                            "\(signature) (\(language)) drops \(value): \(text)")
                    }
                }
            }
        }
    }

    @Test("the list of rendered messages is every message of the catalogue, each once")
    func complete() {
        let ids = MessageCatalogueFiles.book.declarations.map(\.id)
        let rendered = everyMessage.map(\.0)
        #expect(ids.count > 200)
        #expect(Set(rendered).count == rendered.count)
        #expect(rendered == ids)
    }
}
