/// A terminal glyph for a feature's icon. The seeds name SF Symbols (`house.fill`,
/// `chart.bar.xaxis`), which a terminal cannot draw: common ones map to a glyph of one or
/// two columns by their name without variant suffixes, or by its first part; anything else that is itself a short glyph (`★`, `🏠`)
/// is shown as it is, and other names fall back to a bullet.
public enum FeatureIcon {
    /// The glyph for SF Symbols, keyed by a name without its variant suffixes
    /// (`square.and.arrow.up`) or by its first part, the symbol's family (`house`).
    static let glyphs: [String: String] = [
        "star": "★", "heart": "♥", "house": "⌂", "person": "☺", "bell": "♪",
        "music": "♫", "checkmark": "✓", "xmark": "✗", "plus": "+", "minus": "−",
        "bolt": "⚡", "sun": "☀", "moon": "☾", "cloud": "☁", "snowflake": "❄",
        "flame": "♨", "envelope": "✉", "paperplane": "➤", "pencil": "✎", "square": "□",
        "circle": "○", "lock": "⚿", "key": "⚷", "gear": "⚙", "gearshape": "⚙", "phone": "☎",
        "clock": "◷", "timer": "◷", "calendar": "▦", "chart": "▥", "dollarsign": "$",
        "wonsign": "₩", "percent": "%", "flag": "⚑", "location": "➤", "map": "▦",
        "magnifyingglass": "⌕", "book": "▤", "doc": "▤", "note": "▤", "list": "☰",
        "photo": "▣", "camera": "◉", "sparkles": "✦", "wand": "✦", "hand": "☞",
        "leaf": "❦", "globe": "◍", "arrow": "→", "info": "ℹ", "exclamationmark": "!",
        "questionmark": "?", "trash": "⌫", "folder": "▭", "building": "▥", "cart": "⊞",
        "gift": "✧", "crown": "♛", "figure": "☺", "mic": "♪", "party": "✧",
        "graduationcap": "✎", "square.and.arrow.up": "⇪", "sparkle": "✦",
        "figure.dance": "🕺",
    ]

    /// The glyph shown for `icon`.
    public static func glyph(for icon: String) -> String {
        let variants: Set<Substring> = ["fill", "circle", "square", "slash"]
        var parts = icon.split(separator: ".")
        while parts.count > 1, let last = parts.last, variants.contains(last) { parts.removeLast() }
        if let glyph = glyphs[parts.joined(separator: ".")] { return glyph }
        if let family = parts.first, let glyph = glyphs[String(family)] { return glyph }
        let isGlyph = icon.count == 1 && !icon.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
        return isGlyph && icon.displayWidth <= 2 ? icon : "•"
    }
}
