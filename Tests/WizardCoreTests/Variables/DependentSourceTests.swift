import Synchronization
import TestSupport
import Testing
import WizardCore

/// Options from a command that names earlier answers (`["kbd-variants", "${layout}"]`):
/// each answer one whole argument; the command run as its step is reached, once for each
/// set of arguments, again when the answer changes, never for a walk ahead; a step it
/// gives nothing passed over; every misuse refused at its line:column.
@Suite("Options from a command that names an answer", .timeLimit(.minutes(5)))
struct DependentSourceTests {
    typealias F = FlowText

    static let steps = [
        F.picker("layout", ["us", "de", "jp"]),
        #"{ "kind": "picker", "key": "variant", "title": "V", "options": {"from": "variants"} }"#,
        F.text("end"),
    ]
    static let vars = #"{"variants": {"command": ["kbd-variants", "${layout}"], "lines": true}}"#

    /// The commands run, in order.
    final class Runs: Sendable {
        let words = Mutex<[[String]]>([])
        var all: [[String]] { words.withLock { $0 } }
    }

    func session(_ runs: Runs) throws -> Session {
        let flow = try F.flow(Self.steps, vars: Self.vars).substituted(variables: [:])
        let sources = DependentSources { _, words in
            runs.words.withLock { $0.append(words) }
            let items: [String] =
                switch words.last {
                case "us": ["basic", "intl"]
                case "de": ["basic", "nodeadkeys"]
                default: []
                }
            return (.list(items.map { VariableItem(value: $0, label: $0) }), nil)
        }
        return Session(flow: flow.reading(sources))
    }

    @Test("run as the step is reached, with the answer as one argument; not run again for it")
    func reached() throws {
        let runs = Runs()
        var run = try session(runs)
        #expect(runs.all.isEmpty)
        _ = run.progress
        _ = run.stepsAhead
        #expect(runs.all.isEmpty)
        try run.submit(.line("de"))
        #expect(runs.all == [["kbd-variants", "de"]])
        #expect(
            (run.currentStep?.kind as? PickerQuestion)?.options.map(\.value) == [
                "basic", "nodeadkeys",
            ])
        try run.submit(.line("nodeadkeys"))
        #expect(run.currentStep?.id == "end")
        #expect(runs.all == [["kbd-variants", "de"]])
    }

    @Test("going back and changing the answer runs it again with the new one")
    func changed() throws {
        let runs = Runs()
        var run = try session(runs)
        try run.submit(.line("de"))
        run.goBack()
        try run.submit(.line("us"))
        #expect(
            (run.currentStep?.kind as? PickerQuestion)?.options.map(\.value) == ["basic", "intl"])
        run.goBack()
        try run.submit(.line("de"))
        #expect(runs.all == [["kbd-variants", "de"], ["kbd-variants", "us"]])
    }

    @Test("a command that gives nothing passes its step over")
    func nothing() throws {
        let runs = Runs()
        var run = try session(runs)
        try run.submit(.line("jp"))
        #expect(run.currentStep?.id == "end")
        try run.submit(.line("E"))
        #expect(run.isComplete)
        #expect(run.answers["variant"] == nil)
    }

    @Test(
        "refused at their place: an answer as the program, a use in a text or a condition, a later key"
    )
    func refusals() {
        let variables =
            #"{"a": {"command": ["${layout}"], "lines": true}, "b": {"command": ["x", "-l${layout}"], "lines": true}}"#
        let words = F.problems([F.picker("layout", ["us"])], vars: variables)
        #expect(
            words == [
                #"5:30: $.vars.a.command[0]: the program a command runs cannot be an earlier answer: "${key}" stands only as an argument of its own"#
            ], "\(words)")
        // A `${` inside a word is the word's own, as a shell script's is: no answer.
        let literal = try? F.flow(
            [F.picker("layout", ["us"])],
            vars: #"{"b": {"command": ["sh", "-c", "echo ${1}", "-l${layout}"], "lines": true}}"#)
        #expect(literal?.variables.first?.dependsOnAnswers == false)
        let uses = F.problems(
            [
                F.picker("layout", ["us"]),
                F.text("t", extra: #""placeholder": "${variants}""#),
                F.confirm("c", when: #"{"var": "variants", "empty": false}"#),
            ], vars: Self.vars)
        #expect(uses.count == 2, "\(uses)")
        #expect(
            uses.allSatisfy { $0.contains("\"variants\" is read with earlier answers") }, "\(uses)")
        let later = F.problems(
            [
                #"{ "kind": "picker", "key": "variant", "title": "V", "options": {"from": "variants"} }"#,
                F.picker("layout", ["us"]),
            ], vars: Self.vars)
        #expect(
            later.contains {
                $0.hasPrefix("3:")
                    && $0.hasSuffix(
                        #"$.steps[0].options.from: "variants" runs with the answer to "layout", which no question before this step gives"#
                    )
            }, "\(later)")
    }

    @Test("a text without a pattern that feeds a command is warned about; with one it is not")
    func unchecked() {
        let warned = F.problems(
            [F.text("layout"), Self.steps[1]], vars: Self.vars)
        #expect(warned.count == 1)
        #expect(
            warned.first?.contains(
                "warning: \"variants\" passes the answer to \"layout\" to its program") == true,
            "\(warned)")
        let patterned = F.problems(
            [
                F.text(
                    "layout", extra: #""validators": [{"pattern": "^[a-z]+$", "alert": "a-z"}]"#),
                Self.steps[1],
            ],
            vars: Self.vars)
        #expect(patterned.isEmpty, "\(patterned)")
    }
}
