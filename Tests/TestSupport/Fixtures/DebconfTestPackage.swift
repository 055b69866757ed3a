import Glibc

/// The tests' own small debconf package, `wizard-test`: templates of every type debconf has,
/// loaded into a ``PrivateDebconf``, and config scripts written as a package's are (`sh`,
/// sourcing debconf's `confmodule`), so each protocol command can be tried through debconf
/// itself.
///
/// | question | type | default |
/// |---|---|---|
/// | `name` | string, its extended description holding `${place}` | `nobody` |
/// | `password` | password | |
/// | `agree` | boolean | `true` |
/// | `colour` | select of red, green, blue | `green` |
/// | `fruits` | multiselect of apple, banana, cherry | `banana` |
/// | `shade` | select of `${shades}`, its description holding `${place}` | |
/// | `note` | note | |
/// | `title` | title | |
/// | `progress`, `progress-info` | text, a bar's title and its `${item}` | |
public final class DebconfTestPackage {
    /// Where the templates and scripts are written.
    public let directory = TemporaryDirectory()
    /// The database the templates are loaded into.
    public let database: PrivateDebconf

    /// The question `name` of the package: `wizard-test/name`.
    public static func question(_ name: String) -> String { "wizard-test/" + name }

    public static let templates = """
        Template: wizard-test/name
        Type: string
        Default: nobody
        Description: Your name:
         The name ${place} knows you by.

        Template: wizard-test/password
        Type: password
        Description: Your password:
         It is kept by debconf.

        Template: wizard-test/agree
        Type: boolean
        Default: true
        Description: Agree to the terms?

        Template: wizard-test/colour
        Type: select
        Choices: red, green, blue
        Default: green
        Description: Colour:

        Template: wizard-test/fruits
        Type: multiselect
        Choices: apple, banana, cherry
        Default: banana
        Description: Fruits:

        Template: wizard-test/shade
        Type: select
        Choices: ${shades}
        Description: Shade for ${place}:

        Template: wizard-test/note
        Type: note
        Description: Before you go on
         This note takes no answer.
         .
         Its second paragraph.

        Template: wizard-test/title
        Type: title
        Description: Wizard test setup

        Template: wizard-test/progress
        Type: text
        Description: Installing the test package

        Template: wizard-test/progress-info
        Type: text
        Description: Unpacking ${item}

        """

    public init() {
        let file = directory.file("wizard-test.templates")
        Files.write(Self.templates, to: file)
        database = PrivateDebconf(templates: [(file, "wizard-test")])
    }

    /// Writes a config script named `name` whose body, after `set -e` and sourcing debconf's
    /// `confmodule`, is `body`; returns its path.
    public func script(_ name: String, _ body: String) -> String {
        let path = directory.file(name)
        Files.write(
            "#!/bin/sh\nset -e\n. \(PrivateDebconf.confmodule)\n" + body + "\n", to: path)
        chmod(path, 0o755)
        return path
    }

    /// A script that asks `questions` (names of the package's questions), one batch of all
    /// of them after `before` (`db_subst` lines, say), then exits 0.
    public func batchScript(_ questions: [String], before: String = "") -> String {
        script(
            "batch.config",
            before + "\n"
                + questions.map { "db_input high \(Self.question($0)) || true" }
                .joined(separator: "\n") + "\ndb_go\n")
    }

    /// A script that declares `backup` (unless `backup` is `false`) and asks `questions` one
    /// batch each, as tzdata's config does: `db_go` returning 30 goes back to the batch
    /// before; back from the first ends it with status 10. It writes `TRACE`'s file a line
    /// per batch answered or gone back from (`forward 2`, `back 1`).
    public func loopScript(_ questions: [String], backup: Bool = true) -> String {
        let cases = questions.enumerated().map { index, name in
            "    \(index + 1)) db_input high \(Self.question(name)) || true ;;"
        }
        return script(
            "loop.config",
            """
            \(backup ? "db_capb backup" : "")
            db_title "Loop of \(questions.count)"
            STATE=1
            while [ "$STATE" -ge 1 ] && [ "$STATE" -le \(questions.count) ]; do
                case $STATE in
            \(cases.joined(separator: "\n"))
                esac
                if db_go; then
                    STATE=$((STATE + 1)); echo "forward $STATE" >> "\(traceFile)"
                else
                    STATE=$((STATE - 1)); echo "back $STATE" >> "\(traceFile)"
                fi
            done
            [ "$STATE" -eq 0 ] && exit 10
            exit 0
            """)
    }

    /// Where ``loopScript(_:backup:)`` traces its batches.
    public var traceFile: String { directory.file("trace") }

    /// The lines of ``traceFile`` so far.
    public var trace: [String] {
        (Files.text(traceFile) ?? "").split(separator: "\n").map(String.init)
    }

    /// The value debconf stored for the package's question `name`.
    public func value(of name: String) -> String? { database.value(of: Self.question(name)) }
}
