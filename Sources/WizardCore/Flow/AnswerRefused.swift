import WizardText

/// An answer given without the interactive screen that its step refused, and where it
/// came from: the one "answer refused" error of every input that is not a person at the
/// screen (an alert there is shown and the person answers again).
public struct AnswerRefused: Error, Sendable {
    /// Where a refused answer was given.
    public enum Source: Sendable, Equatable {
        /// A line of piped input, counted from 1.
        case inputLine(Int)
        /// A command-line option, such as `--age`.
        case option(String)
        /// A value in an answers file (`--answers FILE`), at its line:column.
        case answersFile(path: String, location: TextLocation)
    }

    public let step: Step
    public let source: Source
    public let error: ValidationError

    public init(step: Step, source: Source, error: ValidationError) {
        self.step = step
        self.source = source
        self.error = error
    }

    /// The alert the step gives for the refusal, as an error reports it.
    public var alert: LocalizedText { error.reportedAlert }
}
