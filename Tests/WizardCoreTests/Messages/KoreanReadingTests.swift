import Testing

@testable import WizardCore
@testable import WizardMessages

/// How words end as a Korean reader says them, which picks the particle after them: checked
/// against readings a Korean speaker gives, by class of word.
@Suite("Korean readings and particles", .timeLimit(.minutes(5)))
struct KoreanReadingTests {
    typealias Ending = KoreanReading.Ending

    @Test(
        "each class of word ends as it is read",
        arguments: [
            // Hangul: no final consonant, ㄹ, another final consonant.
            ("나이", Ending.vowel), ("성별", .rieul), ("이름", .consonant), ("터피", .vowel),
            // Numbers in Sino-Korean: 일 이 삼 사 오 육 칠 팔 구 십 백.
            ("1", .rieul), ("2", .vowel), ("3", .consonant), ("4", .vowel), ("5", .vowel),
            ("6", .consonant), ("7", .rieul), ("8", .rieul), ("9", .vowel), ("10", .consonant),
            ("100", .consonant), ("UTF-8", .rieul), ("v2", .vowel),
            // One letter, or a short abbreviation, letter by letter: 엘 알 엠 엔 and the rest.
            ("L", .rieul), ("r", .rieul), ("M", .consonant), ("n", .consonant), ("x", .vowel),
            ("-h", .vowel), ("URL", .rieul), ("CLI", .vowel), ("XML", .rieul), ("RAM", .consonant),
            // Loanwords: m, n, ng, l.
            ("json", .consonant), ("kbad.json", .consonant), ("--lang", .consonant),
            ("TERM", .consonant), ("yaml", .rieul), ("html", .rieul), ("/dev/null", .rieul),
            // A silent e leaves the consonant before it.
            ("name", .consonant), ("home", .consonant), ("profile", .rieul), ("file", .rieul),
            ("store", .vowel), ("age", .vowel), ("code", .vowel), ("free", .vowel),
            // A stop after one short vowel closes the syllable; after more, it does not.
            ("setup", .consonant), ("cat", .consonant), ("job", .consonant), ("back", .consonant),
            ("app", .consonant), ("logout", .consonant), ("book", .consonant),
            ("help", .vowel), ("boot", .vowel), ("wait", .vowel), ("text", .vowel),
            ("txt", .vowel), ("check", .vowel),
            // Anything else ends in a vowel.
            ("wizard", .vowel), ("flow", .vowel), ("--gender", .vowel), ("NO_COLOR", .vowel),
            ("history", .vowel), ("Yes", .vowel),
            // Punctuation after the word is silent, and so is a parenthesis after it.
            ("'wizard setup --help'", .vowel), ("`wizard setup`", .consonant),
            ("\"app\"", .consonant), ("~/.config/wizard/", .vowel), ("성별(male, female)", .rieul),
            ("쌍점(:)", .consonant), ("(?>…)", .vowel),
            // Kana: ん is a consonant.
            ("ごはん", .consonant), ("おちゃ", .vowel),
        ])
    func reading(word: String, ending: Ending) {
        #expect(KoreanReading.ending(of: word) == ending, "\(word)")
    }

    @Test("each particle takes its form from the ending")
    func forms() {
        let table: [(KoreanParticle, String, String, String)] = [
            (.subject, "가", "이", "이"), (.object, "를", "을", "을"), (.topic, "는", "은", "은"),
            (.or, "나", "이나", "이나"), (.with, "로", "로", "으로"),
        ]
        for (particle, vowel, rieul, consonant) in table {
            #expect(particle.form(.vowel) == vowel)
            #expect(particle.form(.rieul) == rieul)
            #expect(particle.form(.consonant) == consonant)
        }
        #expect(KoreanParticle.subject.attached(to: "/tmp/kbad.json") == "/tmp/kbad.json이")
        #expect(
            KoreanParticle.object.attached(to: "'wizard setup --help'")
                == "'wizard setup --help'를")
        #expect(KoreanParticle.with.attached(to: 7) == "7로")
        #expect(KoreanParticle.with.attached(to: 3) == "3으로")
    }
}
