import Glibc
import TestSupport
import Testing

/// `wizard profile` as the seed's ProfileView: the fallbacks for missing values, and the
/// boxed card with its sign-out hint at a terminal while pipes and files get plain lines.
@Suite("Profile card at a terminal and in pipes", .timeLimit(.minutes(5)))
struct ProfileCardTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    @Test(
        "a profile holding only signed_in shows the seed's fallbacks alone")
    func emptyProfile() {
        Files.write(#"{"signed_in": true}"#, to: store)
        let english = WizardBinary.run(["profile", "--store", store], home: home.path)
        #expect(english.status == 0)
        #expect(
            english.output
                == "USERNAME\nAge: -1\nGender: UNKNOWN\n")
        let korean = WizardBinary.run(
            ["profile", "--store", store], home: home.path, environment: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.status == 0)
        #expect(
            korean.output
                == "USERNAME\n나이 : -1세\n성별 : 알 수 없음\n")
        #expect(Files.text(store) == #"{"signed_in": true}"#, "showing it changes nothing")
    }

    /// The rows of the box, then the hint under it (which wraps) as one line, as the
    /// screen shows them.
    private func card(_ run: TerminalRun) -> [String] {
        let lines = run.screen.allLines.map { String($0.drop { $0 == " " }) }
        guard let bottom = lines.lastIndex(where: { $0.hasPrefix("╰") }) else { return [] }
        let box = lines[...bottom].filter {
            $0.hasPrefix("│") || $0.hasPrefix("╭") || $0.hasPrefix("╰")
        }
        let hint = lines[(bottom + 1)...].filter { !$0.isEmpty }.joined(separator: " ")
        return box + (hint.isEmpty ? [] : [hint])
    }

    @Test("at a terminal: the boxed card under its icon, then how to sign out, in both languages")
    func boxed() {
        Files.write(
            #"{"name": "Alice", "age": 30, "gender": "female", "signed_in": true}"#, to: store)
        let english = TerminalRun(["profile", "--store", store], home: home.path)
        #expect(english.exitStatus() == 0)
        #expect(
            card(english) == [
                "╭──────────────────╮", "│        🕺        │", "│ Alice            │",
                "│ Age: 30          │", "│ Gender: Female   │", "╰──────────────────╯",
                "wizard profile --logout --store \(store) to sign out",
            ])
        #expect(english.screen.usedColour)
        #expect(english.screen.cursorVisible)
        let korean = TerminalRun(
            ["profile", "--store", store], home: home.path,
            environment: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.exitStatus() == 0)
        #expect(card(korean).last == "로그아웃하려면 wizard profile --logout --store \(store) 명령을 실행하세요")
        #expect(card(korean).contains("│ 성별 : 여자      │"))
    }

    @Test("an empty profile at a terminal: the fallbacks in the box")
    func boxedFallbacks() {
        Files.write(#"{"signed_in": true}"#, to: store)
        let run = TerminalRun(["profile", "--store", store], home: home.path)
        #expect(run.exitStatus() == 0)
        #expect(card(run).contains { $0.hasPrefix("│ USERNAME ") })
        #expect(card(run).contains { $0.hasPrefix("│ Gender: UNKNOWN ") })
    }

    @Test("NO_COLOR keeps the box but drops the colour")
    func noColour() {
        Files.write(#"{"name": "Alice", "signed_in": true}"#, to: store)
        let run = TerminalRun(
            ["profile", "--store", store], home: home.path, environment: ["NO_COLOR": "1"])
        #expect(run.exitStatus() == 0)
        #expect(!run.screen.usedColour)
        #expect(card(run).contains { $0.hasPrefix("│ Alice ") })
    }

    @Test(
        "at a terminal with --plain or TERM=dumb, and redirected to a file, the card is plain lines",
        arguments: ["plain", "dumb", "file"])
    func plainAtTerminal(how: String) {
        Files.write(#"{"name": "Alice", "age": 30, "signed_in": true}"#, to: store)
        let output = home.file("card.txt")
        let run: TerminalRun
        switch how {
        case "plain":
            run = TerminalRun(["profile", "--plain", "--store", store], home: home.path)
        case "dumb":
            run = TerminalRun(
                ["profile", "--store", store], home: home.path, environment: ["TERM": "dumb"])
        default:
            run = TerminalRun(
                ["profile", "--store", store], home: home.path,
                launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" > \(output)"])
        }
        #expect(run.exitStatus() == 0)
        let text = how == "file" ? Files.text(output) ?? "" : run.terminal.text
        // At a terminal a line says how to answer what is missing; a file gets the card alone.
        let hint =
            how == "file"
            ? "" : "To answer only what is missing: wizard setup --missing --store \(store)\n"
        #expect(text.replacingCRLF == "Alice\nAge: 30\nGender: UNKNOWN\n" + hint)
    }
}

extension String {
    /// The text with a terminal's `\r\n` line ends as `\n`.
    fileprivate var replacingCRLF: String {
        String(
            decoding: Array(utf8).split(separator: 0x0D, omittingEmptySubsequences: false)
                .joined(), as: UTF8.self)
    }
}
