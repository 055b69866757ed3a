extension Unicode.Scalar {
    /// Whether this scalar can change what a terminal does or how following text reads,
    /// rather than print as a character.
    ///
    /// True for the C0 controls (ESC among them, so every escape sequence), DEL, the C1
    /// controls, the line and paragraph separators, and the bidirectional controls that can
    /// make text display in an order other than the one it is stored in: embeddings,
    /// overrides and isolates (U+202A–202E, U+2066–2069) and the direction marks (U+200E,
    /// U+200F, U+061C).
    public var isTerminalUnsafe: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        case 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}

extension Unicode.Scalar {
    /// Whether this scalar is a direction mark: LEFT-TO-RIGHT MARK U+200E, RIGHT-TO-LEFT MARK
    /// U+200F or ARABIC LETTER MARK U+061C. A mark is an invisible strong character that
    /// translators of right-to-left and mixed-direction text put beside punctuation and
    /// numbers; unlike embeddings, overrides and isolates, it opens nothing that reorders the
    /// text after it.
    public var isDirectionMark: Bool {
        value == 0x200E || value == 0x200F || value == 0x061C
    }

    /// Whether this scalar may not be in a flow's text: a terminal-unsafe scalar other than a
    /// direction mark, which a flow's translations may hold (answers may not).
    public var isUnsafeInFlowText: Bool { isTerminalUnsafe && !isDirectionMark }
}

extension String {
    /// This flow text with every scalar unsafe in one (``Unicode/Scalar/isUnsafeInFlowText``)
    /// replaced by U+FFFD, its direction marks kept: a flow's text as it is printed.
    public var flowTextSafe: String {
        guard unicodeScalars.contains(where: \.isUnsafeInFlowText) else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            scalars.append(scalar.isUnsafeInFlowText ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    /// This text with every terminal-unsafe scalar replaced by U+FFFD, safe to print.
    ///
    /// Use it on anything that did not come from wizard itself (the store, paths, answers)
    /// before it reaches a terminal.
    public var terminalSafe: String {
        // Printable ASCII, the most texts, is safe: one byte scan.
        let printable = utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 || $0 >= 0x7F }
        }
        if printable == true { return self }
        guard unicodeScalars.contains(where: \.isTerminalUnsafe) else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            scalars.append(scalar.isTerminalUnsafe ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    /// This text without leading and trailing white space (`Character.isWhitespace`).
    public var trimmingWhitespace: Substring {
        // Text that starts and ends with printable ASCII other than a space has nothing to
        // trim: its first character starts with that byte, and no character that ends
        // with it starts with white space. Most texts are such, and this skips breaking
        // them into characters.
        let printable: ClosedRange<UInt8> = 0x21...0x7E
        if let first = utf8.first, let last = utf8.last, printable.contains(first),
            printable.contains(last)
        {
            return self[...]
        }
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }

    /// This text in Unicode Normalization Form C, so that `김철` typed as jamo and as
    /// precomposed syllables is stored as the same bytes.
    ///
    /// The standard library's normaliser is used because Foundation's would load ICU. It is
    /// reached through `_nfcCodeUnits`, public but underscored API that Foundation itself
    /// relies on; the NFC tests catch it if a toolchain changes it.
    public var canonicallyComposed: String {
        String(decoding: _nfcCodeUnits, as: UTF8.self)
    }
}
