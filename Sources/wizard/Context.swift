import Glibc
import WizardCore
import WizardIO
import WizardMessages
import WizardText

/// What every command needs from the process: its environment, language and streams.
struct Context {
    let environment: [String: String]
    /// The language the run speaks: wizard's messages' (``RunLanguage/ofMessages``) until
    /// the command is known, then the one chosen for it (``RunLanguage/chosen(showing:)``).
    var language: Language
    let standardOutput: any TextSink
    let standardError: any TextSink
    /// The bytes of any environment variable by name, `nil` when it is not set: what a flow's
    /// `{"env": NAME}` reads, on the flow's behalf (``environment`` holds only wizard's own
    /// variables, ``variablesRead``). The process's environment unless a test says otherwise.
    var flowEnvironment: (String) -> [UInt8]? = Context.processVariable

    /// Every environment variable wizard reads. Each is documented in `--help` and the
    /// manual page's ENVIRONMENT, with ``variablesReadByReadline`` (a test checks).
    static let variablesRead = [
        "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_CTYPE", "LANG", "HOME", "WIZARD_STORE",
        "XDG_CONFIG_HOME", "XDG_STATE_HOME", "TERM", "NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE",
        "ACCESSIBLE", "WIZARD_PLAIN", "WIZARD_DEFAULTS", "WIZARD_PRIORITY", "WIZARD_ANSWERS",
        "DIALOG_OK",
        "DIALOG_CANCEL", "DIALOG_HELP", "DIALOG_ITEM_HELP", "DIALOG_EXTRA", "DIALOG_ESC",
        "DIALOG_ERROR",
    ]

    /// The variables GNU readline reads itself, which the person may set for wizard.
    static let variablesReadByReadline = ["INPUTRC"]

    /// The bytes of the process's environment variable `name`; `nil` when it is not set.
    static func processVariable(_ name: String) -> [UInt8]? {
        guard let value = name.withCString(getenv) else { return nil }
        return Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
    }

    /// The store this invocation uses for `flow`: `--store`, else `WIZARD_STORE`, else the
    /// flow's own file in wizard's configuration directory, whose directories alone a write
    /// creates.
    func store(for invocation: Invocation, flow: Flow) throws(WizardError) -> ProfileStore {
        guard
            let path = StoreLocation.path(
                option: invocation.storePath, environment: environment, name: flow.storeName)
        else { throw .usage(UsageError(.noHomeDirectory)) }
        let named = StoreLocation.isNamed(option: invocation.storePath, environment: environment)
        return ProfileStore(path: path, flow: flow, createsDirectories: !named)
    }

    /// The descriptor of standard output when it is a terminal, else `nil` (a pipe, a file,
    /// or a test's buffer).
    var outputTerminal: Int32? {
        guard let sink = standardOutput as? FileDescriptorSink, isatty(sink.descriptor) == 1
        else { return nil }
        return sink.descriptor
    }

    /// Whether the accent colour is wanted, the first of these that speaks deciding: no with
    /// `--no-color`; no when `NO_COLOR` is set to anything non-empty; yes when
    /// `CLICOLOR_FORCE` is set to anything but empty or `0`; no when `CLICOLOR` is `0`;
    /// else yes (the NO_COLOR and CLICOLOR conventions, NO_COLOR first).
    /// Colour is only ever used on the screens drawn at a terminal, never in plain mode or
    /// on a pipe.
    func usesColour(_ invocation: Invocation) -> Bool {
        if invocation.noColour { return false }
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
        return environment["CLICOLOR"] != "0"
    }

    /// Whether `WIZARD_DEFAULTS=1` asks `setup` to take the defaults, as `--defaults` does;
    /// `0`, empty or unset does not.
    ///
    /// - Throws: a usage error for any other value, which is more likely a mistake
    ///   (`true`, `yes`) than a wish to be asked.
    func defaultsRequested() throws(WizardError) -> Bool {
        switch environment["WIZARD_DEFAULTS"] {
        case nil, "", "0": return false
        case "1": return true
        case let value?: throw .usage(UsageError(.defaultsVariable(value), command: "setup"))
        }
    }

    /// The priority `WIZARD_PRIORITY` asks at, `nil` when it is unset or empty.
    func priorityRequested() throws(WizardError) -> StepPriority? {
        guard let value = environment["WIZARD_PRIORITY"], !value.isEmpty else { return nil }
        guard let priority = StepPriority(rawValue: value) else {
            throw .usage(UsageError(.priorityVariable(value), command: "setup"))
        }
        return priority
    }

    /// Prints a soft check's warning about an answer nobody was asked to keep, which is
    /// kept, on standard error.
    func warn(about warned: AnswerRefused) {
        standardError.write(ErrorReport.warning(warned, language: language) + "\n")
    }

    /// Prints a line on standard error telling that another process holds the store's lock
    /// file, `lockPath`.
    func announceWaiting(lockPath: String) {
        let text = Message.waitingForLock(lockPath: lockPath)(language).terminalSafe
        standardError.write("wizard: \(text)\n")
    }
}
