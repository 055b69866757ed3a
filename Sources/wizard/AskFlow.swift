import WizardCore
import WizardMessages
import WizardText

/// The flow of one step that `wizard ask` runs: its flags written as the step's fields of a
/// flow file and read by ``FlowReader``, so that a flag is checked as `flow check` checks
/// the field it sets, and the question is asked, validated and alerted as a flow's is.
enum AskFlow {
    /// The key the step's answer is kept under in the session (never stored).
    static let key = "answer"

    /// The list variable `--options-from`'s lines fill in.
    static let listName = "options"

    /// `question`'s flow, its options (`--option`, else `optionLines`, `--options-from`'s)
    /// each `VALUE[=LABEL]`; the default title and button in `language`.
    ///
    /// `--option`'s few options are written out in the step, each checked as a flow's
    /// option is. `--options-from`'s lines, up to ``Flow/optionLimit`` of them, are a list
    /// variable's items, filled in as a run fills in a flow's (`{"from": NAME}`: a value
    /// given twice, ignoring case, is the first), so that a list of 100,000 options costs
    /// no JSON written and read; the variable's source is never read, its value given here
    /// as `--var` gives one.
    ///
    /// - Throws: ``UsageError/Reason/askFlagRefused(option:problem:)``: the first refusal
    ///   of ``AskFlagCheck``, else the first blocking problem, named by the flag whose field
    ///   it is at.
    static func flow(for question: AskQuestion, optionLines: [String], language: Language)
        throws(UsageError) -> Flow
    {
        try AskFlagCheck.check(question, optionLines: optionLines)
        var document = Document()
        document.write(question, optionLines: optionLines, language: language)
        var root: [String: JSONValue] = [
            "format": .integer(1), "id": .string("ask"),
            "steps": .array([.object(document.step)]),
        ]
        if document.takesList {
            root["vars"] = .object([
                listName: .object(["env": .string("WIZARD_ASK_OPTIONS"), "lines": .bool(true)])
            ])
        }
        var bytes: [UInt8] = []
        JSONWriter.compact(.object(root), into: &bytes)
        let reading = FlowReader.read(bytes)
        if let flow = reading.flow {
            guard document.takesList else { return flow }
            do {
                return try flow.substituted(variables: [listName: .list(optionLines.map(item))])
            } catch {
                throw UsageError(
                    .askFlagRefused(option: "--options-from", problem: error.message),
                    command: "ask")
            }
        }
        let problem = reading.problems.first(where: \.isBlocking) ?? reading.problems.first
        let message = problem?.message ?? Message.FlowCheck.stepsExpected
        throw UsageError(
            .askFlagRefused(
                option: problem.flatMap { document.flag(at: $0.path) }, problem: message),
            command: "ask")
    }

    /// The option a line `VALUE[=LABEL]` gives.
    private static func item(_ line: String) -> VariableItem {
        // `=` is one byte, and no other character's UTF-8 holds it.
        guard let equals = line.utf8.firstIndex(of: UInt8(ascii: "=")) else {
            return VariableItem(value: line, label: line)
        }
        return VariableItem(
            value: String(line[..<equals]), label: String(line[line.utf8.index(after: equals)...]))
    }

    /// The step's fields as they are written, and which flag each came from.
    private struct Document {
        var step: [String: JSONValue] = [:]
        /// Whether the options come from ``AskFlow/listName``: `--options-from`'s lines.
        var takesList = false
        /// The JSON path of each field written, by the flag it came from.
        var places: [(path: String, flag: String)] = []

        static let stepPath = "$.steps[0]"

        mutating func set(_ field: String, _ value: JSONValue, flag: String) {
            step[field] = value
            places.append((Self.stepPath + "." + field, flag))
        }

        /// The flag whose field holds the value at `path`: the longest place that is `path`
        /// or contains it.
        func flag(at path: String) -> String? {
            places.filter { place in
                path == place.path || path.hasPrefix(place.path + ".")
                    || path.hasPrefix(place.path + "[")
            }.max { $0.path.utf8.count < $1.path.utf8.count }?.flag
        }

        mutating func write(_ question: AskQuestion, optionLines: [String], language: Language) {
            let kind = question.kind
            step["kind"] = .string(kind.flowKind)
            step["key"] = .string(AskFlow.key)
            step["button"] = .string(Message.Ask.button(language))
            let title =
                question.value(of: .title)
                ?? (kind == .confirm ? Message.Ask.confirmTitle : Message.Ask.title)(language)
            set("title", text(title), flag: "--title")
            if let description = question.value(of: .text) {
                set("text", text(description), flag: "--text")
            }
            switch kind {
            case .text, .secret:
                writeText(question, secret: kind == .secret)
            case .number:
                writeNumber(question)
            case .choose, .multi:
                writeOptions(question, lines: optionLines)
            case .confirm:
                if let value = question.value(of: .defaultValue) {
                    set("default", flag(value), flag: "--default")
                }
            }
        }

        private mutating func writeText(_ question: AskQuestion, secret: Bool) {
            if secret { step["keep"] = .string("none") }
            if let placeholder = question.value(of: .placeholder) {
                set("placeholder", text(placeholder), flag: "--placeholder")
            }
            if let value = question.value(of: .defaultValue) {
                set("default", .string(value), flag: "--default")
            }
            // `--alert` is every rule's alert: the one a pattern requires, and the length
            // rules' instead of their own.
            let alert = question.value(of: .alert).map(text)
            // Labelled as `writeRules` takes them: a list of unlabelled tuples was converted
            // to it by a cast the runtime made element by element.
            var rules: [(rule: JSONValue, flag: String)] = []
            func add(_ name: String, _ value: JSONValue, flag: String) {
                var rule = [name: value]
                rule["alert"] = alert
                rules.append((rule: .object(rule), flag: flag))
            }
            if let value = question.value(of: .minLength) {
                add("min_length", number(value), flag: "--min-length")
            }
            if let value = question.value(of: .maxLength) {
                add("max_length", number(value), flag: "--max-length")
            }
            if let pattern = question.value(of: .pattern) {
                add("pattern", .string(pattern), flag: "--pattern")
            }
            if alert != nil {
                for index in rules.indices {
                    places.append(("\(Self.stepPath).validators[\(index)].alert", "--alert"))
                }
            }
            writeRules(rules)
        }

        private mutating func writeNumber(_ question: AskQuestion) {
            let minimum = question.value(of: .minimum).map(number) ?? .integer(0)
            let step = question.value(of: .step).map(number) ?? .integer(1)
            set("min", minimum, flag: "--min")
            set("step", step, flag: "--step")
            if let value = question.value(of: .maximum) {
                set("max", number(value), flag: "--max")
            } else if case .integer(let low) = minimum, case .integer(let width) = step, width > 0 {
                // 100 more than the minimum, in whole steps.
                set("max", .integer(low + width * max(1, 100 / width)), flag: "--min")
            }
            if let unit = question.value(of: .unit) { set("unit", text(unit), flag: "--unit") }
            if let value = question.value(of: .defaultValue) {
                set("default", number(value), flag: "--default")
            }
        }

        private mutating func writeOptions(_ question: AskQuestion, lines: [String]) {
            let given = question.values(of: .option)
            if given.isEmpty, !lines.isEmpty {
                takesList = true
                set("options", .object(["from": .string(AskFlow.listName)]), flag: "--options-from")
            } else {
                let options = given.map { entry -> JSONValue in
                    guard let equals = entry.firstIndex(of: "=") else {
                        return .object(["value": .string(entry), "label": text(entry)])
                    }
                    return .object([
                        "value": .string(String(entry[..<equals])),
                        "label": text(String(entry[entry.index(after: equals)...])),
                    ])
                }
                set("options", .array(options), flag: "--option")
            }
            if let value = question.value(of: .defaultValue) {
                let values = value.split(separator: ",", omittingEmptySubsequences: false)
                set(
                    "default",
                    question.kind == .multi
                        ? .array(values.map { .string(String($0)) }) : .string(value),
                    flag: "--default")
            }
            var rules: [(rule: JSONValue, flag: String)] = []
            if let value = question.value(of: .minChoices) {
                rules.append((rule: .object(["min": number(value)]), flag: "--min-choices"))
            }
            if let value = question.value(of: .maxChoices) {
                rules.append((rule: .object(["max": number(value)]), flag: "--max-choices"))
            }
            writeRules(rules)
        }

        private mutating func writeRules(_ rules: [(rule: JSONValue, flag: String)]) {
            guard !rules.isEmpty else { return }
            step["validators"] = .array(rules.map(\.rule))
            for (index, rule) in rules.enumerated() {
                places.append(("\(Self.stepPath).validators[\(index)]", rule.flag))
            }
        }

        /// A text as typed: a `$` stands for itself, not for a substitution.
        private func text(_ text: String) -> JSONValue {
            guard text.utf8.contains(UInt8(ascii: "$")) else { return .string(text) }
            var escaped = ""
            for character in text {
                escaped += character == "$" ? "$$" : String(character)
            }
            return .string(escaped)
        }

        /// A whole number as typed, else the text, which the reader refuses as no number.
        private func number(_ value: String) -> JSONValue {
            Int(value).map(JSONValue.integer) ?? .string(value)
        }

        /// `yes` or `no` (``AskFlagCheck/yesOrNo(_:)``), else the text, which the reader
        /// refuses as no boolean.
        private func flag(_ value: String) -> JSONValue {
            AskFlagCheck.yesOrNo(value).map(JSONValue.bool) ?? .string(value)
        }
    }
}
