/// The tests of a flow's variables in a condition (`{"var": NAME, …}`), and their outcome
/// in a run.
extension Condition {
    /// Every variable the condition tests, in the order written, each once.
    public var variables: [String] {
        var names: [String] = []
        forEachVariableTest { name, _ in if !names.contains(name) { names.append(name) } }
        return names
    }

    /// Whether the condition tests a variable.
    public var testsVariables: Bool {
        switch self {
        case .test: false
        case .variable: true
        case .all(let parts), .any(let parts): parts.contains(where: \.testsVariables)
        case .not(let part): part.testsVariables
        }
    }

    /// Calls `body` with each test of a variable, in the order written.
    public func forEachVariableTest(_ body: (String, VariableTest) -> Void) {
        switch self {
        case .test: break
        case .variable(let name, let test, _): body(name, test)
        case .all(let parts), .any(let parts): parts.forEach { $0.forEachVariableTest(body) }
        case .not(let part): part.forEachVariableTest(body)
        }
    }

    /// The condition for a run whose variables hold `values`: each test of a variable given
    /// its outcome, a variable without a value taken as empty; the tests of answers as they
    /// are. Linear in the condition's size.
    public func resolved(with values: [String: VariableValue]) -> Condition {
        switch self {
        case .test: self
        case .variable(let name, let test, _):
            .variable(name: name, test, outcome: test.holds(for: values[name]))
        case .all(let parts): .all(parts.map { $0.resolved(with: values) })
        case .any(let parts): .any(parts.map { $0.resolved(with: values) })
        case .not(let part): .not(part.resolved(with: values))
        }
    }
}
