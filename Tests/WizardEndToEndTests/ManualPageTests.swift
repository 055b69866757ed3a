import TestSupport
import Testing
import WizardCore

@testable import wizard

/// The manual pages as `man` shows them: both lint clean under groff and mandoc, the flow
/// format's page is what `Scripts/flow-manual` makes of `docs/flow-format.md`, no path is
/// ever broken across lines, and every environment variable wizard reads is documented.
@Suite("Manual pages", .timeLimit(.minutes(5)))
struct ManualPageTests {
    static let pages = ["man/wizard.1", "man/wizard-flow.5"]

    @Test("groff -man -ww is silent on both pages (and wizard.1 on groff's default device)")
    func groff() {
        for page in Self.pages {
            let result = Repository.run(["/usr/bin/groff", "-man", "-ww", "-z", "-Tutf8", page])
            #expect(result.status == 0 && result.error.isEmpty, "\(page): \(result.error)")
        }
        let typeset = Repository.run(["/usr/bin/groff", "-man", "-ww", "-z", "man/wizard.1"])
        #expect(typeset.status == 0 && typeset.error.isEmpty, "\(typeset.error)")
    }

    @Test("mandoc -Tlint finds nothing on either page, not even style")
    func mandoc() {
        for page in Self.pages {
            let result = Repository.run(["/usr/bin/mandoc", "-Tlint", "-W", "style", page])
            #expect(result.status == 0, "\(page): \(result.output)\(result.error)")
            #expect(result.output.isEmpty && result.error.isEmpty, "\(page): \(result.output)")
        }
    }

    @Test("man/wizard-flow.5 is what Scripts/flow-manual writes from docs/flow-format.md")
    func flowPageIsFresh() {
        let result = Repository.run(["/usr/bin/python3", "Scripts/flow-manual", "--check"])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test(
        "every path stays whole on one line at 40 to 100 columns (no hyphenation)",
        arguments: [40, 60, 80, 100])
    func pathsStayWhole(columns: Int) throws {
        for page in Self.pages {
            let source = try #require(Files.text(Repository.path(page)))
            let rendered = Repository.run([
                "/usr/bin/groff", "-man", "-Tutf8", "-P-cbou", "-rLL=\(columns)n", page,
            ]).output
            let paths = Self.paths(in: source)
            #expect(paths.count >= 2, "\(page) names \(paths)")
            for path in paths {
                let whole = rendered.contains(path)
                #expect(whole, "\(page) at \(columns) columns breaks \(path)")
            }
        }
    }

    @Test("every environment variable wizard reads is in wizard.1's ENVIRONMENT and in --help")
    func environmentDocumented() throws {
        let page = try #require(Files.text(Repository.path("man/wizard.1")))
        let start = try #require(page.firstRange(of: "\n.SH ENVIRONMENT\n"))
        let rest = page[start.upperBound...]
        let environment = rest[..<(rest.firstRange(of: "\n.SH ")?.lowerBound ?? rest.endIndex)]
        let home = TemporaryDirectory()
        for variable in Context.variablesRead + Context.variablesReadByReadline {
            #expect(environment.contains(variable), "man page ENVIRONMENT lacks \(variable)")
            for language in ["en", "ko"] {
                let help = WizardBinary.run(["--help", "--lang", language], home: home.path)
                #expect(help.output.contains(variable), "--help (\(language)) lacks \(variable)")
            }
        }
    }

    /// The paths a page names: words starting with `~/`, `$X…/` or `/` that hold a `/`
    /// after their start, as roff escapes them, turned into the text they render as.
    static func paths(in source: String) -> Set<String> {
        let unescaped = source.replacing("\\-", with: "-").replacing("\\e", with: "\\")
            .replacing("\\fI", with: " ").replacing("\\fB", with: " ").replacing("\\fR", with: " ")
        var paths: Set<String> = []
        for word in unescaped.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let trimmed = word.trimmingPunctuation
            guard trimmed.hasPrefix("~/") || trimmed.hasPrefix("$X") || trimmed.hasPrefix("/usr"),
                trimmed.dropFirst().contains("/"), !trimmed.contains("\\")
            else { continue }
            paths.insert(trimmed)
        }
        return paths
    }
}

extension Substring {
    /// The word without the punctuation prose puts around it (`(`, `)`, `,`, `;`, a full stop).
    fileprivate var trimmingPunctuation: String {
        var word = self
        while let first = word.first, "(\"'".contains(first) { word.removeFirst() }
        while let last = word.last, "),;:.\"'".contains(last) { word.removeLast() }
        return String(word)
    }
}
