import Glibc
import TestSupport
import Testing

/// The owner rule holds for the program a flow's command names, and for the files and
/// environment it reads (issue 32, items 2 and 3): root never runs a program found in a
/// directory another user controls, nobody runs one from an empty or relative `PATH`
/// element, and a flow that fails the rule reads no file or environment variable.
@Suite(
    "Flow programs and sources under the owner rule",
    .enabled(
        if: Prerequisite.runs(when: OtherUser.isAvailable),
        "switching users with setpriv needs root; CI runs as root"),
    .timeLimit(.minutes(5)))
struct ProgramOwnerTests {
    let base = TemporaryDirectory()
    let other = TestUser(uid: 41_236, gid: 41_236, name: nil)

    init() {
        chmod(base.path, 0o755)
    }

    /// A directory `name` owned by `owner`, holding a `hostname` that leaves a marker and
    /// prints `evil`.
    func plantedHostname(in name: String, owner: TestUser, mode: mode_t = 0o755) -> String {
        let directory = base.file(name)
        mkdir(directory, 0o755)
        let program = directory + "/hostname"
        Files.write("#!/bin/sh\ntouch '\(base.file("PWNED"))'\necho evil\n", to: program)
        chmod(program, 0o755)
        chown(program, owner.uid, owner.gid)
        chown(directory, owner.uid, owner.gid)
        chmod(directory, mode)
        return directory
    }

    /// A root-owned flow, readable by all, whose one default is the output of `program`.
    func flow(running program: String) -> String {
        let path = base.file("flow-\(program.utf8.count).json")
        Files.write(
            #"{"id": "p", "vars": {"h": {"command": ["\#(program)"]}}, "steps": [{"kind": "text", "key": "host", "title": "Host", "default": "${h}"}]}"#,
            to: path)
        chmod(path, 0o644)
        return path
    }

    var planted: Bool { Files.read(base.file("PWNED")) != nil }

    @Test("as root, another user's directory first in PATH: the program comes from root's path")
    func rootIgnoresPath() {
        let evil = plantedHostname(in: "evil", owner: other)
        for path in ["\(evil):/usr/bin:/bin", ":/usr/bin", "evil:/usr/bin"] {
            let result = runProcess(
                [
                    WizardBinary.path, "setup", "--flow", flow(running: "hostname"), "--store",
                    base.file("root.json"), "--defaults", "--json",
                ],
                environment: ["PATH=\(path)", "HOME=\(base.path)", "LANG=C.UTF-8"])
            #expect(result.status == 0, "\(path): \(result.error)")
            #expect(!result.output.contains("evil"), "\(path): \(result.output)")
        }
        #expect(!planted)
    }

    @Test("another user's program named by its path is refused with the reason, not run (69)")
    func absoluteProgramChecked() {
        let evil = plantedHostname(in: "evil", owner: other)
        let program = evil + "/hostname"
        let result = WizardBinary.run(
            [
                "setup", "--flow", flow(running: program), "--store", base.file("abs.json"),
                "--defaults",
            ], home: base.path)
        #expect(result.status == 69)
        #expect(
            result.error.contains(
                "cannot start: wizard does not run \(program), since it belongs to uid \(other.uid)"
            ),
            "\(result.error)")
        #expect(!planted)
        #expect(Files.read(base.file("abs.json")) == nil)
    }

    @Test("an ordinary user: empty, relative and others' PATH elements are never searched")
    func userPath() {
        // In the user's working directory, where an empty or relative element would look.
        let work = plantedHostname(in: "work", owner: other)
        let writable = plantedHostname(in: "shared", owner: other, mode: 0o777)
        let store = base.file("user-store")
        mkdir(store, 0o755)
        chown(store, other.uid, other.gid)
        for path in [":/usr/bin:/bin", ".:/usr/bin:/bin", "../work:/usr/bin:/bin"] {
            let command = OtherUser.command(
                [
                    WizardBinary.path, "setup", "--flow", flow(running: "hostname"), "--store",
                    store + "/s.json", "--defaults", "--json",
                ],
                uid: other.uid, gid: other.gid)
            let result = runProcess(
                ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", work] + command,
                environment: ["PATH=\(path)", "HOME=\(store)", "LANG=C.UTF-8"])
            #expect(result.status == 0, "\(path): \(result.error)")
            #expect(!result.output.contains("evil"), "\(path): \(result.output)")
        }
        // A directory everyone may write to is refused, with why.
        let command = OtherUser.command(
            [
                WizardBinary.path, "setup", "--flow", flow(running: "hostname"), "--store",
                store + "/s.json", "--defaults",
            ],
            uid: other.uid, gid: other.gid)
        let result = runProcess(
            command, environment: ["PATH=\(writable):/usr/bin", "HOME=\(store)", "LANG=C.UTF-8"])
        #expect(result.status == 69)
        #expect(
            result.error.contains("wizard does not run \(writable)/hostname"), "\(result.error)")
        #expect(!planted)
    }

    @Test("another user's flow run by root reads no file or environment: defaults, or 69")
    func untrustedFlowReadsNothing() {
        let secret = base.file("root-only")
        Files.write("TOKEN-4411\n", to: secret)
        chmod(secret, 0o600)
        let directory = base.file("theirs")
        mkdir(directory, 0o755)
        chown(directory, other.uid, other.gid)
        let flow = directory + "/flow.json"
        Files.write(
            #"{"id": "t", "vars": {"t": {"file": "\#(secret)", "default": "none"}}, "steps": [{"kind": "text", "key": "tok", "title": "T", "default": "${t}"}]}"#,
            to: flow)
        chown(flow, other.uid, other.gid)
        let store = base.file("their-store.json")
        let result = WizardBinary.run(
            ["setup", "--flow", flow, "--store", store, "--defaults"], home: base.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            Files.text(store)?.contains("\"tok\" : \"none\"") == true, "\(Files.text(store) ?? "")")
        #expect(Files.text(store)?.contains("TOKEN") == false)
        // `--var` still gives the value.
        let given = WizardBinary.run(
            ["setup", "--flow", flow, "--store", store + ".2", "--defaults", "--var", "t=mine"],
            home: base.path)
        #expect(given.status == 0)
        #expect(Files.text(store + ".2")?.contains("\"tok\" : \"mine\"") == true)
        // An environment variable without a default: no value, said why, nothing saved.
        Files.write(
            #"{"id": "t", "vars": {"e": {"env": "SECRET_ENV"}}, "steps": [{"kind": "text", "key": "tok", "title": "T", "default": "${e}"}]}"#,
            to: flow)
        let env = WizardBinary.run(
            ["setup", "--flow", flow, "--store", base.file("env.json"), "--defaults"],
            home: base.path, environment: ["SECRET_ENV": "ROOTENV-99"])
        #expect(env.status == 69)
        #expect(
            env.error.contains("the environment variable SECRET_ENV was not read"), "\(env.error)")
        #expect(!env.error.contains("ROOTENV"))
        #expect(Files.read(base.file("env.json")) == nil)
        // flow check says so.
        let check = WizardBinary.run(["flow", "check", flow], home: base.path)
        #expect(
            check.output.contains("wizard would not read these files and environment variables"),
            "\(check.output)")
    }
}
