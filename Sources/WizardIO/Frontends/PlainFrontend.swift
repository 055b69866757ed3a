import WizardCore

/// Answers a session one edited line at a time (README's Three ways to answer), for screen readers and dumb
/// terminals: each step's text, then a prompt; a refused answer prints its alert and asks
/// again, keeping what was typed.
public struct PlainFrontend<Reader: LineReading> {
    private var reader: Reader
    private let output: any TextSink
    private let language: Language
    private let stored: ProfileDocument

    /// - Parameters:
    ///   - reader: where edited lines come from (GNU readline at a terminal).
    ///   - output: where questions and alerts go.
    ///   - stored: the profile already saved; its text answers prefill their fields.
    public init(reader: Reader, output: any TextSink, language: Language, stored: ProfileDocument) {
        self.reader = reader
        self.output = output
        self.language = language
        self.stored = stored
    }

    /// Drives `session` to completion, or throws when input ends or cannot be read.
    public mutating func run(_ session: inout Session) throws(FrontendError) {
        while let step = session.currentStep {
            let text = LinePrompt(step: step, progress: session.progress, language: language)
            output.write("\n" + text.introduction.map { $0 + "\n" }.joined())
            var prefill = stored.prefill(for: step) ?? ""
            while true {
                let line: String?
                do {
                    line = try reader.readLine(prompt: text.prompt, prefill: prefill)
                } catch {
                    throw .input(error)
                }
                guard let line else {
                    let progress = session.progress
                    throw .inputEnded(step: step, number: progress.step, count: progress.of)
                }
                do {
                    try session.submit(.line(line))
                    break
                } catch {
                    output.write(error.alert(language) + "\n")
                    prefill = line
                }
            }
        }
    }

}

/// Where a frontend's edited lines come from.
public protocol LineReading {
    /// Shows `prompt`, lets the person edit a line starting as `prefill`, and returns it.
    ///
    /// - Returns: `nil` at the end of input (Ctrl-D on an empty line).
    mutating func readLine(prompt: String, prefill: String) throws(InputError) -> String?
}
