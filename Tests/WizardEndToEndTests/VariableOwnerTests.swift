import Glibc
import TestSupport
import Testing

/// docs/flow-format.md, Commands and their owner: a flow's commands run only from a file
/// that belongs to the user or root, that neither its group nor others may write to, in
/// directories alike (a sticky one excepted); as root and as an ordinary user
/// (``OtherUser``). Refused, nothing runs and wizard exits 77 saying why and what to do.
@Suite(
    "Flow commands and their owner",
    .enabled(
        if: Prerequisite.runs(when: OtherUser.isAvailable),
        "switching users with setpriv needs root; CI runs as root"),
    .timeLimit(.minutes(5)))
struct VariableOwnerTests {
    let fixture = UserFixture()
    let rootHome = TemporaryDirectory()

    /// The flow text: `v` from a command that leaves `marker` and prints `ran`, shown as the
    /// default of its one question.
    func flowText(marker: String) -> String {
        """
        {"id": "owner-test",
         "vars": {"v": {"command": ["sh", "-c", "touch '\(marker)' 2>/dev/null; echo ran"]}},
         "steps": [{"key": "value", "kind": "text", "title": "Value", "default": "${v}"}]}
        """
    }

    /// A flow file at `path` with this owner and mode.
    @discardableResult
    func writeFlow(at path: String, owner: TestUser, mode: mode_t, marker: String) -> String {
        Files.write(flowText(marker: marker), to: path)
        chown(path, owner.uid, owner.gid)
        chmod(path, mode)
        return path
    }

    /// What wizard says when the owner rule refuses `path`.
    func refusal(_ path: String, _ reason: String) -> String {
        "wizard: the flow file \(path) runs commands (for \"v\"), and wizard runs a flow's"
            + " commands only when the file and the directories above it belong to you or to"
            + " root and nobody else can write to them: \(reason), or give those variables with"
            + " --var NAME=VALUE; nothing was run or saved.\n"
    }

    @Test("as root: root's own flow runs; one others may write, or another user's, does not")
    func asRoot() {
        let users = UserFixture.users()
        let other = users[0]
        let directory = fixture.makeDirectory("root-flows", uid: 0, gid: 0, mode: 0o755)
        let marker = fixture.base.file("root-marker")
        func run(_ path: String, _ extra: [String] = []) -> ProcessResult {
            unlink(rootHome.file(".config/wizard/owner-test.json"))
            return WizardBinary.run(
                ["setup", "--flow", path] + extra, input: "\n", home: rootHome.path)
        }
        let own = writeFlow(at: directory + "/own.json", owner: .root, mode: 0o644, marker: marker)
        let accepted = run(own)
        #expect(accepted.status == 0, "\(accepted.error)")
        #expect(accepted.output == "ran\n")
        #expect(Files.read(marker) != nil)
        unlink(marker)

        for mode: mode_t in [0o664, 0o646, 0o666] {
            let path = writeFlow(
                at: directory + "/writable.json", owner: .root, mode: mode, marker: marker)
            let result = run(path)
            let octal = "0" + String(mode, radix: 8)
            #expect(result.status == 77, "mode \(octal): \(result.error)")
            #expect(
                result.error
                    == refusal(
                        path, "its mode \(octal) lets others write to it. Run chmod go-w \(path)"))
            #expect(Files.read(marker) == nil, "mode \(octal): the command ran")
        }
        let theirs = writeFlow(
            at: directory + "/theirs.json", owner: other, mode: 0o644, marker: marker)
        let foreign = run(theirs)
        #expect(foreign.status == 77)
        #expect(
            foreign.error
                == refusal(theirs, "it belongs to \(other). Copy it to a file of your own"))
        #expect(Files.read(marker) == nil, "another user's flow ran its command")

        // --var replaces the command: nothing runs, so nothing needs trusting.
        let given = run(theirs, ["--var", "v=given"])
        #expect(given.status == 0, "\(given.error)")
        #expect(given.output == "given\n")
    }

    @Test("as root: every directory above the file counts; a sticky one may be everyone's")
    func directories() {
        let other = UserFixture.users()[1]
        let marker = fixture.base.file("directory-marker")
        func run(_ path: String) -> ProcessResult {
            unlink(rootHome.file(".config/wizard/owner-test.json"))
            return WizardBinary.run(["setup", "--flow", path], input: "\n", home: rootHome.path)
        }
        let theirs = fixture.makeDirectory("their-dir", uid: other.uid, gid: other.gid, mode: 0o755)
        let inTheirs = writeFlow(
            at: theirs + "/flow.json", owner: .root, mode: 0o644, marker: marker)
        let result = run(inTheirs)
        #expect(result.status == 77)
        #expect(
            result.error
                == refusal(
                    inTheirs,
                    "the directory \(theirs) belongs to \(other). Move it to a directory of"
                        + " your own"))

        let open = fixture.makeDirectory("open-dir", uid: 0, gid: 0, mode: 0o775)
        let nested = fixture.makeDirectory("open-dir/nested", uid: 0, gid: 0, mode: 0o755)
        let below = writeFlow(at: nested + "/flow.json", owner: .root, mode: 0o644, marker: marker)
        let openResult = run(below)
        #expect(openResult.status == 77)
        #expect(
            openResult.error
                == refusal(
                    below,
                    "the directory \(open) has mode 0775, which lets others write to it. Run"
                        + " chmod go-w \(open)"))

        // Through a link in a trusted directory, the target's directories count.
        let link = fixture.makeDirectory("link-dir", uid: 0, gid: 0, mode: 0o755) + "/flow.json"
        symlink(below, link)
        #expect(run(link).status == 77)

        let sticky = fixture.makeDirectory("sticky-dir", uid: 0, gid: 0, mode: 0o1777)
        let inSticky = writeFlow(
            at: sticky + "/flow.json", owner: .root, mode: 0o644, marker: marker)
        let stickyResult = run(inSticky)
        #expect(stickyResult.status == 0, "\(stickyResult.error)")
        #expect(stickyResult.output == "ran\n")
    }

    @Test("as root: another user's flow reads no file; its variable takes its default")
    func dataIsRead() {
        let other = UserFixture.users()[2]
        let directory = fixture.makeDirectory("data-dir", uid: 0, gid: 0, mode: 0o755)
        let value = directory + "/value.txt"
        Files.write("from the file\n", to: value)
        let path = directory + "/flow.json"
        Files.write(
            """
            {"id": "owner-test", "vars": {"v": {"file": "value.txt", "default": "not read"}},
             "steps": [{"key": "value", "kind": "text", "title": "Value", "default": "${v}"}]}
            """, to: path)
        chown(path, other.uid, other.gid)
        chmod(path, 0o666)
        let result = WizardBinary.run(
            ["setup", "--flow", path], input: "\n", home: rootHome.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "not read\n")
    }

    @Test("as a user: their own flow and root's run; another user's, or a writable one, not")
    func asUser() {
        let users = UserFixture.users()
        let (user, other) = (users[0], users[1])
        let home = fixture.makeHome(for: user)
        let marker = fixture.base.file("user-marker")
        func run(_ path: String) -> ProcessResult {
            unlink(home + "/.config/wizard/owner-test.json")
            return fixture.run(["setup", "--flow", path], as: user, input: "\n", home: home)
        }
        let userDirectory = fixture.makeDirectory(
            "user-flows", uid: user.uid, gid: user.gid, mode: 0o755)
        let own = writeFlow(
            at: userDirectory + "/own.json", owner: user, mode: 0o644, marker: marker)
        let ownResult = run(own)
        #expect(ownResult.status == 0, "\(ownResult.error)")
        #expect(ownResult.output == "ran\n")

        let rootDirectory = fixture.makeDirectory("root-shared", uid: 0, gid: 0, mode: 0o755)
        let rootFlow = writeFlow(
            at: rootDirectory + "/root.json", owner: .root, mode: 0o644, marker: marker)
        let rootResult = run(rootFlow)
        #expect(rootResult.status == 0, "\(rootResult.error)")
        #expect(rootResult.output == "ran\n")

        let theirs = writeFlow(
            at: rootDirectory + "/theirs.json", owner: other, mode: 0o644, marker: marker)
        let foreign = run(theirs)
        #expect(foreign.status == 77)
        #expect(
            foreign.error
                == refusal(theirs, "it belongs to \(other). Copy it to a file of your own"))

        let writable = writeFlow(
            at: userDirectory + "/writable.json", owner: user, mode: 0o620, marker: marker)
        let writableResult = run(writable)
        #expect(writableResult.status == 77)
        #expect(
            writableResult.error
                == refusal(
                    writable,
                    "its mode 0620 lets others write to it. Run chmod go-w \(writable)"))

        // A pipe comes from the user's own process: theirs, so the commands run, whoever owns
        // the file the pipe reads.
        unlink(home + "/.config/wizard/owner-test.json")
        let piped = runProcess(
            OtherUser.command(
                [
                    "/bin/bash", "-c", "exec \"$1\" setup --flow <(cat \"$2\")", "bash",
                    WizardBinary.path, theirs,
                ],
                uid: user.uid, gid: user.gid),
            input: Array("\n".utf8), environment: WizardBinary.environment(home: home))
        #expect(piped.status == 0, "\(piped.error)")
        #expect(piped.output == "ran\n")
    }
}
