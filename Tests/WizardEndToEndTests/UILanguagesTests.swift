import TestSupport
import Testing

/// wizard's own words in German, Spanish, French, Japanese, Brazilian Portuguese and
/// Simplified Chinese (po/de.po, po/es.po, po/fr.po, po/ja.po, po/pt_BR.po, po/zh_CN.po) in every
/// mode, on the default flow and on `examples/dev-machine.json`: alerts, prompts, key hints,
/// the card, and each language's yes and no words (docs/languages.md); and the default flow's
/// own texts in each of them (po/onboarding/), with the line that says when a flow lacks the
/// reader's language.
@Suite(
    "wizard's own words in the six UI languages beside English and Korean", .timeLimit(.minutes(5)))
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
        /// The default flow's welcome: its title and its button's key hint.
        let welcome: String
        let signIn: String
        /// The default flow's card for Alice, 30, the second gender: its age and gender lines.
        let card: [String]
        var testDescription: String { tag }
        /// The age alert as plain mode shows it: without the piped input's line number.
        var plainAgeAlert: String {
            let sentence = ageAlert.prefix { $0 != "(" && $0 != "（" }
            return String(sentence.reversed().drop(while: \.isWhitespace).reversed())
        }
    }

    static let languages = [
        Words(
            tag: "de",
            ageAlert: "Bitte geben Sie eine ganze Zahl von 18 bis 50 ein. (Eingabezeile 2:",
            yes: "ja", extrasLine: "Extras: Ja", agePrompt: "18 bis 50, Enter für 30: ",
            hint: "Esc: beenden", pressEnter: "] Enter drücken", backWord: ":zurück",
            welcome: "Tanzen Sie mit Toughie!", signIn: "Enter: Anmelden",
            card: ["Alter: 30", "Geschlecht: Weiblich"]),
        Words(
            tag: "fr",
            ageAlert: "Veuillez saisir un nombre entier de 18 à 50. (ligne d'entrée 2 :",
            yes: "oui", extrasLine: "Extras : Oui", agePrompt: "18 à 50, Entrée pour 30 : ",
            hint: "Échap : quitter", pressEnter: "] appuyez sur Entrée", backWord: ":retour",
            welcome: "Dansez avec Toughie !", signIn: "Entrée : Se connecter",
            card: ["Âge : 30", "Genre : Femme"]),
        Words(
            tag: "ja",
            ageAlert: "18 から 50 までの整数を入力してください。（入力 2 行目:",
            yes: "はい", extrasLine: "Extras: はい", agePrompt: "18 から 50、Enter で 30: ",
            hint: "Esc: 終了", pressEnter: "] Enter を押す", backWord: ":戻る",
            welcome: "タフィーと一緒に踊ろう！", signIn: "Enter: ログイン",
            card: ["年齢: 30歳", "性別: 女性"]),
        Words(
            tag: "es",
            ageAlert: "Introduzca un número entero de 18 a 50. (línea 2 de la entrada:",
            yes: "sí", extrasLine: "Extras: Sí", agePrompt: "18 a 50, Enter para 30: ",
            hint: "Esc: salir", pressEnter: "] pulse Enter", backWord: ":volver",
            welcome: "¡Baile con Toughie!", signIn: "Enter: Iniciar sesión",
            card: ["Edad: 30", "Género: Mujer"]),
        Words(
            tag: "pt_BR",
            ageAlert: "Digite um número inteiro de 18 a 50. (linha 2 da entrada:",
            yes: "sim", extrasLine: "Extras: Sim", agePrompt: "18 a 50, Enter para 30: ",
            hint: "Esc: sair", pressEnter: "] pressione Enter", backWord: ":voltar",
            welcome: "Dance com Toughie!", signIn: "Enter: Entrar",
            card: ["Idade: 30", "Gênero: Feminino"]),
        Words(
            tag: "zh_CN",
            ageAlert: "请输入 18 到 50 之间的整数。（输入第 2 行：",
            yes: "是", extrasLine: "Extras: 是", agePrompt: "18 到 50，按 Enter 即为 30：",
            hint: "Esc：退出", pressEnter: "] 按 Enter", backWord: ":返回",
            welcome: "和 Toughie 一起跳舞吧！", signIn: "Enter：登录",
            card: ["年龄: 30岁", "性别: 女"]),
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

    @Test("piped: the default flow's card speaks the reader's language", arguments: languages)
    func defaultFlowCard(words: Words) {
        let run = WizardBinary.run(
            ["--lang", words.tag, "setup", "--store", store], input: "Alice\n30\n2\n",
            home: home.path)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Alice\n" + words.card.joined(separator: "\n") + "\n")
        #expect(run.error.isEmpty, "\(run.error)")
    }

    @Test(
        "the screens: the default flow's welcome and its button in the reader's language",
        arguments: languages)
    func defaultFlowWelcome(words: Words) {
        let run = TerminalRun(["--lang", words.tag, "setup", "--store", store], home: home.path)
        run.waitForScreen(words.signIn)
        let rows = run.screen.screen
        #expect(rows.contains { $0.contains(words.welcome) }, "\(rows)")
        #expect(!rows.contains { $0.contains("Sign in") })
        run.send("\u{03}")
        #expect(run.exitStatus() == 130)
    }

    @Test(
        "a flow without the reader's language says so once, on standard error; not the default flow, not the card",
        arguments: languages)
    func flowLacksLanguage(words: Words) {
        let answers = "box\n2\nrust\nnightly\n\(words.yes)\n1\n"
        let named = WizardBinary.run(
            ["--lang", words.tag, "setup", "--flow", Examples.devMachine, "--store", store],
            input: answers, home: home.path)
        let fromLocale = WizardBinary.run(
            ["setup", "--flow", Examples.devMachine, "--store", store], input: answers,
            home: home.path, environment: ["LANGUAGE": words.tag])
        for run in [named, fromLocale] {
            #expect(run.status == 0, "\(run.error)")
            let lines = run.error.split(separator: "\n")
            #expect(lines.count == 1, "\(run.error)")
            #expect(lines.first?.hasPrefix("wizard: ") == true)
            #expect(lines.first?.contains("'\(words.tag)'") == true, "\(run.error)")
        }
        let card = WizardBinary.run(
            ["--lang", words.tag, "profile", "--flow", Examples.devMachine, "--store", store],
            home: home.path)
        #expect(card.status == 0)
        #expect(card.error.isEmpty, "\(card.error)")
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
        #expect(terminal.waitFor(words.plainAgeAlert))
        terminal.send("\u{04}")
        _ = run.exitStatus()
    }

    @Test(
        "plain mode on dev-machine: the reader's yes word answers a confirm question",
        arguments: languages)
    func plainDevMachine(words: Words) {
        let run = TerminalRun(
            [
                "--lang", words.tag, "setup", "--plain", "--flow", Examples.devMachine, "--store",
                store,
            ],
            home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor(words.pressEnter))
        terminal.send("\r")
        let answers = [
            ("What should this machine be called?", "box"), ("Which editor do you use?", "2"),
            ("Which languages do you use?", "rust"), ("Which Rust toolchain?", "nightly"),
            ("Install the extras?", words.yes), ("Which extras?", "1"),
        ]
        for (title, answer) in answers {
            #expect(terminal.waitFor(title), "\(title)")
            terminal.send(answer + "\r")
        }
        #expect(run.exitStatus() == 0)
        #expect(terminal.text.contains(words.extrasLine), "\(terminal.text)")
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
