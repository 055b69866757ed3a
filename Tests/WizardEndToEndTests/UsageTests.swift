import TestSupport
import Testing

@Suite("Usage, help and version", .timeLimit(.minutes(5)))
struct UsageTests {
    let home = TemporaryDirectory()

    @Test(
        "usage errors exit 64 with a one-line reason and a pointer to --help",
        arguments: [
            (["--frobnicate"], "unknown option '--frobnicate'", "wizard --help"),
            (["setup", "--frobnicate"], "unknown option '--frobnicate'", "wizard setup --help"),
            (["setup", "--name"], "option '--name' needs a value", "wizard setup --help"),
            (["profile", "--json=yes"], "option '--json' takes no value", "wizard profile --help"),
            (["dance"], "unknown command 'dance'", "wizard --help"),
            (["setup", "--lang="], "option '--lang' needs a value", "wizard setup --help"),
            (
                ["profile", "--store", ""], "option '--store' needs a value",
                "wizard profile --help"
            ),
            (["profile", "extra"], "unexpected argument 'extra'", "wizard profile --help"),
            (
                ["--lang", "french"],
                "unknown language 'french'; use a language code such as --lang en, --lang ko"
                    + " or --lang pt_BR",
                "wizard --help"
            ),
            (
                ["profile", "--name", "Al"], "option '--name' belongs to 'wizard setup'",
                "wizard profile --help"
            ),
            (
                ["setup", "--logout"], "option '--logout' belongs to 'wizard profile'",
                "wizard setup --help"
            ),
            (
                ["profile", "--json", "--logout"],
                "options '--json' and '--logout' cannot be used together",
                "wizard profile --help"
            ),
            (["help", "dance"], "no help for 'dance'", "wizard --help"),
        ])
    func usageErrors(arguments: [String], reason: String, pointer: String) {
        let result = WizardBinary.run(arguments, home: home.path)
        #expect(result.status == 64)
        #expect(result.error == "wizard: \(reason)\nTry '\(pointer)' for more information.\n")
        #expect(result.output == "")
        #expect(Files.read(home.file(".config/wizard/profile.json")) == nil)
    }

    @Test(
        "a mistyped word of 5,000 bytes is quoted as its first 64 and …, wherever it stands",
        arguments: [
            ["--lang", "WORD"], ["--WORD"], ["WORD"], ["setup", "--progress", "WORD"],
            ["setup", "--timeout", "WORD"], ["profile", "--get", "WORD"], ["ask", "WORD"],
            ["setup", "--var", "WORD=1"], ["help", "WORD"],
        ])
    func longWordsCapped(arguments: [String]) {
        let word = String(repeating: "x", count: 5000)
        let result = WizardBinary.run(
            arguments.map { $0.replacing("WORD", with: word) }, home: home.path)
        #expect(result.status == 64)
        // 64 bytes of the word as given: the x's, after `--` for an option.
        #expect(result.error.contains(String(repeating: "x", count: 62) + "…"), "\(result.error)")
        #expect(!result.error.contains(String(repeating: "x", count: 65)))
        #expect(result.error.utf8.count < 400, "\(result.error.utf8.count) bytes")
    }

    @Test("--lang ko is honoured by a command line that does not parse, wherever it stands")
    func koreanOption() {
        for arguments in [["bogus", "--lang", "ko"], ["--lang=ko", "setup", "--bogus"]] {
            let result = WizardBinary.run(arguments, home: home.path)
            #expect(result.status == 64)
            #expect(result.error.hasPrefix("wizard: 알 수 없는 "), "\(arguments)")
            #expect(result.error.hasSuffix("를 보세요.\n"), "\(arguments)")
        }
    }

    @Test("a Korean message chooses its particle from how a path or option ends")
    func koreanParticles() {
        let missing = home.file("kbad.json")
        let flow = WizardBinary.run(["flow", "check", missing, "--lang", "ko"], home: home.path)
        #expect(flow.status == 66)
        #expect(flow.error.hasPrefix("wizard: 흐름 파일 \(missing)을 읽을 수 없습니다"))
        let tour = home.file("tour")
        let other = WizardBinary.run(["flow", "check", tour, "--lang", "ko"], home: home.path)
        #expect(other.error.hasPrefix("wizard: 흐름 파일 \(tour)를 읽을 수 없습니다"))
        let help = WizardBinary.run(["setup", "--name", "--lang", "ko"], home: home.path)
        #expect(help.error.hasSuffix("자세한 내용은 'wizard setup --help'를 보세요.\n"))
    }

    @Test("usage errors speak Korean under a Korean locale")
    func koreanUsage() {
        let result = WizardBinary.run(
            ["--frobnicate"], home: home.path, environment: ["LANG": "ko_KR.UTF-8"])
        #expect(result.status == 64)
        #expect(result.error == "wizard: 알 수 없는 옵션 '--frobnicate'\n자세한 내용은 'wizard --help'를 보세요.\n")
    }

    @Test(
        "help answers for every command, however it is asked",
        arguments: [
            (["--help"], "Usage:"), (["-h"], "Usage:"), (["help"], "Usage:"),
            (["help", "setup"], "Usage: wizard setup"),
            (["setup", "--help"], "Usage: wizard setup"),
            (["help", "profile"], "Usage: wizard profile"),
            (["profile", "-h"], "Usage: wizard profile"),
            (["help", "help"], "Usage: wizard help"),
        ])
    func help(arguments: [String], expected: String) {
        let result = WizardBinary.run(arguments, home: home.path)
        #expect(result.status == 0)
        #expect(result.output.contains(expected))
        #expect(result.error == "")
    }

    @Test("the overview lists the commands, options and exit statuses")
    func overview() {
        let text = WizardBinary.run(["--help"], home: home.path).output
        for word in [
            "setup", "profile", "--json", "--logout", "--store", "--lang", "--plain", "--no-color",
            "64", "65", "66", "73", "74", "130",
        ] {
            #expect(text.contains(word), "\(word)")
        }
        let korean = WizardBinary.run(["--help", "--lang", "ko"], home: home.path).output
        #expect(korean.contains("사용법:"))
    }

    @Test(
        "the overview names every command docs/usage.md lists, in every language",
        arguments: ["en", "de", "es", "fr", "ja", "ko", "pt_BR", "zh_CN"])
    func overviewCommands(language: String) throws {
        let usage = try #require(Files.text(Repository.path("docs/usage.md")))
        let block = try #require(
            usage.split(separator: "## Commands\n\n```\n").last?.split(separator: "```").first)
        // A command is its words before the first argument, option or bracket, and before
        // the two spaces that begin what it does.
        let commands = Set(
            block.split(separator: "\n").map { line in
                (line.split(separator: "  ").first ?? "").split(separator: " ").prefix { word in
                    word.allSatisfy { $0.isLowercase || $0.isNumber }
                }.joined(separator: " ")
            })
        #expect(commands.contains("wizard flow po extract"))
        let text = WizardBinary.run(["--help", "--lang", language], home: home.path).output
        for command in commands {
            #expect(text.contains(command + " ") || text.contains(command + "\n"), "\(command)")
        }
    }

    @Test("--version prints the version")
    func version() {
        let result = WizardBinary.run(["--version"], home: home.path)
        #expect(result.status == 0)
        #expect(result.output == "wizard 1.0.0\n")
    }
}
