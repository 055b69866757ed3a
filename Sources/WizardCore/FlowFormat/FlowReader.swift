import WizardMessages
import WizardText

/// Reads a flow definition file (JSON, documented in `docs/flow-format.md`) into a ``Flow``,
/// collecting every problem with its JSON path and line:column rather than stopping at the
/// first.
///
/// Contract: the flow is returned exactly when no problem is blocking. Texts keep every
/// language they are given in; texts missing a UI language (one of wizard's own messages'
/// languages beyond English, ``expectedTranslations``), or a language other texts have, are
/// reported (not blocking) and fall back to English.
public struct FlowReader {
    /// Flow files larger than this are refused unread.
    public static let sizeLimit = 1 << 20
    /// The format version this reader understands.
    public static let formatVersion = 1
    /// The deepest container the format has: a text by language (6) in a validator,
    /// feature or option (5) in its list (4) in a step (3) in `steps` (2) in the flow (1);
    /// and a step's `when` (4), whose ``conditionNestingLimit`` levels of `all`, `any` and
    /// `not` take at most two containers each, its deepest test's `in` list one more.
    /// Deeper containers are wrong wherever they are; the parser checks them without
    /// building them, so that a megabyte of nested arrays costs no tree.
    /// Each group around a step (``groupNestingLimit``) puts it two containers deeper.
    static let schemaDepth = 5 + 2 * conditionNestingLimit + 2 * groupNestingLimit

    var problems = FlowProblemList()
    /// How many blocking problems are known: a part read since this number grew is unusable.
    /// Readers read every field, reporting what is wrong, and then compare.
    var blockingCount: Int { problems.blockingCount }
    /// The app name per language, which `${app}` and `{app}` stand for in every text.
    var appName: LocalizedText?
    /// The flow's variables by name (`"vars"`), read before its steps.
    var variablesByName: [String: FlowVariable] = [:]
    /// Every name `"vars"` declares, as written, read or not: a name among them that is not
    /// in ``variablesByName`` had a problem, already reported.
    var declaredVariableNames: Set<String> = []
    /// The steps read so far, by key or id: what a later step's text may name.
    var earlierSteps: [String: Step] = [:]
    /// Every key and id the flow's steps claim, as written: a name among them that is not
    /// an earlier step's is a later one.
    var claimedKeys: Set<String> = []
    /// The keys and ids the steps before the one being read claim, as written: a name among
    /// them whose step is not in ``earlierSteps`` had a problem, already reported.
    var earlierClaimedKeys: Set<String> = []
    /// Each question's key as read, where it is: what ``warnOfShellNames(flowID:at:)`` checks.
    var storeKeys: [(key: String, node: JSONNode, path: JSONPath)] = []
    /// The names the step being read takes from a run, so far (``Step/references``).
    var stepReferences: Set<String> = []
    /// Conditions the step being read has beside its own `when`: one for options from a
    /// multi-select that may be answered with no choice, which then leaves none.
    var stepConditions: [Condition] = []
    /// How many texts name each variable or earlier answer, by name (``Flow/substitutionSites``).
    var substitutionSites: [String: Int] = [:]
    /// The texts the flow shares by id (`"texts"`), read before its steps.
    var sharedTexts: [String: SharedText] = [:]
    /// Every id `"texts"` declares, read or not: an id among them that is not in
    /// ``sharedTexts`` had a problem, already reported.
    var declaredSharedTexts: Set<String> = []
    /// Whether a shared text's definition is being read: its substitutions may name only
    /// the flow's variables and `${app}`.
    var readingSharedText = false
    /// Whether the step being read is a secret, whose alerts never quote its answer.
    var readingSecret = false
    /// Every `goto` read, checked once every step is read (``checkGotos(_:laidOut:)``).
    var gotoSites: [GotoSite] = []
    /// The position of the step being read among the steps laid out (``LaidOutStep``).
    var readingStep = 0
    /// What is left of ``PatternLimits/flowProgramSize`` for the patterns still to read.
    var patternInstructionsLeft = PatternLimits.flowProgramSize
    /// The file's bytes, to place a problem inside a string (a pattern's) at its column.
    private(set) var fileBytes: [UInt8] = []
    /// Every text given by language, with the languages it has beyond English and the UI
    /// languages (a missing UI language is reported as each text is read): a language that
    /// some text has and another lacks is reported once all are read.
    private var translations: [Translations] = []

    private struct Translations {
        let path: JSONPath
        let location: TextLocation
        let otherLanguages: [String]
    }

    /// The languages every text given by language is expected to have beyond English:
    /// Korean, the second language of wizard's first flow, so that a Korean reader sees the
    /// flow in Korean throughout. wizard's other UI languages are a flow's own choice: a
    /// language some of its texts have is expected of the others
    /// (``reportMissingTranslations()``).
    static let expectedTranslations = [Language.korean]

    /// The problem of a text that lacks the UI language `language`.
    private static func missingUILanguage(_ language: Language) -> LocalizedText {
        // Korean's message names it, as flow check has always written it.
        language == .korean
            ? Message.FlowCheck.missingKorean : Message.FlowCheck.missingLanguage(language.code)
    }

    /// Every text read, with its path, when the reader was asked to keep them
    /// (``texts(in:)``); `nil` otherwise, which costs a run nothing.
    private var textSites: [FlowTextSite]?

    /// The flow in `bytes` as ``read(_:)`` gives it, with every translatable text in it, in
    /// document order: what `wizard flow po` extracts and merges.
    public static func texts(in bytes: [UInt8]) -> (reading: FlowReading, texts: [FlowTextSite]) {
        read(bytes, keepingTexts: true)
    }

    /// Reads the flow in `bytes`.
    public static func read(_ bytes: [UInt8]) -> FlowReading {
        read(bytes, keepingTexts: false).reading
    }

    private static func read(_ bytes: [UInt8], keepingTexts: Bool) -> (
        reading: FlowReading, texts: [FlowTextSite]
    ) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(
                bytes, options: JSONParser.Options(buildingDepth: Self.schemaDepth))
        } catch {
            let problem = FlowProblem(path: .root, location: error.location, message: error.message)
            return (
                FlowReading(flow: nil, problems: [problem], problemCount: 1, blockingCount: 1), []
            )
        }
        var reader = FlowReader()
        reader.fileBytes = bytes
        if keepingTexts { reader.textSites = [] }
        let flow = reader.readFlow(root)
        reader.reportMissingTranslations()
        let problems = reader.problems
        let reading = FlowReading(
            flow: problems.blockingCount > 0 ? nil : flow, problems: problems.listed,
            problemCount: problems.count, blockingCount: problems.blockingCount,
            warningCount: problems.warningCount)
        let sites = (reader.textSites ?? []).sorted {
            $0.node.span.lowerBound < $1.node.span.lowerBound
        }
        return (reading, FlowTextSite.steps(sites, root: root))
    }

    /// Reports a blocking problem at `node`; its path and message are made only when it is
    /// listed (``FlowProblemList``).
    mutating func problem(
        _ path: JSONPath, _ node: JSONNode,
        _ message: @autoclosure () -> LocalizedText
    ) {
        problems.report(at: node.location) {
            FlowProblem(path: path, location: node.location, message: message())
        }
    }

    /// The text at `key`, `fallback` when absent; when malformed, the problem is reported
    /// and `fallback` returned, for the caller's ``blockingCount`` check to catch.
    mutating func optionalText(_ fields: inout JSONFields, _ key: String, _ fallback: LocalizedText)
        -> LocalizedText
    {
        guard let node = fields.take(key) else { return fallback }
        return text(node, path: fields.path(key)) ?? fallback
    }

    private mutating func readFlow(_ root: JSONNode) -> Flow? {
        guard var fields = JSONFields(root, path: .root, problems: &problems) else { return nil }
        defer { fields.reportLeftovers(into: &problems) }
        if let format = fields.take("format") {
            let isCurrent =
                if case .integer(Self.formatVersion) = format.value { true } else { false }
            if !isCurrent {
                problem(
                    fields.path("format"), format,
                    Message.FlowCheck.formatVersion(Self.formatVersion))
            }
        }
        // Where editors find the schema of the format (docs/flow.schema.json): any string.
        if let node = fields.take("$schema") {
            let isString = if case .string = node.value { true } else { false }
            if !isString {
                problem(fields.path("$schema"), node, Message.FlowCheck.schemaExpected)
            }
        }
        let idNode = required(&fields, "id")
        let id = idNode.flatMap { readKey($0, path: fields.path("id")) }
        let storeName = fields.take("store").flatMap { readKey($0, path: fields.path("store")) }
        appName = fields.take("app").flatMap { text($0, path: fields.path("app")) }
        let variables = fields.take("vars").map { readVariables($0, path: fields.path("vars")) }
        for variable in variables ?? [] { variablesByName[variable.name] = variable }
        if let node = fields.take("texts") { readSharedTexts(node, path: fields.path("texts")) }
        var accent = AccentColour.default
        if let node = fields.take("accent") {
            if case .string(let name) = node.value, let colour = AccentColour(name) {
                accent = colour
            } else {
                let names = AccentColour.names.keys.sorted().joined(separator: ", ")
                problem(
                    fields.path("accent"), node,
                    Message.FlowCheck.accent(names: names))
            }
        }
        let progressStyle = readProgressStyle(&fields)
        let timeout = fields.take("timeout").flatMap {
            readTimeout($0, path: fields.path("timeout"))
        }
        var reviews = false
        if let node = fields.take("review") {
            if case .bool(let value) = node.value {
                reviews = value
            } else {
                problem(fields.path("review"), node, Message.FlowCheck.booleanExpected)
            }
        }
        let stepsNode = required(&fields, "steps")
        let steps = stepsNode.flatMap { readSteps($0, path: fields.path("steps")) }
        guard let id, let steps, let stepsNode else { return nil }
        if let idNode { warnOfShellNames(flowID: id, at: (idNode, fields.path("id"))) }
        // A variable a condition tests may be empty when a run reads it.
        let tested = Set(steps.lazy.compactMap { $0.condition }.flatMap { $0.variables })
        let flow = Flow(
            id: id, storeName: storeName, accent: accent, progressStyle: progressStyle,
            steps: steps, timeout: timeout,
            variables: (variables ?? []).map { $0.mayBeEmpty(tested.contains($0.name)) },
            appName: appName, reviews: reviews, substitutionSites: substitutionSites)
        checkWork(of: flow, at: (stepsNode, fields.path("steps")))
        return flow
    }

    /// Reports, at the flow's `steps`, work over a budget of ``FlowWork`` that the file alone
    /// decides.
    private mutating func checkWork(of flow: Flow, at steps: (JSONNode, JSONPath)) {
        let work = flow.work()
        if work.options > FlowWork.optionBudget {
            problem(
                steps.1, steps.0,
                Message.FlowCheck.optionBudget(count: work.options, limit: FlowWork.optionBudget))
        }
        if work.substitutedBytes > FlowWork.substitutionBudget {
            problem(
                steps.1, steps.0,
                Message.FlowCheck.substitutionBudget(
                    count: work.substitutedBytes, limit: FlowWork.substitutionBudget))
        }
    }

    /// The flow's `progress`: a ``ProgressStyle`` name, `bar` when absent.
    private mutating func readProgressStyle(_ fields: inout JSONFields) -> ProgressStyle {
        guard let node = fields.take("progress") else { return .bar }
        guard case .string(let name) = node.value, let style = ProgressStyle(rawValue: name) else {
            problem(fields.path("progress"), node, Message.FlowCheck.progressStyle)
            return .bar
        }
        return style
    }

    /// Reports each text that lacks a language other texts have, beyond English (which
    /// every text has) and the UI languages (reported as each text is read).
    private mutating func reportMissingTranslations() {
        let extra = Set(translations.flatMap(\.otherLanguages)).sorted()
        guard !extra.isEmpty else { return }
        for text in translations {
            // Each text's languages are among `extra`: what it lacks is counted, and only
            // the codes that will be listed are looked for.
            let has = Set(text.otherLanguages)
            var missing = extra.lazy.filter { !has.contains($0) }.makeIterator()
            problems.report(extra.count - has.count, at: text.location, isBlocking: false) { _ in
                FlowProblem(
                    path: text.path, location: text.location,
                    message: Message.FlowCheck.missingLanguage(missing.next() ?? ""),
                    isBlocking: false)
            }
        }
    }

    /// The text at `key`, which must be there and not be empty (a title).
    mutating func requiredText(_ fields: inout JSONFields, _ key: String) -> LocalizedText? {
        guard let node = required(&fields, key), let text = text(node, path: fields.path(key))
        else { return nil }
        if text.contains(where: Self.isBlank) {
            problem(fields.path(key), node, Message.FlowCheck.emptyText)
            return nil
        }
        return text
    }

    /// Whether `text` is empty once trimmed; a visible ASCII character answers at once.
    private static func isBlank(_ text: String) -> Bool {
        !text.utf8.contains { $0 > 0x20 && $0 < 0x7F } && text.trimmingWhitespace.isEmpty
    }

    /// The field `key`, reporting it missing.
    mutating func required(_ fields: inout JSONFields, _ key: String) -> JSONNode? {
        guard let node = fields.take(key) else {
            problem(fields.path, fields.node, Message.FlowCheck.missingField(key))
            return nil
        }
        return node
    }

    /// A name used as a store key, step id or store file name: a letter or `_`, then
    /// letters, digits, `_`, `-` or `.`; at most 64 of them.
    mutating func readKey(_ node: JSONNode, path: JSONPath) -> String? {
        guard case .string(let key) = node.value, Self.isValidKey(key) else {
            problem(
                path, node,
                Message.FlowCheck.badName)
            return nil
        }
        return key
    }

    static func isValidKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard let first = bytes.first, bytes.count <= 64 else { return false }
        func isLetter(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
        return isLetter(first)
            && bytes.allSatisfy {
                isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x2E
            }
    }

    /// A whole number field.
    mutating func integer(_ node: JSONNode, path: JSONPath) -> Int? {
        switch node.value {
        case .integer(let value):
            return value
        case .fraction:
            problem(path, node, Message.FlowCheck.fractionForWhole)
        default:
            problem(
                path, node,
                Message.FlowCheck.wholeNumber(found: Message.FlowCheck.typeName(node)))
        }
        return nil
    }

    /// A text: one string for every language, an object of strings by language code
    /// (two or three lowercase letters), or a reference to a text the flow shares,
    /// `{"text": ID}` (``sharedText(_:path:allowingLineFeeds:)``). English is required in an object and is what a
    /// language the text lacks shows; a UI language, when missing, is reported. Every language is
    /// kept, to be shown under `--lang` or a locale of that language. `${app}` and `{app}`
    /// stand for the flow's app name, and every substitution is checked
    /// (``checkSubstitutions(_:node:path:)``); a translation keeps the English string's
    /// substitutions (``checkPlaceholders(english:translations:path:)``). No string may hold a terminal-unsafe scalar or
    /// an over-long character (``checkCharacters(_:node:path:)``), but a step's
    /// description (`allowingLineFeeds`) may hold line feeds (never a carriage return).
    mutating func text(_ node: JSONNode, path: JSONPath, allowingLineFeeds: Bool = false)
        -> LocalizedText?
    {
        // A reference to a shared text (`{"text": ID}`) is no site of its own: its
        // definition is.
        if Self.isSharedTextReference(node) {
            return sharedText(node, path: path, allowingLineFeeds: allowingLineFeeds)
        }
        textSites?.append(FlowTextSite(path: path, node: node))
        switch node.value {
        case .string(let string):
            guard Self.isPrintable(string, allowingLineFeeds: allowingLineFeeds) else {
                problem(path, node, Message.FlowCheck.unsafeText)
                return nil
            }
            guard checkCharacters(string, node: node, path: path) else { return nil }
            let namesRunValue = checkSubstitutions(string, node: node, path: path)
            return fillingStaticSubstitutions(
                LocalizedText(english: string), namesRunValue: namesRunValue)
        case .object(let members):
            var english: String?
            var byLanguage: [(Language, String)] = []
            var translated: [(key: String, string: String, node: JSONNode)] = []
            var otherLanguages: [String] = []
            var namesRunValue = false
            for member in members {
                // The path is made only for a problem: texts are most of a flow.
                guard case .string(let string) = member.value.value else {
                    problem(
                        path.member(member.key), member.value, Message.FlowCheck.stringExpected)
                    continue
                }
                guard Self.isPrintable(string, allowingLineFeeds: allowingLineFeeds) else {
                    problem(path.member(member.key), member.value, Message.FlowCheck.unsafeText)
                    continue
                }
                guard checkCharacters(string, node: member.value, path: path.member(member.key))
                else { continue }
                if checkSubstitutions(string, node: member.value, path: path.member(member.key)) {
                    namesRunValue = true
                }
                guard member.key != "en" else {
                    english = string
                    continue
                }
                // A tag's language part is written in lowercase, its region and script in
                // either spelling (`pt_BR`, `pt-BR`, `zh-Hant`, `sr@latin`).
                let lowercaseStart = member.key.utf8.prefix {
                    $0 != 0x5F && $0 != 0x2D && $0 != 0x40
                }
                .allSatisfy { (0x61...0x7A).contains($0) }
                if lowercaseStart, let language = Language(code: member.key) {
                    byLanguage.append((language, string))
                    translated.append((member.key, string, member.value))
                    if !Self.expectedTranslations.contains(language) {
                        otherLanguages.append(language.code)
                    }
                } else {
                    problems.report(at: member.keyLocation) {
                        FlowProblem(
                            path: path.member(member.key), location: member.keyLocation,
                            message: Message.FlowCheck.languageCode)
                    }
                }
            }
            // A text whose English is empty (a unit English does without) says nothing in a
            // language that lacks it, which is right: no language is expected of it.
            if english?.isEmpty != true {
                translations.append(
                    Translations(
                        path: path, location: node.location, otherLanguages: otherLanguages))
            }
            guard let english else {
                problem(path, node, Message.FlowCheck.missingEnglish)
                return nil
            }
            checkPlaceholders(english: english, translations: translated, path: path)
            for language in Self.expectedTranslations
            where !english.isEmpty && !byLanguage.contains(where: { $0.0 == language }) {
                problems.report(at: node.location, isBlocking: false) {
                    FlowProblem(
                        path: path, location: node.location,
                        message: Self.missingUILanguage(language), isBlocking: false)
                }
            }
            return fillingStaticSubstitutions(
                LocalizedText(english: english, entries: byLanguage),
                namesRunValue: namesRunValue)
        default:
            problem(
                path, node,
                Message.FlowCheck.textExpected(found: Message.FlowCheck.typeName(node))
            )
            return nil
        }
    }

    /// Whether `string` holds no scalar unsafe in a flow's text (a direction mark is safe,
    /// ``Unicode/Scalar/isUnsafeInFlowText``), but line feeds when `allowingLineFeeds`.
    private static func isPrintable(_ string: String, allowingLineFeeds: Bool = false) -> Bool {
        // Printable ASCII and the lead and trail bytes of most other scalars pass at once:
        // every unsafe scalar past DEL starts with C2 (C1), D8 (U+061C) or E2 (U+2028...).
        if string.utf8.allSatisfy({
            $0 >= 0x20 && $0 != 0x7F && $0 != 0xC2 && $0 != 0xD8 && $0 != 0xE2
        }) {
            return true
        }
        return !string.unicodeScalars.contains {
            $0.isUnsafeInFlowText && !(allowingLineFeeds && $0 == "\n")
        }
    }
}
