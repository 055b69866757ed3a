/// The one escape of debconf's Passthrough protocol: a line feed in a description, an
/// extended description or the choices is written as a backslash and `n`
/// (`$desc =~ s/\n/\\n/g` in `/usr/share/perl5/Debconf/FrontEnd/Passthrough.pm`).
/// Nothing else is escaped, not even a backslash, so a backslash before anything but `n`
/// is itself.
public enum DebconfEscapes {
    /// `text` with each backslash followed by `n` read as a line feed, left to right: `\\n`
    /// (a backslash that ends a line, then the escaped line feed) is a backslash and a line
    /// feed.
    public static func unescapingLineFeeds(_ text: some StringProtocol) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return String(text) }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\\", pending == "n" {
                result.append("\n")
                pending = scalars.next()
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `text` with each line feed written as a backslash and `n`.
    public static func escapingLineFeeds(_ text: String) -> String {
        guard text.utf8.contains(0x0A) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                result.append("\\")
                result.append("n")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
