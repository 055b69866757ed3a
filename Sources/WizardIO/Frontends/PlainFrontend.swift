import WizardCore

/// Answers a session one edited line at a time (README's Three ways to answer), for screen
/// readers and dumb terminals: each step's text, then a prompt that says the default an empty
/// line takes (`Name [Alice]: `). A prompt is never pre-filled: a refused answer prints its
/// alert on one line, then the same prompt again, empty.
public struct PlainFrontend<Reader: LineReading> {
    private var reader: Reader
    private let output: any TextSink
    private let language: Language
    private let glyphs: Glyphs

    /// - Parameters:
    ///   - reader: where edited lines come from (GNU readline at the terminal).
    ///   - output: where questions and alerts go.
    ///   - glyphs: what the terminal shows: on an ASCII terminal, questions, prompts and
    ///     alerts are written with ASCII stand-ins for their symbols (``Glyphs/words(_:)``).
    public init(
        reader: Reader, output: any TextSink, language: Language, glyphs: Glyphs = .unicode
    ) {
        self.reader = reader
        self.output = output
        self.language = language
        self.glyphs = glyphs
    }

    /// Drives `session` to completion.
    ///
    /// - Throws: ``FrontendError/quit`` when the reader's input ends (Ctrl-D on an
    ///   empty line at the terminal: the person quits), ``FrontendError/input(_:)`` when a
    ///   line cannot be read.
    public mutating func run(_ session: inout Session) throws(FrontendError) {
        while let step = session.currentStep {
            let text = LinePrompt(
                step: step, progress: session.progress, stored: session.storedAnswer(to: step),
                language: language)
            output.write("\n" + text.introduction.map { glyphs.words($0) + "\n" }.joined())
            while true {
                let line: String?
                do {
                    line = try reader.readLine(prompt: glyphs.words(text.prompt))
                } catch {
                    throw .input(error)
                }
                guard let line else { throw .quit }
                do {
                    try session.submit(.line(line))
                    break
                } catch {
                    output.write(glyphs.words(error.alert(language)) + "\n")
                }
            }
        }
    }
}

/// Where a frontend's edited lines come from.
public protocol LineReading {
    /// Shows `prompt` and lets the person edit a line, starting empty.
    ///
    /// - Returns: `nil` at the end of input (Ctrl-D on an empty line).
    mutating func readLine(prompt: String) throws(InputError) -> String?
}
