import Glibc
import TestSupport
import Testing
import WizardCore

/// A flow with a secret, written for these tests: a text question with a default, then a
/// confirmed secret of at least 8 characters, kept as `keep` says.
struct SecretFlow {
    let path: String

    init(in directory: TemporaryDirectory, keep: String = "hash", key: String = "password") {
        path = directory.file("secret-\(keep)-\(key).json")
        Files.write(
            """
            {"id": "secret-e2e", "steps": [
              {"kind": "text", "key": "user", "title": "Who are you?", "placeholder": "User",
               "default": "alice"},
              {"kind": "secret", "key": "\(key)", "title": "Your password",
               "placeholder": "Password", "label": "Password", "confirm": true,
               "keep": "\(keep)", "validators": [{"min_length": 8}]}
            ]}
            """, to: path)
    }

    /// A secret with white space at both ends and a combining accent, none of which may be
    /// dropped or normalised. Its letters `Zq7vXw` are what must appear nowhere.
    static let secret = "  Zq7vXw e\u{301}  "

    /// Whether `text` holds any piece of ``secret`` that shows when it is typed.
    static func leaks(_ text: String) -> Bool {
        ["Zq7", "7vX", "vXw", "Xw e"].contains { text.contains($0) }
    }

    /// The string value of `key` in the JSON object of the file at `path`.
    static func stored(_ key: String, in path: String) -> String? {
        guard let bytes = Files.read(path), let root = try? JSONParser.parse(bytes),
            case .string(let value)? = root[key]?.value
        else { return nil }
        return value
    }
}

/// A secret in piped runs, answers files and options: its hash verifies with crypt(3), its
/// bytes are kept, it appears in no output but `--json`, a flag cannot give it, a plain one
/// makes its store 0600, and one never kept is stored nowhere.
@Suite("Secrets, piped and from files", .timeLimit(.minutes(5)))
struct SecretSetupTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    @Test("piped: given once, its yescrypt hash stored and verified, in no output but --json")
    func piped() throws {
        let flow = SecretFlow(in: home)
        let result = WizardBinary.run(
            ["setup", "--flow", flow.path, "--store", store], input: "\n\(SecretFlow.secret)\n",
            home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "alice\nPassword: set\n")
        #expect(!SecretFlow.leaks(result.output + result.error))
        let hash = try #require(SecretFlow.stored("password", in: store))
        #expect(hash.hasPrefix("$y$"))
        #expect(CryptCheck.verifies(SecretFlow.secret, hash))
        // The bytes are the hash's input: the trimmed or composed secret does not verify.
        #expect(!CryptCheck.verifies("Zq7vXw e\u{301}", hash))
        #expect(!CryptCheck.verifies("  Zq7vXw \u{E9}  ", hash))
        // The rest of the store holds no piece of the secret; the hash, random bytes that may
        // hold one by chance, is checked by its form and by verifying instead.
        let storeText = try #require(Files.text(store))
        #expect(storeText.contains(hash))
        #expect(!SecretFlow.leaks(storeText.replacing(hash, with: "")))
        let profile = WizardBinary.run(
            ["profile", "--flow", flow.path, "--store", store], home: home.path)
        #expect(profile.output == "alice\nPassword: set\n")
        let json = WizardBinary.run(
            ["profile", "--flow", flow.path, "--store", store, "--json"], home: home.path)
        #expect(json.output.contains(#""password":"\#(hash)""#), "\(json.output)")
        // Piped runs keep no history.
        #expect(Files.read(home.file(".local/state/wizard/history")) == nil)
        // A second run keeps the stored hash with an empty line: not hashed again.
        let again = WizardBinary.run(
            ["setup", "--flow", flow.path, "--store", store], input: "\n\n", home: home.path)
        #expect(again.status == 0)
        #expect(SecretFlow.stored("password", in: store) == hash)
    }

    @Test("piped: a refused secret's error quotes nothing of it")
    func refused() {
        let flow = SecretFlow(in: home)
        let result = WizardBinary.run(
            ["setup", "--flow", flow.path, "--store", store], input: "\nZq7vXw\n",
            home: home.path)
        #expect(result.status == 65)
        #expect(result.error.contains("Please enter at least 8 characters."), "\(result.error)")
        #expect(!SecretFlow.leaks(result.output + result.error))
        #expect(Files.read(store) == nil)
    }

    @Test("an answers file: a hash stored as given, a passphrase hashed")
    func answersFile() throws {
        let flow = SecretFlow(in: home)
        let answers = home.file("answers.json")
        let given = "$6$saltsalt$" + String(repeating: "x", count: 86)
        Files.write(#"{"user": "bob", "password": "\#(given)"}"#, to: answers)
        let hashed = WizardBinary.run(
            ["setup", "--flow", flow.path, "--store", store, "--answers", answers],
            home: home.path)
        #expect(hashed.status == 0, "\(hashed.error)")
        #expect(SecretFlow.stored("password", in: store) == given)
        Files.write(#"{"user": "bob", "password": "\#(SecretFlow.secret)"}"#, to: answers)
        let passphrase = WizardBinary.run(
            ["setup", "--flow", flow.path, "--store", store, "--answers", answers],
            home: home.path)
        #expect(passphrase.status == 0, "\(passphrase.error)")
        let hash = try #require(SecretFlow.stored("password", in: store))
        #expect(CryptCheck.verifies(SecretFlow.secret, hash))
    }

    @Test("a secret is never a command-line option: a usage error that points elsewhere")
    func noFlag() {
        let flow = SecretFlow(in: home, key: "name")
        let result = WizardBinary.run(
            ["setup", "--flow", flow.path, "--store", store, "--name", "Zq7vXwZq7vXw"],
            input: "\n\(SecretFlow.secret)\n", home: home.path)
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix(
                "wizard: option '--name' would put the secret \"name\" on the command line, where ps shows it to every user; give it in --answers FILE or on standard input\n"
            ), "\(result.error)")
        #expect(!SecretFlow.leaks(result.output + result.error))
        #expect(Files.read(store) == nil)
    }

    @Test("keep plain: the secret as typed, in a store made 0600 though it was 0644")
    func keptPlain() throws {
        let flow = SecretFlow(in: home, keep: "plain")
        Files.write("{\n  \"theme\" : \"dark\"\n}\n", to: store)
        chmod(store, 0o644)
        let result = WizardBinary.run(
            ["setup", "--flow", flow.path, "--store", store], input: "\n\(SecretFlow.secret)\n",
            home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(!SecretFlow.leaks(result.output + result.error))
        let kept = try #require(SecretFlow.stored("password", in: store))
        #expect(Array(kept.utf8) == Array(SecretFlow.secret.utf8))
        #expect(Files.mode(store) == 0o600)
        #expect(SecretFlow.stored("theme", in: store) == "dark")
    }

    @Test("keep none: nothing stored, a stale value removed; only setup --json carries it")
    func keptNowhere() throws {
        let flow = SecretFlow(in: home, keep: "none")
        Files.write("{\n  \"password\" : \"stale\"\n}\n", to: store)
        let result = WizardBinary.run(
            ["setup", "--flow", flow.path, "--store", store, "--json"],
            input: "\n\(SecretFlow.secret)\n", home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains(#""password":"  Zq7vXw e\#u{301}  ""#), "\(result.output)")
        let text = try #require(Files.text(store))
        #expect(!text.contains("password") && !SecretFlow.leaks(text), "\(text)")
        let json = WizardBinary.run(
            ["profile", "--flow", flow.path, "--store", store, "--json"], home: home.path)
        #expect(json.output == #"{"signed_in":true,"user":"alice"}"# + "\n")
        // Never stored, it is never missing: plain `wizard` shows the profile.
        let shown = WizardBinary.run(["--flow", flow.path, "--store", store], home: home.path)
        #expect(shown.status == 0)
        #expect(shown.output == "alice\n", "\(shown.output)")
    }
}
