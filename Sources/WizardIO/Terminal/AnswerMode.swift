import Glibc

/// The three ways a run can be answered (`docs/usage.md`, Three ways to answer), one flow
/// behind each.
public enum AnswerMode: Sendable, Equatable {
    /// Full-screen keys and screens: standard input is a terminal, and so is standard output
    /// or, when it is captured, the controlling terminal (``screenDescriptor``).
    case interactive
    /// One readline-edited line per question: asked for, `TERM=dumb`, or no terminal to draw
    /// on.
    case plain
    /// Answers read from standard input, one per line, with no prompts.
    case piped

    /// The mode for these facts about the process.
    ///
    /// Piped input wins over everything: no terminal is there to ask. `--plain`, a dumb or
    /// unnamed terminal (`TERM` unset or empty) and no terminal to draw the screens on
    /// (`outputIsTerminal`: standard output, else the controlling terminal) each choose plain
    /// mode.
    public static func choose(
        inputIsTerminal: Bool, outputIsTerminal: Bool, term: String?, plainRequested: Bool
    ) -> AnswerMode {
        if !inputIsTerminal { return .piped }
        guard
            drawsScreens(
                outputIsTerminal: outputIsTerminal, term: term, plainRequested: plainRequested)
        else { return .plain }
        return .interactive
    }

    /// Whether output may be drawn as screens (boxes, colour, cursor moves) rather than
    /// plain lines: it goes to a terminal that is not dumb or unnamed, and `--plain` was not
    /// asked for. `wizard profile` draws its boxed card then.
    public static func drawsScreens(outputIsTerminal: Bool, term: String?, plainRequested: Bool)
        -> Bool
    {
        !plainRequested && term != "dumb" && term != nil && term != "" && outputIsTerminal
    }

    /// The mode for this process's standard descriptors, its controlling terminal and
    /// `TERM`; plain mode is asked for by `--plain` (`plainRequested`) or by the environment
    /// (``plainRequested(by:)``).
    public static func detect(environment: [String: String], plainRequested: Bool) -> AnswerMode {
        let inputIsTerminal = isatty(STDIN_FILENO) == 1
        return choose(
            inputIsTerminal: inputIsTerminal,
            outputIsTerminal: inputIsTerminal && screenDescriptor != nil,
            term: environment["TERM"],
            plainRequested: plainRequested || Self.plainRequested(by: environment))
    }

    /// Whether the environment asks for plain mode, as `--plain` does: `ACCESSIBLE` (the
    /// convention of Charm's huh, for screen readers) or `WIZARD_PLAIN`, set to anything
    /// but empty or `0`.
    public static func plainRequested(by environment: [String: String]) -> Bool {
        ["ACCESSIBLE", "WIZARD_PLAIN"].contains { name in
            environment[name].map { !$0.isEmpty && $0 != "0" } ?? false
        }
    }

    /// Where the screens are drawn: standard output when it is a terminal; else, as in
    /// `answers=$(wizard setup --json)`, the controlling terminal, `/dev/tty`, opened on first
    /// use and kept open for the run, so that only the command's output goes to standard
    /// output; `nil` when the process has no controlling terminal.
    public static let screenDescriptor: Int32? = {
        if isatty(STDOUT_FILENO) == 1 { return STDOUT_FILENO }
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard isatty(descriptor) == 1 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }()

    /// Where plain mode asks its questions: standard output when it is a terminal, else
    /// standard error, so that `wizard setup > card.txt` still shows the questions.
    public static func conversationDescriptor() -> Int32 {
        isatty(STDOUT_FILENO) == 1 ? STDOUT_FILENO : STDERR_FILENO
    }
}
