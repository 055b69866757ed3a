import WizardCore
import WizardMessages
import WizardText

/// Answers a session one edited line at a time (`docs/usage.md`, Line by line), for screen
/// readers and dumb terminals: each step's text, then a prompt that says the default an empty
/// line takes (`Name [Alice]: `). A prompt is never pre-filled: a refused answer prints its
/// alert on one line, then the same prompt again, empty. A list's line may name an option
/// by part of its name, and one that matches several lists them before the prompt comes
/// again (``StepKind/lookUp(typed:language:)``). A step its kind asks twice (a
/// confirmed secret, ``StepKind/reentry``) prompts for the line again once its rules pass;
/// two entries that differ print the alert, and both are asked again. A soft check's
/// warning prints its alert and asks whether to keep the answer (``KeepAnyway``), No the
/// default; no asks the step again. Back at a step answered this run (the back word, the
/// review's number), the prompt names that answer, and an empty line keeps it.
///
/// Before the first prompt a line says the back and quit words (``PlainWord``) once; typed
/// alone at any prompt, the back word goes to the step shown before (``Session/goBack()``;
/// from the review, the last step shown) and the quit word quits as Ctrl-D does.
public struct PlainFrontend<Reader: LineReading> {
    private var reader: Reader
    private let output: any TextSink
    private let language: Language
    private let glyphs: Glyphs
    private let idleLimit: Int?

    /// - Parameters:
    ///   - reader: where edited lines come from (GNU readline at the terminal).
    ///   - output: where questions and alerts go.
    ///   - idleLimit: seconds without a key after which a prompt gives up (`--timeout`);
    ///     `nil` for never. Then an info page is passed when the session takes defaults,
    ///     and otherwise ``run(_:)`` throws ``FrontendError/timedOut(step:number:count:seconds:)``.
    ///   - glyphs: what the terminal shows: on an ASCII terminal, questions, prompts and
    ///     alerts are written with ASCII stand-ins for their symbols (``Glyphs/words(_:)``).
    public init(
        reader: Reader, output: any TextSink, language: Language, idleLimit: Int? = nil,
        glyphs: Glyphs = .unicode
    ) {
        self.reader = reader
        self.output = output
        self.language = language
        self.idleLimit = idleLimit
        self.glyphs = glyphs
    }

    /// Drives `session` to completion.
    ///
    /// - Throws: ``FrontendError/quit`` when the reader's input ends (Ctrl-D on an
    ///   empty line at the terminal), after a line end that ends the prompt's line, or at
    ///   the quit word: the person quits. ``FrontendError/input(_:)`` when a line cannot be
    ///   read.
    public mutating func run(_ session: inout Session) throws(FrontendError) {
        var wordsSaid = false
        steps: while !session.isComplete {
            guard let step = session.currentStep else {
                try review(&session, sayingWords: !wordsSaid)
                wordsSaid = true
                continue
            }
            let given = Self.given(step, in: session)
            let text = LinePrompt(
                step: step, progress: session.progress,
                stored: given ?? session.storedAnswer(to: step), language: language)
            output.write("\n" + text.introduction.map { glyphs.words($0) + "\n" }.joined())
            if !wordsSaid {
                output.write(glyphs.words(PlainWord.note(language)) + "\n")
                wordsSaid = true
            }
            let goesOn = session.takesDefaultOnTimeout(step)
            let idle = idleLimit.map { limit in
                let seconds = min(limit, IdleTimer.countdownSeconds)
                let notice = goesOn ? Message.countdownGoOn : Message.countdownQuit
                return IdleLimit(seconds: limit, notice: glyphs.words(notice(seconds)(language)))
            }
            while true {
                guard var line = try readLine(prompt: text.prompt, idle: idle, step: step, session)
                else {
                    if session.goBack() { continue steps }
                    output.write(glyphs.words(Message.Plain.firstStep(language)) + "\n")
                    continue
                }
                // A list finds an option by part of its name, or lists those it matches.
                switch step.kind.lookUp(typed: line, language: language) {
                case .answer(let found): line = found
                case .listed(let lines):
                    output.write(lines.map { glyphs.words($0) + "\n" }.joined())
                    continue
                }
                // Asked again to confirm once its rules pass; an empty line is not.
                if let reentry = step.kind.reentry, !line.isEmpty {
                    do {
                        _ = try step.answer(for: .line(line))
                    } catch {
                        write(error)
                        continue
                    }
                    guard
                        let again = try readLine(
                            prompt: reentry.prompt(language), idle: idle, step: step, session)
                    else {
                        // Back from the second entry asks the first again.
                        continue
                    }
                    guard reentry.repeats(line, in: again) else {
                        write(reentry.mismatch)
                        continue
                    }
                }
                let blank =
                    step.kind.takesLinesAsTyped ? line.isEmpty : line.trimmingWhitespace.isEmpty
                if blank, let given {
                    // Accepted before, with any warning it had.
                    try? session.submit(.answer(given), keepingWarned: true)
                    break
                }
                do {
                    try session.submit(.line(line))
                    break
                } catch {
                    write(error)
                    guard error.isWarning else { continue }
                    let word = try readLine(
                        prompt: KeepAnyway.question(language) + ": ", idle: idle, step: step,
                        session, echo: .asTyped)
                    guard let word, KeepAnyway.keeps(line: word) else { continue }
                    // Kept as it is: nothing else has changed since it was refused.
                    try? session.submit(.line(line), keepingWarned: true)
                    break
                }
            }
        }
    }
}

extension PlainFrontend {
    /// The review (``Session/isReviewing``): the answers as a numbered list, then a prompt
    /// where an empty line saves and a number changes that answer, the back word goes to
    /// the last step shown and the quit word quits; anything else says so and asks again.
    /// With `sayingWords`, the words' note comes before the prompt.
    private mutating func review(_ session: inout Session, sayingWords: Bool)
        throws(FrontendError)
    {
        let items = session.reviewItems
        var text = "\n" + Message.Review.plainHeading(language) + "\n"
        for (index, item) in items.enumerated() {
            let line = Message.cardLine(
                label: item.step.title, value: item.shownAnswer(language: language))(language)
            text += "  \(index + 1). " + line.terminalSafe + "\n"
        }
        if sayingWords { text += PlainWord.note(language) + "\n" }
        output.write(glyphs.words(text))
        let goesOn = session.answering.takesDefaults
        let idle = idleLimit.map { limit in
            let notice = goesOn ? Message.countdownGoOn : Message.countdownQuit
            return IdleLimit(
                seconds: limit,
                notice: glyphs.words(notice(min(limit, IdleTimer.countdownSeconds))(language)))
        }
        while true {
            let read: LineRead
            do {
                read = try reader.readLine(
                    prompt: glyphs.words(Message.Review.plainPrompt(language)), idle: idle,
                    echo: .asTyped)
            } catch {
                throw .input(error)
            }
            // The time without a key passes the review when defaults are taken, and else
            // ends the run on its last answer's step.
            if read == .timedOut, goesOn {
                session.acceptReview()
                return
            }
            if read == .timedOut, let step = items.last?.step {
                let progress = session.progress
                throw .timedOut(
                    step: step, number: progress.step, count: progress.of,
                    seconds: idleLimit ?? 0)
            }
            guard case .line(let line) = read else { throw quitting() }
            switch PlainWord(line: line, language: language) {
            case .quit?: throw .quit
            case .back?:
                session.goBack()
                return
            case nil: break
            }
            let wanted = line.trimmingWhitespace
            if wanted.isEmpty {
                session.acceptReview()
                return
            }
            if let number = Int(wanted), items.indices.contains(number - 1) {
                session.revisit(items[number - 1].step.id)
                return
            }
            output.write(
                glyphs.words(Message.Review.plainRefused(count: items.count)(language)) + "\n")
        }
    }

    /// The answer given to `step` earlier this run (before going back to it, or before the
    /// review's number chose it) while it still fits the step: the prompt names it as the
    /// default, and an empty line keeps it.
    private static func given(_ step: Step, in session: Session) -> Answer? {
        guard let answer = session.answers[step.id],
            step.question?.answerDomain.contains(answer.jsonValue) == true
        else { return nil }
        return answer
    }

    /// The alert of `refusal`, on a line of its own.
    private func write(_ refusal: ValidationError) {
        output.write(glyphs.words(refusal.alert(language)) + "\n")
    }

    /// Ends the prompt's line, which the end of input leaves the cursor on, so that the
    /// quit message starts a line of its own; then the error that quits.
    private func quitting() -> FrontendError {
        output.write("\n")
        return .quit
    }

    /// A line for `step` after `prompt`, read as its kind's echo says in plain mode
    /// (``AnswerExposure/Echo/inPlainMode``), or as `echo` says; an empty one when the time
    /// without a key runs out on a step that then takes its default; `nil` for the back word.
    ///
    /// - Throws: ``FrontendError/quit`` at the end of input or the quit word.
    private mutating func readLine(
        prompt: String, idle: IdleLimit?, step: Step, _ session: Session,
        echo: AnswerExposure.Echo? = nil
    ) throws(FrontendError) -> String? {
        let read: LineRead
        do {
            read = try reader.readLine(
                prompt: glyphs.words(prompt), idle: idle,
                echo: echo ?? step.kind.exposure.echo.inPlainMode)
        } catch {
            throw .input(error)
        }
        switch read {
        case .line(let typed):
            switch PlainWord(line: typed, language: language) {
            case .quit?: throw .quit
            case .back?: return nil
            case nil: return typed
            }
        case .end: throw quitting()
        case .timedOut:
            guard session.takesDefaultOnTimeout(step) else {
                let progress = session.progress
                throw .timedOut(
                    step: step, number: progress.step, count: progress.of,
                    seconds: idleLimit ?? 0)
            }
            return ""
        }
    }
}

/// Where a frontend's edited lines come from.
public protocol LineReading {
    /// Shows `prompt` and lets the person edit a line, starting empty, shown as `echo` says
    /// (the step kind's ``AnswerExposure/echo``); with an `idle` limit, says its notice
    /// shortly before the limit, and gives up once it passes with no key.
    mutating func readLine(prompt: String, idle: IdleLimit?, echo: AnswerExposure.Echo)
        throws(InputError) -> LineRead
}

/// What reading one line gave.
public enum LineRead: Equatable, Sendable {
    case line(String)
    /// The end of input (Ctrl-D on an empty line).
    case end
    /// No key came within the time limit.
    case timedOut
}

/// How long a line may wait for a key, and what to say in its last seconds
/// (``IdleTimer/countdownSeconds``).
public struct IdleLimit: Equatable, Sendable {
    public let seconds: Int
    public let notice: String

    public init(seconds: Int, notice: String) {
        self.seconds = seconds
        self.notice = notice
    }
}
