/// The words of a line of debconf's protocol, read left to right: each word ends at the
/// next single space, and the last may be the rest of the line, spaces and all, as the
/// Passthrough frontend joins its words (`join(' ', @_)`). It splits bytes, not
/// characters: a space followed by a combining mark still ends a word.
///
/// - Precondition: the bytes are UTF-8; a space byte is never inside a longer sequence, so
///   every word is UTF-8 too.
struct DebconfWords {
    /// The bytes after the words read; `nil` once the line has ended (no space followed the
    /// last word read).
    private var rest: ArraySlice<UInt8>?

    init(_ bytes: ArraySlice<UInt8>) {
        rest = bytes
    }

    /// Whether the line has no more words.
    var isEnded: Bool { rest == nil }

    /// The next word, up to the next space or the end; `nil` once the line has ended.
    mutating func next() -> ArraySlice<UInt8>? {
        guard let bytes = rest else { return nil }
        guard let space = bytes.firstIndex(of: 0x20) else {
            rest = nil
            return bytes
        }
        rest = bytes[(space + 1)...]
        return bytes[..<space]
    }

    /// The rest of the line as one text, its spaces kept; empty when the line has ended.
    mutating func remainder() -> String {
        defer { rest = nil }
        return rest.map(Self.text) ?? ""
    }

    /// The rest of the line's words, empty ones (two spaces in a row) left out.
    mutating func remainingWords() -> [String] {
        var words: [String] = []
        while let word = next() {
            if !word.isEmpty { words.append(Self.text(word)) }
        }
        return words
    }

    /// The next word, a name: a tag, a field, a variable.
    ///
    /// - Throws: ``DebconfProblem/argumentCount(command:)`` when the line has ended,
    ///   ``DebconfProblem/emptyName(command:)`` for an empty word.
    mutating func name(of command: String) throws(DebconfProblem) -> String {
        guard let word = next() else { throw .argumentCount(command: command) }
        guard !word.isEmpty else { throw .emptyName(command: command) }
        return Self.text(word)
    }

    /// ``name(of:)``, the line's last word.
    mutating func lastName(of command: String) throws(DebconfProblem) -> String {
        let name = try name(of: command)
        guard isEnded else { throw .argumentCount(command: command) }
        return name
    }

    /// The next word, a whole number written in decimal digits, a sign before them allowed.
    mutating func number(of command: String) throws(DebconfProblem) -> Int {
        guard let word = next() else { throw .argumentCount(command: command) }
        let text = Self.text(word)
        guard let number = Int(text) else { throw .notANumber(text) }
        return number
    }

    /// ``number(of:)``, the line's last word.
    mutating func lastNumber(of command: String) throws(DebconfProblem) -> Int {
        let number = try number(of: command)
        guard isEnded else { throw .argumentCount(command: command) }
        return number
    }

    /// `bytes` as a text.
    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
