import WizardCore
import WizardMessages
import WizardText

/// Answers a session one edited line at a time (`docs/usage.md`, Line by line), for screen
/// readers and dumb terminals: it reads the lines the plain dialogue asks for and writes
/// what it says (``PlainDialogue``), which holds every rule of the dialogue.
public struct PlainFrontend<Reader: LineReading> {
    private var reader: Reader
    private let output: any TextSink
    private let language: Language
    private let glyphs: Glyphs
    private let idleLimit: Int?
    private let wordsSaid: Bool

    /// - Parameters:
    ///   - reader: where edited lines come from (GNU readline at the terminal).
    ///   - output: where questions and alerts go.
    ///   - idleLimit: seconds without a key after which a prompt gives up (`--timeout`);
    ///     `nil` for never. Then an info page is passed when the session takes defaults,
    ///     and otherwise ``run(_:)`` throws ``FrontendError/timedOut(step:number:count:seconds:)``.
    ///   - glyphs: what the terminal shows: on an ASCII terminal, questions, prompts and
    ///     alerts are written with ASCII stand-ins for their symbols (``Glyphs/words(_:)``).
    ///   - wordsSaid: whether an earlier session of the run said the back and quit words.
    public init(
        reader: Reader, output: any TextSink, language: Language, idleLimit: Int? = nil,
        glyphs: Glyphs = .unicode, wordsSaid: Bool = false
    ) {
        self.wordsSaid = wordsSaid
        self.reader = reader
        self.output = output
        self.language = language
        self.idleLimit = idleLimit
        self.glyphs = glyphs
    }

    /// Drives `session` to completion.
    ///
    /// - Throws: ``FrontendError/quit`` when the reader's input ends (Ctrl-D on an
    ///   empty line at the terminal) or at the quit word: the person quits.
    ///   ``FrontendError/input(_:)`` when a line cannot be read.
    public mutating func run(_ session: inout Session) throws(FrontendError) {
        var dialogue = PlainDialogue(
            session: session, language: language, idleLimit: idleLimit, glyphs: glyphs,
            wordsSaid: wordsSaid)
        defer { session = dialogue.session }
        var turn = dialogue.start()
        while true {
            if !turn.text.isEmpty { output.write(turn.text) }
            switch turn.next {
            case .complete: return
            case .quit: throw .quit
            case .timedOut(let step, let number, let count, let seconds):
                throw .timedOut(step: step, number: number, count: count, seconds: seconds)
            case .read(let prompt, let echo, let idle, let history):
                let read: LineRead
                do {
                    read = try reader.readLine(
                        prompt: prompt, idle: idle, echo: echo, history: history)
                } catch {
                    throw .input(error)
                }
                turn = dialogue.take(read)
            }
        }
    }
}

/// Where a frontend's edited lines come from.
public protocol LineReading {
    /// Shows `prompt` and lets the person edit a line, starting empty, shown as `echo` says
    /// (the step kind's ``AnswerExposure/echo``), with the earlier answers kept at `history`
    /// to recall (none for `nil`); with an `idle` limit, says its notice shortly before the
    /// limit, and gives up once it passes with no key.
    mutating func readLine(
        prompt: String, idle: IdleLimit?, echo: AnswerExposure.Echo, history: HistoryPlace?
    ) throws(InputError) -> LineRead
}
