import Glibc
import TestSupport
import Testing

/// What readline learns from outside wizard at a terminal: the terminfo entry of `TERM`
/// (Home, End and Insert are bound from it) and the user's `~/.inputrc`. The static release
/// build links its own copy of readline and tinfo; `Scripts/test` runs this suite against
/// it too (`WIZARD_BINARY`).
@Suite("Terminal database and inputrc", .timeLimit(.minutes(5)))
struct TerminalDatabaseTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }

    /// The keys each terminal sends, from its terminfo entry (`khome`, `kich1`): Home is
    /// `ESC [ 1 ~` on the Linux console and in tmux, `ESC O H` in xterm; Insert is
    /// `ESC [ 2 ~` in all three. Readline binds none of them to Home or Insert itself, bar
    /// xterm's Home.
    static let terminals = [
        (term: "xterm-256color", home: "\u{1B}OH", insert: "\u{1B}[2~"),
        (term: "tmux-256color", home: "\u{1B}[1~", insert: "\u{1B}[2~"),
        (term: "linux", home: "\u{1B}[1~", insert: "\u{1B}[2~"),
    ]

    /// Types `xlice`, Home, Insert (overwrite mode), `A` and Enter in the name field, with
    /// `TERM` set to `term`, and gives the name saved.
    func nameTyped(term: String, home homeKey: String, insert: String) -> String? {
        let run = TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "1", "--no-animation"],
            home: home.path, environment: ["TERM": term])
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send("xlice" + homeKey + insert + "A\r")
        guard run.exitStatus() == 0, let saved = Files.text(store) else { return nil }
        return saved.split(separator: "\n").first { $0.contains("\"name\"") }.map(String.init)
    }

    @Test(
        "Home and Insert in the text field work as the terminfo entry of TERM says",
        arguments: terminals.map(\.term))
    func terminfoKeys(term: String) throws {
        let keys = try #require(Self.terminals.first { $0.term == term })
        #expect(
            nameTyped(term: term, home: keys.home, insert: keys.insert) == #"  "name" : "Alice","#)
    }

    @Test("with a TERM the database lacks, the Linux console's Home and Insert do nothing")
    func unknownTerminal() {
        // The control for the test above: the keys reach readline only through the lookup.
        let name = nameTyped(
            term: "wizard-no-such-terminal", home: "\u{1B}[1~", insert: "\u{1B}[2~")
        #expect(name != nil)
        #expect(name != #"  "name" : "Alice","#)
    }

    @Test("~/.inputrc is read when INPUTRC is empty: editing-mode vi gives vi's keys")
    func homeInputrc() {
        Files.write("set editing-mode vi\n", to: home.file(".inputrc"))
        let run = TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "2"], home: home.path,
            environment: ["INPUTRC": ""])
        run.signIn()
        run.waitForScreen("What's your name?")
        // Esc to vi's command mode, 0 to the start, x deletes the x; Enter accepts.
        run.send("xAlice\u{1B}")
        run.waitForScreen("❯ xAlice")
        run.send("0x\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"Alice\"") == true)
    }
}
