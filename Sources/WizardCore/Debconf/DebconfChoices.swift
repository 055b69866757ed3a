/// A select's or multiselect's choices, as debconf splits and joins them.
public enum DebconfChoices {
    /// The choices `text` lists, as `choices_split` in `/usr/share/perl5/Debconf/Question.pm`
    /// splits them (`split /(\\[, ]|,\s+)/`): a comma followed by white space ends a
    /// choice, a comma followed by anything else is part of one, and a backslash before a
    /// comma or a space makes it part of the choice, the backslash dropped. A last empty
    /// choice is no choice; an empty one between two separators is. White space is ASCII's
    /// (space, tab, line feed, carriage return, form feed, vertical tab).
    public static func split(_ text: String) -> [String] {
        var choices: [String] = []
        var choice = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            let next = scalars.first
            if scalar == "\\", let next, next == "," || next == " " {
                choice.append(next)
                scalars.removeFirst()
            } else if scalar == ",", let next, isWhiteSpace(next) {
                while let space = scalars.first, isWhiteSpace(space) { scalars.removeFirst() }
                choices.append(String(choice))
                choice = String.UnicodeScalarView()
            } else {
                choice.append(scalar)
            }
        }
        if !choice.isEmpty { choices.append(String(choice)) }
        return choices
    }

    /// A multiselect's chosen choices as one value, joined by `, ` as the Passthrough
    /// frontend joins and splits them (`join ', '`, `split(', ', $val)`).
    public static func joined(_ chosen: [String]) -> String {
        chosen.joined(separator: ", ")
    }

    /// The choices a multiselect's value names: its parts between each `, `, as the
    /// Passthrough frontend splits a value, a last empty part dropped.
    public static func parts(ofValue value: String) -> [String] {
        var parts: [String] = []
        var part = String.UnicodeScalarView()
        var scalars = Array(value.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == ",", scalars.first == " " {
                scalars.removeFirst()
                parts.append(String(part))
                part = String.UnicodeScalarView()
            } else {
                part.append(scalar)
            }
        }
        parts.append(String(part))
        while parts.last == "" { parts.removeLast() }
        return parts
    }

    /// Whether `scalar` is white space to Perl's `\s` in ASCII.
    private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}": true
        default: false
        }
    }
}
