/// A flow's tests of variables decided for one run, once its variables are read
/// (``Flow/substituted(variables:)``), so that a session evaluates only answers.
extension Flow {
    /// `steps` for a run whose variables hold `values`: each condition's tests of variables
    /// decided (``Condition/resolved(with:)``).
    ///
    /// A step that takes its options from a list variable left empty (a variable a condition
    /// tests, whose source gave nothing: ``FlowVariable/emptyValue``), or from the answer of
    /// such a step, has nothing to offer: it is given, beside its own, the condition that the
    /// variable is not empty, which does not hold, so that it is passed over as any step
    /// whose condition does not hold. Linear in the steps and their conditions.
    ///
    /// - Parameter readLater: the variables read as the run goes (``DependentSources``),
    ///   which have no value yet and are not empty for it.
    static func decidingVariableTests(
        in steps: [Step], values: [String: VariableValue], readLater: Set<String> = []
    ) -> [Step] {
        var steps = steps
        // The steps that offer nothing, by key, with the empty variable that is why.
        var offeringNothing: [String: String] = [:]
        for index in steps.indices {
            let step = steps[index]
            var emptyVariable: String?
            for source in step.kind.optionSources {
                switch source {
                case .variable(let name)
                where !readLater.contains(name) && values[name]?.isEmpty ?? true:
                    emptyVariable = name
                case .answer(let key) where offeringNothing[key] != nil:
                    emptyVariable = offeringNothing[key]
                case .variable, .answer:
                    continue
                }
            }
            let testsVariables = step.condition?.testsVariables == true
            guard testsVariables || emptyVariable != nil else { continue }
            var condition = testsVariables ? step.condition?.resolved(with: values) : step.condition
            if let emptyVariable {
                offeringNothing[step.id] = emptyVariable
                let offersNothing = Condition.variable(
                    name: emptyVariable, .isEmpty(false), outcome: false)
                condition = condition.map { .all([offersNothing, $0]) } ?? offersNothing
            }
            steps[index] = step.with(condition: condition)
        }
        return steps
    }
}

extension Step {
    /// This step with `condition` in place of its own.
    func with(condition: Condition?) -> Step {
        Step(
            id: id, title: title, text: text, button: button, kind: kind, estimate: estimate,
            condition: condition, references: references, priority: priority)
    }
}
