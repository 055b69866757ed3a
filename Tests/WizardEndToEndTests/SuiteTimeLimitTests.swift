import TestSupport
import Testing

/// The suite's own promise that no test can hang a run: every suite declares a time limit
/// (Swift Testing's `.timeLimit`), which its tests inherit, so a test running away is
/// reported by name. Tests that block the test's own thread add a ``Watchdog``, and every
/// child process has a deadline (``waitForExit(_:deadline:)``).
@Suite("Every suite has a time limit", .timeLimit(.minutes(5)))
struct SuiteTimeLimitTests {
    /// The test sources under `Tests/`, as (path, text).
    static var sources: [(path: String, text: String)] {
        Files.tree(Repository.path("Tests")).filter { $0.hasSuffix(".swift") }.compactMap {
            path in Files.text(Repository.path("Tests/" + path)).map { (path, $0) }
        }
    }

    @Test("every @Suite attribute carries .timeLimit")
    func everySuiteHasALimit() {
        var suites = 0
        for (path, text) in Self.sources {
            for attribute in Self.attributes(Self.suiteMarker, in: text) {
                suites += 1
                #expect(attribute.contains(".timeLimit(.minutes("), "\(path): \(attribute)")
            }
        }
        #expect(suites > 100, "found only \(suites) suites: is the scan still reading them?")
    }

    @Test("every file of tests is a suite, or extends one")
    func everyTestIsInASuite() {
        for (path, text) in Self.sources where text.contains("@Test(") {
            let extendsSuite = text.contains("\nextension ")
            #expect(
                text.contains(Self.suiteMarker) || extendsSuite,
                "\(path) has tests outside any suite")
        }
    }

    @Test("the scan finds the attribute whole, across lines and with parentheses in strings")
    func scanReadsWholeAttributes() {
        let text = """
            @Example("a (b)", .serialized)
            struct A {}
            @Example(
                "c \\"(",
                .enabled(if: true, "d )"), .timeLimit(.minutes(5)))
            struct C {}
            """
        #expect(
            Self.attributes("@Example(", in: text) == [
                #"@Example("a (b)", .serialized)"#,
                "@Example(\n    \"c \\\"(\",\n    .enabled(if: true, \"d )\"), .timeLimit(.minutes(5)))",
            ])
    }

    /// The start of a suite attribute, spelt in two parts so that this file's own code is
    /// not taken for one.
    static let suiteMarker = "@" + "Suite("

    /// Each attribute in `text` that starts with `marker`, to its closing parenthesis
    /// (parentheses inside string literals do not count).
    static func attributes(_ marker: String, in text: String) -> [String] {
        var attributes: [String] = []
        var rest = text[...]
        while let start = rest.firstRange(of: marker) {
            var depth = 0
            var inString = false
            var escaped = false
            var end = start.lowerBound
            for index in rest[start.lowerBound...].indices {
                let character = rest[index]
                end = rest.index(after: index)
                if inString {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                    }
                    continue
                }
                if character == "\"" { inString = true }
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
            attributes.append(String(rest[start.lowerBound..<end]))
            rest = rest[end...]
        }
        return attributes
    }
}
