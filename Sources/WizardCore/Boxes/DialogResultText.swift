/// dialog's result as it builds it (`dlg_add_result`, `dlg_add_quoted`,
/// `dlg_add_separator` of dialog 1.3), checked on the real program:
/// - a value is quoted when it is empty, or holds white space, the quote, or one of the
///   characters a shell reads specially: a line feed, a backslash and
///   `[ ] { } ? * ; ~ # $ ^ & ( ) | < >` and the backquote; with double quotes (the
///   default) those characters and `"` get a backslash before them (`"p\$q"`, `"a\"q"`,
///   `""`), with `--single-quoted` only `'`, a backslash and a line feed do (`'b\'c'`);
///   `!` or `'` alone need no quotes;
/// - the separator is `--output-separator`'s text, else a line feed under
///   `--separate-output`, else a space; a checklist puts one before each value once the
///   result holds something (or always, with `--output-separator`: `,a,"b c"`), and
///   after each value under `--separate-output` (`a\nb\n`).
struct DialogResultText {
    let options: BoxOptions
    private(set) var text = ""

    init(options: BoxOptions) {
        self.options = options
    }

    /// The separator between values.
    var separator: String {
        options.outputSeparator ?? (options.separatesOutput ? "\n" : " ")
    }

    /// Adds `string` as it is.
    mutating func add(_ string: String) { text += string }

    /// Adds the separator.
    mutating func addSeparator() { text += separator }

    /// Adds the separator when one is due before a value: the result holds something, or
    /// `--output-separator` was given.
    mutating func addSeparatorIfDue() {
        if options.outputSeparator != nil || !text.isEmpty { addSeparator() }
    }

    /// Adds `string`, quoted when `--quoted` asks for every value to be.
    mutating func addString(_ string: String) {
        if options.quotesEveryValue { addQuoted(string) } else { add(string) }
    }

    /// Adds `string` quoted when it needs to be.
    mutating func addQuoted(_ string: String) {
        let quote: UInt8 = options.quotesSingly ? UInt8(ascii: "'") : UInt8(ascii: "\"")
        let mustFix = options.quotesSingly ? Self.fixedSingly : Self.fixedDoubly
        let bytes = Array(string.utf8)
        let needsQuotes =
            bytes.isEmpty
            || bytes.contains {
                $0 == quote || $0 == 0x20 || $0 == 0x09 || $0 == 0x0A
                    || Self.fixedDoubly.contains($0)
            }
        guard needsQuotes else {
            add(string)
            return
        }
        var quoted: [UInt8] = [quote]
        for byte in bytes {
            if byte == quote || mustFix.contains(byte) { quoted.append(UInt8(ascii: "\\")) }
            quoted.append(byte)
        }
        quoted.append(quote)
        add(String(decoding: quoted, as: UTF8.self))
    }

    /// The bytes that get a backslash with single quotes: a line feed and `\`.
    private static let fixedSingly: Set<UInt8> = Set("\n\\".utf8)
    /// The bytes that get a backslash with double quotes, and that make any value quoted.
    private static let fixedDoubly: Set<UInt8> = Set("\n\\[]{}?*;`~#$^&()|<>".utf8)
}
