/// Swift source for a string, for the generators that write Swift files (the messages of
/// po/, the default flow).
public enum SwiftStringLiteral {
    /// A string literal that Swift reads back as `text`, scalar for scalar: quotes,
    /// backslashes, controls, separators and format characters are escaped; everything
    /// else (Hangul, emoji) is written as it is.
    public static func of(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            case "\r": literal += "\\r"
            case " ": literal += " "
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator,
                    .surrogate, .privateUse, .unassigned:
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
