import TestSupport
import Testing

/// `--lang` for a language that neither wizard's messages nor the flow's texts have: the run
/// goes on in English and says so once on standard error; a language the flow has, or one of
/// wizard's, says nothing.
@Suite("An unknown --lang is said once", .timeLimit(.minutes(5)))
struct LanguageNoteTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }
    let note = "wizard: neither wizard nor the flow has texts in 'xx'; showing English\n"

    @Test("setup and profile with --lang xx: one line on standard error, English on stdout")
    func unknown() {
        let setup = WizardBinary.run(
            ["setup", "--lang", "xx", "--store", store], input: "Alice\n30\nfemale\n",
            home: home.path)
        #expect(setup.status == 0)
        #expect(setup.error == note)
        let profile = WizardBinary.run(
            ["profile", "--lang", "xx", "--store", store], home: home.path)
        #expect(profile.status == 0)
        #expect(profile.error == note)
        #expect(profile.output.contains("Age: 30"))
    }

    @Test("a language wizard has, or one the flow has (tea-time's ja), says nothing")
    func known() {
        let korean = WizardBinary.run(
            ["setup", "--lang", "ko", "--store", store], input: "Alice\n30\nfemale\n",
            home: home.path)
        #expect(korean.status == 0 && korean.error.isEmpty, "\(korean.error)")
        let tea = Repository.path("examples/tea-time.json")
        let japanese = WizardBinary.run(
            ["setup", "--lang", "ja", "--flow", tea, "--store", store, "--defaults"],
            home: home.path)
        #expect(!japanese.error.contains("showing English"), "\(japanese.error)")
        // Austrian German falls back to wizard's German: no English to warn of.
        let austrian = WizardBinary.run(
            ["profile", "--lang", "de_AT", "--store", store], home: home.path)
        #expect(austrian.error.isEmpty, "\(austrian.error)")
        let missing = WizardBinary.run(
            ["profile", "--lang", "eo", "--store", store], home: home.path)
        #expect(missing.error.contains("'eo'"), "neither wizard nor the default flow has Esperanto")
        // European Portuguese does not reach wizard's Brazilian catalogue: English is shown.
        let region = WizardBinary.run(
            ["profile", "--lang", "pt-PT", "--store", store], home: home.path)
        #expect(region.error.contains("'pt_PT'"), "\(region.error)")
        let brazilian = WizardBinary.run(
            ["profile", "--lang", "pt-BR", "--store", store], home: home.path)
        #expect(brazilian.error.isEmpty, "\(brazilian.error)")
    }
}
