/// The profile store's contents: one flat JSON object, checked against a flow.
///
/// Keys of the flow's questions, `signed_in` and ``plainSecretsKey`` must have the types their steps store
/// (text and picker: string, slider: integer, confirm and `signed_in`: boolean, multi-select:
/// an array of strings); `null` counts as absent, as a cleared `@AppStorage` value is. These known keys are held typed, in
/// ``values``. Every other key is kept as the text of its value (``otherValues``), so that a
/// rewrite gives it back byte for byte. Keys are compared scalar by scalar (``JSONKey``), as
/// other JSON readers compare them: a key canonically equivalent to a question's but spelt
/// with other scalars is another key. Reading and writing the file: `ProfileDocument+JSON`.
public struct ProfileDocument: Sendable, Equatable {
    /// The key the seed's `signIn()` and `logOut()` set.
    public static let signedInKey = "signed_in"
    /// The key under which the store records which of its keys hold a secret as typed
    /// (``AnswerExposure/Keeping/privately``), whichever flow saved it: an array of those
    /// keys, sorted, absent when there are none. A flow's key cannot hold a colon, so no
    /// question can take it; `profile` never shows it. Any save of a store whose record
    /// names a key it still holds is written 0600 (``isPrivate``), even by a flow that does
    /// not know that key is a secret.
    public static let plainSecretsKey = "wizard:plain-secrets"

    /// The values of the keys the flow types: its questions' keys and `signed_in`.
    public private(set) var values: [String: JSONValue]
    /// Every other key, with its value's text as the file holds it.
    public private(set) var otherValues: [JSONKey: RawJSON]
    public let flow: Flow

    /// Checks `values` against `flow`; the values of keys the flow does not type go to
    /// ``otherValues``, written compact.
    ///
    /// - Throws: ``ProfileDocumentError/wrongType(key:expected:)`` for the first key, in
    ///   key order, whose value has the wrong type.
    public init(values: [String: JSONValue], flow: Flow) throws(ProfileDocumentError) {
        var typed: [String: JSONValue] = [:]
        var others: [JSONKey: RawJSON] = [:]
        let expectedType = ExpectedTypes(flow: flow)
        for key in values.keys.sorted() {
            let value = values[key]!
            guard let expected = expectedType(key) else {
                others[JSONKey(key)] = RawJSON(value)
                continue
            }
            if value != .null, !expected.admits(value) {
                throw .wrongType(key: key, expected: expected)
            }
            typed[key] = value
        }
        self.init(checkedValues: typed, otherValues: others, flow: flow)
    }

    /// A document whose `values` have been checked against `flow` and whose `otherValues`
    /// hold no key that `flow` types.
    init(checkedValues values: [String: JSONValue], otherValues: [JSONKey: RawJSON], flow: Flow) {
        self.values = values
        self.otherValues = otherValues
        self.flow = flow
    }

    /// An empty document, as when no store file exists yet.
    public init(flow: Flow) {
        self.init(checkedValues: [:], otherValues: [:], flow: flow)
    }

    public var isSignedIn: Bool { values[Self.signedInKey] == .bool(true) }

    /// The stored answer to a question, `nil` when absent or `null`, as its kind reads it
    /// back (``QuestionKind/answer(stored:)``).
    public func answer(to step: Step) -> Answer? {
        guard let question = step.question, let value = values[step.id] else { return nil }
        return question.answer(stored: value)
    }

    /// The stored answers to the flow's questions, by step id: what a ``Session`` takes
    /// as its steps' defaults.
    public var answers: [String: Answer] {
        var answers = [String: Answer](minimumCapacity: flow.steps.count)
        for step in flow.steps where step.isQuestion {
            answers[step.id] = answer(to: step)
        }
        return answers
    }

    /// The seed's `signIn()`: stores every answer, removes the answers under `skipped` (the
    /// keys of questions a condition skipped, ``Session/skippedKeys``), and sets `signed_in`
    /// to true. A question whose kind never stores its answer
    /// (``AnswerExposure/Keeping/never``) has nothing stored, and what the store held under
    /// its key goes. Every other key is kept as it was.
    public mutating func signIn(with answers: [String: Answer], removing skipped: Set<String> = [])
    {
        for key in skipped where answers[key] == nil {
            values[key] = nil
            otherValues[JSONKey(key)] = nil
        }
        for (key, answer) in answers {
            values[key] = answer.jsonValue
            otherValues[JSONKey(key)] = nil
        }
        for step in flow.steps where step.isQuestion && step.kind.exposure.keeping == .never {
            values[step.id] = nil
            otherValues[JSONKey(step.id)] = nil
        }
        values[Self.signedInKey] = .bool(true)
        recordPlainSecrets()
    }

    /// Whether the store file must be readable by its owner alone: it holds an answer its
    /// kind keeps privately (``AnswerExposure/Keeping/privately``, a secret kept as typed),
    /// under this flow's key or under one the record (``plainSecretsKey``) names.
    public var isPrivate: Bool {
        let ownSecret = flow.steps.contains { step in
            step.isQuestion && step.kind.exposure.keeping == .privately && holds(step.id)
        }
        return ownSecret || recordedPlainSecrets.contains(where: holds)
    }

    /// The keys the record (``plainSecretsKey``) names, as the store holds them.
    public var recordedPlainSecrets: [String] {
        guard case .array(let elements) = values[Self.plainSecretsKey] else { return [] }
        return elements.compactMap { if case .string(let key) = $0 { key } else { nil } }
    }

    /// The seed's `logOut()`: removes every question's answer and sets `signed_in` to false.
    public mutating func logOut() {
        for step in flow.steps where step.isQuestion {
            values[step.id] = nil
        }
        values[Self.signedInKey] = .bool(false)
        recordPlainSecrets()
    }

    /// Brings the record (``plainSecretsKey``) up to date once this flow's answers are
    /// stored or removed: this flow's keys it keeps privately and holds, and the keys of
    /// other flows the record named and the store still holds. A key of this flow kept
    /// otherwise leaves the record: this flow has just written or removed its value.
    private mutating func recordPlainSecrets() {
        // A flow that keeps nothing privately, and a store without a record, leave nothing to
        // record: the common case, which builds none of the sets below.
        if values[Self.plainSecretsKey] == nil,
            !flow.steps.contains(where: { $0.isQuestion && $0.kind.exposure.keeping == .privately })
        {
            return
        }
        let questionKeys = Set(flow.questions.map(\.id))
        var recorded = Set(recordedPlainSecrets.filter { !questionKeys.contains($0) })
        for step in flow.steps where step.isQuestion && step.kind.exposure.keeping == .privately {
            recorded.insert(step.id)
        }
        let held = recorded.filter(holds).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        values[Self.plainSecretsKey] = held.isEmpty ? nil : .array(held.map(JSONValue.string))
    }

    /// Whether the store holds a value other than `null` under `key`.
    private func holds(_ key: String) -> Bool {
        if let value = values[key] { return value != .null }
        if let raw = otherValues[JSONKey(key)] { return raw.value != .null }
        return false
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.values == rhs.values && lhs.otherValues == rhs.otherValues
    }
}

/// Why a store's contents are not a profile.
public enum ProfileDocumentError: Error, Sendable, Equatable {
    case wrongType(key: String, expected: JSONType)
}

/// The JSON types a profile key may be required to have.
public enum JSONType: Sendable, Equatable {
    case string
    case integer
    case boolean
    /// An array of strings (a multi-select question's choices).
    case stringArray

    /// The kind of JSON value it is, as messages name it.
    public var valueKind: JSONValueKind {
        switch self {
        case .string: .string
        case .integer: .wholeNumber
        case .boolean: .boolean
        case .stringArray: .stringArray
        }
    }

    /// Whether `value` is of this type (not whether it is an answer: ``AnswerDomain``);
    /// `null` is of none, a store taking it as absent.
    public func admits(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.string, .string), (.integer, .integer), (.boolean, .bool): true
        case (.stringArray, .array(let elements)):
            elements.allSatisfy { if case .string = $0 { true } else { false } }
        default: false
        }
    }
}
