import WizardMessages
import WizardText

/// Something wrong with a flow file, where it is, and whether the flow can run anyway.
public struct FlowProblem: Sendable, Equatable {
    /// Where in the document: `$.steps[2].default`.
    public let path: String
    public let location: TextLocation
    public let message: LocalizedText
    /// Whether the flow can still run: a missing translation falls back to English, but an
    /// unknown step kind or an impossible slider cannot be run at all.
    public let isBlocking: Bool
    /// A warning rather than a problem: the flow runs as it is written and `flow check`
    /// passes, but a reader may misread it (a value that is also another option's number).
    /// Never blocking.
    public let isWarning: Bool

    public init(
        path: String, location: TextLocation, message: LocalizedText, isBlocking: Bool = true,
        isWarning: Bool = false
    ) {
        self.path = path
        self.location = location
        self.message = message
        self.isBlocking = isBlocking && !isWarning
        self.isWarning = isWarning
    }

    /// A problem at `path`, written out as text now that the problem is made.
    init(
        path: JSONPath, location: TextLocation, message: LocalizedText, isBlocking: Bool = true,
        isWarning: Bool = false
    ) {
        self.init(
            path: path.description, location: location, message: message, isBlocking: isBlocking,
            isWarning: isWarning)
    }

    /// `flow.json:14:12: $.steps[2].default: …`, the form editors and CI logs link to; the
    /// file's name bounded as a message's values are (``MessageValue/quoted(_:)``).
    public func report(file: String, language: Language) -> String {
        "\(MessageValue.quoted(file)):\(location): \(path): \(message(language))"
    }
}

/// What reading a flow file gave: the flow, when it can run, and the problems found.
public struct FlowReading: Sendable {
    /// `nil` when any problem is blocking.
    public let flow: Flow?
    /// The first problems, at most a hundred: the blocking ones in document order, then the
    /// others in document order; ``problemCount`` counts them all.
    public let problems: [FlowProblem]
    /// Every problem found, listed in ``problems`` or not.
    public let problemCount: Int
    /// Every blocking problem found.
    public let blockingCount: Int
    /// Every warning found (``FlowProblem/isWarning``), counted in ``problemCount`` too.
    public let warningCount: Int

    public init(
        flow: Flow?, problems: [FlowProblem], problemCount: Int, blockingCount: Int,
        warningCount: Int = 0
    ) {
        self.flow = flow
        self.problems = problems
        self.problemCount = problemCount
        self.blockingCount = blockingCount
        self.warningCount = warningCount
    }

    /// Problems found beyond those listed in ``problems``.
    public var unlistedCount: Int { problemCount - problems.count }

    /// Blocking problems found beyond those listed in ``problems``.
    public var unlistedBlockingCount: Int {
        blockingCount - problems.lazy.filter(\.isBlocking).count
    }

    /// Problems a run goes on with (warnings, soft checks) found beyond those listed: counted
    /// apart from the blocking ones, so that a flow with none says "more warnings", never
    /// "more problems".
    public var unlistedWarningCount: Int { unlistedCount - unlistedBlockingCount }
}
