import Glibc
import TestSupport
import Testing

/// A secret typed at a terminal, at the screens and in plain mode: it shows as bullets or
/// not at all, is asked twice, and appears nowhere (the terminal's output, the history, the
/// card, `profile`); the terminal's echo is off while it is typed in plain mode and back on
/// whichever way the run ends.
@Suite("Secrets at a terminal", .timeLimit(.minutes(5)))
struct SecretTerminalTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }
    var history: String { home.file(".local/state/wizard/history") }
    let existing = "{\n  \"signed_in\" : false\n}\n"

    /// Whether the terminal echoes what is typed, as the kernel's line discipline does.
    static func echoes(_ run: TerminalRun) -> Bool {
        run.terminal.attributes().c_lflag & tcflag_t(ECHO) != 0
    }

    /// What the person sees and what wizard kept, none of which may hold the secret.
    private func expectNoLeak(_ run: TerminalRun, flow: SecretFlow) {
        #expect(!SecretFlow.leaks(run.terminal.text), "\(run.terminal.text.debugDescription)")
        #expect(!SecretFlow.leaks(Files.text(history) ?? ""))
        // A stored hash is random bytes that may hold a piece of the secret by chance: the
        // rest of the store is checked, and the hash by its form and by verifying.
        var storeText = Files.text(store) ?? ""
        if let hash = SecretFlow.stored("password", in: store) {
            #expect(hash.hasPrefix("$y$") && CryptCheck.verifies(SecretFlow.secret, hash))
            storeText = storeText.replacing(hash, with: "")
        }
        #expect(!SecretFlow.leaks(storeText))
        let profile = WizardBinary.run(
            ["profile", "--flow", flow.path, "--store", store], home: home.path)
        #expect(profile.output.contains("Password: set"), "\(profile.output)")
        #expect(!SecretFlow.leaks(profile.output + profile.error))
    }

    @Test("the screens: a bullet a character, asked again, a mismatch refused, the hash stored")
    func screens() throws {
        let flow = SecretFlow(in: home)
        let run = TerminalRun(["setup", "--flow", flow.path, "--store", store], home: home.path)
        run.waitForScreen("❯ alice")
        run.send("\r")
        run.waitForScreen("Your password")
        run.send(SecretFlow.secret)
        run.waitForScreen("❯ " + String(repeating: "•", count: 12))
        run.send("\r")
        run.waitForScreen("Type it again to confirm.")
        run.send("  Zq7vXw \u{E9}  \r")
        run.waitForScreen("The two entries differ; please type it twice again.")
        run.send(SecretFlow.secret + "\r")
        run.waitForScreen("Type it again to confirm.")
        run.send(SecretFlow.secret + "\r")
        #expect(run.exitStatus() == 0)
        #expect(run.screen.screen.contains { $0.contains("Password: set") })
        #expect(run.attributesRestored)
        let hash = try #require(SecretFlow.stored("password", in: store))
        #expect(CryptCheck.verifies(SecretFlow.secret, hash))
        expectNoLeak(run, flow: flow)
        #expect(Files.text(history) == "secret-e2e\tuser\talice\n")
    }

    @Test("the screens with echo none: nothing in the field at all")
    func screensHidden() throws {
        let flow = SecretFlow(in: home)
        let text = try #require(Files.text(flow.path))
        Files.write(text.replacing(#""confirm": true"#, with: #""echo": "none""#), to: flow.path)
        let run = TerminalRun(["setup", "--flow", flow.path, "--store", store], home: home.path)
        run.waitForScreen("❯ alice")
        run.send("\r")
        run.waitForScreen("Your password")
        run.send(SecretFlow.secret + "\r")
        #expect(run.exitStatus() == 0)
        #expect(!run.terminal.text.contains("•"))
        expectNoLeak(run, flow: flow)
    }

    @Test("plain mode: echo off while typed, nothing shown, asked again, the hash stored")
    func plain() throws {
        let flow = SecretFlow(in: home)
        let run = TerminalRun(
            ["setup", "--plain", "--flow", flow.path, "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("User [alice]: "))
        terminal.send("\r")
        #expect(terminal.waitFor("Password: "))
        #expect(!Self.echoes(run))
        terminal.send(SecretFlow.secret + "\r")
        #expect(terminal.waitFor("Again: "))
        #expect(!Self.echoes(run))
        var offset = terminal.transcript.count
        terminal.send("  Zq7vXw \u{E9}  \r")
        #expect(
            terminal.waitFor(
                "The two entries differ; please type it twice again.\r\nPassword: ", from: offset))
        terminal.send(SecretFlow.secret + "\r")
        offset = terminal.transcript.count
        #expect(terminal.waitFor("Again: ", from: offset))
        terminal.send(SecretFlow.secret + "\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(!terminal.text.contains("•"))
        #expect(terminal.text.contains("alice\r\nPassword: set"))
        let hash = try #require(SecretFlow.stored("password", in: store))
        #expect(CryptCheck.verifies(SecretFlow.secret, hash))
        expectNoLeak(run, flow: flow)
        #expect(Files.text(history) == "secret-e2e\tuser\talice\n")
    }

    /// A plain run brought to the secret's prompt with part of it typed.
    private func plainAtSecret(_ flow: SecretFlow, launcher: [String] = []) -> TerminalRun {
        Files.write(existing, to: store)
        let run = TerminalRun(
            ["setup", "--plain", "--flow", flow.path, "--store", store], home: home.path,
            launcher: launcher)
        #expect(run.terminal.waitFor("User [alice]: "))
        run.send("\r")
        #expect(run.terminal.waitFor("Password: "))
        #expect(!Self.echoes(run))
        run.send("Zq7vXw")
        return run
    }

    @Test(
        "plain mode: Ctrl-C, Esc then Ctrl-C, and SIGTERM at the secret restore the terminal",
        arguments: ["Ctrl-C", "Esc", "SIGTERM"])
    func plainWaysOut(way: String) {
        let flow = SecretFlow(in: home)
        let run = plainAtSecret(flow)
        switch way {
        case "SIGTERM": kill(run.pid, SIGTERM)
        case "Esc": run.send("\u{1B}\u{03}")
        default: run.send("\u{03}")
        }
        let status = run.exitStatus()
        #expect(status == (way == "SIGTERM" ? 128 + SIGTERM : 130))
        #expect(run.attributesRestored)
        #expect(Self.echoes(run))
        #expect(Files.text(store) == existing)
        #expect(!SecretFlow.leaks(run.terminal.text), "\(run.terminal.text.debugDescription)")
    }

    @Test("plain mode: Ctrl-Z restores the terminal while stopped; after fg echo is off again")
    func plainSuspend() throws {
        let flow = SecretFlow(in: home)
        // A shell with job control, as SignalTests uses: `read` holds it while wizard is
        // stopped, then `fg` continues wizard.
        let run = plainAtSecret(
            flow, launcher: ["/bin/bash", "-c", "set -m; \"$@\"; read -r; fg", "bash"])
        let terminal = run.terminal
        let suspended = terminal.transcript.count
        run.send("\u{1A}")
        #expect(terminal.waitFor("Stopped", from: suspended))
        #expect(run.attributesRestored)
        let resumed = terminal.transcript.count
        run.send("\n")
        #expect(terminal.waitFor("\"$@\"", from: resumed))
        // Readline draws nothing as it takes the terminal back: Enter on the secret typed so
        // far, too short, brings the alert and a new prompt, so the keys after it are read
        // by readline, with echo off.
        let entered = terminal.transcript.count
        run.send("\r")
        #expect(
            terminal.waitFor("Please enter at least 8 characters.\r\nPassword: ", from: entered))
        #expect(!Self.echoes(run))
        run.send(SecretFlow.secret + "\r")
        #expect(terminal.waitFor("Again: ", from: entered))
        run.send(SecretFlow.secret + "\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        let hash = try #require(SecretFlow.stored("password", in: store))
        #expect(CryptCheck.verifies(SecretFlow.secret, hash))
        #expect(!SecretFlow.leaks(terminal.text), "\(terminal.text.debugDescription)")
    }

    @Test("the screens: Esc and SIGTERM in the secret's field restore the terminal")
    func screensWaysOut() {
        let flow = SecretFlow(in: home)
        for way in ["Esc", "SIGTERM"] {
            Files.write(existing, to: store)
            let run = TerminalRun(
                ["setup", "--flow", flow.path, "--store", store], home: home.path)
            run.waitForScreen("❯ alice")
            run.send("\r")
            run.waitForScreen("Your password")
            run.send("Zq7vXw")
            run.waitForScreen("❯ ••••••")
            if way == "Esc" {
                // A secret typed is an answer to lose: Esc asks first.
                run.send("\u{1B}")
                run.waitForScreen("Quit without saving? y/N")
                run.send("y")
            } else {
                kill(run.pid, SIGTERM)
            }
            #expect(run.exitStatus() == (way == "Esc" ? 130 : 128 + SIGTERM), "\(way)")
            #expect(run.attributesRestored, "\(way)")
            #expect(Files.text(store) == existing, "\(way)")
            #expect(!SecretFlow.leaks(run.terminal.text), "\(way)")
        }
    }

    /// A flow with a step after the secret, to come back to it from.
    private var flowWithHost: String {
        let path = home.file("secret-host.json")
        Files.write(
            """
            {"id": "secret-host", "steps": [
              {"kind": "text", "key": "user", "title": "Who are you?", "default": "alice"},
              {"kind": "secret", "key": "password", "title": "Your password",
               "placeholder": "Password", "confirm": true, "validators": [{"min_length": 8}]},
              {"kind": "text", "key": "host", "title": "Which host?", "placeholder": "Host"}
            ]}
            """, to: path)
        return path
    }

    @Test(
        "plain mode says a secret is set, and an empty line keeps it: typed this run, or stored")
    func plainSecretSet() throws {
        let flow = flowWithHost
        let first = TerminalRun(
            ["setup", "--plain", "--flow", flow, "--store", store], home: home.path)
        let terminal = first.terminal
        #expect(terminal.waitFor("[alice]: "))
        first.send("\r")
        #expect(terminal.waitFor("Password: "))
        first.send(SecretFlow.secret + "\r")
        #expect(terminal.waitFor("Again: "))
        first.send(SecretFlow.secret + "\r")
        #expect(terminal.waitFor("Host: "))
        var mark = terminal.transcript.count
        first.send(":back\r")
        #expect(terminal.waitFor("Your password\r\nPassword [set]: ", from: mark))
        mark = terminal.transcript.count
        first.send("\r")
        #expect(terminal.waitFor("Host: ", from: mark))
        first.send("db\r")
        #expect(first.exitStatus() == 0)
        let hash = try #require(SecretFlow.stored("password", in: store))
        #expect(CryptCheck.verifies(SecretFlow.secret, hash))

        let again = TerminalRun(
            ["setup", "--plain", "--flow", flow, "--store", store], home: home.path)
        #expect(again.terminal.waitFor("[alice]: "))
        again.send("\r")
        #expect(
            again.terminal.waitFor(
                "Your password\r\nEnter keeps the current password.\r\nPassword [set]: "))
        again.send("\r")
        #expect(again.terminal.waitFor("Host [db]: "))
        again.send("\r")
        #expect(again.exitStatus() == 0)
        #expect(SecretFlow.stored("password", in: store) == hash)
        #expect(!SecretFlow.leaks(terminal.text + again.terminal.text))
    }

    @Test("the screens say a stored secret is kept by Enter, over its empty field")
    func screensSecretKept() throws {
        let flow = flowWithHost
        let piped = WizardBinary.run(
            ["setup", "--flow", flow, "--store", store], input: "\nhunter2222\ndb\n",
            home: home.path)
        #expect(piped.status == 0, "\(piped.error)")
        let hash = try #require(SecretFlow.stored("password", in: store))
        let run = TerminalRun(["setup", "--flow", flow, "--store", store], home: home.path)
        run.waitForScreen("Who are you?")
        run.send("\r")
        run.waitForScreen("Enter keeps the current password.")
        run.send("\r")
        run.waitForScreen("Which host?")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(SecretFlow.stored("password", in: store) == hash)
    }
}
