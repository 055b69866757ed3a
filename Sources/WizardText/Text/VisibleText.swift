extension Unicode.Scalar {
    /// Whether this scalar shows nothing and has no business in an answer: a default-ignorable
    /// code point (zero-width space U+200B, word joiner U+2060, soft hyphen U+00AD, the
    /// byte-order mark U+FEFF, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the
    /// Mongolian vowel separator, invisible operators, unassigned ignorables...) other than
    /// the ones that join a visible character (``joinsVisibleCharacter``), and the
    /// interlinear annotation controls U+FFF9–FFFB.
    ///
    /// Such a scalar starts a character of its own (grapheme cluster) that a terminal draws as
    /// nothing, so a name can look empty, or look like another name, while holding them.
    public var isHiddenFormat: Bool {
        // No ASCII scalar is default-ignorable: the common case, without Unicode's tables.
        if value < 0x80 { return false }
        if (0xFFF9...0xFFFB).contains(value) { return true }
        return properties.isDefaultIgnorableCodePoint && !joinsVisibleCharacter
    }

    /// Whether this default-ignorable scalar belongs inside a character with a visible base:
    /// the zero-width joiner and non-joiner (emoji sequences, Persian and Indic spelling),
    /// the combining grapheme joiner, variation selectors, the Mongolian free variation
    /// selectors, and the tag characters of emoji tag sequences (subdivision flags).
    public var joinsVisibleCharacter: Bool {
        switch value {
        case 0x200C, 0x200D, 0x034F: true
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF: true
        case 0x180B...0x180D, 0x180F: true
        case 0xE0020...0xE007F: true
        default: false
        }
    }

    /// Whether this scalar puts ink on the screen: not white space, not a control, format,
    /// separator or default-ignorable code point, not the blank braille pattern U+2800 that
    /// draws as a space. Combining marks count: they draw on their base.
    public var isVisible: Bool {
        // ASCII puts ink exactly from `!` to `~`: answered without Unicode's tables, whose
        // pages a run that shows only ASCII then never touches.
        if value < 0x80 { return (0x21...0x7E).contains(value) }
        if value == 0x2800 || properties.isWhitespace || properties.isDefaultIgnorableCodePoint {
            return false
        }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate:
            return false
        default:
            return true
        }
    }
}

extension Character {
    /// Whether some scalar of this character puts ink on the screen
    /// (``Unicode/Scalar/isVisible``).
    public var isVisible: Bool {
        unicodeScalars.contains(where: \.isVisible)
    }

    /// Whether this character is nothing but white space (`Character.isWhitespace` for
    /// each scalar), such as the space between two words.
    var isPlainWhitespace: Bool {
        unicodeScalars.allSatisfy { scalar in
            // ASCII's white space is tab to carriage return, and the space.
            scalar.value < 0x80
                ? scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
                : scalar.properties.isWhitespace
        }
    }

    /// Whether this character would draw as nothing although it is not white space: it
    /// holds a hidden format scalar (``Unicode/Scalar/isHiddenFormat``), or none of its
    /// scalars is visible (a joiner on a space, the blank braille pattern).
    public var isInvisible: Bool {
        if unicodeScalars.contains(where: \.isHiddenFormat) { return true }
        return !isVisible && !isPlainWhitespace
    }
}
