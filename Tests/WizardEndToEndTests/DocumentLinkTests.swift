import Glibc
import TestSupport
import Testing

/// The documents' links never lead nowhere: every relative link in README and the pages
/// under `docs/` names a file that exists, every `#anchor` names a heading of its target as
/// GitHub spells it, and every link out of the repository is a well-formed http(s) address
/// (not fetched). README stays a short page for a newcomer.
@Suite("Links in README and docs", .timeLimit(.minutes(5)))
struct DocumentLinkTests {
    @Test("every relative link resolves, and every anchor matches a heading of its target")
    func linksResolve() {
        let documents = MarkdownDocument.repositoryDocuments()
        #expect(documents.contains("README.md") && documents.contains("docs/usage.md"))
        var links = 0
        var problems: [String] = []
        for path in documents {
            guard let text = Files.text(Repository.path(path)) else {
                problems.append("\(path): cannot be read")
                continue
            }
            let document = MarkdownDocument(text)
            links += document.links.count
            for link in document.links {
                if let problem = MarkdownDocument.problem(with: link.target, in: path) {
                    problems.append("\(path):\(link.line): (\(link.target)) \(problem)")
                }
            }
        }
        #expect(links > 100, "found only \(links) links: is the scan still reading them?")
        #expect(problems.isEmpty, "\(problems.count) broken:\n\(problems.joined(separator: "\n"))")
    }

    @Test("README.md is under 300 lines")
    func readmeIsShort() throws {
        let readme = try #require(Files.text(Repository.path("README.md")))
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines < 300, "README.md has \(lines) lines")
    }

    @Test(
        "anchors as GitHub makes them: lowercase, spaces to -, punctuation but - and _ dropped",
        arguments: [
            ("The store's guarantees", "the-stores-guarantees"),
            ("`secret`", "secret"),
            ("One question: `wizard ask`", "one-question-wizard-ask"),
            ("Options of `setup`", "options-of-setup"),
            ("Recipe: a new UI language", "recipe-a-new-ui-language"),
            ("After an install into `~/.local`", "after-an-install-into-local"),
            ("snake_case and kebab-case", "snake_case-and-kebab-case"),
            ("Two  spaces", "two--spaces"),
            ("Über die Größe", "über-die-größe"),
            ("한국어 조사 (particles)", "한국어-조사-particles"),
            ("Tours 🎉 and — dashes", "tours--and--dashes"),
            ("A [link](x.md) in a heading", "a-link-in-a-heading"),
        ])
    func anchor(heading: String, expected: String) {
        #expect(MarkdownDocument.anchor(heading) == expected)
    }

    @Test("a heading given twice is reached as -1, -2; headings in code blocks are none")
    func headings() {
        let document = MarkdownDocument(
            """
            # Title
            ## Usage ##
            ## Usage
            ```sh
            # not a heading
            ```
               ### Indented three
                # indented four is code
            #not-a-heading
            """)
        #expect(document.anchors == ["title", "usage", "usage-1", "indented-three"])
    }

    @Test("links are found across lines and in tables, never in code, with their line")
    func linksFound() {
        let document = MarkdownDocument(
            """
            A [link
            across lines](a.md#x) and ![a picture](screens/b.svg "title").
            `[in code](nowhere.md)` and ``a `[code](nowhere.md)` span``
            ```
            [in a block](nowhere.md)
            ```
            | a | [cell](c.md) |
            An unclosed ` backtick, then [after it](d.md).
            """)
        #expect(document.links.map(\.target) == ["a.md#x", "screens/b.svg", "c.md", "d.md"])
        #expect(document.links.map(\.line) == [2, 2, 7, 8])
    }

    @Test("a broken link is caught: a missing file, a missing anchor, a path out, a bad address")
    func brokenLinksCaught() {
        let checks: [(String, String, Bool)] = [
            ("docs/usage.md", "store.md", true),
            ("docs/usage.md", "store.md#where-it-is", true),
            ("docs/usage.md", "#three-ways-to-answer", true),
            ("docs/usage.md", "../README.md#install", true),
            ("README.md", "docs/screens/welcome.svg", true),
            ("README.md", "LICENSE", true),
            ("README.md", "https://www.swift.org/install/linux/", true),
            ("docs/usage.md", "stor.md", false),
            ("docs/usage.md", "store.md#where-it-was", false),
            ("docs/usage.md", "#no-such-heading", false),
            ("README.md", "docs/screens/nothing.svg", false),
            ("README.md", "../outside.md", false),
            ("README.md", "/docs/usage.md", false),
            ("README.md", "LICENSE#anchor", false),
            ("README.md", "https://", false),
            ("README.md", "http://no host/", false),
            ("README.md", "ftp://example.org/file", false),
        ]
        for (document, target, resolves) in checks {
            let problem = MarkdownDocument.problem(with: target, in: document)
            #expect((problem == nil) == resolves, "\(document): \(target): \(problem ?? "none")")
        }
    }
}

/// A Markdown document as GitHub reads it, for its links and headings: fenced code blocks
/// and inline code spans hold neither, and a line indented four spaces is no heading.
struct MarkdownDocument {
    struct Link {
        let target: String
        let line: Int
    }

    private(set) var links: [Link] = []
    /// The anchors of the headings, in order, as GitHub makes them (a repeated one gets `-1`,
    /// `-2`, …).
    private(set) var anchors: [String] = []

    init(_ text: String) {
        let original = Array(text.utf8)
        let masked = Self.masked(original)
        var used: [String: Int] = [:]
        var lineStart = 0
        for index in 0...masked.count where index == masked.count || masked[index] == 0x0A {
            let line = masked[lineStart..<index]
            if let heading = Self.headingText(line, original: original[lineStart..<index]) {
                let anchor = Self.anchor(heading)
                let count = used[anchor, default: 0]
                used[anchor] = count + 1
                anchors.append(count == 0 ? anchor : "\(anchor)-\(count)")
            }
            lineStart = index + 1
        }
        links = Self.links(in: masked)
    }

    /// The text with every byte of a code block or code span replaced by a space (line ends
    /// kept), so that what is left is prose and its line numbers are the file's.
    static func masked(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        let backtick = UInt8(ascii: "`")
        let lines = lineRanges(bytes)
        // Fenced blocks: a line of three or more ` or ~ (indented up to three spaces past any
        // list indentation) opens one; a line of the same character, at least as long, closes
        // it.
        var fence: (character: UInt8, length: Int)? = nil
        for range in lines {
            let content = bytes[range].drop { $0 == 0x20 }
            let run = content.prefix { $0 == content.first }
            let isFence =
                (content.first == backtick || content.first == UInt8(ascii: "~")) && run.count >= 3
            if let open = fence {
                if isFence && run.first == open.character && run.count >= open.length
                    && content.dropFirst(run.count).allSatisfy({ $0 == 0x20 })
                {
                    fence = nil
                }
                blank(&out, range)
            } else if isFence {
                fence = (run.first!, run.count)
                blank(&out, range)
            }
        }
        // Code spans: a run of N backticks up to the next run of exactly N, within one
        // paragraph; an unclosed run is literal.
        var index = 0
        while index < out.count {
            guard out[index] == backtick else {
                index += 1
                continue
            }
            var end = index
            while end < out.count && out[end] == backtick { end += 1 }
            let length = end - index
            var search = end
            var close: Int? = nil
            while search < out.count {
                if out[search] == 0x0A && search + 1 < out.count
                    && isBlankLine(out, from: search + 1)
                {
                    break
                }
                if out[search] == backtick {
                    var runEnd = search
                    while runEnd < out.count && out[runEnd] == backtick { runEnd += 1 }
                    if runEnd - search == length {
                        close = runEnd
                        break
                    }
                    search = runEnd
                } else {
                    search += 1
                }
            }
            if let close {
                blank(&out, index..<close)
                index = close
            } else {
                index = end
            }
        }
        return out
    }

    /// The ranges of the lines of `bytes`, without their line ends.
    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            ranges.append(start..<index)
            start = index + 1
        }
        return ranges
    }

    /// Whether the line starting at `from` holds only spaces.
    static func isBlankLine(_ bytes: [UInt8], from: Int) -> Bool {
        var index = from
        while index < bytes.count && bytes[index] != 0x0A {
            if bytes[index] != 0x20 && bytes[index] != 0x09 { return false }
            index += 1
        }
        return true
    }

    static func blank(_ bytes: inout [UInt8], _ range: Range<Int>) {
        for index in range where bytes[index] != 0x0A { bytes[index] = 0x20 }
    }

    /// An ATX heading's text (`## Title ##` gives `Title`), from the original line so that
    /// its code spans count; `nil` for any other line. `masked` tells headings from lines
    /// of code.
    static func headingText(_ masked: ArraySlice<UInt8>, original: ArraySlice<UInt8>) -> String? {
        let indent = masked.prefix { $0 == 0x20 }.count
        guard indent <= 3 else { return nil }
        let hashes = masked.dropFirst(indent).prefix { $0 == UInt8(ascii: "#") }.count
        guard (1...6).contains(hashes) else { return nil }
        let after = original.dropFirst(indent + hashes)
        guard after.isEmpty || after.first == 0x20 || after.first == 0x09 else { return nil }
        var text = String(decoding: after, as: UTF8.self)
        text = String(text.drop { $0 == " " || $0 == "\t" })
        while text.last == " " || text.last == "\t" { text.removeLast() }
        // A closing run of #, after a space, is not part of the text.
        let withoutClosing = text.reversed().drop { $0 == "#" }
        if withoutClosing.count < text.count
            && (withoutClosing.isEmpty || withoutClosing.first == " ")
        {
            text = String(withoutClosing.reversed())
            while text.last == " " { text.removeLast() }
        }
        return text
    }

    /// The anchor GitHub gives a heading: its text as shown (code spans' text, links' text),
    /// lowercased; letters, marks, numbers, `_`, `-` and spaces kept, every other character
    /// dropped; each space then a `-`.
    static func anchor(_ heading: String) -> String {
        var shown = ""
        var rest = Substring(heading)
        // A link shows its text: `[text](target)` is `text`.
        while let open = rest.firstIndex(of: "[") {
            shown += rest[..<open]
            let afterOpen = rest[rest.index(after: open)...]
            if let close = afterOpen.firstIndex(of: "]"),
                afterOpen[close...].hasPrefix("]("),
                let end = afterOpen[close...].firstIndex(of: ")")
            {
                shown += afterOpen[..<close]
                rest = afterOpen[afterOpen.index(after: end)...]
            } else {
                shown += "["
                rest = afterOpen
            }
        }
        shown += rest
        var anchor = ""
        for scalar in shown.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
                .otherLetter, .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber,
                .letterNumber, .otherNumber, .connectorPunctuation:
                anchor.unicodeScalars.append(scalar)
            default:
                if scalar == " " || scalar == "-" { anchor.append("-") }
            }
        }
        return anchor
    }

    /// The targets of the inline links and images in `masked`: `[text](target)` or
    /// `[text](target "title")`, with the line each target is on.
    static func links(in masked: [UInt8]) -> [Link] {
        var links: [Link] = []
        var line = 1
        var index = 0
        while index < masked.count {
            if masked[index] == 0x0A { line += 1 }
            guard masked[index] == UInt8(ascii: "]"), index + 1 < masked.count,
                masked[index + 1] == UInt8(ascii: "(")
            else {
                index += 1
                continue
            }
            var end = index + 2
            while end < masked.count && ![0x20, 0x0A, UInt8(ascii: ")")].contains(masked[end]) {
                end += 1
            }
            let target = String(decoding: masked[(index + 2)..<end], as: UTF8.self)
            links.append(Link(target: target, line: line))
            index = end
        }
        return links
    }

    /// What is wrong with a link to `target` from the document at `path` (relative to the
    /// repository), `nil` when it resolves.
    static func problem(with target: String, in path: String) -> String? {
        if target.isEmpty { return "an empty link" }
        if let colon = target.firstIndex(of: ":"),
            target[..<colon].allSatisfy({ $0.isLetter || $0 == "+" || $0 == "-" || $0 == "." })
        {
            return addressProblem(target)
        }
        if target.hasPrefix("/") { return "a path from the root: write it relative to \(path)" }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        let anchor = parts.count > 1 ? String(parts[1]) : nil
        var resolved = path
        if !file.isEmpty {
            var components = path.split(separator: "/").dropLast().map(String.init)
            for component in file.split(separator: "/") {
                switch component {
                case ".": continue
                case "..":
                    if components.isEmpty { return "leads out of the repository" }
                    components.removeLast()
                default: components.append(String(component))
                }
            }
            resolved = components.joined(separator: "/")
            guard Files.status(Repository.path(resolved)) != nil else {
                return "no such file: \(resolved)"
            }
        }
        guard let anchor else { return nil }
        guard resolved.hasSuffix(".md"), let text = Files.text(Repository.path(resolved)) else {
            return "an anchor in \(resolved), which is not a Markdown document"
        }
        if MarkdownDocument(text).anchors.contains(anchor) { return nil }
        return "no heading of \(resolved) has the anchor #\(anchor)"
    }

    /// What is wrong with a link out of the repository: it must be http or https with a host
    /// name (letters, digits, `-` and `.`, with a dot) and no spaces.
    static func addressProblem(_ address: String) -> String? {
        let scheme = address.prefix { $0 != ":" }
        guard scheme == "https" || scheme == "http" else {
            return "a link out of the repository is http or https, not \(scheme):"
        }
        guard address.dropFirst(scheme.count).hasPrefix("://") else {
            return "no // after \(scheme):"
        }
        let rest = address.dropFirst(scheme.count + 3)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let valid = host.allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".")
        }
        guard !host.isEmpty, valid, host.contains("."), !host.hasPrefix("."), !host.hasSuffix(".")
        else { return "no host name in \(address)" }
        guard !address.contains(" ") else { return "a space in \(address)" }
        return nil
    }

    /// The Markdown documents of the repository, relative to its root: README.md, every page
    /// under `docs/`, and any other `.md` file outside hidden and build directories.
    static func repositoryDocuments() -> [String] {
        var documents: [String] = []
        func walk(_ relative: String) {
            let full = relative.isEmpty ? Repository.root : Repository.path(relative)
            for name in Files.entries(full).sorted() where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                guard let status = Files.status(Repository.path(path), following: false) else {
                    continue
                }
                if status.st_mode & S_IFMT == S_IFDIR {
                    walk(path)
                } else if name.hasSuffix(".md") {
                    documents.append(path)
                }
            }
        }
        walk("")
        return documents
    }
}
