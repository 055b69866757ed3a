import TestSupport
import Testing

/// Piped input and the stored profile: an empty line takes the stored answer, so a rerun
/// never changes what the person did not answer again (`docs/flow-format.md`, "Defaults").
@Suite("Piped defaults", .timeLimit(.minutes(5)))
struct PipedDefaultsTests {
    let home = TemporaryDirectory()

    static let stored = """
        {
          "age" : 44,
          "gender" : "male",
          "name" : "Zed",
          "signed_in" : true
        }

        """

    @Test("printf 'Alice\\n\\nfemale\\n' with a stored age of 44 keeps 44")
    func storedAge() {
        let store = home.file("profile.json")
        Files.write(Self.stored, to: store)
        let result = WizardBinary.run(
            ["setup", "--store", store], input: "Alice\n\nfemale\n", home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(Files.text(store)?.contains("\"age\" : 44") == true)
        #expect(Files.text(store)?.contains("\"name\" : \"Alice\"") == true)
    }

    @Test("empty name and gender lines keep the stored name and gender; numbers are trimmed")
    func storedNameAndGender() {
        let store = home.file("profile.json")
        Files.write(Self.stored, to: store)
        let result = WizardBinary.run(
            ["setup", "--store", store], input: "\n 30 \n\n", home: home.path)
        #expect(result.status == 0, "\(result.error)")
        let text = Files.text(store) ?? ""
        for kept in ["\"age\" : 30", "\"gender\" : \"male\"", "\"name\" : \"Zed\""] {
            #expect(text.contains(kept), "\(text)")
        }
    }
}
