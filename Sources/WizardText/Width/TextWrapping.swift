extension StringProtocol {
    /// The text broken into lines no wider than `width` columns: at spaces where possible
    /// (the breaking spaces are dropped), inside a word only when the word alone is wider
    /// than `width` (broken between characters, never inside a grapheme cluster). Existing
    /// newlines are kept as line breaks. Never returns an empty array: empty text gives [""].
    ///
    /// A word too wide for any line starts on a line of its own. Spaces that end a
    /// paragraph are kept only if they fit.
    /// - Precondition: width >= 2 (a wide character must always fit).
    public func wrapped(toWidth width: Int) -> [String] {
        precondition(width >= 2, "a line must fit a wide character")
        var lines: [String] = []
        for paragraph in split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = LineBuilder(width: width)
            for (spaces, word) in paragraph.spaceSeparatedWords() {
                line.add(word, after: spaces, into: &lines)
            }
            lines.append(line.text)
        }
        return lines
    }

    /// The longest prefix no wider than `width` columns; if anything was cut and `ellipsis`
    /// is true, the last column(s) become "…" (which is 1 column wide), still within `width`.
    public func truncated(toWidth width: Int, ellipsis: Bool = true) -> String {
        guard displayWidth > width else { return String(self) }
        guard ellipsis else { return String(prefix(columns: width)) }
        return width < 1 ? "" : String(prefix(columns: width - 1)) + "…"
    }

    /// The text padded with spaces on the right to exactly `width` columns (truncated first
    /// if wider).
    public func padded(toWidth width: Int) -> String {
        let text = truncated(toWidth: width)
        return text + String(repeating: " ", count: Swift.max(width - text.displayWidth, 0))
    }

    /// The longest prefix no wider than `columns`.
    private func prefix(columns: Int) -> SubSequence {
        var used = 0
        let end =
            firstIndex { character in
                used += character.displayWidth
                return used > columns
            } ?? endIndex
        return self[..<end]
    }

    /// Each word with the run of spaces before it; a final run of spaces comes with an
    /// empty word.
    private func spaceSeparatedWords() -> [(spaces: SubSequence, word: SubSequence)] {
        var result: [(spaces: SubSequence, word: SubSequence)] = []
        var position = startIndex
        while position < endIndex {
            let wordStart = self[position...].firstIndex { $0 != " " } ?? endIndex
            let wordEnd = self[wordStart...].firstIndex { $0 == " " } ?? endIndex
            result.append((self[position..<wordStart], self[wordStart..<wordEnd]))
            position = wordEnd
        }
        return result
    }
}

/// The line being filled by `wrapped(toWidth:)`.
private struct LineBuilder {
    let width: Int
    private(set) var text = ""
    private var used = 0

    init(width: Int) {
        self.width = width
    }

    /// Adds `word` and the spaces before it, moving full lines to `lines`.
    mutating func add(
        _ word: some StringProtocol, after spaces: some StringProtocol, into lines: inout [String]
    ) {
        let wordWidth = word.displayWidth
        if used + spaces.displayWidth + wordWidth <= width {
            text += spaces
            text += word
            used += spaces.displayWidth + wordWidth
            return
        }
        guard !word.isEmpty else { return }
        if used > 0 { breakLine(into: &lines) }
        for character in word {
            if used + character.displayWidth > width { breakLine(into: &lines) }
            text.append(character)
            used += character.displayWidth
        }
    }

    private mutating func breakLine(into lines: inout [String]) {
        lines.append(text)
        text = ""
        used = 0
    }
}

extension String {
    /// `piece` `count` times over, written in one pass over its UTF-8: what
    /// `String(repeating:count:)` gives, which appends the piece `count` times and costs a
    /// slider's track more than the rest of its frame.
    public init(runOf piece: String, count: Int) {
        let utf8 = piece.utf8
        let total = utf8.count * Swift.max(count, 0)
        self.init(unsafeUninitializedCapacity: total) { buffer in
            var index = 0
            for _ in 0..<Swift.max(count, 0) {
                for byte in utf8 {
                    buffer[index] = byte
                    index += 1
                }
            }
            return index
        }
    }
}
