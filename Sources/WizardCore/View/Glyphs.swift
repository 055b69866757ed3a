import WizardText

/// The symbols wizard draws, and what stands for each where a terminal can show only
/// ASCII: under a locale whose character set is not UTF-8 (`LANG=C`, `en_US.ISO-8859-1`)
/// or on the Linux console (`TERM=linux`), whose font lacks most of them.
///
/// This is the one table of symbols: the views draw their bars, marks, arrows and boxes in
/// Unicode, and on an ASCII terminal every frame is passed through ``cell(for:)`` as it is
/// drawn (`█` → `#`, `❯` → `>`, `⚠` → `!`), text not yet laid out through ``words(_:)``
/// (`←/→ ±1` → `<-/-> +/-1`). A symbol missing from the table still becomes ASCII: an emoji
/// becomes blank columns and any other symbol `*` (or nothing, if it takes no column), so
/// a new glyph needs a row here only to look better. Letters, marks and digits of every script are text and stay as they are.
public struct Glyphs: Sendable, Equatable {
    /// Whether the terminal shows only ASCII.
    public let isASCII: Bool

    /// Every symbol as it is.
    public static let unicode = Glyphs(isASCII: false)
    /// ASCII stand-ins for every symbol.
    public static let ascii = Glyphs(isASCII: true)

    /// A symbol's stand-ins: `cell` takes exactly the symbol's columns, for a frame already
    /// laid out; `word` may be wider, for text that is laid out afterwards.
    struct Fallback: Sendable {
        let cell: String
        let word: String

        init(_ cell: String, word: String? = nil) {
            self.cell = cell
            self.word = word ?? cell
        }
    }

    /// The symbols the views and messages use, with their stand-ins.
    static let table: [Character: Fallback] = [
        // Bars: the step indicator's, the slider's track and knob, the tour's segments.
        "█": Fallback("#"), "░": Fallback("-"), "━": Fallback("="), "─": Fallback("-"),
        "●": Fallback("o"), "○": Fallback("."),
        // The percent progress style: its clock (dropped) and its bar's rounded ends.
        "◷": Fallback("", word: ""), "◖": Fallback("("), "◗": Fallback(")"),
        // Marks: the field's and the picker's cursor, the alert, a tour paused, cut text.
        "❯": Fallback(">"), "⚠": Fallback("!"), "⏸": Fallback("=", word: "||"),
        "…": Fallback(".", word: "..."), "•": Fallback("*"),
        // The profile card's box.
        "╭": Fallback("+"), "╮": Fallback("+"), "╰": Fallback("+"), "╯": Fallback("+"),
        "│": Fallback("|"),
        // Arrows and punctuation of the key hints and messages.
        "←": Fallback("<", word: "<-"), "→": Fallback(">", word: "->"),
        "↑": Fallback("^", word: "Up"), "↓": Fallback("v", word: "Down"),
        "±": Fallback("+", word: "+/-"), "·": Fallback("|"), "–": Fallback("-"),
        "—": Fallback("-", word: "--"), "−": Fallback("-"), "‘": Fallback("'"),
        "’": Fallback("'"), "“": Fallback("\""), "”": Fallback("\""),
        "≤": Fallback("<", word: "<="), "≥": Fallback(">", word: ">="),
        // Feature icons that count as letters (`info`), which would otherwise stay.
        "ℹ": Fallback("i"),
        // What stands for a character a terminal would act on, and for a line break
        // (`FieldRow`).
        "\u{FFFD}": Fallback("?"), "↵": Fallback("$"),
    ]

    /// What this terminal shows for `character`, exactly as wide; `nil` when it shows the
    /// character itself (any character on a Unicode terminal; ASCII, letters, marks and
    /// digits on an ASCII one).
    public func cell(for character: Character) -> String? {
        guard isASCII, let fallback = Self.fallback(for: character) else { return nil }
        let width = character.displayWidth
        let cell = fallback.cell
        return cell + String(repeating: " ", count: max(width - cell.displayWidth, 0))
    }

    /// `text`, already laid out, as this terminal shows it: each symbol its stand-in of the
    /// same width (``cell(for:)``), so that columns stay where they were.
    public func cells(_ text: String) -> String {
        guard isASCII, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var result = ""
        for character in text {
            if let standIn = cell(for: character) {
                result += standIn
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `text` as this terminal shows it, before it is laid out: symbols become their
    /// ASCII words (`←` → `<-`), emoji are dropped with the space before them.
    public func words(_ text: String) -> String {
        guard isASCII, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var result = ""
        for character in text {
            guard let fallback = Self.fallback(for: character) else {
                result.append(character)
                continue
            }
            if fallback.word.isEmpty, result.last == " " { result.removeLast() }
            result += fallback.word
        }
        return result
    }

    /// Whether large digits (the slider's value) are drawn in their fullwidth forms.
    public var drawsFullwidthDigits: Bool { !isASCII }

    /// The stand-ins for `character` when it is not text an ASCII terminal can show as it
    /// is: the table's, blank for an emoji, `*` for any other symbol.
    static func fallback(for character: Character) -> Fallback? {
        if character.isASCII { return nil }
        if let fallback = table[character] { return fallback }
        if character.isEmoji { return Fallback("", word: "") }
        guard let first = character.unicodeScalars.first else { return nil }
        switch first.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber,
            .otherNumber, .spaceSeparator:
            return nil
        default:
            // A zero-width one (a lone joiner, a direction mark) takes no column to stand in.
            return character.displayWidth == 0 ? Fallback("", word: "") : Fallback("*")
        }
    }

    /// The glyphs for a terminal described by `environment`: ASCII when `TERM` is `linux`
    /// or the locale's character set is not UTF-8, as the first non-empty of `LC_ALL`,
    /// `LC_CTYPE` and `LANG` names it (none is the C locale, which is ASCII).
    public static func forTerminal(environment: [String: String]) -> Glyphs {
        if environment["TERM"] == "linux" { return .ascii }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }
            .first { !$0.isEmpty }
        return locale.map(isUTF8) == true ? .unicode : .ascii
    }

    /// Whether the locale name `language[_territory][.codeset][@modifier]` names UTF-8 as
    /// its codeset (`ko_KR.UTF-8`, `C.utf8`).
    ///
    /// Compared on bytes: every setup asks, and Unicode lower-casing cost more than the
    /// rest of choosing the glyphs.
    static func isUTF8(_ locale: String) -> Bool {
        let bytes = locale.utf8
        let name = bytes.prefix { $0 != UInt8(ascii: "@") }
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let codeset = name[name.index(after: dot)...].lazy
            .filter { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }
            .map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        return codeset.elementsEqual("utf8".utf8)
    }
}

extension Character {
    /// Whether this is an emoji as a terminal draws one: two columns, in colour.
    var isEmoji: Bool {
        guard let first = unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation
            || unicodeScalars.contains { $0 == "\u{FE0F}" }
            || (unicodeScalars.count > 1 && first.properties.isEmoji
                && unicodeScalars.contains { $0 == "\u{200D}" })
    }
}
