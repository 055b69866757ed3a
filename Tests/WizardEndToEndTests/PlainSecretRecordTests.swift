import Glibc
import TestSupport
import Testing
import WizardCore

/// The store's record of the keys it holds as typed secrets (`wizard:plain-secrets`): a save
/// by a flow that does not know the secret still writes the store 0600, `profile` never
/// shows the record, and a logout or a flow that gives the key another value clears it.
@Suite("A plain secret's record in its store", .timeLimit(.minutes(5)))
struct PlainSecretRecordTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    /// A flow of one text question keyed `key`, answered by its default.
    func otherFlow(key: String) -> String {
        let path = home.file("other-\(key).json")
        Files.write(
            """
            {"id": "other", "steps": [
              {"kind": "text", "key": "\(key)", "title": "Anything?", "default": "plain text"}
            ]}
            """, to: path)
        return path
    }

    /// Saves the secret of a `"keep": "plain"` flow, then makes the store 0644 as a user
    /// might; returns that flow's path.
    func saveSecret() throws -> String {
        let flow = SecretFlow(in: home, keep: "plain")
        let result = WizardBinary.run(
            ["setup", "--flow", flow.path, "--store", store], input: "\n\(SecretFlow.secret)\n",
            home: home.path)
        try #require(result.status == 0, "\(result.error)")
        try #require(recorded() == ["password"])
        chmod(store, 0o644)
        return flow.path
    }

    /// The keys the store's record names, `nil` when it has none.
    func recorded() -> [String]? {
        guard let bytes = Files.read(store), let root = try? JSONParser.parse(bytes),
            case .array(let elements)? = root[ProfileDocument.plainSecretsKey]?.value
        else { return nil }
        return elements.compactMap { if case .string(let key) = $0.value { key } else { nil } }
    }

    @Test("a flow that does not know the secret saves the store 0600, the record kept")
    func otherFlowSaves() throws {
        _ = try saveSecret()
        let result = WizardBinary.run(
            ["setup", "--flow", otherFlow(key: "colour"), "--store", store, "--defaults"],
            home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(Files.mode(store) == 0o600)
        #expect(recorded() == ["password"])
        #expect(SecretFlow.stored("password", in: store) == SecretFlow.secret)
        #expect(SecretFlow.stored("colour", in: store) == "plain text")
    }

    @Test("profile shows no record, in --json or as the card")
    func hidden() throws {
        let flow = try saveSecret()
        for arguments in [["--json"], []] {
            let shown = WizardBinary.run(
                ["profile", "--flow", flow, "--store", store] + arguments, home: home.path)
            #expect(shown.status == 0, "\(shown.error)")
            #expect(!shown.output.contains("plain-secrets"), "\(shown.output)")
        }
        let json = WizardBinary.run(
            ["profile", "--flow", otherFlow(key: "colour"), "--store", store, "--json"],
            home: home.path)
        #expect(json.output == #"{"signed_in":true}"# + "\n", "\(json.output)")
    }

    @Test("the secret's flow signing out clears the record")
    func logoutClears() throws {
        let flow = try saveSecret()
        let result = WizardBinary.run(
            ["profile", "--flow", flow, "--store", store, "--logout"], home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(recorded() == nil)
        #expect(SecretFlow.stored("password", in: store) == nil)
        chmod(store, 0o644)
        let other = WizardBinary.run(
            ["setup", "--flow", otherFlow(key: "colour"), "--store", store, "--defaults"],
            home: home.path)
        #expect(other.status == 0, "\(other.error)")
        #expect(Files.mode(store) == 0o644)
    }

    @Test("a flow that stores its own answer under the key clears the record")
    func overwritten() throws {
        _ = try saveSecret()
        let result = WizardBinary.run(
            ["setup", "--flow", otherFlow(key: "password"), "--store", store, "--defaults"],
            home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(recorded() == nil)
        #expect(SecretFlow.stored("password", in: store) == "plain text")
    }

    @Test("a record that is not an array of keys is a corrupt store, reported and kept")
    func malformedRecord() throws {
        let text = "{\n  \"wizard:plain-secrets\" : \"password\"\n}\n"
        Files.write(text, to: store)
        let result = WizardBinary.run(
            ["setup", "--flow", otherFlow(key: "colour"), "--store", store, "--defaults"],
            home: home.path)
        #expect(result.status != 0)
        #expect(result.error.contains("wizard:plain-secrets"), "\(result.error)")
        #expect(Files.text(store) == text)
    }
}
