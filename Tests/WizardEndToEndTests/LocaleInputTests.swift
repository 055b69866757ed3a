import Glibc
import TestSupport
import Testing

/// Letters typed at a terminal whose locale is not UTF-8 (`LANG=C LC_ALL=C`, or no `LANG`
/// at all, as in containers and over ssh): readline reads the terminal's bytes as UTF-8
/// whatever the locale says, at the screens and in plain mode, so `김민수 Zoë` is saved as
/// typed. Where the system has no UTF-8 locale to read by, a letter outside ASCII is
/// refused with an alert that says why, never dropped unsaid.
@Suite("Letters typed under a locale that is not UTF-8", .timeLimit(.minutes(5)))
struct LocaleInputTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }
    static let name = "김민수 Zoë"

    /// The environments: the C locale named by both variables, and no locale variable at
    /// all (`env -u LANG` takes away the one the test binary's environment sets).
    static let locales: [(environment: [String: String], launcher: [String])] = [
        (["LANG": "C", "LC_ALL": "C"], []),
        (["LC_ALL": "POSIX"], []),
        ([:], ["/usr/bin/env", "-u", "LANG"]),
    ]

    /// A setup of the name alone (the age and the gender given), at a terminal.
    private func run(
        plain: Bool, environment: [String: String], launcher: [String]
    ) -> TerminalRun {
        TerminalRun(
            ["setup", "--store", store, "--age", "30", "--gender", "1", "--no-animation"]
                + (plain ? ["--plain"] : []), home: home.path, environment: environment,
            launcher: launcher)
    }

    @Test("the screens keep every letter typed", arguments: 0..<locales.count)
    func screens(locale: Int) {
        let run = run(
            plain: false, environment: Self.locales[locale].environment,
            launcher: Self.locales[locale].launcher)
        run.signIn()
        run.waitForScreen("What's your name?")
        run.send(Self.name)
        run.waitForScreen("> " + Self.name)
        run.send("\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"\(Self.name)\"") == true)
    }

    @Test("plain mode keeps every letter typed", arguments: 0..<locales.count)
    func plain(locale: Int) {
        let run = run(
            plain: true, environment: Self.locales[locale].environment,
            launcher: Self.locales[locale].launcher)
        #expect(run.terminal.waitFor("press Enter "))
        run.send("\r")
        #expect(run.terminal.waitFor("Name: "))
        run.send(Self.name + "\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"\(Self.name)\"") == true)
    }

    @Test(
        "readline edits by letter, not by byte: Meta-b Meta-u upcases zoë, Ctrl-T swaps Hangul",
        arguments: [false, true])
    func editsLetters(plain: Bool) {
        let run = run(plain: plain, environment: ["LANG": "C", "LC_ALL": "C"], launcher: [])
        run.reachName(plain: plain)
        // Read as bytes, `ë` is no letter (Meta-u leaves it) and Ctrl-T swaps two bytes of
        // `민`, leaving the line no longer UTF-8.
        run.send("zoë\u{1B}b\u{1B}u 김민\u{14}\r")
        #expect(run.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"ZOË 민김\"") == true)
    }

    /// Runs wizard where no UTF-8 locale is installed: an empty directory mounted over
    /// glibc's locales, in a mount namespace of its own (root only).
    private var withoutUTF8Locales: [String] {
        [
            "/usr/bin/unshare", "--mount", "/bin/sh", "-c",
            #"mount --bind "$0" /usr/lib/locale && exec "$@""#, home.file("no-locales"),
        ]
    }

    static let alert = "Letters outside ASCII cannot be read here: install a UTF-8 locale"

    @Test(
        "with no UTF-8 locale installed, a letter outside ASCII is refused with an alert",
        .enabled(
            if: Prerequisite.runs(when: geteuid() == 0),
            "hiding the locales needs root, for a mount namespace"))
    func noUTF8Locale() {
        guard Prerequisite.require(geteuid() == 0, "root") else { return }
        mkdir(home.file("no-locales"), 0o755)
        let screens = run(
            plain: false, environment: ["LANG": "C", "LC_ALL": "C"],
            launcher: withoutUTF8Locales)
        screens.signIn()
        screens.waitForScreen("What's your name?")
        screens.send("Zoë")
        screens.waitForScreen(Self.alert)
        screens.waitForScreen("> Zo")
        screens.send("e\r")
        #expect(screens.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"Zoe\"") == true)

        let plain = run(
            plain: true, environment: ["LANG": "C", "LC_ALL": "C"], launcher: withoutUTF8Locales)
        #expect(plain.terminal.waitFor("press Enter "))
        plain.send("\r")
        #expect(plain.terminal.waitFor("Name [Zoe]: "))
        plain.send("Zoë")
        #expect(plain.terminal.waitFor(Self.alert))
        plain.send("y\r")
        #expect(plain.exitStatus() == 0)
        #expect(Files.text(store)?.contains("\"name\" : \"Zoy\"") == true)
    }
}
