import TestSupport
import Testing
import WizardCore

/// A flow's tests of variables decided once a run has read its variables
/// (``Flow/substituted(variables:)``): the session asks by the answers alone, a step whose
/// options come from a list left empty (or from the answer of such a step) is passed over, and
/// a variable a condition tests may be empty (``FlowVariable/emptyValue``).
@Suite("Conditions on variables in a run", .timeLimit(.minutes(5)))
struct VariableConditionRunTests {
    /// The mail server: procmail asked about only where it is installed; interfaces
    /// chosen among those the machine has, the main one among the chosen, Wi-Fi asked about
    /// only when there is a wlan0, and a note when there is no interface.
    static let text = """
        {"id": "mail", "vars": {
           "procmail": {"command": ["sh", "-c", "command -v procmail || true"]},
           "ifaces": {"command": ["ls", "/sys/class/net"], "lines": true},
           "host": {"env": "HOST"}},
         "steps": [
          {"kind": "confirm", "key": "use_procmail", "title": "Use ${procmail}?",
           "when": {"var": "procmail", "empty": false}},
          {"kind": "multiselect", "key": "chosen", "title": "Interfaces",
           "options": {"from": "ifaces"}, "validators": [{"min": 1}]},
          {"kind": "picker", "key": "main", "title": "Main", "options": {"from": "chosen"}},
          {"kind": "confirm", "key": "wifi", "title": "Wi-Fi?",
           "when": {"all": [{"var": "ifaces", "contains": "wlan0"}, {"key": "main", "equals": "wlan0"}]}},
          {"kind": "info", "id": "none", "title": "No interface", "when": {"var": "ifaces", "empty": true}},
          {"kind": "text", "key": "name", "title": "Name on ${host}"}
        ]}
        """

    func flow() throws -> Flow {
        let reading = FlowReader.read(Array(Self.text.utf8))
        #expect(reading.problems.filter { !$0.isWarning } == [])
        return try #require(reading.flow)
    }

    func items(_ values: String...) -> VariableValue {
        .list(values.map { VariableItem(value: $0, label: $0) })
    }

    @Test("only the variables a condition tests may be empty; the others still need a value")
    func mayBeEmpty() throws {
        let variables = try flow().variables
        #expect(variables.map(\.mayBeEmpty) == [true, true, false])
        #expect(variables[0].emptyValue == .single(""))
        #expect(variables[1].emptyValue == .list([]))
        #expect(variables[2].emptyValue == nil)
        // Its default first, when it has one.
        let defaulted = FlowVariable(
            name: "v", source: .environment("V"), defaultText: "d", mayBeEmpty: true)
        #expect(defaulted.value(fromSource: nil) == .single("d"))
    }

    @Test("procmail installed: asked about, and named; a wlan0 chosen: Wi-Fi asked about")
    func installed() throws {
        let filled = try flow().substituted(variables: [
            "procmail": .single("/usr/bin/procmail"), "ifaces": items("eth0", "wlan0"),
            "host": .single("h"),
        ])
        #expect(filled.isFilledIn)
        var session = Session(flow: filled)
        #expect(session.currentStep?.title.english == "Use /usr/bin/procmail?")
        try session.submit(.line("yes"))
        try session.submit(.line("1,2"))
        try session.submit(.line("wlan0"))
        #expect(session.currentStep?.id == "wifi")
        try session.submit(.line("no"))
        #expect(session.currentStep?.id == "name")
        try session.submit(.line("Kim"))
        #expect(session.isComplete)
        #expect(session.skippedKeys.isEmpty)
    }

    @Test("procmail missing, no interface: both passed over, the note shown, nothing stored")
    func missing() throws {
        let filled = try flow().substituted(variables: [
            "procmail": .single(""), "ifaces": .list([]), "host": .single("h"),
        ])
        var session = Session(flow: filled)
        // The multi-select and the picker that takes its answer offer nothing.
        #expect(session.currentStep?.id == "none")
        try session.submit(.line(""))
        #expect(session.currentStep?.id == "name")
        try session.submit(.line("Kim"))
        #expect(session.isComplete)
        #expect(session.answers.keys.sorted() == ["name"])
        #expect(session.skippedKeys == ["use_procmail", "chosen", "main", "wifi"])
    }

    @Test("the run's conditions are decided, as written; a flow without values is unknown")
    func decided() throws {
        let flow = try flow()
        #expect(flow.steps[0].condition?.holds(for: [:], unknown: []) == nil)
        let filled = try flow.substituted(variables: [
            "procmail": .single(""), "ifaces": items("eth0"), "host": .single("h"),
        ])
        #expect(filled.steps[0].condition?.holds(for: [:], unknown: []) == false)
        #expect(filled.steps[0].condition?.json == flow.steps[0].condition?.json)
        #expect(filled.steps[4].condition?.holds(for: [:]) == false)
        // The list has an item: its steps keep their own conditions, none.
        #expect(filled.steps[1].condition == nil)
        #expect(filled.steps[2].condition == nil)
    }
}
