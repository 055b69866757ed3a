import TestSupport
import Testing
import WizardCore

/// What `flow check` reports about a condition's tests of variables (`{"var": NAME, …}`),
/// each at its line:column: a name `vars` does not declare, `atLeast` or `atMost`, `contains`
/// on a single variable, a value of another type than the variable holds, `empty` that is not
/// a boolean or that tests a key, and `key` with `var`.
@Suite("Conditions on variables in flow files", .timeLimit(.minutes(5)))
struct VariableConditionCheckTests {
    typealias F = FlowText

    /// A single variable `one`, a list variable `list`, and `broken`, which has a problem of
    /// its own.
    static let vars = #"""
        { "one": { "env": "ONE" }, "list": { "env": "LIST", "lines": true },
          "broken": { "env": "" } }
        """#

    /// `line:column` of the first `needle` in step `index`'s line, as the problems say.
    private func place(_ needle: String, in steps: [String], step index: Int) -> String {
        let line = steps[index]
        guard let range = line.firstRange(of: needle) else {
            preconditionFailure("\(needle) is not in step \(index)")
        }
        return
            "\(index + 3):\(line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1)"
    }

    /// The problems of `steps` with ``vars``, less the one of `broken`'s declaration.
    private func problems(_ steps: [String]) -> [String] {
        F.problems(steps, vars: Self.vars).filter { !$0.contains("$.vars.broken") }
    }

    @Test("a variable the flow does not declare, at its name; one declared with a problem is not")
    func unknown() {
        let steps = [
            F.confirm("a", when: #"{"var": "nobody", "empty": false}"#),
            F.confirm("b", when: #"{"not": {"var": "none", "equals": "x"}}"#),
            F.confirm("c", when: #"{"var": "broken", "empty": true}"#),
            // A step's key is no variable.
            F.confirm("d", when: #"{"var": "a", "empty": true}"#),
        ]
        let unknown = "is not a variable of the flow (\"vars\"); \"var\" names one of its variables"
        #expect(
            problems(steps) == [
                "\(place(#""nobody""#, in: steps, step: 0)): $.steps[0].when.var: \"nobody\" \(unknown)",
                "\(place(#""none""#, in: steps, step: 1)): $.steps[1].when.not.var: \"none\" \(unknown)",
                "\(place(#""a", "empty""#, in: steps, step: 3)): $.steps[3].when.var: \"a\" \(unknown)",
            ])
        #expect(F.problems(steps, vars: Self.vars).count == 4, "broken's own problem")
    }

    @Test("atLeast and atMost, which test numbers, and contains on a single variable")
    func unfitTests() {
        let steps = [
            F.confirm("a", when: #"{"var": "one", "atLeast": 3}"#),
            F.confirm("b", when: #"{"var": "list", "atMost": 3}"#),
            F.confirm("c", when: #"{"var": "one", "contains": "x"}"#),
            F.confirm("d", when: #"{"var": "list", "contains": "x"}"#),
        ]
        let bound =
            "cannot test a variable, which holds text: atLeast and atMost test whole numbers"
        #expect(
            problems(steps) == [
                "\(place("3}", in: steps, step: 0)): $.steps[0].when.atLeast: atLeast \(bound)",
                "\(place("3}", in: steps, step: 1)): $.steps[1].when.atMost: atMost \(bound)",
                "\(place(#""x""#, in: steps, step: 2)): $.steps[2].when.contains: contains cannot test \"one\", which holds one value: contains tests a list variable (\"lines\": true)",
            ])
    }

    @Test("values of another type: a single variable takes strings, a list's equals an array")
    func valueTypes() {
        let steps = [
            F.confirm("a", when: #"{"var": "one", "equals": 3}"#),
            F.confirm("b", when: #"{"var": "one", "in": ["a", true]}"#),
            F.confirm("c", when: #"{"var": "one", "equals": ["a"]}"#),
            F.confirm("d", when: #"{"var": "list", "equals": "eth0"}"#),
            F.confirm("e", when: #"{"var": "list", "in": ["eth0"]}"#),
            // These fit.
            F.confirm("f", when: #"{"var": "one", "in": ["a", "b"]}"#),
            F.confirm("g", when: #"{"var": "list", "equals": ["eth0", "wlan0"]}"#),
            F.confirm("h", when: #"{"var": "one", "equals": ""}"#),
        ]
        #expect(
            problems(steps) == [
                "\(place("3}", in: steps, step: 0)): $.steps[0].when.equals: the variable \"one\" holds a string, not a number",
                "\(place("true]", in: steps, step: 1)): $.steps[1].when.in[1]: the variable \"one\" holds a string, not true or false",
                "\(place(#"["a"]"#, in: steps, step: 2)): $.steps[2].when.equals: the variable \"one\" holds a string, not an array",
                "\(place(#""eth0""#, in: steps, step: 3)): $.steps[3].when.equals: the variable \"list\" holds an array of strings, not a string",
                "\(place(#""eth0""#, in: steps, step: 4)): $.steps[4].when.in[0]: the variable \"list\" holds an array of strings, not a string",
            ])
    }

    @Test("empty takes true or false, and tests a variable only; key and var never together")
    func malformed() {
        let steps = [
            F.text("name"),
            F.confirm("a", when: #"{"var": "one", "empty": "no"}"#),
            F.confirm("b", when: #"{"key": "name", "empty": true}"#),
            F.confirm("c", when: #"{"var": "one", "key": "name", "equals": "x"}"#),
            F.confirm("d", when: #"{"var": "one"}"#),
            F.confirm("e", when: #"{"var": "one", "empty": true, "equals": "x"}"#),
            F.confirm("f", when: #"{"any": [{"var": "one", "empty": true}], "var": "one"}"#),
        ]
        #expect(
            problems(steps) == [
                "\(place(#""no""#, in: steps, step: 1)): $.steps[1].when.empty: expected true or false",
                "\(place("true}", in: steps, step: 2)): $.steps[2].when.empty: \"empty\" tests a variable (\"var\"); an answer is tested with equals, in, atLeast, atMost or contains",
                "\(place(#"{"var""#, in: steps, step: 3)): $.steps[3].when: a condition tests an earlier answer (\"key\") or a variable (\"var\"), not both; combine two tests with \"all\" or \"any\"",
                "\(place(#"{"var""#, in: steps, step: 4)): $.steps[4].when: expected a condition: {\"key\": …, \"equals\": …} (or \"in\", \"atLeast\", \"atMost\", \"contains\"), {\"var\": …, \"empty\": …} (or \"equals\", \"in\", \"contains\"), {\"all\": […]}, {\"any\": […]} or {\"not\": …}",
                "\(place(#"{"var""#, in: steps, step: 5)): $.steps[5].when: a condition makes one test; combine several with \"all\" or \"any\"",
                "\(place(#"{"any""#, in: steps, step: 6)): $.steps[6].when: expected a condition: {\"key\": …, \"equals\": …} (or \"in\", \"atLeast\", \"atMost\", \"contains\"), {\"var\": …, \"empty\": …} (or \"equals\", \"in\", \"contains\"), {\"all\": […]}, {\"any\": […]} or {\"not\": …}",
            ])
        #expect(F.read(steps, vars: Self.vars).flow == nil)
    }

    @Test("a condition that tests a variable may always hold; its key tests are still checked")
    func mayHold() throws {
        let steps = [
            F.slider("age", min: 18, max: 50),
            // Contradictory in the variable, which no check knows: not reported.
            F.confirm(
                "a",
                when: #"{"all": [{"var": "one", "empty": true}, {"var": "one", "empty": false}]}"#),
            F.confirm(
                "b",
                when: #"{"all": [{"var": "one", "empty": true}, {"key": "age", "atLeast": 60}]}"#),
        ]
        #expect(
            problems(steps) == [
                "\(place("60", in: steps, step: 2)): $.steps[2].when.all[1].atLeast: \"age\" is never at least 60 (its answers: whole numbers from 18 to 50)"
            ])
    }

    @Test("a right flow reads each test as written; the variables it tests may be empty")
    func reads() throws {
        let steps = [
            F.confirm("a", when: #"{"var": "one", "empty": false}"#),
            F.confirm(
                "b",
                when:
                    #"{"any": [{"var": "list", "contains": "wlan0"}, {"not": {"key": "a", "equals": true}}]}"#
            ),
        ]
        let vars =
            #"{ "one": { "env": "ONE" }, "list": { "env": "L", "lines": true }, "x": { "env": "X" } }"#
        let flow = try F.flow(steps, vars: vars)
        #expect(flow.steps[0].condition == .variable(name: "one", .isEmpty(false)))
        #expect(flow.steps[1].condition?.keys == ["a"])
        #expect(flow.steps[1].condition?.variables == ["list"])
        #expect(flow.testsVariables)
        #expect(flow.variables.map(\.mayBeEmpty) == [true, true, false])
        #expect(
            flow.steps[1].condition?.json
                == .object([
                    "any": .array([
                        .object(["var": .string("list"), "contains": .string("wlan0")]),
                        .object(["not": .object(["key": .string("a"), "equals": .bool(true)])]),
                    ])
                ]))
    }
}
