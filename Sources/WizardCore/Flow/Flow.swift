/// An ordered list of steps: the whole of "what is asked and what is valid".
public struct Flow: Sendable {
    public let steps: [Step]

    /// - Precondition: step ids are unique, since answers are keyed by them.
    public init(steps: [Step]) {
        precondition(Set(steps.map(\.id)).count == steps.count, "step ids must be unique")
        self.steps = steps
    }

    /// The question steps, in order.
    public var questions: [Step] { steps.filter(\.isQuestion) }

    /// The step with this id, if the flow has one.
    public func step(id: String) -> Step? { steps.first { $0.id == id } }
}
