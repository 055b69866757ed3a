/// The profile card in a rounded box, as the interactive frontend leaves it in the
/// scrollback: ProfileView's card.
public enum CardBox {
    /// `card`'s lines boxed, one space of padding, no wider than `width` (lines that do not
    /// fit are cut with an ellipsis).
    public static func frame(for card: ProfileCard, width: Int) -> Frame {
        let inner = min(max(card.lines.map(\.displayWidth).max() ?? 0, 16), max(width - 4, 1))
        var lines = [Line("╭" + String(repeating: "─", count: inner + 2) + "╮", .accent)]
        for (index, text) in card.lines.enumerated() {
            lines.append(
                Line([
                    Span("│ ", .accent),
                    Span(
                        text.truncated(toWidth: inner).padded(toWidth: inner),
                        index == 0 ? .bold : []),
                    Span(" │", .accent),
                ]))
        }
        lines.append(Line("╰" + String(repeating: "─", count: inner + 2) + "╯", .accent))
        return Frame(lines: lines)
    }
}
