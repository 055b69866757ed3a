/// Hangul as matching reads it: a precomposed syllable (U+AC00–U+D7A3) and its initial
/// consonant (초성), so that a typed consonant such as `ㅅ` stands for any syllable it
/// begins (서, 수, 시).
enum HangulJamo {
    private static let firstSyllable: UInt32 = 0xAC00
    private static let lastSyllable: UInt32 = 0xD7A3
    /// Syllables per initial consonant: 21 vowels times 28 finals (none included).
    private static let perInitial: UInt32 = 21 * 28

    /// The 19 initial consonants as Hangul Compatibility Jamo, the letters a keyboard types
    /// alone: ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ.
    private static let initials: [UInt32] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
        0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]

    static func isSyllable(_ value: UInt32) -> Bool {
        (firstSyllable...lastSyllable).contains(value)
    }

    /// The initial consonant of a syllable as a compatibility jamo; `nil` for any other scalar.
    static func initial(of value: UInt32) -> UInt32? {
        guard isSyllable(value) else { return nil }
        return initials[Int((value - firstSyllable) / perInitial)]
    }

    /// Whether `value` is one of the 19 initial consonants typed alone (a compatibility
    /// jamo), or a conjoining initial (U+1100–U+1112), which stands for the same.
    static func initialConsonant(_ value: UInt32) -> UInt32? {
        if (0x1100...0x1112).contains(value) { return initials[Int(value - 0x1100)] }
        return initials.contains(value) ? value : nil
    }

    /// Whether a syllable has no final consonant: typed last, it may still become one with
    /// a final (`서우` while `서울` is being typed).
    static func lacksFinal(_ value: UInt32) -> Bool {
        isSyllable(value) && (value - firstSyllable) % 28 == 0
    }

    /// Whether two syllables share their initial consonant and vowel.
    static func sameOpening(_ first: UInt32, _ second: UInt32) -> Bool {
        isSyllable(first) && isSyllable(second)
            && (first - firstSyllable) / 28 == (second - firstSyllable) / 28
    }
}
