import Glibc
import Testing

/// A debconf database of a test's own, so that the machine's (`/var/cache/debconf`) is never
/// touched: a temporary folder with a `debconf.conf` whose `Config` and `Templates`
/// databases are `Driver: File` files in it, the templates of given files loaded into it,
/// the environment a config script runs under against it, and the values debconf stored.
///
/// Every process run under ``environment(priority:reconfigure:)`` carries its
/// `DEBCONF_SYSTEMRC`, which names this folder and no other: ``processesLeft`` finds those
/// still running once a run is over.
public final class PrivateDebconf {
    public let directory = TemporaryDirectory()
    /// The `debconf.conf` that `DEBCONF_SYSTEMRC` names.
    public var configuration: String { directory.file("debconf.conf") }
    /// The config database: the questions, their values and flags.
    public var configFile: String { directory.file("config.dat") }
    /// The templates database.
    public var templatesFile: String { directory.file("templates.dat") }

    /// The machine's own config database, which no test may change.
    public static let machineConfigFile = "/var/cache/debconf/config.dat"
    /// debconf's shell library, which config scripts source.
    public static let confmodule = "/usr/share/debconf/confmodule"

    /// Whether debconf can run here as the tests run it: its shell library and its Perl
    /// modules, the Passthrough frontend with Text::Iconv, which it needs.
    public static let isAvailable: Bool = {
        guard access(confmodule, R_OK) == 0 else { return false }
        return runProcess(
            [
                "/usr/bin/perl", "-MDebconf::Db", "-MDebconf::Template",
                "-MDebconf::FrontEnd::Passthrough", "-MText::Iconv", "-e", "1",
            ], environment: ["PATH=/usr/bin:/bin"]
        ).status == 0
    }()

    /// What ``isAvailable`` needs, as ``Prerequisite/require(_:_:sourceLocation:)`` names it.
    public static let requirement =
        "debconf (\(confmodule), its Perl modules and the Passthrough frontend's Text::Iconv)"

    /// A database holding the templates of each `(file, owner)` of `templates`, loaded as
    /// `debconf-loadtemplate` would (`Debconf::Template->load`); when one cannot be loaded,
    /// ``loadError`` says why.
    public init(templates: [(file: String, owner: String)] = []) {
        Files.write(
            """
            Config: configdb
            Templates: templatedb

            Name: configdb
            Driver: File
            Filename: \(directory.file("config.dat"))

            Name: templatedb
            Driver: File
            Mode: 644
            Filename: \(directory.file("templates.dat"))

            """, to: directory.file("debconf.conf"))
        for (file, owner) in templates { load(file, owner: owner) }
    }

    /// What loading templates wrote to standard error when it failed, `nil` while every load
    /// succeeded.
    public private(set) var loadError: String?

    /// Loads the templates of `file` into the database, owned by `owner`.
    public func load(_ file: String, owner: String) {
        let script =
            "Debconf::Db->load; Debconf::Template->load($ARGV[0], $ARGV[1]); Debconf::Db->save"
        let result = runProcess(
            ["/usr/bin/perl", "-MDebconf::Db", "-MDebconf::Template", "-e", script, file, owner],
            environment: [
                "PATH=/usr/bin:/bin", "LANG=C.UTF-8", "DEBCONF_SYSTEMRC=\(configuration)",
            ])
        if result.status != 0 {
            loadError = (loadError ?? "") + "\(file): status \(result.status): \(result.error)"
        }
    }

    /// The variables a config script runs under against this database, for
    /// ``WizardBinary/environment(home:_:)``: `DEBCONF_SYSTEMRC`, and
    /// - `DEBIAN_PRIORITY` when `priority` is given (`low` passes every question on);
    /// - `DEBCONF_RECONFIGURE=1` when `reconfigure` (tzdata marks its questions seen
    ///   otherwise, and debconf then asks nothing).
    public func environment(priority: String? = nil, reconfigure: Bool = true) -> [String: String] {
        var variables = ["DEBCONF_SYSTEMRC": configuration]
        if let priority { variables["DEBIAN_PRIORITY"] = priority }
        if reconfigure { variables["DEBCONF_RECONFIGURE"] = "1" }
        return variables
    }

    /// The fields of question `name` in the config database (`Value`, `Flags`, `Owners`…),
    /// `nil` when it holds no such question.
    public func record(of name: String) -> [String: String]? {
        let text = Files.text(configFile) ?? ""
        for stanza in text.split(separator: "\n\n") {
            var fields: [String: String] = [:]
            for line in stanza.split(separator: "\n") where !line.hasPrefix(" ") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                var value = line[line.index(after: colon)...]
                if value.first == " " { value = value.dropFirst() }
                fields[String(line[..<colon])] = String(value)
            }
            if fields["Name"] == name { return fields }
        }
        return nil
    }

    /// The value debconf stored for question `name`, `nil` when it has none.
    public func value(of name: String) -> String? { record(of: name)?["Value"] }

    /// The flags of question `name` (`seen`), empty when it has none.
    public func flags(of name: String) -> [String] {
        (record(of: name)?["Flags"] ?? "").split(separator: ", ").map(String.init)
    }

    /// The processes still running (zombies aside) whose environment names this database:
    /// wizard, the config script, debconf's frontend and anything they started.
    public var processesLeft: [pid_t] {
        ProcessState.running(withEnvironment: "DEBCONF_SYSTEMRC=\(configuration)")
    }

    /// ``processesLeft`` once they have had `timeout` seconds to end: for a run whose
    /// processes were sent SIGTERM by a wizard that did not wait for them (one that died of
    /// a signal itself), and end a moment later. Empty as soon as none is left.
    public func processesLeft(within timeout: Double) -> [pid_t] {
        let deadline = monotonicSeconds() + timeout
        while true {
            let left = processesLeft
            if left.isEmpty || monotonicSeconds() >= deadline { return left }
            for pid in left {
                _ = ProcessState.stops(pid, within: max(0, deadline - monotonicSeconds()))
            }
        }
    }
}

/// An installed package's debconf files, as dpkg keeps them in `/var/lib/dpkg/info`: its
/// real config script and templates, which the tests run unchanged against a
/// ``PrivateDebconf``.
public struct InstalledDebconfPackage: Sendable {
    public let name: String

    public static let tzdata = InstalledDebconfPackage(name: "tzdata")
    public static let locales = InstalledDebconfPackage(name: "locales")

    /// The config script.
    public var config: String { "/var/lib/dpkg/info/\(name).config" }
    /// The templates file.
    public var templates: String { "/var/lib/dpkg/info/\(name).templates" }

    /// Whether the package's config script and templates are here, and debconf to run them.
    public var isAvailable: Bool {
        PrivateDebconf.isAvailable && access(config, X_OK) == 0 && access(templates, R_OK) == 0
    }

    /// What a test of it needs, as ``Prerequisite/require(_:_:sourceLocation:)`` names it.
    public var requirement: String {
        "\(name)'s config and templates (\(config)), with " + PrivateDebconf.requirement
    }

    /// A private database with the package's templates loaded.
    public func database() -> PrivateDebconf {
        PrivateDebconf(templates: [(templates, name)])
    }
}

extension PrivateDebconf {
    /// What quitting at a tmux pane (Esc) must leave: wizard's 130 and its message shown,
    /// no warning of debconf's (it did not go on without an answer), this database as it was
    /// (`before`, its bytes before the run), and no process of the run.
    public func expectQuitQuietly(
        at pane: TmuxPane, databaseBefore before: [UInt8]?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(pane.shownStatus() == 130, sourceLocation: sourceLocation)
        let shown = pane.history.joined(separator: "\n")
        #expect(
            shown.contains("wizard: quit; nothing was saved."), "\(shown)",
            sourceLocation: sourceLocation)
        #expect(
            !shown.contains("Use of uninitialized value"), "\(shown)",
            sourceLocation: sourceLocation)
        #expect(Files.read(configFile) == before, sourceLocation: sourceLocation)
        #expect(processesLeft.isEmpty, "\(processesLeft)", sourceLocation: sourceLocation)
    }
}
