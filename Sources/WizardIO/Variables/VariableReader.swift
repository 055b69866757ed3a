import Glibc
import WizardCore
import WizardText

/// Reads the values of a flow's variables when a run starts (`docs/flow-format.md`,
/// "Variables"): each one once, in the order the flow declares them, before anything is
/// asked.
///
/// `--var NAME=VALUE` wins: its variable's source is not read (a command not run). The
/// others read their source: an environment variable; a file, read whole (at most
/// ``fileLimit`` bytes, a regular file only, so a FIFO cannot keep wizard waiting; a relative
/// path from the flow file's directory, ``FlowOrigin/baseDirectory``); a command
/// (``SourceCommand``), only when the owner rule lets the flow's commands run. Every source
/// gives UTF-8 text without NUL, or it fails. A source that is missing, empty or failing
/// gives the variable its default; without one, a variable a condition tests is empty
/// (``FlowVariable/emptyValue``), and any other is an error: the run does not start. A source
/// the owner rule kept from being read is such an error even for a variable a condition
/// tests.
public struct VariableReader {
    /// The most bytes a `file` source of one value may hold (1 MiB); a list's may hold
    /// ``Flow/optionSourceByteLimit``.
    public static let fileLimit = 1 << 20

    let origin: FlowOrigin
    let environment: (String) -> [UInt8]?
    let timeLimit: Int

    /// - Parameters:
    ///   - origin: where the flow came from: the owner rule and relative paths.
    ///   - environment: an environment variable's bytes by name, `nil` when it is not set.
    ///   - timeLimit: the seconds each command may take (``SourceCommand/timeLimit``).
    public init(
        origin: FlowOrigin, environment: @escaping (String) -> [UInt8]?,
        timeLimit: Int = SourceCommand.timeLimit
    ) {
        self.origin = origin
        self.environment = environment
        self.timeLimit = timeLimit
    }

    /// The values of `variables` for one run, with `given` (`--var`, by name) set whether
    /// the flow declares them or not; a given value is read as a source's text is.
    ///
    /// A flow the owner rule refuses (``FlowOrigin/commandRefusal()``) reads no source at
    /// all: its files and environment variables give their literal defaults, or nothing
    /// (``SourceFailure/untrustedFlow(_:)``); only `--var` gives them values.
    ///
    /// - Throws: ``VariableError/untrustedFlow(_:commands:)`` before reading anything when
    ///   a command would run from a flow the owner rule refuses;
    ///   ``VariableError/noValue(_:_:)`` for the first variable without a value (one a
    ///   condition tests has the empty value instead, unless the owner rule kept its source
    ///   from being read).
    public func values(of variables: [FlowVariable], given: [String: String])
        throws(VariableError) -> [String: VariableValue]
    {
        let commands = variables.filter {
            if case .command = $0.source { given[$0.name] == nil } else { false }
        }
        // The owner rule, walked once and only when some source would be read.
        let refusal =
            variables.contains { given[$0.name] == nil } ? origin.commandRefusal() : nil
        if !commands.isEmpty, let refusal {
            throw .untrustedFlow(refusal, commands: commands)
        }
        var values: [String: VariableValue] = [:]
        for (name, text) in given {
            values[name] = VariableValue(text: text, isList: false)
        }
        // `realpath` once, and only when some source needs it.
        let base =
            variables.contains { given[$0.name] == nil && Self.relativePath(of: $0) != nil }
            ? origin.baseDirectory : nil
        for variable in variables {
            // Read with earlier answers as the run reaches them (``value(of:command:)``).
            if variable.dependsOnAnswers, given[variable.name] == nil { continue }
            if let text = given[variable.name] {
                if Self.breaksLine(text, of: variable) {
                    throw .noValue(variable, .lineBreak(given: true))
                }
                guard let value = variable.value(fromSource: text) ?? variable.emptyValue else {
                    throw .noValue(variable, .emptyAssignment)
                }
                values[variable.name] = value
                continue
            }
            var read: Result<String, SourceFailure> =
                if let refusal { .failure(.untrustedFlow(refusal)) } else {
                    readSource(of: variable, base: base)
                }
            if case .success(let text) = read, Self.breaksLine(text, of: variable) {
                read = .failure(.lineBreak(given: false))
            }
            switch read {
            case .success(let text):
                guard let value = variable.value(fromSource: text) ?? variable.emptyValue else {
                    throw .noValue(variable, .empty)
                }
                values[variable.name] = value
            case .failure(let failure):
                let unread = if case .untrustedFlow = failure { true } else { false }
                guard
                    let value = variable.value(fromSource: nil)
                        ?? (unread ? nil : variable.emptyValue)
                else {
                    throw .noValue(variable, failure)
                }
                values[variable.name] = value
            }
        }
        return values
    }

    /// The value of `variable`, a command that names earlier answers, when its words filled
    /// in with them are `words` (``FlowVariable/command(with:)``): run as any source command
    /// is, with the same limits; the owner rule was checked when the run started
    /// (``values(of:given:)``). A command that fails or gives nothing gives the variable's
    /// default, else `nil`; a failure is also said (`failure`), for the run to tell.
    public func value(of variable: FlowVariable, command words: [String]) -> (
        value: VariableValue?, failure: SourceFailure?
    ) {
        var words = words
        if Self.relativePath(of: variable) != nil {
            words[0] = Self.path(words[0], from: origin.baseDirectory)
        }
        let read: Result<String, SourceFailure>
        do {
            read = Self.text(try SourceCommand.run(words, timeLimit: timeLimit))
        } catch {
            read = .failure(.command(error))
        }
        switch read {
        case .success(let text): return (variable.value(fromSource: text), nil)
        case .failure(let failure): return (variable.value(fromSource: nil), failure)
        }
    }

    /// Whether `text` would give `variable`, a single value, a line break inside it (one
    /// final line break aside): refused rather than shown as U+FFFD.
    private static func breaksLine(_ text: String, of variable: FlowVariable) -> Bool {
        guard !variable.isList, case .single(let value) = VariableValue(text: text, isList: false)
        else { return false }
        return value.utf8.contains(0x0A) || value.utf8.contains(0x0D)
    }

    /// The text `variable`'s source gives, or why it gives none.
    ///
    /// - Parameter base: the directory relative paths start in (`nil`: the working one).
    private func readSource(of variable: FlowVariable, base: String?)
        -> Result<String, SourceFailure>
    {
        switch variable.source {
        case .environment(let name):
            guard let bytes = environment(name) else { return .failure(.unset) }
            return Self.text(bytes)
        case .file(let path):
            let resolved =
                Self.relativePath(of: variable) == nil ? path : Self.path(path, from: base)
            do {
                // A file the flow names, read as the flow was.
                let bytes = try InputFile.read(
                    resolved, kind: .flow, limit: limit(of: variable), acceptsStreams: false)
                return Self.text(bytes)
            } catch {
                return .failure(.file(path: resolved, error.reason))
            }
        case .command(let words):
            var words = words
            if Self.relativePath(of: variable) != nil { words[0] = Self.path(words[0], from: base) }
            do {
                return Self.text(
                    try SourceCommand.run(
                        words, timeLimit: timeLimit, outputLimit: limit(of: variable)))
            } catch {
                return .failure(.command(error))
            }
        }
    }

    /// The most bytes `variable`'s file or command may give: a list of options
    /// (``FlowVariable/lines``) up to ``Flow/optionSourceByteLimit``, one value
    /// ``fileLimit``.
    private func limit(of variable: FlowVariable) -> Int {
        variable.isList ? Flow.optionSourceByteLimit : Self.fileLimit
    }

    /// The relative path `variable` names, which starts in the flow file's directory: a
    /// file's not starting with `/`, or a program's with a `/` that does not start with one
    /// (a name without `/` is looked up in `PATH`); `nil` when it names none.
    static func relativePath(of variable: FlowVariable) -> String? {
        switch variable.source {
        case .environment: return nil
        case .file(let path): return path.hasPrefix("/") ? nil : path
        case .command(let words):
            let program = words[0]
            return program.utf8.contains(UInt8(ascii: "/")) && !program.hasPrefix("/")
                ? program : nil
        }
    }

    /// `bytes` as text: valid UTF-8 without NUL.
    static func text(_ bytes: [UInt8]) -> Result<String, SourceFailure> {
        guard !bytes.contains(0), let text = UTF8Text.string(bytes) else {
            return .failure(.notText)
        }
        return .success(text)
    }

    /// The relative `path` from `base`, or as it is without one.
    static func path(_ path: String, from base: String?) -> String {
        guard let base else { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }
}
