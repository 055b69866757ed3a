/// The type a flow requires of each key it types: `signed_in` a boolean,
/// ``ProfileDocument/plainSecretsKey`` a list of strings, a question's key the type its step
/// stores; `nil` for any other key. What a store's reader checks each member against.
///
/// A flow of a few steps is searched step by step for each key: building a table by key
/// cost every run (a piped setup of the default flow) more than all its lookups, in the
/// generic types the runtime had to make for it. A flow of more than ``scanLimit`` steps is
/// looked up through a table, built once, since a store may hold a hundred thousand keys.
struct ExpectedTypes {
    /// The most steps searched one by one for each key.
    static let scanLimit = 16

    private let flow: Flow
    private let table: [JSONKey: JSONType]?

    init(flow: Flow) {
        self.flow = flow
        guard flow.steps.count > Self.scanLimit else {
            self.table = nil
            return
        }
        var types = [
            JSONKey(ProfileDocument.signedInKey): JSONType.boolean,
            JSONKey(ProfileDocument.plainSecretsKey): .stringArray,
        ]
        for step in flow.steps {
            if let type = step.kind.storedType { types[JSONKey(step.id)] = type }
        }
        self.table = types
    }

    /// The type required of `key`, compared byte for byte as JSON keys are (``JSONKey``).
    func callAsFunction(_ key: String) -> JSONType? {
        if let table { return table[JSONKey(key)] }
        for step in flow.steps where step.id.utf8.elementsEqual(key.utf8) {
            if let type = step.kind.storedType { return type }
        }
        if key.utf8.elementsEqual(ProfileDocument.signedInKey.utf8) { return .boolean }
        if key.utf8.elementsEqual(ProfileDocument.plainSecretsKey.utf8) { return .stringArray }
        return nil
    }
}
