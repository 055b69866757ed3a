import WizardText

/// How a step's description (its `text`, ``Step/text``) reads, as debconf reads an extended
/// description (docs/flow-format.md, Descriptions).
///
/// The text's lines are its line feeds' pieces:
/// - a blank line (empty, or spaces only) separates paragraphs; several in a row are one
///   break, and those at the start and the end are dropped;
/// - a line that begins with two spaces is verbatim (a list item, a command): kept as
///   written, its indent included, never joined with the lines around it;
/// - the other lines are prose: the prose lines in a row are joined into one text, a single
///   space where they meet (the spaces at the join dropped), and wrapped to the width.
///
/// Pure: the screens lay it out to their width (``rows(of:width:)``), plain mode and
/// `flow questions` print it as lines the terminal wraps (``lines(of:)``).
public enum DescriptionLayout {
    /// One piece of a description, in the order it reads.
    public enum Piece: Sendable, Equatable {
        /// Prose lines in a row, joined.
        case prose(String)
        /// A line kept as written.
        case verbatim(String)
        /// The break between two paragraphs: a blank row.
        case gap
    }

    /// The pieces of `text`; none for a text without a visible line.
    public static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var prose: [Substring] = []
        var gapPending = false
        func flushProse() {
            guard !prose.isEmpty else { return }
            pieces.append(.prose(joined(prose)))
            prose = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " }) {
                flushProse()
                gapPending = !pieces.isEmpty
                continue
            }
            if gapPending {
                pieces.append(.gap)
                gapPending = false
            }
            if line.hasPrefix("  ") {
                flushProse()
                pieces.append(.verbatim(String(line)))
            } else {
                prose.append(line)
            }
        }
        flushProse()
        return pieces
    }

    /// Prose lines as one text: the spaces at each join become one.
    private static func joined(_ lines: [Substring]) -> String {
        guard lines.count > 1 else { return String(lines[0]) }
        var text = ""
        for (index, line) in lines.enumerated() {
            var piece = line
            if index > 0 {
                piece = piece.drop { $0 == " " }
                text += " "
            }
            if index < lines.count - 1, let last = piece.lastIndex(where: { $0 != " " }) {
                piece = piece[...last]
            }
            text += piece
        }
        return text
    }

    /// `text` as rows at most `width` columns wide, for the screens: prose wrapped at
    /// spaces (``StringProtocol/wrapped(toWidth:)``), a verbatim line as written while it
    /// fits, else wrapped with its indent at the start of every row (at most half the width,
    /// so that its words keep room), and an empty row between paragraphs.
    /// - Precondition: width >= 2.
    public static func rows(of text: String, width: Int) -> [String] {
        var rows: [String] = []
        for piece in pieces(of: text) {
            switch piece {
            case .prose(let prose):
                rows += prose.wrapped(toWidth: width)
            case .verbatim(let line):
                rows += verbatimRows(line, width: width)
            case .gap:
                rows.append("")
            }
        }
        return rows
    }

    /// A verbatim line in rows of `width`: itself when it fits, else its words wrapped
    /// after its indent.
    private static func verbatimRows(_ line: String, width: Int) -> [String] {
        guard line.displayWidth > width else { return [line] }
        let body = line.drop { $0 == " " }
        let written = line.count - body.count
        let indent = width - min(written, width / 2) >= 2 ? min(written, width / 2) : 0
        let spaces = String(repeating: " ", count: indent)
        return body.wrapped(toWidth: width - indent).map { spaces + $0 }
    }

    /// `text` as lines for output that the terminal (or a screen reader) wraps itself:
    /// plain mode and `flow questions`. Each prose piece is one line, a verbatim line is
    /// as written, and an empty line stands between paragraphs.
    public static func lines(of text: String) -> [String] {
        pieces(of: text).map { piece in
            switch piece {
            case .prose(let line), .verbatim(let line): line
            case .gap: ""
            }
        }
    }
}
