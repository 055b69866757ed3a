import Glibc
import TestSupport
import Testing

/// A condition on a question whose options come from a run's values (`"options": {"from":
/// NAME}`): `flow check` cannot know the options, so it checks the test's type only, and a
/// run asks the later step exactly when the answer is the value named; a value the run's
/// list lacks makes the condition false (issue 36, item 1).
@Suite("Conditions on run-time options", .timeLimit(.minutes(5)))
struct RuntimeOptionConditionTests {
    let home = TemporaryDirectory()
    let flows = TemporaryDirectory()

    /// A picker `layout` of the lines `printf` prints, and a text `variant` asked only when
    /// `layout` passes `test` (its JSON, after `"key": "layout", `); written mode 0644, so
    /// that its command may run.
    func flow(_ test: String, lines: String = "us\\\\nde\\\\n", multi: Bool = false) -> String {
        let path = flows.file("p3.json")
        let kind = multi ? "multiselect" : "picker"
        Files.write(
            """
            {"id": "p3", "vars": {"l": {"command": ["printf", "\(lines)"], "lines": true}},
             "steps": [{"kind": "\(kind)", "key": "layout", "title": "Layout", "options": {"from": "l"}},
                       {"kind": "text", "key": "v", "title": "German variant",
                        "when": {"key": "layout", \(test)}}]}
            """, to: path)
        chmod(path, 0o644)
        return path
    }

    var store: String { home.file(".config/wizard/p3.json") }

    @Test("flow check passes equals, in, not and contains on options from a variable")
    func checks() {
        for test in [
            #""equals": "de""#, #""in": ["de", "fr"]"#, #""equals": "nowhere""#,
        ] {
            let result = WizardBinary.run(["flow", "check", flow(test)], home: home.path)
            #expect(result.status == 0, "\(test): \(result.output)")
            #expect(!result.output.contains("never"), "\(test): \(result.output)")
        }
        let contains = WizardBinary.run(
            ["flow", "check", flow(#""contains": "de""#, multi: true)], home: home.path)
        #expect(contains.status == 0, "\(contains.output)")
        // The test's type is still checked: a picker stores a string.
        let typed = WizardBinary.run(
            ["flow", "check", flow(#""equals": 3"#)], home: home.path)
        #expect(typed.status == 65, "\(typed.output)")
        #expect(typed.output.contains("stores a string, not a number"), "\(typed.output)")
    }

    @Test("setup asks the variant after de, not after us, and never for a value the list lacks")
    func runs() {
        let path = flow(#""equals": "de""#)
        let german = WizardBinary.run(
            ["setup", "--flow", path, "--json"], input: "de\nnodeadkeys\n", home: home.path)
        #expect(german.status == 0, "\(german.error)")
        #expect(german.output.contains(#""v":"nodeadkeys""#), "\(german.output)")
        unlink(store)
        let american = WizardBinary.run(
            ["setup", "--flow", path, "--json"], input: "us\n", home: home.path)
        #expect(american.status == 0, "\(american.error)")
        #expect(!american.output.contains(#""v""#), "\(american.output)")
        unlink(store)
        let lacking = WizardBinary.run(
            ["setup", "--flow", flow(#""equals": "fr""#), "--json"], input: "us\n",
            home: home.path)
        #expect(lacking.status == 0, "\(lacking.error)")
        #expect(!lacking.output.contains(#""v""#), "\(lacking.output)")
    }
}
