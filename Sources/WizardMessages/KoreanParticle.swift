import WizardText

/// A Korean particle whose form depends on the sound the word before it ends in: `이` or
/// `가`, `을` or `를`, `은` or `는`, `이나` or `나`, `와` or `과`, `으로` or `로`, `아` or `야`.
///
/// The sound is the word's last one as a Korean reader says it (``KoreanReading``): a
/// Hangul syllable's final consonant, a number's Sino-Korean reading, and Latin letters and
/// words as Korean readers pronounce them (`json` 제이슨 ends in ㄴ, `help` 헬프 in a vowel).
enum KoreanParticle {
    /// The subject particle, 이 after a consonant, 가 after a vowel.
    case subject
    /// The object particle, 을 after a consonant, 를 after a vowel.
    case object
    /// The topic particle, 은 after a consonant, 는 after a vowel.
    case topic
    /// "or", 이나 after a consonant, 나 after a vowel.
    case or
    /// "and, with", 과 after a consonant, 와 after a vowel.
    case and
    /// "with, as", 으로 after a consonant other than ㄹ, 로 after a vowel or ㄹ.
    case with
    /// Calling someone by name, 아 after a consonant, 야 after a vowel.
    case vocative

    /// The particle's form after `word`.
    func after(_ word: String) -> String {
        form(KoreanReading.ending(of: word))
    }

    /// The particle's form after `number` as written in digits.
    func after(_ number: Int) -> String {
        form(KoreanReading.ending(of: String(number)))
    }

    /// `word` followed by the particle's form for it.
    func attached(to word: String) -> String { word + after(word) }

    /// `number` in digits followed by the particle's form for it.
    func attached(to number: Int) -> String { "\(number)" + after(number) }

    /// The particle's form after a word ending in `ending`.
    func form(_ ending: KoreanReading.Ending) -> String {
        switch (self, ending) {
        case (.subject, .vowel): "가"
        case (.subject, .rieul), (.subject, .consonant): "이"
        case (.object, .vowel): "를"
        case (.object, .rieul), (.object, .consonant): "을"
        case (.topic, .vowel): "는"
        case (.topic, .rieul), (.topic, .consonant): "은"
        case (.or, .vowel): "나"
        case (.or, .rieul), (.or, .consonant): "이나"
        case (.and, .vowel): "와"
        case (.and, .rieul), (.and, .consonant): "과"
        case (.with, .vowel), (.with, .rieul): "로"
        case (.with, .consonant): "으로"
        case (.vocative, .vowel): "야"
        case (.vocative, .rieul), (.vocative, .consonant): "아"
        }
    }

    /// Every particle, with both of its forms: what a check of Korean text looks for.
    static let all: [KoreanParticle] = [.subject, .object, .topic, .or, .with]
}
