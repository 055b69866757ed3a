/// A flow's translatable texts as a gettext template (`.pot`), the way po-debconf extracts an
/// installer's questions: one entry per text, its `msgctxt` the step and field
/// (``FlowTextSite/context``), its comments the step's kind and the text's JSON path, its
/// reference the file and line (docs/languages.md). Every text is extracted, one empty in
/// English too (a slider's `unit`), which another language may need. An entry whose text
/// names a substitution is flagged `python-brace-format` when its braces are all
/// substitutions, so that `msgfmt --check` refuses a translation that does not keep them.
///
/// The template is written as gettext's own tools write one: the header xgettext gives
/// (marked fuzzy, its fields for msginit to fill in), the entries in the flow's order, each
/// entry's comments in gettext's order (`#.`, `#:`, `#,`) and its strings split as gettext
/// splits them, so that `msgmerge` and `msgcat --no-wrap` give it back unchanged.
public enum FlowPOTemplate {
    /// The template of `texts`, read from the flow file shown as `file`, created at
    /// `created` (seconds since the Unix epoch: `POT-Creation-Date`).
    public static func text(of texts: [FlowTextSite], file: String, created: Int64) -> String {
        var output = """
            # Translations of the flow \(file) (wizard flow po extract).
            # Translate with msginit and msgmerge, then: wizard flow po merge \(file) LANG.po
            # A text that is the same in every language (a name): write the comment
            # "# same in every language" above its msgctxt.
            #
            #, fuzzy
            msgid ""
            msgstr ""
            "Project-Id-Version: \(POText.escaped(file))\\n"
            "Report-Msgid-Bugs-To: \\n"
            "POT-Creation-Date: \(POTimestamp.text(seconds: created))\\n"
            "PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"
            "Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"
            "Language-Team: LANGUAGE <LL@li.org>\\n"
            "Language: \\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"

            """
        for site in texts {
            output += "\n"
            if let kind = site.kind { output += "#. step kind \(kind), field \(field(of: site))\n" }
            if site.english.isEmpty {
                output += "#. empty in English: translate it where your language puts a word\n"
            }
            output += "#. \(site.place)\n"
            if site.english.utf8.contains(UInt8(ascii: "{")) {
                output += "#. ${name} and {app} stand for values: keep them as written\n"
            }
            output += "#: \(file):\(site.location.line)\n"
            if isBraceFormat(site.english) { output += "#, python-brace-format\n" }
            output += POText.field("msgctxt", site.context)
            output += POText.field("msgid", site.english)
            output += "msgstr \"\"\n"
        }
        return output
    }

    /// Whether `text` holds a `{name}` (`${name}` or `{app}`) and every brace in it is one
    /// of those, a name of ASCII letters, digits and `_` between them: a Python brace format
    /// that `msgfmt --check` reads as the text means it.
    static func isBraceFormat(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        var named = false
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "}") { return false }
            guard byte == UInt8(ascii: "{") else { continue }
            let name = bytes.prefix { isNameByte($0) }
            bytes = bytes.dropFirst(name.count)
            guard !name.isEmpty, bytes.popFirst() == UInt8(ascii: "}") else { return false }
            named = true
        }
        return named
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// The field a text is, the last name of its place (`label`, `title`).
    private static func field(of site: FlowTextSite) -> String {
        let last = site.place.split(separator: ".").last.map(String.init) ?? site.place
        return String(last.prefix { $0 != "[" })
    }
}

/// Strings written in a PO file's syntax.
enum POText {
    /// `string` between a PO string's quotes: backslash, quote, tab and line feed escaped.
    static func escaped(_ string: String) -> String {
        var text = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// `name "string"`, split after each line feed as gettext writes a text of several lines:
    /// on one line when its only line feed, if any, is its last character, else after an
    /// empty first string.
    static func field(_ name: String, _ string: String) -> String {
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
        let isOneLine = lines.count == 1 || (lines.count == 2 && lines[1].isEmpty)
        guard !isOneLine else { return "\(name) \"\(escaped(string))\"\n" }
        var text = "\(name) \"\"\n"
        for (index, line) in lines.enumerated() {
            let isLast = index == lines.count - 1
            if isLast && line.isEmpty { break }
            text += "\"\(escaped(String(line)))\(isLast ? "" : "\\n")\"\n"
        }
        return text
    }
}
