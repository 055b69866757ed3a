extension Unicode.Scalar {
    /// Columns this scalar takes in a terminal as a character of its own, and its share of a
    /// cluster measured scalar by scalar (``Character/displayWidth``): 0, 1 or 2.
    ///
    /// It is glibc's `wcwidth` in the C.UTF-8 locale, the width tmux and terminals that ask
    /// the C library give, read from ``terminalWidthRuns`` (generated from the glibc release
    /// ``terminalWidthSource`` names), but for one difference, which docs/architecture.md
    /// (Display width) justifies: a regional indicator (U+1F1E6…U+1F1FF) is 2 where glibc
    /// says 1, for it has emoji presentation, and a lone one is a flag cut in half. A scalar
    /// glibc does not know (`wcwidth` -1: controls, the line and paragraph separators,
    /// scalars of a newer Unicode than glibc's) is measured from Swift's Unicode properties
    /// and its place in glibc's table (``columnsUnknownToGlibc(amidWide:)``).
    ///
    /// ``standaloneWidth`` answers first: the common scalars take that short way.
    var columns: Int {
        standaloneWidth ?? tableColumns
    }

    /// ``columns`` without ``standaloneWidth``'s short way, which must give the same.
    var tableColumns: Int {
        let run = terminalWidthRun
        switch terminalWidthRuns[run] & 3 {
        case 0: return 0
        case 1: return (0x1F1E6...0x1F1FF).contains(value) ? 2 : 1
        case 2: return 2
        default:
            let count = terminalWidthRuns.count
            let amidWide =
                run > 0 && run + 1 < count && terminalWidthRuns[run - 1] & 3 == 2
                && terminalWidthRuns[run + 1] & 3 == 2
            return columnsUnknownToGlibc(amidWide: amidWide)
        }
    }

    /// The width of a scalar glibc's table does not know, from the Unicode properties of
    /// Swift's standard library, whose Unicode is newer than glibc's: 0 for controls, format
    /// characters and nonspacing and enclosing marks; 2 for emoji presentation, for a scalar
    /// `amidWide` (in a gap of glibc's table between two runs of wide scalars: a newer kana,
    /// CJK stroke or ideographic description character) and for the ideographs Unicode's
    /// East Asian Width makes Wide even before they are assigned (the CJK blocks of the BMP,
    /// planes 2 and 3); 1 for anything else, a wide scalar of a newer script among them
    /// until the table is generated from a glibc that knows it.
    private func columnsUnknownToGlibc(amidWide: Bool) -> Int {
        switch properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: return 0
        // Most values glibc does not know are unassigned still, and no emoji.
        case .unassigned: break
        default: if properties.isEmojiPresentation { return 2 }
        }
        if amidWide { return 2 }
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFD,
            0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// The class of this scalar's run in ``terminalWidthRuns``: 0, 1 or 2 columns, or 3
    /// where glibc's `wcwidth` is -1.
    var terminalWidthClass: UInt32 {
        terminalWidthRuns[terminalWidthRun] & 3
    }

    /// The index of the run in ``terminalWidthRuns`` that holds this scalar.
    private var terminalWidthRun: Int {
        // A binary search for the first run that starts after this value: the one before it
        // holds the value. The first run starts at U+0000, so there is one before.
        let key = value << 2 | 3
        return terminalWidthRuns.withUnsafeBufferPointer { runs in
            var low = 0
            var high = runs.count
            while low < high {
                let middle = (low + high) / 2
                if runs[middle] <= key {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low - 1
        }
    }
}
