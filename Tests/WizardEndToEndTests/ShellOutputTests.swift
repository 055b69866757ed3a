import Glibc
import TestSupport
import Testing

/// `--shell` and `--get`: the answers handed back to a shell script, through `eval` in the
/// shells scripts run in.
@Suite("Shell output", .timeLimit(.minutes(5)))
struct ShellOutputTests {
    let home = TemporaryDirectory()
    var store: String { home.file("shelltest.json") }
    var flow: String { home.file("flow.json") }

    /// A text whose every awkward byte a shell could misread.
    static let hostileName = #"O'Brien "q" $(touch pwned) `id` $HOME \ 한글 😀"#

    init() {
        Files.write(
            #"""
            {
              "format": 1,
              "id": "shelltest",
              "steps": [
                { "kind": "text", "key": "user-name", "title": "Name?" },
                { "kind": "slider", "key": "age", "title": "Age?", "min": 1, "max": 99, "default": 30 },
                { "kind": "confirm", "key": "ok", "title": "OK?" },
                { "kind": "multiselect", "key": "tags", "title": "Tags?",
                  "options": [
                    { "value": "a'b", "label": "A" }, { "value": "$(x)", "label": "B" },
                    { "value": "c", "label": "C" } ] },
                { "kind": "secret", "key": "token", "title": "Token?", "keep": "none" }
              ]
            }
            """#, to: flow)
        Files.write(
            #"{"user-name": "O'Brien \"q\" $(touch pwned) `id` $HOME \\ 한글 😀", "age": 42}"#,
            to: home.file("answers.json"))
    }

    func wizard(_ arguments: [String], input: String = "") -> ProcessResult {
        WizardBinary.run(
            arguments + ["--flow", flow, "--store", store], input: input, home: home.path)
    }

    func setUp(_ extra: [String] = []) -> ProcessResult {
        wizard(
            ["setup", "--answers", home.file("answers.json"), "--shell"] + extra,
            input: "no\n1,2\nt$'ok\n")
    }

    /// What `shell` holds in each of `names` once it has evaluated `assignments`, each value
    /// followed by a NUL byte.
    func evaluated(_ assignments: String, in shell: String, names: [String]) -> ProcessResult {
        let file = home.file("assignments.sh")
        Files.write(assignments, to: file)
        let printed = names.map { "\"$\($0)\"" }.joined(separator: " ")
        // In the test's directory, where a command substitution run by mistake leaves `pwned`.
        let script = #"cd "$2" && eval "$(cat "$1")" && printf '%s\0' "# + printed
        let options = shell.hasSuffix("zsh") ? ["-f", "-c"] : ["-c"]
        return runProcess(
            [shell] + options + [script, "sh", file, home.path],
            environment: ["PATH=/usr/bin:/bin", "HOME=\(home.path)"])
    }

    @Test("setup --shell comes back byte for byte through eval in sh, dash, bash and zsh")
    func roundTrip() throws {
        let result = setUp()
        #expect(result.status == 0, "\(result.error)")
        let names = ["SIGNED_IN", "USER_NAME", "AGE", "OK", "TAGS", "TOKEN"].map {
            "SHELLTEST_" + $0
        }
        let values = ["true", Self.hostileName, "42", "false", "a'b\n$(x)", "t$'ok"]
        let expected: [UInt8] = values.flatMap { Array($0.utf8) + [0] }
        for shell in ["/bin/sh", "/usr/bin/dash", "/usr/bin/bash", "/usr/bin/zsh"] {
            guard Prerequisite.require(access(shell, X_OK) == 0, shell) else { continue }
            let shellResult = evaluated(result.output, in: shell, names: names)
            #expect(shellResult.status == 0, "\(shell): \(shellResult.error)")
            #expect(shellResult.standardOutput == expected, "\(shell): \(shellResult.output)")
        }
        #expect(Files.read(home.file("pwned")) == nil)
    }

    @Test("profile --shell prints the store's answers, not a secret it never keeps; --prefix")
    func profileShell() {
        #expect(setUp().status == 0)
        let result = wizard(["profile", "--shell", "--prefix", "app_"])
        #expect(result.status == 0)
        #expect(
            result.output == """
                app_SIGNED_IN='true'
                app_USER_NAME='O'\\''Brien "q" $(touch pwned) `id` $HOME \\ 한글 😀'
                app_AGE='42'
                app_OK='false'
                app_TAGS='a'\\''b
                $(x)'

                """)
    }

    @Test("--get prints one value raw; exit 1 without it, 64 for a key the flow lacks")
    func get() {
        #expect(wizard(["profile", "--get", "age"]).status == 1)
        #expect(wizard(["profile", "--get", "age"]).output == "")
        #expect(setUp().status == 0)
        #expect(wizard(["profile", "--get", "user-name"]).output == Self.hostileName + "\n")
        #expect(wizard(["profile", "--get", "age"]).output == "42\n")
        #expect(wizard(["profile", "--get", "ok"]).output == "false\n")
        #expect(wizard(["profile", "--get", "tags"]).output == "a'b\n$(x)\n")
        #expect(wizard(["profile", "--get", "signed_in"]).output == "true\n")
        let unknown = wizard(["profile", "--get", "nope"])
        #expect(unknown.status == 64)
        #expect(unknown.error.hasPrefix("wizard: this flow has no question \"nope\""))
        let unkept = wizard(["profile", "--get", "token"])
        #expect(unkept.status == 64)
        #expect(unkept.error.hasPrefix("wizard: the store never keeps the answer to \"token\""))
    }

    @Test("two keys of one shell name exit 64 before any question is asked")
    func collision() {
        Files.write(
            #"""
            {"format": 1, "id": "shelltest", "steps": [
              { "kind": "text", "key": "user-name", "title": "Name?" },
              { "kind": "text", "key": "user_name", "title": "Name again?" } ]}
            """#, to: flow)
        for command in [["setup"], ["profile"]] {
            let result = wizard(command + ["--shell"])
            #expect(result.status == 64, "\(command)")
            #expect(
                result.error.hasPrefix(
                    "wizard: the keys \"user-name\" and \"user_name\" both become the shell name SHELLTEST_USER_NAME"
                ), "\(result.error)")
        }
        #expect(Files.read(store) == nil)
    }

    @Test("--prefix needs --shell and a name's start; --shell goes with no other output")
    func usage() {
        #expect(wizard(["profile", "--prefix", "A"]).status == 64)
        #expect(wizard(["profile", "--shell", "--prefix", "1A"]).status == 64)
        #expect(wizard(["profile", "--shell", "--json"]).status == 64)
        #expect(wizard(["profile", "--get", "age", "--logout"]).status == 64)
    }
}
