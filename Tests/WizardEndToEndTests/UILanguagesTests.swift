import TestSupport
import Testing

/// wizard's own words in German, French and Japanese (po/de.po, po/fr.po, po/ja.po) in every
/// mode, on the default flow and on `examples/dev-machine.json`: alerts, prompts, key hints,
/// the card, and each language's yes and no words (docs/languages.md).
@Suite("wizard's own words in German, French and Japanese", .timeLimit(.minutes(5)))
struct UILanguagesTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    struct Words: Sendable, CustomTestStringConvertible {
        let tag: String
        /// The default flow's age alert for 17, on input line 2.
        let ageAlert: String
        /// The language's yes word, typed at dev-machine's "Install the extras?".
        let yes: String
        /// The card's line for it.
        let extrasLine: String
        /// Plain mode's age prompt.
        let agePrompt: String
        /// A key hint at the screens.
        let hint: String
        /// Plain mode's info page: how to go on.
        let pressEnter: String
        /// Plain mode's back word, said before the first prompt.
        let backWord: String
        var testDescription: String { tag }
    }

    static let languages = [
        Words(
            tag: "de",
            ageAlert: "Bitte geben Sie eine ganze Zahl von 18 bis 50 ein. (Eingabezeile 2:",
            yes: "ja", extrasLine: "Extras: Ja", agePrompt: "18 bis 50, Enter für 30: ",
            hint: "Esc: beenden", pressEnter: "] Enter drücken", backWord: ":zurück"),
        Words(
            tag: "fr",
            ageAlert: "Veuillez saisir un nombre entier de 18 à 50. (ligne d'entrée 2 :",
            yes: "oui", extrasLine: "Extras : Oui", agePrompt: "18 à 50, Entrée pour 30 : ",
            hint: "Échap : quitter", pressEnter: "] appuyez sur Entrée", backWord: ":retour"),
        Words(
            tag: "ja",
            ageAlert: "18 から 50 までの整数を入力してください。（入力 2 行目:",
            yes: "はい", extrasLine: "Extras: はい", agePrompt: "18 から 50、Enter で 30: ",
            hint: "Esc: 終了", pressEnter: "] Enter を押す", backWord: ":戻る"),
    ]

    @Test("piped: the alerts and the card speak the reader's language", arguments: languages)
    func piped(words: Words) {
        let refused = WizardBinary.run(
            ["setup", "--store", store], input: "Alice\n17\n", home: home.path,
            environment: ["LANG": words.tag + ".UTF-8"])
        #expect(refused.status == 65)
        #expect(refused.error.hasPrefix("wizard: " + words.ageAlert), "\(refused.error)")
        let dev = WizardBinary.run(
            ["--lang", words.tag, "setup", "--flow", Examples.devMachine, "--store", store],
            input: "box\n2\nrust\nnightly\n\(words.yes)\n1\n", home: home.path)
        #expect(dev.status == 0, "\(dev.error)")
        #expect(dev.output.contains(words.extrasLine + "\n"), "\(dev.output)")
    }

    @Test("plain mode at a terminal prompts in the reader's language", arguments: languages)
    func plain(words: Words) {
        let run = TerminalRun(
            ["--lang", words.tag, "setup", "--plain", "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor(words.pressEnter))
        terminal.send("\r")
        #expect(terminal.waitFor(words.backWord))
        terminal.send("Alice\r")
        #expect(terminal.waitFor(words.agePrompt))
        terminal.send("17\r")
        #expect(terminal.waitFor(String(words.ageAlert.prefix(20))))
        terminal.send("\u{04}")
        _ = run.exitStatus()
    }

    @Test("the screens show the reader's key hints", arguments: languages)
    func screens(words: Words) {
        let run = TerminalRun(
            ["--lang", words.tag, "setup", "--flow", Examples.devMachine, "--store", store],
            home: home.path)
        run.waitForScreen(words.hint)
        run.send("\u{03}")
        #expect(run.exitStatus() == 130)
    }
}
