import Glibc
import TestSupport
import Testing

/// Issue 34's first "done when": tzdata's real config script, unchanged, asked through
/// `wizard debconf` against a private debconf database: piped answers, the screens'
/// filtering and Back, input that ends early, and the machine's own database untouched.
@Suite(
    "wizard debconf: tzdata's real config",
    .enabled(
        if: Prerequisite.runs(when: InstalledDebconfPackage.tzdata.isAvailable),
        "needs debconf and tzdata's config script; CI has them"),
    .timeLimit(.minutes(5)))
struct DebconfTzdataTests {
    let home = TemporaryDirectory()
    let tzdata = InstalledDebconfPackage.tzdata

    /// `wizard debconf -- tzdata.config configure` with `input` piped, against `database`.
    func piped(_ input: String, _ database: PrivateDebconf) -> ProcessResult {
        WizardBinary.run(
            ["debconf", "--", tzdata.config, "configure"], input: input, home: home.path,
            environment: database.environment())
    }

    @Test("piped Europe then Berlin: debconf stores Europe and Berlin, and wizard says nothing")
    func pipedAnswers() throws {
        guard Prerequisite.require(tzdata.isAvailable, tzdata.requirement) else { return }
        let database = tzdata.database()
        try #require(database.loadError == nil, "\(database.loadError ?? "")")
        let result = piped("Europe\nBerlin\n", database)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(result.error.isEmpty, "\(result.error)")
        #expect(database.value(of: "tzdata/Areas") == "Europe")
        #expect(database.value(of: "tzdata/Zones/Europe") == "Berlin")
        #expect(database.flags(of: "tzdata/Zones/Europe") == ["seen"])
        #expect(Files.tree(home.path).isEmpty, "\(Files.tree(home.path))")
    }

    @Test("the private run leaves the machine's config.dat byte for byte as it was")
    func machineDatabaseUntouched() throws {
        guard Prerequisite.require(tzdata.isAvailable, tzdata.requirement) else { return }
        let before = Files.read(PrivateDebconf.machineConfigFile)
        let statusBefore = Files.status(PrivateDebconf.machineConfigFile)
        let database = tzdata.database()
        let result = piped("Asia\nTokyo\n", database)
        #expect(result.status == 0, "\(result.error)")
        // The private database took the answers: the run did write a database, only not the
        // machine's.
        #expect(database.value(of: "tzdata/Zones/Asia") == "Tokyo")
        #expect(Files.read(PrivateDebconf.machineConfigFile) == before)
        let statusAfter = Files.status(PrivateDebconf.machineConfigFile)
        #expect(statusAfter?.st_mtim.tv_sec == statusBefore?.st_mtim.tv_sec)
        #expect(statusAfter?.st_mtim.tv_nsec == statusBefore?.st_mtim.tv_nsec)
        #expect(statusAfter?.st_ino == statusBefore?.st_ino)
    }

    @Test("input that ends after the area: 66, the zone's question named, no process left")
    func inputEndsAfterArea() throws {
        guard Prerequisite.require(tzdata.isAvailable, tzdata.requirement) else { return }
        let database = tzdata.database()
        let started = monotonicSeconds()
        let result = piped("Europe\n", database)
        #expect(result.status == 66, "\(result.error)")
        #expect(result.error.contains("input ended before"), "\(result.error)")
        #expect(result.error.contains("(Time zone:)"), "\(result.error)")
        #expect(result.output.isEmpty)
        // TERM reaches the whole group at once; KILL would come 5 s on.
        #expect(monotonicSeconds() - started < 30)
        #expect(database.processesLeft.isEmpty, "\(database.processesLeft)")
        // debconf was ended before it saved: neither answer is kept.
        #expect(database.value(of: "tzdata/Zones/Europe") == nil)
    }

    @Test("at the screens: a few letters find the zone, Shift-Tab goes back to the area")
    func screens() throws {
        guard Prerequisite.require(tzdata.isAvailable, tzdata.requirement),
            Prerequisite.require(TmuxPane.isAvailable, "tmux")
        else { return }
        let database = tzdata.database()
        let scratch = TemporaryDirectory()
        let pane = TmuxPane(home: home.path, directory: scratch)
        pane.runShowingStatus(
            [WizardBinary.path, "debconf", "--", tzdata.config, "configure"],
            environment: database.environment())
        // Each list filters as letters are typed, down to the one that matches.
        #expect(pane.filter(at: "Geographic area:", typing: "Eu", to: "Europe"))
        #expect(pane.waitFor { $0.contains { $0.contains("(1 of 12)") } })
        pane.keys("Enter")
        #expect(pane.filter(at: "Time zone:", typing: "Berl", to: "Berlin"))
        #expect(pane.waitFor { $0.contains { $0.contains("(1 of ") } })
        // Back from the zone, the first question of its batch: debconf's loop asks the area
        // again, Europe still chosen.
        pane.keys("BTab")
        #expect(pane.waitFor { $0.contains("  Geographic area:") && $0.contains("  ❯ Europe") })
        pane.keys("Enter")
        #expect(pane.filter(at: "Time zone:", typing: "Berl", to: "Berlin"))
        pane.keys("Enter")
        #expect(pane.shownStatus() == 0)
        #expect(database.value(of: "tzdata/Areas") == "Europe")
        #expect(database.value(of: "tzdata/Zones/Europe") == "Berlin")
    }
}
