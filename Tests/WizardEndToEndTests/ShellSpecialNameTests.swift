import Glibc
import TestSupport
import Testing
import WizardCore
import WizardText

/// `--shell` can set no variable a shell reads for itself: its names carry the flow's id
/// unless `--prefix` says otherwise, and a name special to a shell is never printed, so
/// `eval` of its output runs no code (issue 32, item 1).
@Suite("Shell special names", .timeLimit(.minutes(5)))
struct ShellSpecialNameTests {
    let home = TemporaryDirectory()
    var store: String { home.file("store.json") }
    var flow: String { home.file("flow.json") }

    /// The shells a script may `eval` wizard's output in, as installed here.
    static let shells = [
        "/bin/sh", "/usr/bin/dash", "/usr/bin/bash", "/usr/bin/zsh", "/usr/bin/ksh",
    ]

    /// A flow whose keys are names shells read: `ps4` and `prompt_command` run code, the
    /// others change where commands are found and who the user is.
    static let hostileKeys = ["ps4", "prompt_command", "path", "home", "ifs", "ld_preload", "env"]

    init() {
        let steps = Self.hostileKeys.map {
            #"{"kind": "text", "key": "\#($0)", "title": "\#($0)?"}"#
        }
        Files.write(
            #"{"format": 1, "id": "app", "steps": [\#(steps.joined(separator: ", "))]}"#, to: flow)
    }

    func setUp(_ extra: [String]) -> ProcessResult {
        let answers = Self.hostileKeys.map { _ in "$(touch PWNED)\n" }.joined()
        return WizardBinary.run(
            ["setup", "--flow", flow, "--store", store, "--shell"] + extra, input: answers,
            home: home.path)
    }

    @Test("without --prefix the names carry the flow's id, and eval with set -x runs nothing")
    func defaultPrefix() throws {
        let result = setUp([])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("APP_SIGNED_IN='true'\nAPP_PS4='$(touch PWNED)'\n"))
        for shell in Self.shells {
            guard Prerequisite.require(access(shell, X_OK) == 0, shell) else { continue }
            let script = home.file("script.sh")
            Files.write(result.output, to: home.file("out.sh"))
            Files.write(
                #"cd "$1" && out=$(cat out.sh) && eval "$out" && set -x && : && printf '%s|%s' "$PATH" "$APP_PS4""#,
                to: script)
            let run = runProcess(
                [shell, script, home.path],
                environment: ["PATH=/usr/bin:/bin", "HOME=\(home.path)"])
            #expect(run.status == 0, "\(shell): \(run.error)")
            #expect(run.output == "/usr/bin:/bin|$(touch PWNED)", "\(shell): \(run.output)")
        }
        #expect(Files.read(home.file("PWNED")) == nil)
    }

    @Test("--prefix '' with a special name exits 64 before any question, naming key and name")
    func emptyPrefixRefused() {
        for prefix in [["--prefix", ""], ["--prefix="]] {
            let result = setUp(prefix)
            #expect(result.status == 64)
            #expect(
                result.error.hasPrefix(
                    "wizard: the key \"ps4\" becomes the shell name PS4, which shells or the programs they run read for themselves"
                ), "\(result.error)")
            #expect(result.error.contains("Try 'wizard setup --help'"))
            #expect(Files.read(store) == nil)
        }
        let profile = WizardBinary.run(
            ["profile", "--flow", flow, "--store", store, "--shell", "--prefix", ""],
            home: home.path)
        #expect(profile.status == 64)
        #expect(profile.error.contains("PS4"), "\(profile.error)")
    }

    /// `setup --shell --prefix prefix` of a flow whose one text question is keyed `key`,
    /// answered `answer`.
    func setUpOneQuestion(key: String, prefix: String, answer: String) -> ProcessResult {
        Files.write(
            #"{"format": 1, "id": "x", "steps": [{"kind": "text", "key": "\#(key)", "title": "Q?"}]}"#,
            to: flow)
        return WizardBinary.run(
            ["setup", "--flow", flow, "--store", store, "--shell", "--prefix", prefix],
            input: answer + "\n", home: home.path)
    }

    @Test("a prefix that makes a special name is refused too (LD_ and PRELOAD)")
    func prefixMakingSpecialName() {
        let result = setUpOneQuestion(key: "preload", prefix: "LD_", answer: "/tmp/evil.so")
        #expect(result.status == 64)
        // `signed_in`, printed first, is refused first: LD_SIGNED_IN.
        #expect(result.error.contains("the shell name LD_"), "\(result.error)")
        #expect(Files.read(store) == nil)
    }

    @Test("--prefix '' prints the bare names when none is special")
    func emptyPrefixAllowed() {
        let result = setUpOneQuestion(key: "colour", prefix: "", answer: "red")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "SIGNED_IN='true'\nCOLOUR='red'\n")
    }

    @Test("flow check warns at each key that becomes a special name, and still passes")
    func flowCheckWarns() {
        let result = WizardBinary.run(["flow", "check", flow], home: home.path)
        #expect(result.status == 0, "\(result.error)")
        let warnings = result.output.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == Self.hostileKeys.count, "\(result.output)")
        #expect(
            result.output.contains(
                #"$.steps[0].key: warning: under the prefix "" this key becomes the shell name PS4"#
            ),
            "\(result.output)")
    }

    /// Every variable each installed shell has set when it starts with an empty environment,
    /// that `--shell` could print: names that end in a lower-case letter cannot come from a
    /// key, which `--shell` upper-cases.
    @Test("the special names hold every variable sh, dash, bash, zsh and ksh set at start")
    func listedAgainstRealShells() {
        let listings: [(shell: String, arguments: [String])] = [
            ("/usr/bin/bash", ["--norc", "--noprofile", "-c", "compgen -v"]),
            ("/usr/bin/dash", ["-c", "set"]),
            ("/bin/sh", ["-c", "set"]),
            ("/usr/bin/zsh", ["-f", "-c", "print -l ${(k)parameters}"]),
            ("/usr/bin/ksh", ["-c", "typeset +"]),
        ]
        for (shell, arguments) in listings {
            guard Prerequisite.require(access(shell, X_OK) == 0, shell) else { continue }
            let result = runProcess([shell] + arguments, environment: [])
            #expect(result.status == 0, "\(shell): \(result.error)")
            var names: [String] = []
            for line in result.output.split(separator: "\n") {
                let name = String(line.prefix { $0 != "=" })
                guard Self.mayBePrinted(name) else { continue }
                names.append(name)
            }
            #expect(names.count >= 5, "\(shell) listed \(result.output)")
            let missing = names.filter { !ShellName.isSpecial($0) }
            #expect(missing.isEmpty, "\(shell) sets \(missing), which ShellName does not refuse")
        }
    }

    /// Whether `--shell` could print `name`: a shell name whose last character is not a
    /// lower-case letter (a key's part is upper-cased; only a prefix has lower case).
    static func mayBePrinted(_ name: String) -> Bool {
        guard let first = name.utf8.first, let last = name.utf8.last else { return false }
        let isNameByte = { (byte: UInt8) in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || (0x30...0x39).contains(byte) || byte == 0x5F
        }
        return name.utf8.allSatisfy(isNameByte) && !(0x30...0x39).contains(first)
            && !(0x61...0x7A).contains(last)
    }
}
