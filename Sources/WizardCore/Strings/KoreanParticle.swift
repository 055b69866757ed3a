/// A Korean particle whose form depends on the sound the word before it ends in: `이` or
/// `가`, `이나` or `나`, `으로` or `로`.
///
/// The sound is known for a word ending in a Hangul syllable (its final consonant, from the
/// syllable's code point: `(scalar - 0xAC00) % 28`, 0 for none, 8 for ㄹ) and for a number
/// (as read in Sino-Korean: 1 일, 3 삼, 10 십, …). Any other word (Latin letters, symbols)
/// takes the form used after a vowel.
enum KoreanParticle {
    /// The subject particle, 이 after a consonant, 가 after a vowel.
    case subject
    /// "or", 이나 after a consonant, 나 after a vowel.
    case or
    /// "with, as", 으로 after a consonant other than ㄹ, 로 after a vowel or ㄹ.
    case with

    private enum Ending {
        case vowel
        case rieul
        case consonant
    }

    /// The particle's form after `word`.
    func after(_ word: String) -> String {
        form(Self.ending(of: word))
    }

    /// The particle's form after `number` as written in digits.
    func after(_ number: Int) -> String {
        form(Self.ending(of: String(number)))
    }

    private func form(_ ending: Ending) -> String {
        switch (self, ending) {
        case (.subject, .vowel): "가"
        case (.subject, .rieul), (.subject, .consonant): "이"
        case (.or, .vowel): "나"
        case (.or, .rieul), (.or, .consonant): "이나"
        case (.with, .vowel), (.with, .rieul): "로"
        case (.with, .consonant): "으로"
        }
    }

    private static func ending(of word: String) -> Ending {
        guard let last = word.unicodeScalars.last else { return .vowel }
        switch last.value {
        case 0xAC00...0xD7A3:
            switch (last.value - 0xAC00) % 28 {
            case 0: return .vowel
            case 8: return .rieul
            default: return .consonant
            }
        // A number is read in Sino-Korean, and ends as its last digit's reading does:
        // 1 일, 7 칠, 8 팔 in ㄹ; 3 삼, 6 육, and 0 (영, or a power of ten: 십 백 천 만 억) in
        // another consonant; 2 이, 4 사, 5 오, 9 구 in a vowel.
        case 0x31, 0x37, 0x38: return .rieul
        case 0x30, 0x33, 0x36: return .consonant
        default:
            return .vowel
        }
    }
}
