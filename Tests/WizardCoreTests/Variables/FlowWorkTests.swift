import Testing
import WizardCore
import WizardMessages

/// The flow's work as a whole (``FlowWork``): options over all steps, each list counted at
/// every step that takes it, and bytes filled into texts, refused by `flow check` when the
/// file decides it and by a run once its variables are read, before anything is built.
@Suite("The work a flow asks for, bounded as a whole", .timeLimit(.minutes(5)))
struct FlowWorkTests {
    /// A multi-select of `options` options keyed `m`, then `count` steps made by `step` from
    /// their index.
    static func flowBytes(options: Int, count: Int, vars: String = "", _ step: (Int) -> String)
        -> [UInt8]
    {
        let listed = (0..<options).map { #"{"value":"o\#($0)","label":"Option \#($0)"}"# }
        let steps = (0..<count).map(step).joined(separator: ",")
        return Array(
            """
            {"id":"w",\(vars)"steps":[{"kind":"multiselect","key":"m","title":"M",
             "validators":[{"min":1}],"options":[\(listed.joined(separator: ","))]},\(steps)]}
            """.utf8)
    }

    static func picker(_ index: Int) -> String {
        #"{"kind":"picker","key":"p\#(index)","title":"P","options":{"from":"m"}}"#
    }

    @Test("pickers that each take one multi-select's options: counted at every step")
    func fanOutCounted() throws {
        let reading = FlowReader.read(Self.flowBytes(options: 999, count: 10, Self.picker))
        let flow = try #require(reading.flow)
        #expect(flow.work().options == 999 * 11)
    }

    @Test("a fan-out over the option budget is one problem at the steps, with its count")
    func fanOutRefused() throws {
        // 999 × 201 = 200,799 options: just over the budget.
        let reading = FlowReader.read(Self.flowBytes(options: 999, count: 200, Self.picker))
        #expect(reading.flow == nil)
        #expect(reading.problemCount == 1)
        let problem = try #require(reading.problems.first)
        #expect(problem.path == "$.steps")
        #expect(
            problem.message(.english).contains("200799 options"), "\(problem.message(.english))")
        let within = FlowReader.read(Self.flowBytes(options: 999, count: 199, Self.picker))
        #expect(within.flow != nil)
    }

    @Test("a chain of sources counts each list where it ends up")
    func chain() throws {
        let reading = FlowReader.read(
            Self.flowBytes(options: 10, count: 2) { index in
                index == 0
                    ? #"{"kind":"multiselect","key":"n","title":"N","validators":[{"min":1}],"options":{"from":"m"}}"#
                    : #"{"kind":"picker","key":"p","title":"P","options":{"from":"n"}}"#
            })
        let flow = try #require(reading.flow)
        #expect(flow.work().options == 30)
    }

    @Test("texts that name an answer are counted at the most it can show, in each text")
    func answerSubstitutions() throws {
        let page = { (_: Int) in #"{"kind":"info","title":"Chosen: ${m}"}"# }
        let reading = FlowReader.read(Self.flowBytes(options: 3, count: 4, page))
        let flow = try #require(reading.flow)
        // "Option N" is 8 bytes, each joined with ", ": 30 bytes an answer, 4 texts.
        #expect(flow.work().substitutedBytes == 4 * 30 * Message.renderedLanguages.count)
    }

    @Test("a file variable's value is counted once read, and over the budget nothing is filled")
    func variableSubstitutions() throws {
        let vars = #""vars":{"v":{"env":"WIZARD_TEST_VALUE"}},"#
        let pages = { (_: Int) in #"{"kind":"info","title":"${v}${v}"}"# }
        let flow = try #require(
            FlowReader.read(Self.flowBytes(options: 1, count: 8, vars: vars, pages)).flow)
        #expect(flow.work().substitutedBytes == 0)
        let languages = Message.renderedLanguages.count
        let fitting = FlowWork.substitutionBudget / (16 * languages)
        let fits = String(repeating: "x", count: fitting)
        #expect(flow.work(variables: ["v": .single(fits)]).isWithinBudget)
        let over = VariableValue.single(fits + "x")
        let work = flow.work(variables: ["v": over])
        #expect(work.substitutedBytes == (fitting + 1) * 16 * languages)
        #expect(throws: VariableProblem.overBudget(work)) {
            try flow.substituted(variables: ["v": over])
        }
    }

    @Test("a list variable's items count at every step that takes it, once read")
    func variableOptions() throws {
        let vars = #""vars":{"l":{"env":"WIZARD_TEST_LIST","lines":true}},"#
        let pickers = { (index: Int) in
            #"{"kind":"picker","key":"p\#(index)","title":"P","options":{"from":"l"}}"#
        }
        let flow = try #require(
            FlowReader.read(Self.flowBytes(options: 1, count: 300, vars: vars, pickers)).flow)
        let items = (0..<999).map { VariableItem(value: "v\($0)", label: "v\($0)") }
        let work = flow.work(variables: ["l": .list(items)])
        #expect(work.options == 1 + 300 * 999)
        #expect(throws: VariableProblem.overBudget(work)) {
            try flow.substituted(variables: ["l": .list(items)])
        }
    }
}
