import Glibc
import TestSupport
import Testing

/// `DEBIAN_FRONTEND=wizard`: debconf loads the repository's `debconf/Debconf/FrontEnd/Wizard.pm`
/// (`PERL5LIB`), which starts the built wizard (`DEBCONF_WIZARD`) on a pipe pair of its own
/// (`wizard debconf --fds`). tzdata's real config script is run directly, as
/// `dpkg-reconfigure` would, with no controlling terminal unless the test gives one.
@Suite(
    "wizard debconf: DEBIAN_FRONTEND=wizard through Wizard.pm",
    .enabled(
        if: Prerequisite.runs(when: InstalledDebconfPackage.tzdata.isAvailable),
        "needs debconf and tzdata's config script; CI has them"),
    .timeLimit(.minutes(5)))
struct DebconfFrontendModuleTests {
    let home = TemporaryDirectory()
    let tzdata = InstalledDebconfPackage.tzdata

    /// The frontend's variables: the module's folder, and `program` as wizard.
    func frontend(_ database: PrivateDebconf, program: String = WizardBinary.path)
        -> [String: String]
    {
        database.environment().merging([
            "DEBIAN_FRONTEND": "wizard", "PERL5LIB": Repository.path("debconf"),
            "DEBCONF_WIZARD": program,
        ]) { $1 }
    }

    /// tzdata's config run by itself, in a session of its own (no controlling terminal),
    /// with `input` piped; `TERM` left out when `terminal` is `nil`.
    func configure(_ input: String, environment: [String: String], terminal: String? = "xterm")
        -> ProcessResult
    {
        let variables = WizardBinary.environment(home: home.path, environment).filter {
            terminal != nil || !$0.hasPrefix("TERM=")
        }
        return runProcess(
            ["/usr/bin/setsid", "-w", tzdata.config, "configure"], input: Array(input.utf8),
            environment: variables)
    }

    @Test("piped Europe then Berlin through the module: debconf stores them, nothing is said")
    func piped() throws {
        guard Prerequisite.require(tzdata.isAvailable, tzdata.requirement) else { return }
        let database = tzdata.database()
        let result = configure("Europe\nBerlin\n", environment: frontend(database))
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty, "\(result.error)")
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(database.value(of: "tzdata/Areas") == "Europe")
        #expect(database.value(of: "tzdata/Zones/Europe") == "Berlin")
        #expect(database.processesLeft.isEmpty, "\(database.processesLeft)")
    }

    @Test("piped input that ends: debconf ends with wizard's 66, saving nothing, the zone named")
    func pipedEnds() throws {
        guard Prerequisite.require(tzdata.isAvailable, tzdata.requirement) else { return }
        let database = tzdata.database()
        let before = Files.read(database.configFile)
        let result = configure("Europe\n", environment: frontend(database))
        #expect(result.status == 66, "\(result.error)")
        #expect(result.error.contains("(Time zone:)"), "\(result.error)")
        // debconf did not go on without an answer: no warning of its, no empty zone saved.
        #expect(!result.error.contains("Use of uninitialized value"), "\(result.error)")
        #expect(Files.read(database.configFile) == before)
        #expect(database.processesLeft.isEmpty, "\(database.processesLeft)")
    }

    @Test(
        "no wizard to start: debconf warns, falls back to Teletype under a pipe, and the answers go there"
    )
    func fallback() throws {
        guard Prerequisite.require(tzdata.isAvailable, tzdata.requirement) else { return }
        let database = tzdata.database()
        let missing = home.file("no-such-wizard")
        // No TERM: the Dialog frontend cannot start either (with TERM set, debconf would
        // choose it and whiptail would fail with no terminal, as for any frontend that
        // falls back to Dialog).
        let result = configure(
            "Europe\nBerlin\n", environment: frontend(database, program: missing), terminal: nil)
        #expect(result.status == 0, "\(result.error)")
        let warnings = result.error.split(separator: "\n").map(String.init)
        #expect(
            warnings == [
                "debconf: unable to initialize frontend: Wizard",
                "debconf: (DEBCONF_WIZARD names \(missing), which is not a program wizard can run)",
                "debconf: falling back to frontend: Dialog",
                "debconf: unable to initialize frontend: Dialog",
                "debconf: (TERM is not set, so the dialog frontend is not usable.)",
                "debconf: falling back to frontend: Readline",
                "debconf: unable to initialize frontend: Readline",
                "debconf: (This frontend requires a controlling tty.)",
                "debconf: falling back to frontend: Teletype",
            ], "\(result.error)")
        // Teletype asked on standard output and read the same piped lines.
        #expect(result.output.contains("Geographic area:"), "\(result.output)")
        #expect(database.value(of: "tzdata/Areas") == "Europe")
        #expect(database.value(of: "tzdata/Zones/Europe") == "Berlin")
    }

    @Test("at a terminal in tmux: the module's wizard finds the terminal and asks on its screens")
    func screens() throws {
        guard Prerequisite.require(tzdata.isAvailable, tzdata.requirement),
            Prerequisite.require(TmuxPane.isAvailable, "tmux")
        else { return }
        let database = tzdata.database()
        let scratch = TemporaryDirectory()
        let pane = TmuxPane(home: home.path, directory: scratch)
        pane.runShowingStatus([tzdata.config, "configure"], environment: frontend(database))
        #expect(pane.filter(at: "Geographic area:", typing: "Eu", to: "Europe"))
        pane.keys("Enter")
        #expect(pane.filter(at: "Time zone:", typing: "Berl", to: "Berlin"))
        pane.keys("Enter")
        #expect(pane.shownStatus() == 0)
        #expect(database.value(of: "tzdata/Zones/Europe") == "Berlin")
    }

    @Test("at a terminal in tmux: Esc quits, and debconf ends with 130, saving nothing")
    func screensQuit() throws {
        guard Prerequisite.require(tzdata.isAvailable, tzdata.requirement),
            Prerequisite.require(TmuxPane.isAvailable, "tmux")
        else { return }
        let database = tzdata.database()
        let before = Files.read(database.configFile)
        let scratch = TemporaryDirectory()
        let pane = TmuxPane(home: home.path, directory: scratch)
        pane.runShowingStatus([tzdata.config, "configure"], environment: frontend(database))
        #expect(pane.waitFor { $0.contains("  Geographic area:") })
        pane.keys("Escape")
        database.expectQuitQuietly(at: pane, databaseBefore: before)
    }
}
