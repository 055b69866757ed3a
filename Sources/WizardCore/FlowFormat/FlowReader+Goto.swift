import WizardMessages

/// Going round again in a flow file (`docs/flow-format.md`, "Going round again"): a
/// picker's option, a confirm's answer or an info page may name the step the run continues
/// at (`"goto": KEY`), earlier or later. Once every step is read, each `goto` must name a
/// step of the flow, and the flow must be able to end from every step a `goto` leads to:
/// a loop that no option leaves is refused at each `goto` into it. Both checks are linear
/// in the flow's size.
extension FlowReader {
    /// A `goto` as written: the step it names, where it is, and the position (among the
    /// steps laid out, ``LaidOutStep``) of the step it is in.
    struct GotoSite {
        let target: String
        let node: JSONNode
        let path: JSONPath
        let from: Int
    }

    /// A `goto`'s key: a string naming a step, checked once every step is read.
    mutating func readGoto(_ node: JSONNode, path: JSONPath) -> String? {
        guard case .string(let target) = node.value, !target.isEmpty else {
            problem(path, node, Message.FlowCheck.gotoExpected)
            return nil
        }
        gotoSites.append(GotoSite(target: target, node: node, path: path, from: readingStep))
        return target
    }

    /// Reports each `goto` that names no step, then, when all name one, each that leads
    /// into a loop no way leaves: from its step, no choice of options, answers or
    /// conditions reaches the end of the flow.
    mutating func checkGotos(_ steps: [Step], laidOut: [LaidOutStep]) {
        guard !gotoSites.isEmpty else { return }
        var positionByName: [String: Int] = [:]
        for (index, laid) in laidOut.enumerated() {
            if case .string(let name)? = Self.claimedName(laid.node), positionByName[name] == nil {
                positionByName[name] = index
            }
        }
        var unknown = false
        for site in gotoSites where positionByName[site.target] == nil {
            problem(site.path, site.node, Message.FlowCheck.gotoUnknown(site.target))
            unknown = true
        }
        // A flow with unreadable steps has no graph to follow.
        guard !unknown, steps.count == laidOut.count else { return }
        let ends = Self.positionsReachingEnd(steps, positionByName: positionByName)
        for site in gotoSites where !ends[positionByName[site.target]!] {
            problem(site.path, site.node, Message.FlowCheck.gotoLoop(site.target))
        }
    }

    /// For each step, whether some way on from it reaches the end of the flow: going on to
    /// the next step (when the step may be skipped, or has an option or answer without a
    /// `goto`), following a `goto`, or an `exit`.
    private static func positionsReachingEnd(
        _ steps: [Step], positionByName: [String: Int]
    ) -> [Bool] {
        let end = steps.count
        var predecessors = [[Int]](repeating: [], count: end + 1)
        for (index, step) in steps.enumerated() {
            let (targets, goesOn) = step.kind.gotoTargets
            if goesOn || step.condition != nil { predecessors[index + 1].append(index) }
            for target in targets { predecessors[positionByName[target]!].append(index) }
            if !step.kind.exitOptions.isEmpty || step.kind.exitStatus(after: nil) != nil {
                predecessors[end].append(index)
            }
        }
        var reaches = [Bool](repeating: false, count: end + 1)
        reaches[end] = true
        var queue = [end]
        while let position = queue.popLast() {
            for before in predecessors[position] where !reaches[before] {
                reaches[before] = true
                queue.append(before)
            }
        }
        return reaches
    }

    /// A step's `priority`: one of ``StepPriority``'s names, ``StepPriority/stepDefault``
    /// when absent.
    mutating func readPriority(_ fields: inout JSONFields) -> StepPriority {
        guard let node = fields.take("priority") else { return .stepDefault }
        guard case .string(let name) = node.value, let priority = StepPriority(rawValue: name)
        else {
            problem(
                fields.path("priority"), node,
                Message.FlowCheck.priorityExpected(StepPriority.names.joined(separator: ", ")))
            return .stepDefault
        }
        return priority
    }
}
