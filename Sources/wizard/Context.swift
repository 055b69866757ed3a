import Glibc
import WizardCore
import WizardIO

/// What every command needs from the process: its environment, language and streams.
struct Context {
    let environment: [String: String]
    let language: Language
    let standardOutput: any TextSink
    let standardError: any TextSink

    /// Every environment variable wizard reads.
    static let variablesRead = [
        "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "HOME", "WIZARD_STORE", "XDG_CONFIG_HOME",
        "XDG_STATE_HOME", "TERM", "NO_COLOR", "WIZARD_DEFAULTS",
    ]

    /// The variables of ``variablesRead`` that are set, by name. Only these are copied:
    /// start-up cost matters for a command that runs in a few milliseconds.
    static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in variablesRead {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// The store this invocation uses for `flow`: `--store`, else `WIZARD_STORE`, else the
    /// flow's own file in wizard's configuration directory.
    func store(for invocation: Invocation, flow: Flow) throws(WizardError) -> ProfileStore {
        guard
            let path = StoreLocation.path(
                option: invocation.storePath, environment: environment, name: flow.storeName)
        else { throw .usage(UsageError(.noHomeDirectory)) }
        return ProfileStore(path: path, flow: flow)
    }

    /// Whether standard output is a terminal, where hints for a person may follow output.
    var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether the accent colour is wanted: not with `--no-color`, nor when `NO_COLOR` is
    /// set to anything non-empty (no-color.org).
    func usesColour(_ invocation: Invocation) -> Bool {
        !invocation.noColour && (environment["NO_COLOR"] ?? "").isEmpty
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

    /// Prints a line on standard error telling that another process holds the store's lock.
    func announceWaiting(for store: ProfileStore) {
        let text = Catalogue.waitingForLock(path: store.path)(language).terminalSafe
        standardError.write("wizard: \(text)\n")
    }
}
