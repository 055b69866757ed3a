import WizardMessages
import WizardText

/// Plain mode's dialogue (`docs/usage.md`, Line by line), one typed line at a time: what to
/// write, then what to ask, as ``InteractiveState`` is the screens' for one key at a time.
/// Pure: the frontend reads the lines and writes the text, and decides nothing.
///
/// Each step's text comes first, then a prompt that says the default an empty line takes
/// (`Name [Alice]: `). A prompt is never pre-filled: a refused answer writes its alert on
/// one line, then the same prompt comes again, empty. A list's line may name an option by
/// part of its name, and one that matches several lists them before the prompt comes again
/// (``StepKind/lookUp(typed:language:)``). A step its kind asks twice
/// (``StepKind/reentry``) asks for the line again once its rules pass, as the screens do
/// (``Reentry/Entries``). A soft check's warning writes its alert and asks whether to keep
/// the answer (``KeepAnyway``), No the default; no asks the step again (both entries of a
/// step asked twice). Back at a step
/// answered this run (the back word, the review's number), the prompt names that answer
/// (``Session/answerGivenThisRun(to:)``), and an empty line keeps it.
///
/// A page (the welcome) takes no answer: a line typed at it is said to be left
/// (``Message/Plain/pageTakesNoAnswer``) and the page's prompt comes again.
///
/// Before the first prompt a line says the back and quit words (``PlainWord``) once; typed
/// alone at any prompt, the back word goes to the step shown before (``Session/goBack()``;
/// from the review, the last step shown) and the quit word quits as the end of input does.
public struct PlainDialogue: Sendable {
    /// What the frontend does after writing a turn's text.
    public enum Next: Sendable {
        /// Read a line after `prompt`, shown as `echo` says, giving up after `idle`, with the
        /// earlier answers kept at `history` to recall (none for `nil`).
        case read(
            prompt: String, echo: AnswerExposure.Echo, idle: IdleLimit?, history: HistoryPlace?)
        /// The session is complete: save.
        case complete
        /// The person quit (the quit word, the end of input): nothing is saved.
        case quit
        /// No key came within the time limit at `step`, the `number`th of `count`.
        case timedOut(step: Step, number: Int, count: Int, seconds: Int)
    }

    /// One turn: the text to write, then what to do.
    public struct Turn: Sendable {
        public let text: String
        public let next: Next
    }

    /// Where the dialogue is.
    private enum Phase: Sendable {
        /// Asking the current step for a line (the first entry when it asks twice).
        case asking(Step, given: Answer?)
        /// Asking the current step's second entry.
        case askingAgain(Step, given: Answer?)
        /// Asking whether to keep `line`, which a soft check warned about.
        case keepingAnyway(Step, given: Answer?, line: String)
        /// The review, its answers listed.
        case reviewing([Session.ReviewItem])
        case finished
    }

    public private(set) var session: Session
    private let language: Language
    private let glyphs: Glyphs
    private let idleLimit: Int?
    private var phase: Phase = .finished
    private var entries = Reentry.Entries()
    /// Whether the back and quit words were said.
    private var wordsSaid = false

    /// - Parameters:
    ///   - idleLimit: seconds without a key after which a prompt gives up (`--timeout`);
    ///     `nil` for never. Then an info page is passed when the session takes defaults, and
    ///     otherwise the dialogue ends with ``Next/timedOut(step:number:count:seconds:)``.
    ///   - glyphs: what the terminal shows: on an ASCII terminal, questions, prompts and
    ///     alerts are written with ASCII stand-ins for their symbols (``Glyphs/words(_:)``).
    ///   - wordsSaid: whether the back and quit words were said already, by an earlier
    ///     batch of the same run: then they are not said again.
    public init(
        session: Session, language: Language, idleLimit: Int?, glyphs: Glyphs,
        wordsSaid: Bool = false
    ) {
        self.session = session
        self.language = language
        self.idleLimit = idleLimit
        self.glyphs = glyphs
        self.wordsSaid = wordsSaid
    }

    /// The first turn: the flow's title, if it has one (``Flow/title``), then the first
    /// step's text and prompt, or the review, or nothing to ask.
    public mutating func start() -> Turn {
        let title = session.flow.title.map { "\n" + glyphs.words($0(language)) + "\n" } ?? ""
        return present(before: title)
    }

    /// Takes what reading the last turn's line gave, and gives the next turn.
    public mutating func take(_ read: LineRead) -> Turn {
        switch phase {
        case .asking(let step, let given):
            return takeEntry(read, at: step, given: given)
        case .askingAgain(let step, let given):
            return takeSecondEntry(read, at: step, given: given)
        case .keepingAnyway(let step, let given, let line):
            return takeKeepAnyway(read, at: step, given: given, line: line)
        case .reviewing(let items):
            return takeReview(read, items: items)
        case .finished:
            return Turn(text: "", next: .complete)
        }
    }
}

extension PlainDialogue {
    /// The current step's text and prompt, or the review's, or the end.
    private mutating func present(before: String = "") -> Turn {
        guard !session.isComplete else {
            phase = .finished
            return Turn(text: before, next: .complete)
        }
        guard let step = session.currentStep else { return presentReview(before: before) }
        let given = session.answerGivenThisRun(to: step)
        entries = Reentry.Entries()
        phase = .asking(step, given: given)
        let text = LinePrompt(
            step: step, progress: session.progress,
            stored: given ?? session.storedAnswer(to: step), givenThisRun: given != nil,
            language: language)
        var written = before + "\n" + text.introduction.map { glyphs.words($0) + "\n" }.joined()
        written += wordsNote()
        return Turn(text: written, next: reading(text.prompt, at: step))
    }

    /// The back and quit words' line, the first time only; the quit word alone for a run
    /// that saves nothing and asks one step (`wizard ask`), where "without saving" would
    /// mislead and there is no step to go back to.
    private mutating func wordsNote() -> String {
        guard !wordsSaid else { return "" }
        wordsSaid = true
        if !session.answering.saves && session.flow.steps.count == 1 && !session.goingBackLeaves {
            return glyphs.words(PlainWord.quitNote(language)) + "\n"
        }
        let button = session.goingBackLeaves ? session.flow.backButton?(language) : nil
        return glyphs.words(PlainWord.note(language, backButton: button)) + "\n"
    }

    /// Reading a line for `step` after `prompt`, shown as its kind's echo says in plain mode
    /// (``AnswerExposure/Echo/inPlainMode``), or as `echo` says.
    private func reading(_ prompt: String, at step: Step, echo: AnswerExposure.Echo? = nil)
        -> Next
    {
        .read(
            prompt: glyphs.words(prompt), echo: echo ?? step.kind.exposure.echo.inPlainMode,
            idle: idle(goesOn: session.takesDefaultOnTimeout(step)),
            history: session.historyPlace(of: step))
    }

    /// The time a prompt waits, and its notice: going on (a step that then takes its
    /// default) or quitting.
    private func idle(goesOn: Bool) -> IdleLimit? {
        idleLimit.map { limit in
            let notice = Message.countdown(
                seconds: min(limit, IdleTimer.countdownSeconds), goesOn: goesOn,
                saves: session.answering.saves)
            return IdleLimit(seconds: limit, notice: glyphs.words(notice(language)))
        }
    }

    /// The line `read` gave for `step`: a typed line, or an empty one when the time ran out
    /// on a step that then takes its default; otherwise the turn that ends the dialogue or
    /// goes back (`nil` line, with the turn).
    private mutating func line(of read: LineRead, at step: Step) -> (String?, Turn?) {
        switch read {
        case .line(let typed):
            switch PlainWord(line: typed, language: language) {
            case .quit?: return (nil, end(.quit))
            case .back?: return (nil, nil)
            case nil: return (typed, nil)
            }
        case .end: return (nil, end(.quit, text: "\n"))
        case .timedOut:
            guard session.takesDefaultOnTimeout(step) else { return (nil, timedOut(at: step)) }
            return ("", nil)
        }
    }

    private mutating func end(_ next: Next, text: String = "") -> Turn {
        phase = .finished
        return Turn(text: text, next: next)
    }

    private mutating func timedOut(at step: Step) -> Turn {
        let progress = session.progress
        return end(
            .timedOut(
                step: step, number: progress.step, count: progress.of, seconds: idleLimit ?? 0))
    }

    /// `refusal`'s alert, on a line of its own.
    private func alert(_ refusal: ValidationError) -> String {
        glyphs.words(refusal.alert(language)) + "\n"
    }

    /// The same prompt again, after `text`.
    private func again(_ step: Step, given: Answer?, text: String) -> Turn {
        Turn(text: text, next: reading(prompt(for: step, given: given), at: step))
    }

    private func prompt(for step: Step, given: Answer?) -> String {
        LinePrompt(
            step: step, progress: session.progress,
            stored: given ?? session.storedAnswer(to: step), givenThisRun: given != nil,
            language: language
        ).prompt
    }
}

extension PlainDialogue {
    /// A line for the current step: the back word, a word that lists options, the first
    /// entry of a step asked twice, or the answer.
    private mutating func takeEntry(_ read: LineRead, at step: Step, given: Answer?) -> Turn {
        let (typed, ending) = line(of: read, at: step)
        if let ending { return ending }
        guard var line = typed else {
            if session.goBack() { return present() }
            return again(
                step, given: given,
                text: glyphs.words(Message.Plain.firstStep(language)) + "\n")
        }
        // A page takes no answer: a line typed at it is said to be left, not dropped
        // silently, and the page waits for Enter.
        if !step.isQuestion, !line.trimmingWhitespace.isEmpty {
            return again(
                step, given: given,
                text: glyphs.words(Message.Plain.pageTakesNoAnswer(language)) + "\n")
        }
        // A list finds an option by part of its name, or lists those it matches.
        switch step.kind.lookUp(typed: line, language: language) {
        case .answer(let found): line = found
        case .listed(let lines):
            return again(step, given: given, text: lines.map { glyphs.words($0) + "\n" }.joined())
        }
        if let reentry = step.kind.reentry {
            do {
                switch try entries.take(
                    line, reentry: reentry,
                    check: { line throws(ValidationError) in
                        _ = try step.answer(for: .line(line))
                    })
                {
                case .answer(let confirmed): line = confirmed
                case .secondWanted:
                    phase = .askingAgain(step, given: given)
                    return Turn(text: "", next: reading(reentry.prompt(language), at: step))
                }
            } catch {
                return again(step, given: given, text: alert(error))
            }
        }
        return answer(line, at: step, given: given)
    }

    /// The second entry of a step asked twice.
    private mutating func takeSecondEntry(_ read: LineRead, at step: Step, given: Answer?)
        -> Turn
    {
        let (typed, ending) = line(of: read, at: step)
        if let ending { return ending }
        phase = .asking(step, given: given)
        guard let typed, let reentry = step.kind.reentry else {
            // Back from the second entry asks the first again.
            entries.forgetFirst()
            return again(step, given: given, text: "")
        }
        do {
            guard
                case .answer(let line) = try entries.take(typed, reentry: reentry, check: { _ in })
            else { return again(step, given: given, text: "") }
            return answer(line, at: step, given: given)
        } catch {
            return again(step, given: given, text: alert(error))
        }
    }

    /// Submits `line` to the session: an empty one keeps the answer given this run; a
    /// warning asks whether to keep it.
    private mutating func answer(_ line: String, at step: Step, given: Answer?) -> Turn {
        let blank = step.kind.takesLinesAsTyped ? line.isEmpty : line.trimmingWhitespace.isEmpty
        if blank, let given {
            // Accepted before, with any warning it had.
            try? session.submit(.answer(given), keepingWarned: true)
            return present()
        }
        do {
            try session.submit(.line(line))
            return present()
        } catch {
            guard error.isWarning else { return again(step, given: given, text: alert(error)) }
            phase = .keepingAnyway(step, given: given, line: line)
            return Turn(
                text: alert(error),
                next: reading(Self.keepAnywayPrompt(language), at: step, echo: .asTyped))
        }
    }

    /// `Keep it anyway? y or n, Enter for No: `: plain mode's one yes-or-no style, as its
    /// confirm questions ask.
    static func keepAnywayPrompt(_ language: Language) -> String {
        Message.Plain.keepAnyway(language) + " "
            + Message.Parts.confirmPromptWithDefault(label: Message.no)(language)
    }

    /// The answer to "keep it anyway?": yes keeps the warned line; anything else, the back
    /// word included, asks the step again, from its first entry when it asks twice.
    private mutating func takeKeepAnyway(
        _ read: LineRead, at step: Step, given: Answer?, line: String
    ) -> Turn {
        let (word, ending) = self.line(of: read, at: step)
        if let ending { return ending }
        phase = .asking(step, given: given)
        guard let word, KeepAnyway.keeps(line: word) else {
            // Both entries again: the refused line, once agreed on, no longer counts.
            entries = Reentry.Entries()
            return again(step, given: given, text: "")
        }
        // Kept as it is: nothing else has changed since it was refused.
        try? session.submit(.line(line), keepingWarned: true)
        return present()
    }
}

extension PlainDialogue {
    /// The review (``Session/isReviewing``): the answers as a numbered list, then a prompt
    /// where an empty line saves and a number changes that answer, the back word goes to
    /// the last step shown and the quit word quits; anything else says so and asks again.
    private mutating func presentReview(before: String) -> Turn {
        let items = session.reviewItems
        phase = .reviewing(items)
        var text = "\n" + Message.Review.plainHeading(language) + "\n"
        for (index, item) in items.enumerated() {
            let line = AnswerLine.text(
                label: item.step.title, value: item.shownAnswer(language: language),
                language: language)
            text += "  \(index + 1). " + line.terminalSafe + "\n"
        }
        return Turn(
            text: before + glyphs.words(text) + wordsNote(), next: reviewPrompt())
    }

    private func reviewPrompt() -> Next {
        .read(
            prompt: glyphs.words(Message.Review.plainPrompt(language)), echo: .asTyped,
            idle: idle(goesOn: session.answering.takesDefaults), history: nil)
    }

    private mutating func takeReview(_ read: LineRead, items: [Session.ReviewItem]) -> Turn {
        switch read {
        case .end: return end(.quit, text: "\n")
        // The time without a key passes the review when defaults are taken, and else ends
        // the run on its last answer's step.
        case .timedOut:
            if session.answering.takesDefaults {
                session.acceptReview()
                return present()
            }
            guard let step = items.last?.step else { return end(.quit, text: "\n") }
            return timedOut(at: step)
        case .line(let line):
            switch PlainWord(line: line, language: language) {
            case .quit?: return end(.quit)
            case .back?:
                session.goBack()
                return present()
            case nil: break
            }
            let wanted = line.trimmingWhitespace
            if wanted.isEmpty {
                session.acceptReview()
                return present()
            }
            if let number = Int(wanted), items.indices.contains(number - 1) {
                session.revisit(items[number - 1].step.id)
                return present()
            }
            return Turn(
                text: glyphs.words(Message.Review.plainRefused(count: items.count)(language))
                    + "\n",
                next: reviewPrompt())
        }
    }
}
