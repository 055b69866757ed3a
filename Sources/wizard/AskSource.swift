import WizardCore
import WizardText

/// `wizard ask`'s question source: one batch, the one question its flags describe
/// (``AskFlow``), made when it is asked for; the answer the question was given, once asked.
struct AskSource: QuestionSource {
    typealias Failure = WizardError

    private let question: AskQuestion
    /// `--options-from`'s lines, until the flow is made of them.
    private var optionLines: [String]
    /// The language of the default title and button.
    private let language: Language
    private var given = false
    /// The answer, once the batch was answered.
    private(set) var answer: Answer?

    init(_ question: AskQuestion, optionLines: [String], language: Language) {
        self.question = question
        self.optionLines = optionLines
        self.language = language
    }

    /// The question's batch the first time; then none.
    ///
    /// - Throws: a usage error naming the flag whose value its step's field refuses.
    mutating func nextBatch() throws(WizardError) -> QuestionBatch? {
        guard !given else { return nil }
        given = true
        let flow = try WizardError.usage { () throws(UsageError) in
            try AskFlow.flow(for: question, optionLines: optionLines, language: language)
        }
        // The flow holds the options now: a list of 100,000 is not kept twice.
        optionLines = []
        return QuestionBatch(flow: flow)
    }

    mutating func finish(_ outcome: BatchOutcome) {
        guard case .answered(let session) = outcome else { return }
        answer = session.answers[AskFlow.key]
    }
}
