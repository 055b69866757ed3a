/// An ordered list of steps: the whole of "what is asked and
/// what is valid". Flows are data: the default one and any `--flow FILE` are read from the
/// same JSON format by ``FlowReader``.
public struct Flow: Sendable {
    /// Names the flow in messages; also the store's default file name unless ``storeName``
    /// says otherwise.
    public let id: String
    /// The store file's name, without `.json`, under wizard's configuration directory.
    public let storeName: String
    /// The one colour the screens use for titles, the progress bar and the chosen option.
    public let accent: AccentColour
    /// How the step indicator shows progress, unless `--progress` says otherwise.
    public let progressStyle: ProgressStyle
    public let steps: [Step]

    /// - Precondition: step ids are unique, since answers are keyed by them.
    public init(
        id: String, storeName: String? = nil, accent: AccentColour = .default,
        progressStyle: ProgressStyle = .bar, steps: [Step]
    ) {
        precondition(Set(steps.map(\.id)).count == steps.count, "step ids must be unique")
        self.id = id
        self.storeName = storeName ?? id
        self.accent = accent
        self.progressStyle = progressStyle
        self.steps = steps
    }

    /// The question steps, in order.
    public var questions: [Step] { steps.filter(\.isQuestion) }

    /// The step with this id, if the flow has one.
    public func step(id: String) -> Step? { steps.first { $0.id == id } }
}
