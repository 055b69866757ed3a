/// A value a flow reads when a run starts (`"vars"`, `docs/flow-format.md`): from the
/// environment, a file or a command, with a default for when the source gives nothing.
///
/// The flow only describes its variables; reading them is input and output, done before the
/// session starts, and `--var NAME=VALUE` sets one for a run without reading its source.
public struct FlowVariable: Sendable, Equatable {
    /// Where the value comes from.
    public enum Source: Sendable, Equatable {
        /// An environment variable, by name.
        case environment(String)
        /// A file's text, by path (relative paths from the flow file's directory).
        case file(String)
        /// A program's standard output: the program and its arguments, run without a shell.
        case command([String])
    }

    /// The name `${name}` and `{"from": name}` use.
    public let name: String
    public let source: Source
    /// What the variable holds when the source is missing, empty or fails; `nil`: such a
    /// source is an error that stops the run before anything is asked.
    public let defaultText: String?
    /// Whether the value is a list, one item per line (`"lines": true`).
    public let isList: Bool
    /// Whether a condition of the flow tests the variable (`{"var": name, …}`): then a source
    /// that gives nothing, without a default, leaves it empty (``emptyValue``) instead of
    /// stopping the run, so that `"empty": true` can hold.
    public let mayBeEmpty: Bool

    public init(
        name: String, source: Source, defaultText: String? = nil, isList: Bool = false,
        mayBeEmpty: Bool = false
    ) {
        self.name = name
        self.source = source
        self.defaultText = defaultText
        self.isList = isList
        self.mayBeEmpty = mayBeEmpty
    }

    /// The same variable, tested by a condition or not (``mayBeEmpty``).
    public func mayBeEmpty(_ flag: Bool) -> FlowVariable {
        FlowVariable(
            name: name, source: source, defaultText: defaultText, isList: isList,
            mayBeEmpty: flag)
    }

    /// What the variable holds when neither its source nor its default gives a value: the
    /// empty value (``VariableValue/empty(isList:)``) when a condition tests it, else `nil`,
    /// no value, which stops the run.
    public var emptyValue: VariableValue? {
        mayBeEmpty ? .empty(isList: isList) : nil
    }

    /// The earlier answers a command names as whole arguments (`["kbd-variants",
    /// "${layout}"]`), in order, each once: such a variable is read when a step that takes
    /// its options from it is reached, with those answers (``DependentSources``), never
    /// when the run starts. Empty for every other source.
    public var argumentKeys: [String] {
        guard case .command(let words) = source else { return [] }
        var keys: [String] = []
        for word in words.dropFirst() {
            if let key = Self.argumentKey(word), !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// Whether the variable is read with earlier answers (``argumentKeys``).
    public var dependsOnAnswers: Bool { !argumentKeys.isEmpty }

    /// The key a command's word names when it is `${key}` and nothing else.
    static func argumentKey(_ word: String) -> String? {
        guard word.hasPrefix("${"), word.hasSuffix("}"), word.utf8.count > 3 else { return nil }
        let key = String(word.dropFirst(2).dropLast())
        return FlowReader.isValidKey(key) ? key : nil
    }

    /// The command's words for a run whose answers so far are `answers`: each `${key}`
    /// argument replaced by that answer as one argument (``Answer/argument``); `nil` when
    /// one of them has no answer, or the source is no command.
    public func command(with answers: [String: Answer]) -> [String]? {
        guard case .command(let words) = source else { return nil }
        var filled = [words[0]]
        for word in words.dropFirst() {
            guard let key = Self.argumentKey(word) else {
                filled.append(word)
                continue
            }
            guard let answer = answers[key] else { return nil }
            filled.append(answer.argument)
        }
        return filled
    }

    /// Whether `name` may name a variable, as `vars` and `--var NAME=VALUE` take it: a key
    /// (letters, digits, `_`, `-` and `.`, from a letter or `_`, at most 64 bytes) other than
    /// `app`, the flow's app name.
    public static func isValidName(_ name: String) -> Bool {
        FlowReader.isValidKey(name) && name != FlowReader.appVariable
    }

    /// The value of the variable when its source gave `text`, or the default when `text` is
    /// `nil` or gives nothing (empty, or a list without an item); `nil` when neither gives
    /// one.
    ///
    /// A single value's default is taken as written, so `""` gives an empty value (a relay
    /// host left blank); a list's default gives its lines, and must give one.
    public func value(fromSource text: String?) -> VariableValue? {
        if let text, let value = VariableValue(text: text, isList: isList) { return value }
        guard let defaultText else { return nil }
        return VariableValue(text: defaultText, isList: isList)
            ?? (isList ? nil : .single(defaultText))
    }
}
