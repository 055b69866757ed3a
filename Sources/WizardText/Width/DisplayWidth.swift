extension Character {
    /// Columns this character takes in a terminal: 0, 1 or 2 for every character but those
    /// that terminals draw as several glyphs.
    ///
    /// A character of one scalar is as wide as that scalar (``Unicode/Scalar/columns``:
    /// glibc's `wcwidth`, but for the few differences docs/architecture.md lists). An emoji
    /// presentation sequence (a ZWJ family, a flag, a keycap) is the one glyph of 2 columns a
    /// terminal draws. Any other cluster is measured scalar by scalar, as terminals do: the
    /// sum of its scalars' columns. So a jamo syllable (a leading consonant with its vowel
    /// and final) is 2 and a letter with combining marks 1, while a run of leading
    /// consonants, which Unicode makes one cluster however long, is 2 columns for each, as
    /// drawn; a cluster of zero-width scalars only (a control, a lone combining mark) is 0.
    public var displayWidth: Int {
        // This runs for every character of every frame: ASCII and single scalars (box
        // drawing, Hangul syllables) take the short way.
        if let ascii = asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        let scalars = unicodeScalars
        if scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return scalars[scalars.startIndex].columns
        }
        if isEmojiPresentationSequence { return 2 }
        var columns = 0
        for scalar in scalars { columns += scalar.columns }
        return columns
    }

    private var isEmojiPresentationSequence: Bool {
        let scalars = Array(unicodeScalars)
        let first = scalars[0]
        // Regional indicators are Emoji_Presentation too, so flags are caught here.
        if first.properties.isEmojiPresentation { return true }
        for (previous, scalar) in zip(scalars, scalars.dropFirst()) {
            if scalar == "\u{FE0F}", previous.properties.isEmoji { return true }
            if previous == "\u{200D}", scalar.properties.isEmoji, first.properties.isEmoji {
                return true
            }
        }
        return false
    }
}

/// One glyph of text as a terminal draws it, from ``StringProtocol/forEachGlyph(_:)``.
public enum Glyph: Equatable, Sendable {
    /// A scalar that is a whole character on its own (``Unicode/Scalar/standaloneWidth``).
    case scalar(Unicode.Scalar)
    /// A grapheme cluster, in text where some scalar may join its neighbours.
    case cluster(Character)
}

extension StringProtocol {
    /// Calls `body` with each glyph that takes columns, in order, and its width (1 or 2, or
    /// more for a cluster a terminal draws as several glyphs: ``Character/displayWidth``);
    /// glyphs of width 0 are skipped. The one place text is measured: ``displayWidth`` and
    /// the terminal's cells both walk text through it.
    ///
    /// Text made only of scalars that never join their neighbours into one cluster (ASCII,
    /// box drawing, Hangul syllables...) is walked scalar by scalar, without grapheme
    /// breaking: this runs for every line of every frame.
    @inlinable
    public func forEachGlyph(_ body: (Glyph, Int) throws -> Void) rethrows {
        if unicodeScalars.allSatisfy({ $0.standaloneWidth != nil }) {
            for scalar in unicodeScalars {
                // Every scalar has a standalone width here.
                let width = scalar.standaloneWidth ?? 0
                if width > 0 { try body(.scalar(scalar), width) }
            }
            return
        }
        for character in self {
            let width = character.displayWidth
            if width > 0 { try body(.cluster(character), width) }
        }
    }

    /// The sum of the characters' display widths: the sum of the widths
    /// ``forEachGlyph(_:)`` gives, in a single pass over standalone scalars.
    public var displayWidth: Int {
        var columns = 0
        for scalar in unicodeScalars {
            guard let width = scalar.standaloneWidth else {
                return reduce(0) { $0 + $1.displayWidth }
            }
            columns += width
        }
        return columns
    }
}

extension Unicode.Scalar {
    /// The width of a scalar that is a whole character on its own whatever surrounds it,
    /// or `nil` for one that may take part in a larger cluster (combining marks, joiners,
    /// variation selectors, emoji, regional indicators, conjoining jamo...) or is not
    /// common enough to list. Where it is not `nil`, it is ``columns``.
    public var standaloneWidth: Int? {
        switch value {
        case 0x20..<0x7F: 1
        case 0x00..<0x20, 0x7F: 0
        case 0xA0...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
            0x2500...0x25FC, 0x25FF:
            // Latin, Greek, Cyrillic, punctuation, arrows, box drawing, blocks, shapes (but
            // U+25FD and U+25FE, which are emoji)
            1
        case 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0xFF01...0xFF60: 2  // Hangul, CJK, fullwidth
        default: nil
        }
    }
}
