import TestSupport
import Testing
import WizardCore

/// What `flow check` reports about conditions, each at its line:column: keys no earlier
/// question stores, tests that do not fit the answer's type, values the question never
/// gives, and conditions that can never hold.
@Suite("Condition problems in flow files", .timeLimit(.minutes(5)))
struct ConditionCheckTests {
    typealias F = FlowText

    /// `line:column` of the first `needle` in step `index`'s line, as the problems say.
    private func place(_ needle: String, in steps: [String], step index: Int) -> String {
        let line = steps[index]
        guard let range = line.firstRange(of: needle) else {
            preconditionFailure("\(needle) is not in step \(index)")
        }
        return
            "\(index + 3):\(line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1)"
    }

    @Test("a condition on a key that no earlier question stores: unknown, later, itself, a page")
    func keys() {
        let steps = [
            F.info("welcome"),
            F.confirm("first", when: #"{"key": "nobody", "equals": true}"#),
            F.confirm("second", when: #"{"key": "third", "equals": true}"#),
            F.confirm("third", when: #"{"key": "third", "equals": true}"#),
            F.confirm("fourth", when: #"{"key": "welcome", "equals": true}"#),
        ]
        #expect(
            F.problems(steps) == [
                "\(place(#""nobody""#, in: steps, step: 1)): $.steps[1].when.key: no earlier question stores \"nobody\"; a condition tests answers given before its step",
                "\(place(#""third", "equals""#, in: steps, step: 2)): $.steps[2].when.key: \"third\" is stored by $.steps[3], which does not come before this step; a condition tests answers given earlier",
                "\(place(#""third", "equals""#, in: steps, step: 3)): $.steps[3].when.key: \"third\" is stored by $.steps[3], which does not come before this step; a condition tests answers given earlier",
                "\(place(#""welcome""#, in: steps, step: 4)): $.steps[4].when.key: no earlier question stores \"welcome\"; a condition tests answers given before its step",
            ])
    }

    @Test(
        "a test that does not fit the answer: atLeast on a picker, contains on a slider, a string for a number"
    )
    func types() {
        let steps = [
            F.picker("gender", ["male", "female"]),
            F.slider("age", min: 18, max: 50),
            F.confirm("a", when: #"{"key": "gender", "atLeast": 3}"#),
            F.confirm("b", when: #"{"key": "age", "contains": "30"}"#),
            F.confirm("c", when: #"{"key": "age", "equals": "30"}"#),
            F.confirm("d", when: #"{"key": "gender", "in": ["male", true]}"#),
        ]
        #expect(
            F.problems(steps) == [
                "\(place("3}", in: steps, step: 2)): $.steps[2].when.atLeast: atLeast cannot test \"gender\", which stores a string: atLeast and atMost test whole numbers, contains a multi-select's choices",
                "\(place(#""30""#, in: steps, step: 3)): $.steps[3].when.contains: contains cannot test \"age\", which stores a whole number: atLeast and atMost test whole numbers, contains a multi-select's choices",
                "\(place(#""30""#, in: steps, step: 4)): $.steps[4].when.equals: \"age\" stores a whole number, not a string",
                "\(place("true]", in: steps, step: 5)): $.steps[5].when.in[1]: \"gender\" stores a string, not true or false",
            ])
    }

    @Test(
        "a value the question never gives: not an option, out of range, off the steps, refused by validators"
    )
    func impossibleValues() {
        let steps = [
            F.picker("gender", ["male", "female"]),
            F.slider("age", min: 18, max: 50, step: 2),
            F.text("name", extra: #""validators": [{ "min_length": 2 }]"#),
            F.multiSelect("extras", ["gh", "jq"]),
            F.confirm("a", when: #"{"key": "gender", "equals": "Female"}"#),
            F.confirm("b", when: #"{"key": "age", "in": [30, 19, 52]}"#),
            F.confirm("c", when: #"{"key": "age", "atLeast": 51}"#),
            F.confirm("d", when: #"{"key": "age", "atMost": 17}"#),
            F.confirm("e", when: #"{"key": "name", "equals": "A"}"#),
            F.confirm("f", when: #"{"key": "extras", "contains": "docker"}"#),
            F.confirm("g", when: #"{"key": "extras", "equals": ["gh", "gh"]}"#),
        ]
        let never = "is never an answer to"
        #expect(
            F.problems(steps) == [
                "\(place(#""Female""#, in: steps, step: 4)): $.steps[4].when.equals: \"Female\" \(never) \"gender\" (its answers: \"male\", \"female\")",
                "\(place("19", in: steps, step: 5)): $.steps[5].when.in[1]: 19 \(never) \"age\" (its answers: whole numbers from 18 to 50 in steps of 2)",
                "\(place("52", in: steps, step: 5)): $.steps[5].when.in[2]: 52 \(never) \"age\" (its answers: whole numbers from 18 to 50 in steps of 2)",
                "\(place("51", in: steps, step: 6)): $.steps[6].when.atLeast: \"age\" is never at least 51 (its answers: whole numbers from 18 to 50 in steps of 2)",
                "\(place("17", in: steps, step: 7)): $.steps[7].when.atMost: \"age\" is never at most 17 (its answers: whole numbers from 18 to 50 in steps of 2)",
                "\(place(#""A""#, in: steps, step: 8)): $.steps[8].when.equals: \"A\" \(never) \"name\" (its answers: texts its validators accept)",
                "\(place(#""docker""#, in: steps, step: 9)): $.steps[9].when.contains: \"docker\" \(never) \"extras\" (its answers: 0 to 2 of \"gh\", \"jq\")",
                "\(place("[\"gh\"", in: steps, step: 10)): $.steps[10].when.equals: [\"gh\",\"gh\"] \(never) \"extras\" (its answers: 0 to 2 of \"gh\", \"jq\")",
            ])
    }

    @Test("a condition whose tests contradict each other can never hold, reported at its when")
    func contradictions() {
        let steps = [
            F.slider("age", min: 18, max: 50),
            F.picker("gender", ["male", "female"]),
            F.confirm("conditional", when: #"{"key": "age", "atLeast": 40}"#),
            F.confirm(
                "a",
                when: #"{"all": [{"key": "age", "atLeast": 30}, {"key": "age", "atMost": 20}]}"#),
            F.confirm(
                "b",
                when:
                    #"{"all": [{"key": "gender", "equals": "male"}, {"key": "gender", "equals": "female"}]}"#
            ),
            F.confirm("c", when: #"{"not": {"key": "gender", "in": ["male", "female"]}}"#),
            F.confirm(
                "d",
                when:
                    #"{"any": [{"not": {"key": "age", "atLeast": 18}}, {"not": {"key": "age", "atMost": 50}}]}"#
            ),
            // These can hold: an answer may be absent when its step has a condition.
            F.confirm("e", when: #"{"not": {"key": "conditional", "in": [true, false]}}"#),
            F.confirm(
                "f",
                when: #"{"all": [{"key": "age", "atLeast": 30}, {"key": "age", "atMost": 30}]}"#),
        ]
        let never = "this condition can never hold, so the step is never asked"
        #expect(
            F.problems(steps) == [
                "\(place("{\"all\"", in: steps, step: 3)): $.steps[3].when: \(never)",
                "\(place("{\"all\"", in: steps, step: 4)): $.steps[4].when: \(never)",
                "\(place("{\"not\"", in: steps, step: 5)): $.steps[5].when: \(never)",
                "\(place("{\"any\"", in: steps, step: 6)): $.steps[6].when: \(never)",
            ])
    }

    @Test("malformed conditions: no test, two tests, an empty all, a bad value, a typo")
    func malformed() {
        let steps = [
            F.slider("age", min: 18, max: 50),
            F.confirm("a", when: #"{"key": "age"}"#),
            F.confirm("b", when: #"{"key": "age", "atLeast": 3, "atMost": 9}"#),
            F.confirm("c", when: #"{"all": []}"#),
            F.confirm("d", when: #"{"key": "age", "equals": null}"#),
            F.confirm("e", when: #"{"key": "age", "atleast": 3}"#),
            F.confirm("f", when: #""age""#),
        ]
        let problems = F.problems(steps)
        #expect(problems.count == 7, "\(problems)")
        #expect(
            problems.contains(
                "\(place("{\"key\"", in: steps, step: 1)): $.steps[1].when: expected a condition: {\"key\": …, \"equals\": …} (or \"in\", \"atLeast\", \"atMost\", \"contains\"), {\"var\": …, \"empty\": …} (or \"equals\", \"in\", \"contains\"), {\"all\": […]}, {\"any\": […]} or {\"not\": …}"
            ))
        #expect(
            problems.contains(
                "\(place("{\"key\"", in: steps, step: 2)): $.steps[2].when: a condition makes one test; combine several with \"all\" or \"any\""
            ))
        #expect(
            problems.contains(
                "\(place("[]", in: steps, step: 3)): $.steps[3].when.all: expected a non-empty array of conditions"
            ))
        #expect(
            problems.contains(
                "\(place("null", in: steps, step: 4)): $.steps[4].when.equals: expected a string, a whole number, true or false (equals also takes an array of strings)"
            ))
        #expect(
            problems.contains {
                $0.hasPrefix(
                    "\(place("\"atleast\"", in: steps, step: 5)): $.steps[5].when.atleast: unknown field \"atleast\""
                )
            })
        #expect(
            problems.contains(
                "\(place("\"age\" }", in: steps, step: 6)): $.steps[6].when: expected an object, found a string"
            ))
        #expect(F.read(steps).flow == nil)
    }

    @Test("all, any and not nest nine deep in any mix; a tenth is refused at its place")
    func nesting() {
        let test = #"{"key": "age", "in": [20, 30]}"#
        // all, any, not, not, all, any, …: each level leaves `age` in 20, 30 or 40 able to
        // make it hold or fail, so no depth can never hold.
        func nested(_ depth: Int) -> String {
            (0..<depth).reduce(test) { inner, level in
                switch level % 4 {
                case 0: #"{"all": ["# + inner + "]}"
                case 1: #"{"any": ["# + inner + #", {"key": "age", "equals": 40}]}"#
                default: #"{"not": "# + inner + "}"
                }
            }
        }
        for depth in 0...9 {
            let steps = [F.slider("age", min: 18, max: 50), F.confirm("a", when: nested(depth))]
            #expect(F.problems(steps) == [], "depth \(depth)")
            #expect(F.read(steps).flow?.steps[1].condition != nil, "depth \(depth)")
        }
        let steps = [F.slider("age", min: 18, max: 50), F.confirm("a", when: nested(10))]
        let problems = F.problems(steps)
        #expect(problems.count == 1, "\(problems)")
        #expect(
            problems.first?.hasSuffix(": a condition may nest all, any and not at most 9 deep")
                == true, "\(problems)")
        #expect(F.read(steps).flow == nil)
    }

    @Test("a flow whose conditions are right reads, each step with its condition")
    func rightConditionsRead() throws {
        let steps = [
            F.confirm("extras_wanted"),
            F.multiSelect(
                "extras", ["gh", "jq"], when: #"{"key": "extras_wanted", "equals": true}"#),
            F.info(
                "bye",
                when:
                    #"{"any": [{"key": "extras", "contains": "gh"}, {"not": {"key": "extras_wanted", "equals": true}}]}"#
            ),
        ]
        let flow = try F.flow(steps)
        #expect(flow.steps[0].condition == nil)
        #expect(flow.steps[1].condition == .test(key: "extras_wanted", .equals(.bool(true))))
        #expect(flow.steps[2].condition?.keys == ["extras", "extras_wanted"])
    }
}
