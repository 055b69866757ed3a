import WizardMessages

/// What `flow check` finds in conditions once every step is read (`docs/flow-format.md`,
/// "Conditions"): a key no earlier question stores, a test that does not fit the answer's
/// type, a value the question can never give, and a condition that can never hold; and the
/// problems of its tests of variables (``checkVariableTest(_:name:at:values:)``).
///
/// "Never" is decided exactly where the answers can be counted: each question's answers
/// form an ``AnswerDomain``, an answer is taken to be absent as well when its step has a
/// condition of its own, and answers to different questions are taken to be free of each
/// other. A condition is then tried on one sample answer for every outcome its tests can
/// have (``AnswerDomain/samples(for:limit:)``), up to ``conditionCaseLimit`` combinations;
/// one that would need more is checked test by test only. A condition that tests a variable,
/// whose value no check knows, may always hold.
extension FlowReader {
    /// The most combinations of sample answers a condition is tried on.
    static let conditionCaseLimit = 4096

    /// A step's condition waiting for every step to be read.
    struct PendingCondition {
        /// The step's position in `steps`.
        let index: Int
        let written: WrittenCondition
    }

    /// The steps of a flow as read, by position (`nil` where a step had a blocking problem),
    /// and which position first claimed each key or id, found again from the step objects.
    struct ReadSteps {
        let steps: [Step?]
        let claims: [String: (index: Int, path: JSONPath)]
        /// The positions of the steps read with each id, in order: a question before a
        /// position is found by a binary search, so that a flow of many tests of one early
        /// step is checked in time linear in its size (times a logarithm), not quadratic.
        let positionsByID: [String: [Int]]

        init(steps read: [Step], positions: [Int], laidOut: [LaidOutStep]) {
            var steps = [Step?](repeating: nil, count: laidOut.count)
            var positionsByID: [String: [Int]] = [:]
            for (step, position) in zip(read, positions) {
                steps[position] = step
                positionsByID[step.id, default: []].append(position)
            }
            for id in positionsByID.keys { positionsByID[id]!.sort() }
            self.positionsByID = positionsByID
            var claims: [String: (index: Int, path: JSONPath)] = [:]
            for (index, laid) in laidOut.enumerated() {
                if case .string(let id)? = FlowReader.claimedName(laid.node), claims[id] == nil {
                    claims[id] = (index, laid.path)
                }
            }
            self.steps = steps
            self.claims = claims
        }
    }

    /// Reports the problems of every pending condition.
    mutating func checkConditions(_ pending: [PendingCondition], in read: ReadSteps) {
        for item in pending {
            let start = problems.count
            checkTests(of: item.written.part, at: item.index, in: read)
            guard problems.count == start else { continue }
            if !canHold(item.written.condition, at: item.index, in: read) {
                problem(
                    item.written.path, item.written.node, Message.FlowCheck.conditionNeverHolds)
            }
        }
    }

    /// The question before position `index` that stores `key`, if any.
    private func question(_ key: String, before index: Int, in read: ReadSteps) -> Step? {
        guard let positions = read.positionsByID[key] else { return nil }
        // The first of `positions` at or after `index`; the one before it is the last step
        // with this id before `index`.
        var (low, high) = (0, positions.count)
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < index { low = middle + 1 } else { high = middle }
        }
        guard low > 0, let step = read.steps[positions[low - 1]], step.isQuestion else {
            return nil
        }
        return step
    }

    private mutating func checkTests(
        of part: WrittenCondition.Part, at index: Int, in read: ReadSteps
    ) {
        switch part {
        case .all(let parts), .any(let parts):
            for part in parts { checkTests(of: part, at: index, in: read) }
        case .not(let part):
            checkTests(of: part, at: index, in: read)
        case .variable(let name, let place, let test, let values):
            checkVariableTest(test, name: name, at: place, values: values)
        case .test(let key, let place, let test, let values):
            let (keyNode, keyPath) = (place.node, place.path)
            guard let step = question(key, before: index, in: read),
                let domain = step.question?.answerDomain
            else {
                if let claim = read.claims[key], claim.index >= index {
                    problem(
                        keyPath, keyNode,
                        Message.FlowCheck.conditionKeyLater(key, claim.path.description))
                } else if let claim = read.claims[key], read.steps[claim.index] == nil {
                    // That step is unreadable, and reported: nothing more can be known.
                } else {
                    problem(keyPath, keyNode, Message.FlowCheck.conditionKeyUnknown(key))
                }
                return
            }
            guard step.kind.exposure.mayAppear(in: .conditions) else {
                problem(keyPath, keyNode, Message.FlowCheck.secretCondition(key))
                return
            }
            checkTest(
                test, values: values, key: key, domain: domain,
                optionsKnown: step.kind.optionSources.isEmpty)
        }
    }

    /// Reports a test that does not fit `domain`, or names a value it never holds.
    ///
    /// - Parameter optionsKnown: whether the question's options are all in the flow; when
    ///   some come from a run's values (`{"from": NAME}`), only the test's type is checked:
    ///   any value may be among them, and one that is not makes the condition false.
    private mutating func checkTest(
        _ test: AnswerTest, values: [WrittenCondition.Placed], key: String, domain: AnswerDomain,
        optionsKnown: Bool
    ) {
        switch test {
        case .equals(let value):
            checkValue(value, at: values[0], key: key, domain: domain, optionsKnown: optionsKnown)
        case .isOneOf(let choices):
            for (value, place) in zip(choices, values) {
                checkValue(value, at: place, key: key, domain: domain, optionsKnown: optionsKnown)
            }
        case .atLeast(let bound), .atMost(let bound):
            let (node, path) = (values[0].node, values[0].path)
            guard let bounds = domain.wholeNumberBounds else {
                problem(
                    path, node,
                    Message.FlowCheck.conditionTestUnfit(
                        test.name, key: key, stores: domain.valueKind))
                return
            }
            let isAtLeast = if case .atLeast = test { true } else { false }
            if isAtLeast ? bound > bounds.upperBound : bound < bounds.lowerBound {
                problem(
                    path, node,
                    Message.FlowCheck.conditionNeverBound(
                        test.name, bound, key: key, answers: Message.FlowCheck.answers(domain)))
            }
        case .contains(let value):
            let (node, path) = (values[0].node, values[0].path)
            guard case .someOf(let options, let count) = domain else {
                problem(
                    path, node,
                    Message.FlowCheck.conditionTestUnfit(
                        test.name, key: key, stores: domain.valueKind))
                return
            }
            // No list has it when it is no option, or when no list has any.
            if optionsKnown, count.upperBound == 0 || !options.contains(value) {
                problem(
                    path, node,
                    Message.FlowCheck.conditionNeverAnswer(
                        JSONWriter.compactText(.string(value)), key: key,
                        answers: Message.FlowCheck.answers(domain)))
            }
        }
    }

    private mutating func checkValue(
        _ value: JSONValue, at place: WrittenCondition.Placed, key: String, domain: AnswerDomain,
        optionsKnown: Bool
    ) {
        let (node, path) = (place.node, place.path)
        guard domain.storedType.admits(value) else {
            problem(
                path, node,
                Message.FlowCheck.conditionValueType(
                    key: key, stores: domain.valueKind, found: Message.FlowCheck.typeName(node)))
            return
        }
        if optionsKnown, !domain.contains(value) {
            problem(
                path, node,
                Message.FlowCheck.conditionNeverAnswer(
                    JSONWriter.compactText(value), key: key,
                    answers: Message.FlowCheck.answers(domain)))
        }
    }

    /// Whether some answers, each in its question's domain or absent where its step has a
    /// condition, make `condition` hold; `true` when that takes too many combinations to
    /// know, or when it tests a variable.
    private func canHold(_ condition: Condition, at index: Int, in read: ReadSteps) -> Bool {
        guard !condition.testsVariables else { return true }
        var choices: [(key: String, samples: [Answer?])] = []
        var cases = 1
        for key in condition.keys {
            guard let step = question(key, before: index, in: read),
                step.kind.optionSources.isEmpty, let domain = step.question?.answerDomain
            else { return true }
            var tests: [AnswerTest] = []
            condition.forEachTest { testKey, test in if testKey == key { tests.append(test) } }
            guard let samples = domain.samples(for: tests, limit: Self.conditionCaseLimit)
            else { return true }
            let answers: [Answer?] =
                samples.map { Answer($0) } + (step.condition == nil ? [] : [nil])
            cases *= max(answers.count, 1)
            guard cases <= Self.conditionCaseLimit else { return true }
            choices.append((key, answers))
        }
        var answers: [String: Answer] = [:]
        func search(_ position: Int) -> Bool {
            guard position < choices.count else { return condition.holds(for: answers) }
            let (key, samples) = choices[position]
            for sample in samples {
                answers[key] = sample
                if search(position + 1) { return true }
            }
            return false
        }
        return search(0)
    }
}
