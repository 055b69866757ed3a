import Glibc
import TestSupport
import Testing

/// Earlier answers in later steps, in every mode: a default locale chosen among the
/// locales just chosen, named in the texts that follow (the locales package's questions).
@Suite("Earlier answers in later steps, in every mode", .serialized, .timeLimit(.minutes(5)))
struct SubstitutionModeTests {
    let home = TemporaryDirectory()
    var store: String { home.file("locales.json") }
    var flowPath: String { home.file("flow.json") }

    init() {
        Files.write(
            """
            {"format": 1, "id": "locales", "app": {"en": "Gom", "ko": "곰"}, "steps": [
              {"kind": "multiselect", "key": "locales", "title": {"en": "Locales for ${app}", "ko": "${app}의 로캘"},
               "label": {"en": "Locales", "ko": "로캘"},
               "options": [{"value": "en_US", "label": {"en": "English", "ko": "영어"}},
                           {"value": "ko_KR", "label": {"en": "Korean", "ko": "한국어"}},
                           {"value": "fr_FR", "label": {"en": "French", "ko": "프랑스어"}}],
               "validators": [{"min": 1}]},
              {"kind": "picker", "key": "default", "label": "Default",
               "title": {"en": "Default of ${locales}", "ko": "${locales} 중 ${app}와(과) 쓸 것"},
               "options": {"from": "locales"}},
              {"kind": "text", "key": "user", "title": "User for ${default}", "label": "User",
               "default": "user-${default}"}
            ]}
            """, to: flowPath)
    }

    let savedFrench =
        "{\n  \"default\" : \"fr_FR\",\n  \"locales\" : [\n    \"en_US\",\n    \"fr_FR\"\n  ],\n  \"signed_in\" : true,\n  \"user\" : \"user-French\"\n}\n"

    @Test("piped: the picker takes only a chosen locale, by its value or its number")
    func piped() {
        let refused = WizardBinary.run(
            ["setup", "--flow", flowPath, "--store", store], input: "1,3\nko_KR\n",
            home: home.path)
        #expect(refused.status == 65)
        #expect(refused.error.contains("Default of English, French"), "\(refused.error)")
        #expect(Files.read(store) == nil)
        let result = WizardBinary.run(
            ["setup", "--flow", flowPath, "--store", store], input: "1,3\n2\n\n", home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Locales: English, French\nDefault: French\nUser: user-French\n")
        #expect(Files.text(store) == savedFrench)
    }

    @Test("plain mode: the prompt lists the chosen locales, the titles name them")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", flowPath, "--store", store], home: home.path,
            environment: ["LANG": "ko_KR.UTF-8"])
        let terminal = run.terminal
        #expect(terminal.waitFor("곰의 로캘"))
        terminal.send("1,3\r")
        #expect(terminal.waitFor("영어, 프랑스어 중 곰과 쓸 것"))
        // Two options, the chosen ones, and a prompt for two.
        #expect(terminal.waitFor("1. 영어\r\n  2. 프랑스어\r\n1부터 2까지"))
        terminal.send("2\r")
        #expect(terminal.waitFor("User for 프랑스어"))
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"user\" : \"user-프랑스어\"") == true)
    }

    @Test("on the screens: the picker offers the chosen locales, again after going back")
    func screens() {
        let run = TerminalRun(["setup", "--flow", flowPath, "--store", store], home: home.path)
        run.waitForScreen("Locales for Gom")
        // English and Korean chosen first.
        run.send(" \u{1B}[B ")
        run.waitForScreen("❯ [x] Korean")
        run.send("\r")
        run.waitForScreen("Default of English, Korean")
        run.waitForScreen("Korean")
        // Back, Korean swapped for French: the picker now offers English and French.
        run.send("\u{1B}[Z")
        run.waitForScreen("Locales for Gom")
        run.send(" \u{1B}[B ")
        run.waitForScreen("❯ [x] French")
        run.send("\r")
        run.waitForScreen("Default of English, French")
        #expect(!run.screen.screen.contains { $0.contains("Korean") })
        // The first ↓ chooses English, the second French.
        run.send("\u{1B}[B\u{1B}[B\r")
        run.waitForScreen("User for French")
        run.waitForScreen("user-French")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store) == savedFrench)
    }
}
