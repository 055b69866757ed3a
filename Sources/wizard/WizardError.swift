import WizardCore
import WizardIO

/// Every way a wizard command fails. ``ErrorReport`` turns each case into what the person
/// reads and the exit status, with no case left to a catch-all.
enum WizardError: Error {
    /// The command line cannot be acted on (exit 64).
    case usage(UsageError)
    /// An argument or a path's variable that is not UTF-8 (``ProcessText``).
    case notText(NotText)
    /// A flow or answers file could not be read whole.
    case file(FileError)
    /// A flow file with blocking problems: it is not run.
    case flowUnusable(FlowUnusable)
    /// An answers file that does not fit the flow, or whose answer a step refuses.
    case answersFile(AnswersRefused)
    /// A `--name`/`--age`/`--gender` value its step refuses.
    case refused(AnswerRefused)
    /// The profile store could not be read or written.
    case store(StoreError)
    /// A flow's variables could not all be given a value when the run started, or its
    /// commands may not run.
    case variables(VariableError)
    /// The values the variables hold do not fit the flow (too many options).
    case variableProblem(VariableProblem)
    /// The frontend stopped before the flow was complete: input refused, ended or
    /// unreadable, or the person quit.
    case frontend(FrontendError)
    /// `wizard ask`'s question was not answered: as ``frontend``, said without a word of
    /// saving, since `ask` saves nothing.
    case askStopped(FrontendError)
    /// The flow ended the run on purpose (`"exit"`): nothing was saved. `verbose`: the
    /// report names the step and the status too (`--verbose`).
    case flowEnded(FlowExit, verbose: Bool)
    /// The run went round too long (``Session/overran``): nothing was saved.
    case flowOverran
    /// `wizard profile` when nobody is signed in, so there is no profile to show.
    case notSignedIn
    /// `wizard debconf` could not start its command, meet its peer, or go on talking to it.
    case debconf(DebconfFailure)
    /// Writing to standard output failed (a full disk, a closed descriptor): what the
    /// command printed was lost. `saved` when the command had saved the profile first,
    /// which stands.
    case outputLost(SystemError, saved: Bool)
}

extension WizardError {
    /// `body`'s result, its usage error as a ``WizardError``.
    static func usage<T>(_ body: () throws(UsageError) -> T) throws(WizardError) -> T {
        do { return try body() } catch { throw .usage(error) }
    }

    /// `body`'s result, its store error as a ``WizardError``.
    @discardableResult
    static func store<T>(_ body: () throws(StoreError) -> T) throws(WizardError) -> T {
        do { return try body() } catch { throw .store(error) }
    }
}

/// A flow file with blocking problems: it is not run.
struct FlowUnusable: Error {
    let path: String
    /// The first problems, as ``FlowReading/problems`` lists them.
    let problems: [FlowProblem]
    /// Blocking problems found beyond those listed.
    var unlistedBlockingCount = 0
    /// Warnings found beyond those listed.
    var unlistedWarningCount = 0

    /// Problems of either class found beyond those listed.
    var unlistedCount: Int { unlistedBlockingCount + unlistedWarningCount }
}

/// An answers file that does not fit the flow or whose answer a step refuses.
struct AnswersRefused: Error {
    let path: String
    let error: AnswersFileError
}

/// Why `wizard debconf` could not serve its conversation.
enum DebconfFailure: Error {
    /// The command could not be started.
    case cannotStart(DebconfStartFailure)
    /// `--listen`'s socket at `path` could not be made or served.
    case cannotListen(path: String, DebconfListenFailure)
    /// `--fds` names a descriptor that cannot be the conversation's.
    case descriptors(DebconfDescriptorFailure)
    /// The conversation could not be read or written, or the peer stopped mid-line.
    case peer(DebconfPeerFailure)
    /// Piped answers ran out before the `number`th question of `count` on a page.
    case inputEnded(step: Step, number: Int, count: Int)
}
