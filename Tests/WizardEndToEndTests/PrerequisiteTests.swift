import TestSupport
import Testing

/// A test whose prerequisite (root, strace, a shell) is missing is skipped only off CI: every
/// condition that enables a test goes through ``Prerequisite/runs(when:)``, which CI
/// (`CI=true`) always answers yes, so there the test runs and fails on what is missing.
@Suite("Prerequisites fail CI, never skip it", .timeLimit(.minutes(5)))
struct PrerequisiteTests {
    @Test("every .enabled(if:) of the suite asks Prerequisite.runs, and nothing is .disabled")
    func everyConditionAsksPrerequisite() {
        var conditions = 0
        // SuiteTimeLimitTests holds attributes as text, to test its own scan; this file names
        // them.
        let scanners = ["SuiteTimeLimitTests.swift", "PrerequisiteTests.swift"]
        for (path, text) in SuiteTimeLimitTests.sources
        where !scanners.contains(where: { path.hasSuffix($0) }) {
            #expect(!text.contains(".disabled("), "\(path)")
            for range in text.ranges(of: ".enabled(") {
                conditions += 1
                let after = text[range.upperBound...].prefix(120).filter { !$0.isWhitespace }
                #expect(
                    after.hasPrefix("if:Prerequisite.runs(when:"), "\(path): \(after.prefix(60))")
            }
        }
        #expect(conditions >= 7, "found only \(conditions) conditions: is the scan reading them?")
    }
}
