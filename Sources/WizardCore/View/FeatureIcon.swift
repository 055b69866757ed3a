import WizardText

/// A terminal glyph for a feature's icon. The seeds name SF Symbols (`house.fill`,
/// `chart.bar.xaxis`), which a terminal cannot draw: common ones map to a glyph of one or
/// two columns by their name without variant suffixes, or by its first part; anything else that is itself a short glyph (`★`, `🏠`)
/// is shown as it is, and other names fall back to a bullet.
public enum FeatureIcon {
    /// The glyph for SF Symbols, keyed by a name without its variant suffixes
    /// (`square.and.arrow.up`) or by its first part, the symbol's family (`house`).
    ///
    /// Pairs searched in order rather than a dictionary: a card or a page looks up one or
    /// two icons, and building a dictionary (hashing every key, the generic set and join
    /// of splitting names) cost a piped setup a sixth of its instructions.
    static let glyphs: KeyValuePairs<String, String> = [
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
        var name = icon[...]
        while let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
            let last = name[name.utf8.index(after: dot)...]
            guard last == "fill" || last == "circle" || last == "square" || last == "slash"
            else { break }
            name = name[..<dot]
        }
        if let glyph = knownGlyph(name) { return glyph }
        if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")),
            let glyph = knownGlyph(name[..<dot])
        {
            return glyph
        }
        let isGlyph = icon.count == 1 && !icon.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
        return isGlyph && icon.displayWidth <= 2 ? icon : "•"
    }

    /// The glyph ``glyphs`` has for `name`.
    private static func knownGlyph(_ name: Substring) -> String? {
        for (key, glyph) in glyphs where key.utf8.elementsEqual(name.utf8) { return glyph }
        return nil
    }
}
