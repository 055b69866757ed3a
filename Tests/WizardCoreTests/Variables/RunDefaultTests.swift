import TestSupport
import Testing
import WizardCore

/// Defaults a run reads (`"default": "${name}"`) for the kinds whose defaults are not
/// strings: a confirm reads yes/no words and true/false, a slider a number, a multi-select a
/// list variable or comma-separated options. A value the kind cannot take is refused: the
/// flow's own default stands, and the kind says what it refused.
@Suite("Defaults read from a run", .timeLimit(.minutes(5)))
struct RunDefaultTests {
    typealias F = FlowText

    static let steps = [
        F.confirm("auto", extra: #""default": "${apt_auto}""#),
        #"{ "kind": "slider", "key": "port", "title": "Port", "min": 1024, "max": 9999, "default": "${apt_port}" }"#,
        F.multiSelect("tools", ["gh", "jq", "rg"], extra: #", "default": "${wanted}""#),
    ]
    static let vars =
        #"{"apt_auto": {"env": "A"}, "apt_port": {"env": "P"}, "wanted": {"env": "T"}}"#

    static func choices(_ values: [String]) -> Answer {
        Answer(.array(values.map { .string($0) }))
    }

    func filled(_ values: [String: VariableValue]) throws -> Flow {
        try F.flow(Self.steps, vars: Self.vars).substituted(variables: values)
    }

    func defaults(_ flow: Flow) -> [Answer?] {
        let session = Session(flow: flow)
        return flow.steps.map { session.defaultAnswer(to: $0) }
    }

    @Test("taken: a yes word in any language, a number on the slider, options by line or list")
    func taken() throws {
        let words = try filled([
            "apt_auto": .single("ja"), "apt_port": .single("2222"),
            "wanted": .single("jq, rg"),
        ])
        #expect(defaults(words) == [.flag(true), .number(2222), Self.choices(["jq", "rg"])])
        #expect(words.steps.allSatisfy { $0.kind.refusedDefault == nil })
        let list = try filled([
            "apt_auto": .single("false"), "apt_port": .single("1024"),
            "wanted": .list([
                VariableItem(value: "rg", label: "rg"), VariableItem(value: "gh", label: "gh"),
            ]),
        ])
        #expect(defaults(list) == [.flag(false), .number(1024), Self.choices(["gh", "rg"])])
    }

    @Test("refused: the flow's own default stands, and the kind names what it refused")
    func refused() throws {
        let flow = try filled([
            "apt_auto": .single("maybe"), "apt_port": .single("99999"),
            "wanted": .single("zz"),
        ])
        #expect(defaults(flow) == [nil, .number(1024), Self.choices([])])
        #expect(flow.steps.map(\.kind.refusedDefault) == ["maybe", "99999", "zz"])
        let unknownItem = try filled([
            "apt_auto": .single("y"), "apt_port": .single("2000"),
            "wanted": .list([
                VariableItem(value: "rg", label: "rg"), VariableItem(value: "zz", label: "zz"),
            ]),
        ])
        #expect(defaults(unknownItem).last == Self.choices([]))
        #expect(unknownItem.steps.last?.kind.refusedDefault == "rg, zz")
    }

    @Test("flow check: a confirm's default must be a boolean or name a run's value")
    func checked() {
        let problems = F.problems([F.confirm("a", extra: #""default": "yes""#)])
        #expect(
            problems.contains {
                $0.hasSuffix(
                    #"$.steps[0].default: expected true, false, or a value of the run such as "${name}""#
                )
            }, "\(problems)")
        let unknown = F.problems([F.confirm("a", extra: #""default": "${nobody}""#)])
        #expect(unknown.count == 1, "\(unknown)")
    }
}
