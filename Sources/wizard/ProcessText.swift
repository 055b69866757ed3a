import Glibc
import WizardCore

/// The process's arguments and the environment variables wizard reads, as text, and what of
/// them is not UTF-8.
///
/// Swift's `CommandLine.arguments` and `String(cString:)` turn bytes that are not UTF-8 into
/// U+FFFD: `--store $'\xff.json'` and `--store $'\xfe.json'` would name one file, and
/// `--name $'Al\xffce'` would be kept as `Al�ce`. wizard takes every path and every value
/// as UTF-8 text, so such bytes are refused instead (``check(for:)``), never folded.
struct ProcessText: Equatable {
    /// The arguments after the program name, each decoded; one that is not UTF-8 has each
    /// such byte as U+FFFD here, and is refused before anything acts on it.
    var arguments: [String]
    /// The variables of ``Context/variablesRead`` that are set and UTF-8, by name.
    var environment: [String: String]
    /// The positions in ``arguments`` (from 0) of those that are not UTF-8.
    var undecodedArguments: [Int] = []
    /// The variables of ``Context/variablesRead`` that are set to bytes that are not UTF-8;
    /// they are left out of ``environment``.
    var undecodedVariables: [String] = []

    /// The variables a path comes from (``StoreLocation``): a run that may use the store or
    /// the history refuses one of them that is not UTF-8.
    static let pathVariables = ["HOME", "WIZARD_STORE", "XDG_CONFIG_HOME", "XDG_STATE_HOME"]

    /// Text that is all UTF-8.
    init(arguments: [String], environment: [String: String]) {
        self.arguments = arguments
        self.environment = environment
    }

    /// This process's arguments and the variables of ``Context/variablesRead``, each decoded
    /// from its C string where it lies and its validity noted: no copy of the bytes, and no
    /// table of them by name, whose type alone the runtime would build at start-up.
    static func ofProcess() -> ProcessText {
        var text = ProcessText(arguments: [], environment: [:])
        let count = Int(CommandLine.argc)
        text.arguments.reserveCapacity(max(count - 1, 0))
        // `String(validatingCString:)`, not the generic `String(validating:as:)`, whose
        // unspecialised code ran 3,700 instructions a string.
        for index in 1..<max(count, 1) {
            let argument = CommandLine.unsafeArgv[index]!
            if let decoded = String(validatingCString: argument) {
                text.arguments.append(decoded)
            } else {
                text.arguments.append(String(decoding: cString(argument), as: UTF8.self))
                text.undecodedArguments.append(index - 1)
            }
        }
        for name in Context.variablesRead {
            // `withCString`: a `String` passed as a C string is copied to the heap first.
            guard let value = name.withCString(getenv) else { continue }
            if let decoded = String(validatingCString: value) {
                text.environment[name] = decoded
            } else {
                text.undecodedVariables.append(name)
            }
        }
        text.undecodedVariables.sort()
        return text
    }

    /// The bytes of `string`, without its terminating NUL, where they lie.
    private static func cString(_ string: UnsafePointer<CChar>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: string, count: strlen(string))
    }

    /// Refuses the first argument that is not UTF-8: the value of an answer's option
    /// (`--name`, as `--name VALUE` or `--name=VALUE`) as a piped line that is not UTF-8 is
    /// refused (65), any other (a path, a word, a command) as a usage error (64). With
    /// `invocation`, also a variable of ``pathVariables`` that is not UTF-8, for a command
    /// that may read or write the store or the history (`setup`, `profile`, none).
    func check(for invocation: Invocation? = nil) throws(WizardError) {
        if let position = undecodedArguments.first {
            if let option = answerOption(givenAt: position) {
                throw .notText(.answer(option: option))
            }
            throw .notText(.argument(position: position + 1, shown: arguments[position]))
        }
        guard let invocation else { return }
        switch invocation.command {
        case .setup, .profile, .automatic:
            if let name = undecodedVariables.first(where: Self.pathVariables.contains) {
                throw .notText(.variable(name: name))
            }
        case .flow, .help, .completion, .version, .ask, .debconf:
            return
        }
    }

    /// The answer option whose value is the argument at `position`, spelled as given; `nil`
    /// when that argument is not such a value.
    private func answerOption(givenAt position: Int) -> String? {
        guard !arguments[..<position].contains("--") else { return nil }
        let argument = arguments[position]
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            let spelling = String(argument[..<equals])
            return Self.isAnswerOption(spelling) ? spelling : nil
        }
        guard position > 0 else { return nil }
        let previous = arguments[position - 1]
        return Self.isAnswerOption(previous) ? previous : nil
    }

    private static func isAnswerOption(_ spelling: String) -> Bool {
        if case .answer = CommandLineSyntax.option(spelled: spelling)?.id { return true }
        return false
    }
}

/// An argument or a variable that is not UTF-8 text.
enum NotText: Error, Equatable {
    /// The value of an answer's option (`--name`), refused as a piped answer is (65).
    case answer(option: String)
    /// Any other argument, at `position` (from 1), shown with U+FFFD for its bad bytes (64).
    case argument(position: Int, shown: String)
    /// An environment variable a path comes from (64).
    case variable(name: String)
}
