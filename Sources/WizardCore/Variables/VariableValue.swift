import WizardText

/// What a variable holds for one run: one text, or a list of items.
public enum VariableValue: Sendable, Equatable {
    /// A source's text with its final line break removed.
    case single(String)
    /// One item per line of the source's text, blank lines left out.
    case list([VariableItem])

    /// The value a source's `text` gives: the whole text, less one final line break (LF or
    /// CRLF), or, as a list, its lines (CRLF read as LF) that are not blank. `nil` when it
    /// gives nothing: an empty single value, or a list without an item.
    public init?(text: String, isList: Bool) {
        if isList {
            var items: [VariableItem] = []
            for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: true) {
                var line = Substring(line)
                if line.utf8.last == 0x0D { line = line.dropLast() }
                if let item = VariableItem(line: line) { items.append(item) }
            }
            guard !items.isEmpty else { return nil }
            self = .list(items)
        } else {
            var end = text.utf8.endIndex
            if end > text.utf8.startIndex, text.utf8[text.utf8.index(before: end)] == 0x0A {
                end = text.utf8.index(before: end)
                if end > text.utf8.startIndex,
                    text.utf8[text.utf8.index(before: end)] == 0x0D
                {
                    end = text.utf8.index(before: end)
                }
            }
            guard end > text.utf8.startIndex else { return nil }
            self = .single(String(text[..<end]))
        }
    }

    /// The items of a list, `nil` for a single value.
    public var items: [VariableItem]? {
        if case .list(let items) = self { items } else { nil }
    }

    /// The empty value of a single variable (`""`) or a list (no item): what a variable a
    /// condition tests holds when its source gives nothing and it has no default.
    public static func empty(isList: Bool) -> VariableValue {
        isList ? .list([]) : .single("")
    }

    /// Whether the value is a single value of no characters, or a list of no item.
    public var isEmpty: Bool {
        switch self {
        case .single(let text): text.isEmpty
        case .list(let items): items.isEmpty
        }
    }

    /// The value as a condition compares it (``VariableTest``): a single value as a string,
    /// a list as the array of its items' values.
    public var jsonValue: JSONValue {
        switch self {
        case .single(let text): .string(text)
        case .list(let items): .array(items.map { .string($0.value) })
        }
    }
}

/// One item of a list variable: an option's stored value and the label shown for it.
public struct VariableItem: Sendable, Equatable {
    public let value: String
    public let label: String

    public init(value: String, label: String) {
        self.value = value
        self.label = label
    }

    /// The item a line gives: `value<TAB>label`, or the line alone as both; white space
    /// around each part is trimmed. `nil` for a blank line, or a blank value.
    init?(line: Substring) {
        let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        let value = String(parts[0]).trimmingWhitespace
        guard !value.isEmpty else { return nil }
        let label = parts.count > 1 ? String(parts[1]).trimmingWhitespace : ""
        self.value = String(value)
        self.label = label.isEmpty ? String(value) : String(label)
    }
}
