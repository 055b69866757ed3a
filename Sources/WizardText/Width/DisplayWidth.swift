extension Character {
    /// Columns this character takes in a terminal: 0, 1 or 2 for every character but those
    /// that terminals draw as several glyphs.
    ///
    /// An emoji presentation sequence (a ZWJ family, a flag, a keycap) is the one glyph of
    /// 2 columns a terminal draws. Any other cluster is measured scalar by scalar, as
    /// terminals do (`wcwidth`): each scalar that is not zero-width takes 1 column, or 2 when
    /// East Asian Wide or Fullwidth. So a jamo syllable (a leading consonant with its vowel
    /// and final) is 2 and a letter with combining marks 1, while a run of leading
    /// consonants, which Unicode makes one cluster however long, is 2 columns for each, as
    /// drawn; a cluster of zero-width scalars only (a control, a lone combining mark) is 0.
    public var displayWidth: Int {
        // This runs for every character of every frame: ASCII and single scalars (box
        // drawing, Hangul syllables) take the short way.
        if let ascii = asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        let scalars = unicodeScalars
        if scalars.index(after: scalars.startIndex) == scalars.endIndex {
            let scalar = scalars[scalars.startIndex]
            if scalar.isZeroWidth { return 0 }
            return scalar.isWide || scalar.properties.isEmojiPresentation ? 2 : 1
        }
        if isEmojiPresentationSequence { return 2 }
        var columns = 0
        for scalar in scalars where !scalar.isZeroWidth { columns += scalar.isWide ? 2 : 1 }
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
    /// common enough to list.
    public var standaloneWidth: Int? {
        switch value {
        case 0x20..<0x7F: 1
        case 0x00..<0x20, 0x7F: 0
        case 0xA0...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
            0x2500...0x25FF:
            1  // Latin, Greek, Cyrillic, punctuation, arrows, box drawing, blocks, shapes
        case 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0xFF01...0xFF60: 2  // Hangul, CJK, fullwidth
        default: nil
        }
    }

    /// Takes no column of its own: controls, combining and format characters, and the
    /// Hangul vowel and final-consonant jamo that join the initial before them.
    fileprivate var isZeroWidth: Bool {
        if value >= 0x20 && value < 0x7F { return false }
        if (0xAC00...0xD7A3).contains(value) || (0x2500...0x25FF).contains(value) {
            return false  // Hangul syllables, box drawing and block elements
        }
        switch properties.generalCategory {
        case .control, .nonspacingMark, .enclosingMark, .format: return true
        default: return (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
        }
    }

    /// Whether Unicode's East Asian Width is Wide or Fullwidth (the ranges wizard meets).
    fileprivate var isWide: Bool {
        var low = 0
        var high = wideRanges.count
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < wideRanges.count && wideRanges[low].contains(value)
    }
}

/// East Asian Wide and Fullwidth scalars, sorted and disjoint, for binary search.
private let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul initial consonants
    0x231A...0x231B,  // watch, hourglass
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK punctuation
    0x3041...0x33FF,  // kana, bopomofo, Hangul compatibility jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x1F300...0x1F64F,  // pictographs, emoticons
    0x1F900...0x1F9FF,  // supplemental pictographs
    0x20000...0x2FFFD,  // CJK extensions B and on
    0x30000...0x3FFFD,  // CJK extension G and on
]
