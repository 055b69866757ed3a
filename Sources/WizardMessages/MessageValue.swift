import WizardText

/// A value a message quotes, bounded: whatever a flow, a store or a command line holds, no
/// message grows past a known size with it.
///
/// Every `String` and `Outside` parameter of a message of `po/` is shown through
/// ``quoted(_:)``, every `List` through ``list(_:)`` (the generated `Message` functions do
/// it), so a message is at most its template plus ``byteLimit`` bytes and `…` a parameter. `flow check` lists at most a hundred problems
/// (``FlowProblemList/listLimit``), so what it prints is bounded whatever the flow holds.
public enum MessageValue {
    /// The most bytes of UTF-8 a message shows of one value: a path of `PATH_MAX` bytes
    /// shows whole. A longer value shows its first bytes up to a scalar's end, then `…`.
    public static let byteLimit = 4096

    /// The most items a message shows of a list; a longer list shows them, then `…`.
    public static let itemLimit = 16

    /// The most bytes of UTF-8 a message shows of a word where a name is expected (an
    /// option, a command, a language tag, a key, a number): every valid one, a key's 64
    /// bytes included, shows whole; a mistyped one needs no more to be recognised.
    public static let wordLimit = 64

    /// `value`, or its first ``byteLimit`` bytes (never half a scalar) and `…`.
    public static func quoted(_ value: String) -> String {
        quoted(value, limit: byteLimit)
    }

    /// `word`, or its first ``wordLimit`` bytes (never half a scalar) and `…`.
    public static func word(_ word: String) -> String {
        quoted(word, limit: wordLimit)
    }

    private static func quoted(_ value: String, limit: Int) -> String {
        let utf8 = value.utf8
        guard utf8.count > limit else { return value }
        var end = utf8.index(utf8.startIndex, offsetBy: limit)
        // Back to the start of the scalar the limit falls in.
        while end > utf8.startIndex, utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
        return String(value[..<end]) + "…"
    }

    /// The first ``itemLimit`` of `items` joined by `, `, `, …` after them when there are
    /// more, the whole ``quoted(_:)``: at most ``byteLimit`` bytes and `…`, as one value.
    public static func list(_ items: [String]) -> String {
        var shown = items.prefix(itemLimit).joined(separator: ", ")
        if items.count > itemLimit { shown += ", …" }
        return quoted(shown)
    }
}
