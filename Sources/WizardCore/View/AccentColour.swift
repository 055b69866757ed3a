/// The one colour a flow's screens use, as the foreground SGR parameters that select it.
///
/// A flow names it as one of the terminal's own colours (`blue`, `bright-magenta`, …), which
/// follow the person's theme, or as `#RRGGBB`, shown as the nearest of the 256-colour
/// palette that nearly every terminal supports.
public struct AccentColour: Sendable, Equatable {
    /// `94`, `38;5;208`: what follows `ESC [` and precedes `m`.
    public let sgrParameters: String

    /// Bright blue, the default flow's accent.
    public static let `default` = AccentColour(sgrParameters: "94")

    /// The names a flow may use, with their SGR codes.
    public static let names: [String: Int] = [
        "red": 31, "green": 32, "yellow": 33, "blue": 34, "magenta": 35, "cyan": 36,
        "bright-red": 91, "bright-green": 92, "bright-yellow": 93, "bright-blue": 94,
        "bright-magenta": 95, "bright-cyan": 96,
    ]

    /// The colour these SGR parameters select, as ``sgrParameters`` holds them (the
    /// generated default flow writes its colour so).
    init(sgrParameters: String) {
        self.sgrParameters = sgrParameters
    }

    /// The colour `name` gives: a name from ``names`` or `#RRGGBB`; `nil` for anything else.
    public init?(_ name: String) {
        if let code = Self.names[name.lowercased()] {
            self.init(sgrParameters: String(code))
            return
        }
        let hex = name.utf8.dropFirst()
        guard name.utf8.first == UInt8(ascii: "#"), hex.count == 6,
            hex.allSatisfy({ $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit }),
            let rgb = Int(String(name.dropFirst()), radix: 16)
        else { return nil }
        let index =
            16 + 36 * Self.cubeLevel(rgb >> 16) + 6 * Self.cubeLevel(rgb >> 8 & 0xFF)
            + Self.cubeLevel(rgb & 0xFF)
        self.init(sgrParameters: "38;5;\(index)")
    }

    /// The nearest of the 256-colour cube's six levels (0, 95, 135, 175, 215, 255).
    private static func cubeLevel(_ component: Int) -> Int {
        component < 48 ? 0 : component < 115 ? 1 : (component - 35) / 40
    }
}
