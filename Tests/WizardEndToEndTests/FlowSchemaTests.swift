import Glibc
import TestSupport
import Testing

/// `docs/flow.schema.json` against a standard validator (Python's `jsonschema`, Draft
/// 2020-12, Debian's `python3-jsonschema`) and against `wizard flow check`: the default
/// flow and every example pass both, and each broken flow of a set fails both.
@Suite("The flow schema", .serialized, .timeLimit(.minutes(5)))
struct FlowSchemaTests {
    let home = TemporaryDirectory()

    static let schema: String = {
        let file = #filePath
        let tests = file.firstRange(of: "/Tests/WizardEndToEndTests/")!
        return String(file[..<tests.lowerBound]) + "/docs/flow.schema.json"
    }()

    /// Checks the schema itself, then prints `valid` or `invalid: reason` for each file.
    private static let validator = """
        import json, sys
        from jsonschema import Draft202012Validator
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        for path in sys.argv[2:]:
            errors = list(validator.iter_errors(json.load(open(path, encoding="utf-8"))))
            print(path, "valid" if not errors else "invalid: " + errors[0].message[:200])
        """

    /// The validator's verdict on each file: `valid` or `invalid: …`.
    private func validate(_ paths: [String]) -> [String: String] {
        let result = runProcess(
            ["/usr/bin/env", "python3", "-c", Self.validator, Self.schema] + paths)
        #expect(result.status == 0, "the validator failed: \(result.error)")
        var verdicts: [String: String] = [:]
        for line in result.output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            verdicts[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return verdicts
    }

    @Test("wizard flow schema prints docs/flow.schema.json byte for byte")
    func printed() {
        let result = WizardBinary.run(["flow", "schema"], home: home.path)
        #expect(result.status == 0)
        #expect(result.standardOutput == Files.read(Self.schema))
    }

    @Test("the default flow and every example are valid, with and without \"$schema\"")
    func valid() {
        let shown = home.file("onboarding.json")
        Files.write(WizardBinary.run(["flow", "show"], home: home.path).standardOutput, to: shown)
        let paths = [shown] + Examples.all
        let verdicts = validate(paths)
        for path in paths {
            #expect(verdicts[path] == "valid", "\(path): \(verdicts[path] ?? "no verdict")")
            #expect(WizardBinary.run(["flow", "check", path], home: home.path).status == 0)
        }
    }

    @Test("option values made of digits are valid for both; flow check warns and passes")
    func digitValues() {
        // "2" at the first place is also the number of the second option.
        let path = write("digits", Self.apply(#""value": "a""# + "=>" + #""value": "2""#))
        #expect(validate([path])[path] == "valid")
        let checked = WizardBinary.run(["flow", "check", path], home: home.path)
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output.contains(".value: warning: \"2\" is also the number of option 2"))
    }

    /// A flow that both accept: a slider, a picker and an info page.
    private static let base = #"""
        {"id": "broken", "store": "broken", "steps": [
          {"kind": "slider", "key": "age", "title": {"en": "Age", "ko": "나이"}, "min": 1, "max": 9},
          {"kind": "picker", "key": "pick", "title": {"en": "Pick", "ko": "고르기"},
           "options": [{"value": "a", "label": "A"}, {"value": "b", "label": "B"}]},
          {"kind": "info", "id": "bye", "title": {"en": "Bye", "ko": "안녕"}}
        ]}
        """#

    /// Broken flows, each one mistake away from `base`: both the schema and `flow check`
    /// must refuse every one.
    static let broken: [(String, String)] = [
        (
            "an unknown top-level field",
            #""store": "broken","# + "=>" + #""store": "broken", "titel": "x","#
        ),
        ("no id", #""id": "broken", "# + "=>"),
        ("no steps", #"FLOW:{"id": "broken", "steps": []}"#),
        ("an unknown step kind", #""kind": "picker""# + "=>" + #""kind": "wheel""#),
        ("a step without a title", #""title": {"en": "Bye", "ko": "안녕"}"# + "=>" + #""text": "x""#),
        ("a slider without max", #", "max": 9"# + "=>"),
        ("a slider below zero", #""min": 1"# + "=>" + #""min": -1"#),
        (
            "a picker without options",
            #"[{"value": "a", "label": "A"}, {"value": "b", "label": "B"}]"# + "=>[]"
        ),
        ("an option value of white space only", #""value": "a""# + "=>" + #""value": " ""#),
        ("an option without a label", #", "label": "B""# + "=>"),
        ("a store key of wizard's own", #""key": "age""# + "=>" + #""key": "signed_in""#),
        ("a key with a space", #""key": "age""# + "=>" + #""key": "my age""#),
        (
            "a confirm default as a string",
            #"{"kind": "info", "id": "bye""# + "=>"
                + #"{"kind": "confirm", "key": "ok", "default": "yes""#
        ),
        (
            "a tour style that does not exist",
            #""id": "bye","# + "=>"
                + #""id": "bye", "tour": "carousel", "features": [{"title": "F"}],"#
        ),
        (
            "a progress tour of 100 seconds",
            #""id": "bye","# + "=>"
                + #""id": "bye", "tour": "progress", "seconds": 100, "features": [{"title": "F"}],"#
        ),
        (
            "a feature without a title",
            #""id": "bye","# + "=>" + #""id": "bye", "features": [{"icon": "house"}],"#
        ),
        (
            "seconds without a progress tour",
            #""id": "bye","# + "=>" + #""id": "bye", "seconds": 3,"#
        ),
        (
            "a pattern without an alert",
            #""min": 1, "max": 9}"# + "=>"
                + #""min": 1, "max": 9}, {"kind": "text", "key": "t", "title": "T", "validators": [{"pattern": "[a-z]+"}]}"#
        ),
        (
            "a validator of no known rule",
            #""min": 1, "max": 9}"# + "=>"
                + #""min": 1, "max": 9}, {"kind": "text", "key": "t", "title": "T", "validators": [{"min": 2}]}"#
        ),
        (
            "a multi-select value with a comma",
            #""kind": "picker""# + "=>" + #""kind": "multiselect""# + "&&" + #""value": "a""# + "=>"
                + #""value": "a,b""#
        ),
        (
            "a multi-select default that is not an array",
            #""kind": "picker""# + "=>" + #""kind": "multiselect", "default": "a""#
        ),
        (
            "a condition with two tests",
            #""id": "bye","# + "=>"
                + #""id": "bye", "when": {"key": "age", "atLeast": 2, "atMost": 5},"#
        ),
        (
            "a condition with an empty all",
            #""id": "bye","# + "=>" + #""id": "bye", "when": {"all": []},"#
        ),
        (
            "a condition with a misspelt test",
            #""id": "bye","# + "=>" + #""id": "bye", "when": {"key": "age", "atleast": 2},"#
        ),
        (
            "a condition on a variable with atLeast",
            #""id": "bye","# + "=>" + #""id": "bye", "when": {"var": "v", "atLeast": 2},"#
        ),
        (
            "a condition with both key and var",
            #""id": "bye","# + "=>"
                + #""id": "bye", "when": {"key": "age", "var": "v", "equals": "x"},"#
        ),
        (
            "a condition with empty that is not a boolean",
            #""id": "bye","# + "=>" + #""id": "bye", "when": {"var": "v", "empty": "no"},"#
        ),
        (
            "a condition with empty on a key",
            #""id": "bye","# + "=>" + #""id": "bye", "when": {"key": "age", "empty": true},"#
        ),
        (
            "a condition that is a string",
            #""id": "bye","# + "=>" + #""id": "bye", "when": "age > 2","#
        ),
        ("a timeout of zero", #""store": "broken","# + "=>" + #""store": "broken", "timeout": 0,"#),
        (
            "a timeout in words",
            #""store": "broken","# + "=>" + #""store": "broken", "timeout": "soon","#
        ),
        (
            "a $schema that is not a string",
            #""store": "broken","# + "=>" + #""store": "broken", "$schema": 1,"#
        ),
        (
            "an accent that is no colour",
            #""store": "broken","# + "=>" + #""store": "broken", "accent": "purple","#
        ),
        (
            "a format version not known",
            #""store": "broken","# + "=>" + #""store": "broken", "format": 2,"#
        ),
        ("a text with a control character", #""en": "Bye""# + "=>" + #""en": "By\u001be""#),
        ("a title with a line feed", #""en": "Bye""# + "=>" + #""en": "By\ne""#),
        (
            "a description with a carriage return",
            #""min": 1, "max": 9"# + "=>" + #""min": 1, "max": 9, "text": "One\r\ntwo""#
        ),
        (
            "a description with a tab",
            #""id": "bye","# + "=>" + #""id": "bye", "text": {"en": "a\tb"},"#
        ),
        ("a text without English", #"{"en": "Pick", "ko": "고르기"}"# + "=>" + #"{"ko": "고르기"}"#),
        ("a language code that is not one", #""ko": "나이""# + "=>" + #""korean": "나이""#),
        ("an empty title", #"{"en": "Bye", "ko": "안녕"}"# + "=>" + #"" ""#),
        (
            "a reference to a shared text with another member",
            #""store": "broken","# + "=>" + #""store": "broken", "texts": {"a": "A"},"# + "&&"
                + #""label": "A""# + "=>" + #""label": {"text": "a", "en": "A"}"#
        ),
    ]

    /// `base` with `edit` applied: `FLOW:` and a whole flow, or `old=>new` replacements
    /// (of the first `old`) joined by `&&`.
    private static func apply(_ edit: String) -> String {
        if edit.hasPrefix("FLOW:") { return String(edit.dropFirst(5)) }
        var text = base
        for change in edit.split(separator: "&&", omittingEmptySubsequences: false) {
            let parts = change.split(separator: "=>", omittingEmptySubsequences: false)
            guard parts.count == 2, let range = text.firstRange(of: parts[0]) else {
                preconditionFailure("\(change) does not apply to the base flow")
            }
            text.replaceSubrange(range, with: parts[1])
        }
        return text
    }

    @Test("a description with line feeds on every kind passes both")
    func descriptions() {
        let text = #""text": {"en": "One\n\n  two", "ko": "하나\n  둘"}"#
        let flow = Self.apply(
            #""min": 1, "max": 9"# + "=>" + #""min": 1, "max": 9, \#(text)"# + "&&"
                + #""kind": "picker","# + "=>" + #""kind": "picker", \#(text),"# + "&&"
                + #""id": "bye","# + "=>" + #""id": "bye", \#(text),"# + "&&"
                + #""ko": "안녕"}}"# + "=>"
                + #""ko": "안녕"}}, {"kind": "confirm", "key": "c", "title": "C", \#(text)}, "#
                + #"{"kind": "text", "key": "t", "title": "T", \#(text)}, "#
                + #"{"kind": "multiselect", "key": "m", "title": "M", \#(text), "#
                + #""options": [{"value": "a", "label": "A"}]}"#)
        let path = write("described", flow)
        #expect(validate([path])[path] == "valid", "\(flow)")
        let check = WizardBinary.run(["flow", "check", path], home: home.path)
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("6 steps"), "\(check.output)")
    }

    @Test("texts a flow shares, referred to as a title, a label and a step's text, pass both")
    func sharedTexts() {
        // The texts go in last, so that no edit before changes them.
        let flow = Self.apply(
            #"{"en": "Pick", "ko": "고르기"}"# + "=>" + #"{"text": "pick"}"# + "&&"
                + #""label": "A""# + "=>" + #""label": {"text": "pick"}"# + "&&"
                + #""id": "bye","# + "=>" + #""id": "bye", "text": {"text": "lines"},"# + "&&"
                + #""store": "broken","# + "=>"
                + #""store": "broken", "texts": {"pick": {"en": "Pick", "ko": "고르기"}, "#
                + #""lines": {"en": "One\ntwo", "ko": "하나\n둘"}},"#)
        let path = write("shared", flow)
        #expect(validate([path])[path] == "valid", "\(flow)")
        let check = WizardBinary.run(["flow", "check", path], home: home.path)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("conditions on variables, each test of a single and a list variable, pass both")
    func variableConditions() {
        let flow = Self.apply(
            #""store": "broken","# + "=>"
                + #""store": "broken", "vars": {"p": {"env": "P"}, "l": {"env": "L", "lines": true}},"#
                + "&&" + #""id": "bye","# + "=>"
                + #""id": "bye", "when": {"all": [{"var": "p", "empty": false}, "#
                + #"{"var": "p", "equals": "x"}, {"var": "p", "in": ["x", "y"]}, "#
                + #"{"not": {"var": "l", "contains": "eth0"}}, {"var": "l", "equals": ["a", "b"]}, "#
                + #"{"key": "age", "atLeast": 2}]},"#)
        let path = write("variables", flow)
        #expect(validate([path])[path] == "valid", "\(flow)")
        let check = WizardBinary.run(["flow", "check", path], home: home.path)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("each broken flow fails both the schema and flow check")
    func broken() {
        #expect(
            WizardBinary.run(["flow", "check", write("base", Self.base)], home: home.path).status
                == 0)
        var paths: [(String, String)] = []
        for (index, (name, edit)) in Self.broken.enumerated() {
            paths.append((name, write("broken-\(index)", Self.apply(edit))))
        }
        let verdicts = validate(paths.map(\.1))
        for (name, path) in paths {
            #expect(verdicts[path]?.hasPrefix("invalid") == true, "the schema accepts \(name)")
            let checked = WizardBinary.run(["flow", "check", path], home: home.path)
            #expect(checked.status == 65, "flow check accepts \(name): \(checked.output)")
        }
    }

    private func write(_ name: String, _ text: String) -> String {
        let path = home.file(name + ".json")
        Files.write(text, to: path)
        return path
    }
}
