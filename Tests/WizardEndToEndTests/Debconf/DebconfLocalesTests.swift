import Glibc
import TestSupport
import Testing

/// locales' real config script through `wizard debconf`, piped: a multiselect of some five
/// hundred choices (substituted into its template by the script), then a select of the
/// chosen ones. debconf keeps a multiselect's value as its choices joined by `, `, in the
/// order of the list, whatever the order they were given in.
@Suite(
    "wizard debconf: locales' real config",
    .enabled(
        if: Prerequisite.runs(when: InstalledDebconfPackage.locales.isAvailable),
        "needs debconf and locales' config script; CI has them"),
    .timeLimit(.minutes(5)))
struct DebconfLocalesTests {
    let home = TemporaryDirectory()
    let locales = InstalledDebconfPackage.locales

    /// The config script, every question passed on (`DEBIAN_PRIORITY=low`: the locales'
    /// are of medium priority), with `input` piped.
    func piped(_ input: String, _ database: PrivateDebconf) -> ProcessResult {
        WizardBinary.run(
            ["debconf", "--", locales.config, "configure"], input: input, home: home.path,
            environment: database.environment(priority: "low"))
    }

    @Test("piped choices of the multiselect, in any order, stored in the list's order")
    func multiselect() throws {
        guard Prerequisite.require(locales.isAvailable, locales.requirement) else { return }
        let database = locales.database()
        try #require(database.loadError == nil, "\(database.loadError ?? "")")
        let result = piped("fr_FR.UTF-8 UTF-8,de_DE.UTF-8 UTF-8\nfr_FR.UTF-8\n", database)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty && result.error.isEmpty, "\(result.output)\(result.error)")
        #expect(
            database.value(of: "locales/locales_to_be_generated")
                == "de_DE.UTF-8 UTF-8, fr_FR.UTF-8 UTF-8")
        // The second question's choices are the chosen locales, substituted by the script.
        #expect(database.value(of: "locales/default_environment_locale") == "fr_FR.UTF-8")
    }

    @Test("piped All locales: the script keeps that one choice, and asks the default among all")
    func allLocales() throws {
        guard Prerequisite.require(locales.isAvailable, locales.requirement) else { return }
        let database = locales.database()
        let result = piped("All locales\nen_US.UTF-8\n", database)
        #expect(result.status == 0, "\(result.error)")
        #expect(database.value(of: "locales/locales_to_be_generated") == "All locales")
        #expect(database.value(of: "locales/default_environment_locale") == "en_US.UTF-8")
    }
}
