import WizardText

/// The profile card in a rounded box, as the interactive frontend leaves it in the
/// scrollback and `wizard profile` shows it at a terminal: ProfileView's card, its icon
/// centred on top, and under the box the hint that stands for its Log Out button.
public enum CardBox {
    /// Every glyph of the box, in one place.
    enum Glyph {
        static let topLeft = "╭"
        static let topRight = "╮"
        static let bottomLeft = "╰"
        static let bottomRight = "╯"
        static let horizontal = "─"
        static let vertical = "│"
    }

    /// `card`'s lines boxed, one space of padding, no wider than `width` (a line that does
    /// not fit wraps onto the rows under it), then `hint` dimmed under the box when given,
    /// wrapped too.
    public static func frame(for card: ProfileCard, width: Int, hint: String? = nil) -> Frame {
        let inner = min(max(card.lines.map { $0.displayWidth }.max() ?? 0, 16), max(width - 4, 1))
        let rule = String(repeating: Glyph.horizontal, count: inner + 2)
        var lines = [Line(Glyph.topLeft + rule + Glyph.topRight, .accent)]
        func row(_ spans: [Span]) -> Line {
            Line(
                [Span(Glyph.vertical + " ", .accent)] + spans + [
                    Span(" " + Glyph.vertical, .accent)
                ])
        }
        if let icon = card.icon {
            let left = max(0, (inner - icon.displayWidth) / 2)
            let right = max(0, inner - left - icon.displayWidth)
            lines.append(
                row([
                    Span(String(repeating: " ", count: left)), Span(icon, .accent),
                    Span(String(repeating: " ", count: right)),
                ]))
        }
        for (index, text) in card.lines.enumerated() {
            for part in text.wrapped(toWidth: max(inner, 2)) {
                lines.append(row([Span(part.padded(toWidth: inner), index == 0 ? .bold : [])]))
            }
        }
        lines.append(Line(Glyph.bottomLeft + rule + Glyph.bottomRight, .accent))
        if let hint {
            lines += hint.wrapped(toWidth: max(width, 2)).map { Line($0, .dim) }
        }
        return Frame(lines: lines)
    }

    /// The card as it follows the screens at a terminal `columns` wide: a blank row, then
    /// the box and `hint` (how to sign out, ``Message/logoutHint(command:)``), indented by
    /// the screens' margin.
    public static func inlineFrame(for card: ProfileCard, columns: Int, hint: String) -> Frame {
        let margin = StepScreen.margin(forWidth: columns)
        var frame = frame(for: card, width: columns - 2 * margin, hint: hint)
        frame.lines = [""] + frame.lines.map { $0.shifted(by: margin, within: columns) }
        return frame
    }
}
