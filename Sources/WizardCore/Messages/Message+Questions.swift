import WizardMessages
import WizardText

extension Message {
    // The messages that name questions (`wizard flow questions`, errors): each chooses among
    // plain messages of po/, with no language's words here.

    /// One question as `wizard flow questions` lists it: its line number in piped input,
    /// store key, title and what an answer may be.
    public static func questionSummary(number: Int, step: Step) -> LocalizedText {
        Parts.questionSummary(
            number: number, key: step.id, title: step.title, accepts: step.kind.acceptedAnswers)
    }

    /// One question named in a message: `name (What's your name?)`.
    public static func questionReference(_ step: Step) -> LocalizedText {
        Parts.questionReference(key: step.id, title: step.title)
    }

    /// Input ended under `--defaults` while `questions`, which have no default, were left.
    public static func noDefaults(_ questions: [Step]) -> LocalizedText {
        Parts.noDefaults(
            count: questions.count, questions: joined(questions.map(questionReference)))
    }
}
