/// One keystroke from a terminal in raw mode, decoded from its bytes.
public enum Key: Sendable, Hashable {
    /// A printable character (one Unicode scalar; combining marks arrive as their own).
    case character(Character)
    /// Text pasted while bracketed paste was on, delivered whole.
    case paste(String)
    case enter
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    case backspace
    case delete
    /// Esc pressed on its own, not as the start of a sequence.
    case escape
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// A control character other than those above, by the letter it is typed with:
    /// `control("c")` is Ctrl-C (byte 0x03), `control("z")` is Ctrl-Z (0x1A).
    case control(Character)
    /// A sequence that was recognised as one but means nothing to wizard (F5, Alt-x,
    /// an invalid UTF-8 byte...). It is consumed whole so that what follows decodes cleanly.
    case unknown
}
