import TestSupport
import Testing

/// `examples/world-languages.json`, a flow translated as real installers are: Brazilian
/// Portuguese, traditional Chinese, Serbian in Latin script, Hebrew with direction marks and
/// a Hungarian label with U+200E. Each language shows under `--lang` in either spelling and
/// through `LANGUAGE` and `LANG`, falling back step by step (docs/languages.md).
@Suite("Region and script codes, direction marks", .timeLimit(.minutes(5)))
struct WorldLanguagesTests {
    let home = TemporaryDirectory()
    var store: String { home.file("world.json") }
    static let flow = Examples.directory + "/world-languages.json"

    func setup(_ options: [String], environment: [String: String] = [:]) -> ProcessResult {
        WizardBinary.run(
            options + ["setup", "--flow", Self.flow, "--store", store], input: "1\n\n",
            home: home.path, environment: environment)
    }

    @Test("flow check passes every tag and the direction marks")
    func checks() {
        let result = WizardBinary.run(["flow", "check", Self.flow], home: home.path)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasSuffix("no problems (2 steps, 2 questions)\n"))
    }

    @Test(
        "--lang in a POSIX name or a BCP 47 tag shows that language's texts, marks and all",
        arguments: [
            ("pt_BR", "Área: Europa (UTC+01:00)"), ("pt-BR", "Área: Europa (UTC+01:00)"),
            ("zh_TW", "區域: 歐洲 (UTC+01:00)"), ("zh-Hant", "區域: 歐洲 (UTC+01:00)"),
            ("sr@latin", "Oblast: Evropa (UTC+01:00)"), ("sr-Latn", "Oblast: Evropa (UTC+01:00)"),
            ("he", "אזור: אירופה (\u{200E}UTC+01:00\u{200E})"),
            ("hu", "Terület: Európa (\u{200E}UTC+01:00)"),
        ])
    func byOption(tag: String, line: String) {
        let result = setup(["--lang", tag])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix(line + "\n"), "\(result.output)")
        #expect(result.error.isEmpty, "\(result.error)")
    }

    @Test(
        "LANGUAGE lists and LANG locales choose the same way, with fallback",
        arguments: [
            (["LANGUAGE": "pt_BR:pt:en", "LANG": "pt_BR.UTF-8"], "Área: Europa"),
            (["LANG": "zh_TW.UTF-8"], "區域: 歐洲"),
            (["LANG": "sr_RS.UTF-8@latin"], "Oblast: Evropa"),
            (["LANG": "he_IL.UTF-8"], "אזור: אירופה"),
            // Nothing is written in Esperanto: the list's next entry speaks.
            (["LANGUAGE": "eo:hu", "LANG": "en_US.UTF-8"], "Terület: Európa"),
            // Portugal's Portuguese is not Brazil's: without "pt" the reader gets English.
            (["LANG": "pt_PT.UTF-8"], "Area: Europe"),
        ])
    func byEnvironment(environment: [String: String], start: String) {
        let result = setup([], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix(start), "\(result.output)")
    }

    @Test("--lang for a language neither wizard nor the flow has says so once")
    func unknownRegion() {
        let result = setup(["--lang", "pt_PT"])
        #expect(result.status == 0)
        #expect(
            result.error
                == "wizard: neither wizard nor the flow has texts in 'pt_PT'; showing English\n")
    }

    @Test("embeddings, overrides and isolates are still refused in texts, marks are not")
    func bidiControls() {
        for (scalar, refused) in [("\\u202e", true), ("\\u2067", true), ("\\u200f", false)] {
            let path = home.file("bidi.json")
            Files.write(
                """
                {"id": "bidi", "store": "bidi", "steps": [
                  {"kind": "text", "key": "n", "title": {"en": "Name", "ko": "이름", "he": "שם\(scalar)"}}
                ]}
                """, to: path)
            let result = WizardBinary.run(["flow", "check", path], home: home.path)
            #expect(result.status == (refused ? 65 : 0), "\(scalar): \(result.output)")
            #expect(result.output.contains("text-direction character") == refused)
        }
    }
}
