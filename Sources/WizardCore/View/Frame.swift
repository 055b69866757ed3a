import WizardText

/// One screenful for the interactive frontend: styled lines, each no wider than the
/// terminal, and where a line editor takes over, if anywhere.
///
/// Frames are values: the layout builds them from state, tests compare their lines as
/// text, and the terminal's `Screen` turns the difference between two of them into
/// escape sequences.
public struct Frame: Sendable, Equatable {
    public var lines: [Line]
    /// The row of the text field, where the line editor draws its prompt; `nil` when
    /// the step takes keys directly.
    public var fieldRow: Int?
    /// How many rows under the field an alert takes (0 without one): what the first key
    /// typed in the field erases.
    public var fieldAlertRows = 0
    /// The hint the line editor shows, dimmed, while the field is empty (the seed's
    /// `TextField("이름")`); `nil` for none.
    public var fieldPlaceholder: String?
    /// How many rows a page too long for the terminal can scroll down; 0 when it all shows.
    public var scrollLimit = 0

    public init(lines: [Line] = [], fieldRow: Int? = nil) {
        self.lines = lines
        self.fieldRow = fieldRow
    }

}

/// One line of a frame: spans of text, each with its style.
public struct Line: Sendable, Equatable, ExpressibleByStringLiteral {
    public var spans: [Span]

    public init(_ spans: [Span] = []) {
        self.spans = spans
    }

    public init(_ text: String, _ style: Style = []) {
        self.spans = text.isEmpty ? [] : [Span(text, style)]
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The line's characters without styles.
    public var text: String { spans.map(\.text).joined() }

    /// Columns the line takes.
    public var width: Int { spans.reduce(0) { $0 + $1.text.displayWidth } }

    /// This line with `columns` spaces in front, cut to `width` columns.
    public func shifted(by columns: Int, within width: Int) -> Line {
        var result = Line()
        result.spans.reserveCapacity(spans.count + 1)
        if columns > 0 { result.spans.append(Span(String(runOf: " ", count: columns))) }
        var room = width - columns
        for span in spans where room > 0 {
            let spanWidth = span.text.displayWidth
            if spanWidth <= room {
                result.spans.append(span)
                room -= spanWidth
            } else {
                let kept = span.text.truncated(toWidth: room, ellipsis: false)
                result.spans.append(Span(kept, span.style))
                room -= kept.displayWidth
            }
        }
        return result
    }
}

/// A run of text in one style.
public struct Span: Sendable, Equatable {
    public var text: String
    public var style: Style

    public init(_ text: String, _ style: Style = []) {
        self.text = text
        self.style = style
    }
}

/// How a span looks. The screen maps these to SGR attributes; ``accent`` is the one
/// colour and is dropped when colour is off.
public struct Style: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = Style(rawValue: 1 << 0)
    public static let dim = Style(rawValue: 1 << 1)
    public static let underline = Style(rawValue: 1 << 2)
    public static let inverse = Style(rawValue: 1 << 3)
    public static let accent = Style(rawValue: 1 << 4)
}
