import TestSupport
import Testing
import WizardCore

/// Conditions on variables: each test on a single and a list value, the outcome a run's
/// values give (``Condition/resolved(with:)``), and a test not resolved, unknown (`nil`) to
/// the three-valued evaluation and false to the plain one.
@Suite("Conditions on variables", .timeLimit(.minutes(5)))
struct VariableConditionTests {
    static let values: [String: VariableValue] = [
        "path": .single("/usr/bin/procmail"), "blank": .single(""),
        "ifaces": .list([
            VariableItem(value: "eth0", label: "Wired"),
            VariableItem(value: "wlan0", label: "Wireless"),
        ]),
        "none": .list([]),
    ]

    @Test(
        "each test on a single value and a list, an absent value taken as empty",
        arguments: [
            (Condition.variable(name: "path", .isEmpty(false)), true),
            (.variable(name: "path", .isEmpty(true)), false),
            (.variable(name: "blank", .isEmpty(true)), true),
            (.variable(name: "none", .isEmpty(true)), true),
            (.variable(name: "ifaces", .isEmpty(false)), true),
            (.variable(name: "absent", .isEmpty(true)), true),
            (.variable(name: "path", .equals(.string("/usr/bin/procmail"))), true),
            (.variable(name: "path", .equals(.string("/bin/procmail"))), false),
            (.variable(name: "blank", .equals(.string(""))), true),
            (
                .variable(name: "path", .isOneOf([.string("x"), .string("/usr/bin/procmail")])),
                true
            ),
            (.variable(name: "path", .isOneOf([.string("x")])), false),
            // A list by its items' values, not their labels.
            (.variable(name: "ifaces", .contains("wlan0")), true),
            (.variable(name: "ifaces", .contains("Wireless")), false),
            (.variable(name: "none", .contains("wlan0")), false),
            (
                .variable(name: "ifaces", .equals(.array([.string("wlan0"), .string("eth0")]))),
                true
            ),
            (.variable(name: "ifaces", .equals(.array([.string("eth0")]))), false),
            (.variable(name: "none", .equals(.array([]))), true),
            // A test of another type never holds.
            (.variable(name: "path", .contains("procmail")), false),
            (.variable(name: "ifaces", .equals(.string("eth0"))), false),
        ])
    func tests(condition: Condition, holds: Bool) {
        let resolved = condition.resolved(with: Self.values)
        #expect(resolved.holds(for: [:]) == holds)
        #expect(resolved.holds(for: [:], unknown: []) == holds)
    }

    @Test("resolved, a variable's test is decided inside all, any and not; answers as ever")
    func combinations() {
        let condition = Condition.all([
            .not(.variable(name: "path", .isEmpty(true))),
            .any([.variable(name: "none", .contains("x")), .test(key: "ok", .equals(.bool(true)))]),
        ])
        let resolved = condition.resolved(with: Self.values)
        #expect(resolved.holds(for: ["ok": .flag(true)]))
        #expect(!resolved.holds(for: ["ok": .flag(false)]))
        #expect(!resolved.holds(for: [:]))
        #expect(resolved.holds(for: [:], unknown: ["ok"]) == nil)
        // As written, whatever the outcome.
        #expect(resolved.json == condition.json)
        #expect(resolved.variables == ["path", "none"])
        #expect(resolved.keys == ["ok"])
    }

    @Test("not resolved (a flow used without its variables): unknown, or false; never a trap")
    func unresolved() {
        let test = Condition.variable(name: "path", .isEmpty(false))
        #expect(test.holds(for: [:], unknown: []) == nil)
        #expect(Condition.not(test).holds(for: [:], unknown: []) == nil)
        #expect(!test.holds(for: [:]))
        // What answers decide stays decided.
        let answer = Condition.test(key: "ok", .equals(.bool(true)))
        #expect(Condition.all([test, answer]).holds(for: [:], unknown: []) == false)
        #expect(Condition.any([test, answer]).holds(for: ["ok": .flag(true)], unknown: []) == true)
        #expect(Condition.all([test, answer]).holds(for: ["ok": .flag(true)], unknown: []) == nil)
    }

    @Test("JSON as the flow file writes it: var and its test")
    func json() {
        let condition = Condition.any([
            .variable(name: "procmail", .isEmpty(false)),
            .variable(name: "ifaces", .isOneOf([.string("a")])),
        ])
        #expect(
            JSONWriter.compactText(condition.json)
                == #"{"any":[{"empty":false,"var":"procmail"},{"in":["a"],"var":"ifaces"}]}"#)
        #expect(condition.keys == [])
        #expect(condition.testsVariables)
        #expect(!Condition.test(key: "a", .atLeast(1)).testsVariables)
    }
}
