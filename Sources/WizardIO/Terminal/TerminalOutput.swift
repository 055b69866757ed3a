import WizardCore

/// The bytes a frame sends to the terminal, gathered for one write: UTF-8 text, control
/// sequences with their numbers, and SGR changes, appended without building strings.
struct TerminalOutput {
    private var bytes: [UInt8] = []

    var isEmpty: Bool { bytes.isEmpty }

    /// The bytes as text, which they are: only whole UTF-8 sequences are appended.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(_ other: TerminalOutput) { bytes.append(contentsOf: other.bytes) }

    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            bytes.append(UInt8(scalar.value))
        } else {
            bytes.append(contentsOf: scalar.utf8)
        }
    }

    static func += (output: inout TerminalOutput, text: String) { output.append(text) }

    /// `ESC [ number final`: a cursor movement such as `ESC [ 3 A`.
    mutating func append(control number: Int, _ final: Unicode.Scalar) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        append(number: number)
        bytes.append(UInt8(final.value))
    }

    /// A non-negative number in decimal digits.
    private mutating func append(number: Int) {
        if number >= 10 { append(number: number / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    /// Switches the active SGR attributes, `active`, to `wanted` with the shorter of two
    /// sequences: turning off and on only what changes, or a reset followed by the whole
    /// style (the changes when they are as short). The accent is dropped when `accent` is
    /// `nil` (colour off).
    mutating func switchStyle(from active: inout Style, to wanted: Style, accent: AccentColour?) {
        let style = accent == nil ? wanted.subtracting(.accent) : wanted
        guard style != active else { return }
        let removed = active.subtracting(style)
        var added = style.subtracting(active)
        active = style
        append("\u{1B}[")
        guard !style.isEmpty else {
            append("0m")
            return
        }
        // Normal intensity (22) ends bold and dim together.
        let intensity: Style = [.bold, .dim]
        let endsIntensity = !removed.isDisjoint(with: intensity)
        if endsIntensity { added.formUnion(style.intersection(intensity)) }
        var changeCount = endsIntensity ? 1 : 0
        for (attribute, _) in Self.endings where removed.contains(attribute) { changeCount += 1 }
        changeCount += Self.codeCount(added, accent: accent)
        var separator = false
        if changeCount <= 1 + Self.codeCount(style, accent: accent) {
            if endsIntensity {
                append("22")
                separator = true
            }
            for (attribute, code) in Self.endings where removed.contains(attribute) {
                if separator { bytes.append(UInt8(ascii: ";")) }
                append(code)
                separator = true
            }
            appendCodes(added, accent: accent, separator: separator)
        } else {
            append("0")
            appendCodes(style, accent: accent, separator: true)
        }
        bytes.append(UInt8(ascii: "m"))
    }

    /// The SGR codes that end one attribute each (intensity, 22, ends bold and dim both).
    private static let endings: [(Style, String)] = [
        (.underline, "24"), (.inverse, "27"), (.accent, "39"),
    ]

    /// The SGR codes of each attribute, in the order they are written: bold 1, dim 2,
    /// underline 4, inverse 7, then the accent colour's own.
    private static let codes: [(Style, String?)] = [
        (.bold, "1"), (.dim, "2"), (.underline, "4"), (.inverse, "7"), (.accent, nil),
    ]

    private static func codeCount(_ style: Style, accent: AccentColour?) -> Int {
        codes.reduce(0) { count, entry in
            count + (style.contains(entry.0) && (entry.1 != nil || accent != nil) ? 1 : 0)
        }
    }

    /// Writes the SGR codes of `style`, each after a `;` but the first, unless `separator`
    /// says one comes before it too.
    private mutating func appendCodes(_ style: Style, accent: AccentColour?, separator: Bool) {
        var separator = separator
        for (attribute, code) in Self.codes where style.contains(attribute) {
            guard let code = code ?? accent?.sgrParameters else { continue }
            if separator { bytes.append(UInt8(ascii: ";")) }
            append(code)
            separator = true
        }
    }
}
