import WizardText

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
    /// Seconds without a key after which a run at a terminal gives up (`"timeout"`); `nil`
    /// for none. `--timeout` overrides it.
    public let timeout: Int?
    /// The values the flow reads when a run starts (`"vars"`), which its texts, defaults and
    /// options may name; none for most flows.
    public let variables: [FlowVariable]
    /// The flow's app name (`"app"`), which `${app}` stands for in texts that also name a
    /// value known only at run time; the others had it put in as they were read.
    public let appName: LocalizedText?
    /// What the variables hold in this run, once read (``substituted(variables:)``): the
    /// values the steps that name an earlier answer are filled in with as they come.
    public let variableValues: [String: VariableValue]
    /// Whether this is the flow of one run, its variables read and filled in
    /// (``substituted(variables:)``), its conditions' tests of variables decided: a run reads
    /// nothing more for it.
    public let isFilledIn: Bool
    /// Whether a run ends with a look back at its answers before saving (`"review"`;
    /// `wizard setup --review` asks for it for any flow): ``Session/isReviewing``.
    public private(set) var reviews: Bool
    /// How many texts name each variable or earlier answer (`${name}`), by name: what the
    /// flow's substitution budget counts (``FlowWork``).
    public let substitutionSites: [String: Int]
    /// A line over every step's frame naming what the questions are for, as a debconf
    /// script's `TITLE` does (`Configuring tzdata`); `nil` for a flow file, whose steps carry
    /// their own titles.
    public let title: LocalizedText?
    /// The button that going back from the first step presses, when that leaves the
    /// session (``Session/goingBackLeaves``): a whiptail box's Cancel (`Finish` under
    /// `--cancel-button Finish`), named in the screens' hint; `nil` for a flow file.
    public let backButton: LocalizedText?
    /// Where this run reads the variables that name earlier answers
    /// (``FlowVariable/dependsOnAnswers``); `nil` until a run gives one (``reading(_:)``),
    /// and for a flow without such variables.
    public private(set) var dependentSources: DependentSources?

    /// - Precondition: step ids are unique, since answers are keyed by them.
    public init(
        id: String, storeName: String? = nil, accent: AccentColour = .default,
        progressStyle: ProgressStyle = .bar, steps: [Step], timeout: Int? = nil,
        variables: [FlowVariable] = [], appName: LocalizedText? = nil,
        values: [String: VariableValue] = [:], isFilledIn: Bool = false, reviews: Bool = false,
        substitutionSites: [String: Int] = [:], title: LocalizedText? = nil,
        backButton: LocalizedText? = nil, dependentSources: DependentSources? = nil
    ) {
        precondition(Self.idsAreUnique(steps), "step ids must be unique")
        self.id = id
        self.storeName = storeName ?? id
        self.accent = accent
        self.progressStyle = progressStyle
        self.steps = steps
        self.timeout = timeout
        self.variables = variables
        self.appName = appName
        self.variableValues = values
        self.isFilledIn = isFilledIn
        self.reviews = reviews
        self.substitutionSites = substitutionSites
        self.title = title
        self.backButton = backButton
        self.dependentSources = dependentSources
    }

    /// Whether no two of `steps` share an id. A few steps are compared pair by pair: the
    /// set a long flow needs cost every run of the default flow more than its questions.
    private static func idsAreUnique(_ steps: [Step]) -> Bool {
        guard steps.count > 16 else {
            for (index, step) in steps.enumerated() {
                for other in steps[(index + 1)...] where other.id == step.id { return false }
            }
            return true
        }
        var seen = Set<String>(minimumCapacity: steps.count)
        return steps.allSatisfy { seen.insert($0.id).inserted }
    }

    /// The same flow, reviewed before saving or not.
    public func reviewing(_ reviews: Bool) -> Flow {
        var flow = self
        flow.reviews = reviews
        return flow
    }

    /// The same flow, reading its variables that name earlier answers from `sources`.
    public func reading(_ sources: DependentSources) -> Flow {
        var flow = self
        flow.dependentSources = sources
        return flow
    }

    /// The variable named `name` when it names earlier answers
    /// (``FlowVariable/dependsOnAnswers``).
    public func dependentVariable(_ name: String) -> FlowVariable? {
        variables.first { $0.name == name && $0.dependsOnAnswers }
    }

    /// Whether a run must read values before it starts, or fill some step's texts, defaults
    /// or options from them or from earlier answers: most flows do neither, and cost nothing
    /// more.
    public var isSubstituted: Bool {
        !variables.isEmpty || steps.contains { !$0.references.isEmpty }
    }

    /// Whether a step's condition tests a variable (`{"var": NAME, …}`): which steps are
    /// asked is known only once the run's variables are read.
    public var testsVariables: Bool {
        steps.contains { $0.condition?.testsVariables == true }
    }

    /// The question steps, in order: a new list at each call, so that the store's and the
    /// session's loops go over ``steps`` instead.
    public var questions: [Step] { steps.filter(\.isQuestion) }

    /// Whether a question of the flow asks for a secret (``AnswerExposure/isSecret``).
    public var asksSecrets: Bool { steps.contains { $0.isQuestion && $0.kind.exposure.isSecret } }

    /// The step with this id, if the flow has one.
    public func step(id: String) -> Step? { steps.first { $0.id == id } }
}
