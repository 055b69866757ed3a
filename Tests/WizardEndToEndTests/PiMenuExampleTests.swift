import Glibc
import TestSupport
import Testing

/// `examples/pi-menu.json`, raspi-config's main menu as a flow: a picker whose options
/// `goto` their sections, each section going back to the menu, until Finish; in all three
/// modes, with answers given in advance that would go round for ever refused.
@Suite("The menu example loops until Finish, in every mode", .serialized, .timeLimit(.minutes(5)))
struct PiMenuExampleTests {
    let home = TemporaryDirectory()
    var store: String { home.file("pi.json") }
    var stored: String { Files.text(store) ?? "" }

    func setup(_ arguments: [String] = [], input: String) -> ProcessResult {
        WizardBinary.run(
            ["setup", "--flow", Examples.piMenu, "--store", store] + arguments, input: input,
            home: home.path)
    }

    @Test("piped: each section's lines, then Finish; a refused line names its step")
    func piped() {
        let run = setup(input: "host\nkitchen\nssh\ny\nlocale\nko_KR.UTF-8\nhost\nden\nfinish\n")
        #expect(run.status == 0, "\(run.error)")
        #expect(stored.contains(#""host_name" : "den""#), "\(stored)")
        #expect(stored.contains(#""ssh" : true"#))
        #expect(stored.contains(#""locale" : "ko_KR.UTF-8""#))
        #expect(stored.contains(#""section" : "finish""#))
        let ended = setup(input: "host\nkitchen\n")
        #expect(ended.status == 66)
        #expect(ended.error.contains("(Raspberry Pi configuration)"), "\(ended.error)")
    }

    @Test("a section never visited keeps its stored answer")
    func unvisitedKept() {
        Files.write(#"{"ssh": true, "locale": "de_DE.UTF-8", "signed_in": true}"#, to: store)
        let run = setup(input: "host\nkitchen\nfinish\n")
        #expect(run.status == 0, "\(run.error)")
        #expect(stored.contains(#""ssh" : true"#), "\(stored)")
        #expect(stored.contains(#""locale" : "de_DE.UTF-8""#))
        #expect(stored.contains(#""host_name" : "kitchen""#))
    }

    @Test("answers given in advance that lead back to themselves are refused, nothing saved")
    func overran() {
        let answers = home.file("answers.json")
        Files.write(#"{"section": "host", "host_name": "x"}"#, to: answers)
        let run = setup(["--answers", answers], input: "")
        #expect(run.status == 65)
        #expect(
            run.error
                == "wizard: the flow went round without ending (10000 steps, or answers given in advance that lead back to themselves); nothing was saved.\n"
        )
        #expect(Files.text(store) == nil)
    }

    @Test("plain mode: the menu comes back after each section until Finish")
    func plain() {
        let run = TerminalRun(
            ["setup", "--plain", "--flow", Examples.piMenu, "--store", store], home: home.path)
        let terminal = run.terminal
        #expect(terminal.waitFor("1 to 4: "))
        terminal.send("1\r")
        #expect(terminal.waitFor("Hostname [raspberrypi]: "))
        terminal.send("kitchen\r")
        #expect(terminal.waitFor("The Pi is now called kitchen"))
        var mark = terminal.transcript.count
        terminal.send("\r")
        #expect(terminal.waitFor("1 to 4: ", from: mark))
        terminal.send("2\r")
        #expect(terminal.waitFor("Allow remote login over SSH?", from: mark))
        mark = terminal.transcript.count
        terminal.send("y\r")
        #expect(terminal.waitFor("1 to 4: ", from: mark))
        terminal.send("4\r")
        #expect(terminal.waitFor("The settings are saved", from: mark))
        terminal.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(stored.contains(#""host_name" : "kitchen""#), "\(stored)")
        #expect(stored.contains(#""ssh" : true"#))
    }

    @Test("on the screens: the menu's count is the same each time round")
    func screens() {
        let run = TerminalRun(
            ["setup", "--flow", Examples.piMenu, "--store", store], home: home.path)
        run.waitForScreen("Raspberry Pi configuration")
        let first = run.screen.screen.first { $0.contains("░") } ?? ""
        #expect(first.contains("1/3"), "\(first)")
        run.send("\u{1B}[B\r")
        run.waitForScreen("The name of this Pi on the network")
        run.send("\u{15}den\r")
        run.waitForScreen("The Pi is now called den")
        run.send("\r")
        run.waitForScreen("Raspberry Pi configuration")
        let again = run.screen.screen.first { $0.contains("░") } ?? ""
        #expect(again == first)
        run.send("f\r")
        run.waitForScreen("The settings are saved")
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(run.attributesRestored)
        #expect(stored.contains(#""host_name" : "den""#), "\(stored)")
        #expect(stored.contains(#""section" : "finish""#))
    }
}
