import WizardText

/// How a word ends when a Korean reader says it aloud, which decides the form of the
/// particle after it (``KoreanParticle``).
///
/// The word's last letters or digits count; punctuation after them is silent
/// (`'wizard setup --help'` ends as `help` does, `/tmp/kbad.json` as `json`), and so is a
/// parenthesis closing the word, as Korean writing attaches the particle to the word
/// before it (`성별(male, female)을`).
/// - A Hangul syllable: its final consonant, `(scalar - 0xAC00) % 28` (0 none, 8 ㄹ).
/// - A number: its Sino-Korean reading (1 일, 3 삼, 10 십, …).
/// - Latin letters, as Korean readers pronounce them. One letter, or a short capitalised
///   abbreviation (`URL`, `CLI`), is read letter by letter: `L` 엘 and `R` 알 end in ㄹ,
///   `M` 엠 and `N` 엔 in another consonant, the other letters in a vowel. A word is read as
///   a loanword: a final `m`, `n`, `ng` is a consonant (`json` 제이슨, `--lang` 랭), a final
///   `l` is ㄹ (`yaml` 야믈), a silent `e` leaves the consonant before it (`name` 네임,
///   `file` 파일, `store` 스토어), and `p`, `t`, `k`, `b` after one short vowel close the
///   syllable (`setup` 셋업, `out` 아웃, `back` 백, `app` 앱); everything else ends in a vowel (`help`
///   헬프, `txt` 텍스트, `wizard` 위저드).
/// - Kana: `ん`/`ン` ends in a consonant, other kana in a vowel.
/// - Anything else (a CJK ideograph, symbols only) is read as ending in a vowel; messages
///   avoid particles after words whose reading cannot be known.
enum KoreanReading {
    /// The last sound of a word, as far as particles care.
    enum Ending: Sendable, Equatable {
        case vowel
        /// ㄹ, after which `으로` is `로`.
        case rieul
        /// Any other final consonant.
        case consonant
    }

    /// How `word` ends when read aloud.
    static func ending(of word: String) -> Ending {
        var scalars = Array(word.unicodeScalars)
        if scalars.last == ")", let open = scalars.lastIndex(of: "("),
            scalars[..<open].contains(where: isSounded)
        {
            scalars = Array(scalars[..<open])
        }
        var end = scalars.count
        while end > 0, !isSounded(scalars[end - 1]) { end -= 1 }
        guard end > 0 else { return .vowel }
        let last = scalars[end - 1]
        switch last.value {
        case 0xAC00...0xD7A3:
            switch (last.value - 0xAC00) % 28 {
            case 0: return .vowel
            case 8: return .rieul
            default: return .consonant
            }
        case 0x30...0x39:
            return digitEnding(last)
        case 0x41...0x5A, 0x61...0x7A:
            var start = end - 1
            while start > 0, isLatinLetter(scalars[start - 1]) { start -= 1 }
            return latinEnding(String(String.UnicodeScalarView(scalars[start..<end])))
        case 0x3093, 0x30F3:
            return .consonant
        default:
            return .vowel
        }
    }

    /// A number is read in Sino-Korean, and ends as its last digit's reading does: 1 일,
    /// 7 칠, 8 팔 in ㄹ; 3 삼, 6 육, and 0 (영, or a power of ten: 십 백 천 만 억) in another
    /// consonant; 2 이, 4 사, 5 오, 9 구 in a vowel.
    private static func digitEnding(_ digit: Unicode.Scalar) -> Ending {
        switch digit {
        case "1", "7", "8": .rieul
        case "0", "3", "6": .consonant
        default: .vowel
        }
    }

    /// Words read otherwise than the rules below say.
    private static let exceptions: [String: Ending] = ["check": .vowel]

    /// How a run of Latin letters ends, read as a loanword or letter by letter.
    private static func latinEnding(_ letters: String) -> Ending {
        let isAbbreviation =
            letters.unicodeScalars.count <= 3
            && letters.unicodeScalars.allSatisfy { (0x41...0x5A).contains($0.value) }
        if letters.unicodeScalars.count == 1 || isAbbreviation {
            switch letters.unicodeScalars.last!.properties.lowercaseMapping {
            case "l", "r": return .rieul
            case "m", "n": return .consonant
            default: return .vowel
            }
        }
        let word = Array(letters.lowercased().unicodeScalars)
        if let ending = exceptions[letters.lowercased()] { return ending }
        var last = word.count - 1
        // A silent e: `name`, `file`, `store`; not `free` or a word of one vowel.
        if word[last] == "e", last >= 2, !isVowel(word[last - 1]),
            word[..<(last - 1)].contains(where: isVowel)
        {
            last -= 1
            switch word[last] {
            case "m", "n": return .consonant
            case "l": return .rieul
            default: return .vowel
            }
        }
        switch word[last] {
        case "m", "n": return .consonant
        case "g" where last >= 1 && word[last - 1] == "n": return .consonant
        case "l": return .rieul
        case "p", "t", "k", "b":
            var stop = last
            // `ck` and a doubled stop (`app`, `ebb`) are one sound.
            if last >= 1,
                word[last - 1] == word[last] || (word[last] == "k" && word[last - 1] == "c")
            {
                stop -= 1
            }
            return closesSyllable(word, before: stop) ? .consonant : .vowel
        default: return .vowel
        }
    }

    /// Whether a stop at `index` closes the syllable before it: it follows one short vowel
    /// (`setup`, `cat`, `back`), or `ou` (`out`), or `oo` before k (`book`).
    private static func closesSyllable(_ word: [Unicode.Scalar], before index: Int) -> Bool {
        guard index >= 1, isVowel(word[index - 1]) else { return false }
        if index >= 2, isVowel(word[index - 2]) {
            let pair = String(String.UnicodeScalarView([word[index - 2], word[index - 1]]))
            let closes = pair == "ou" || (pair == "oo" && word[word.count - 1] == "k")
            return closes && (index < 3 || !isVowel(word[index - 3]))
        }
        return true
    }

    private static func isVowel(_ scalar: Unicode.Scalar) -> Bool {
        "aeiou".unicodeScalars.contains(scalar)
    }

    private static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }

    /// Whether `scalar` is said aloud: a letter or digit of any script, not punctuation.
    private static func isSounded(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
