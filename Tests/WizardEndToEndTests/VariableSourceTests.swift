import Glibc
import TestSupport
import Testing

/// docs/flow-format.md, Variables: each source (`env`, `file`, `command`) and `--var`, with
/// and without a default, seen through a piped run of a flow whose one question's default
/// is `${v}` (an empty line takes it, and the card shows it); commands that hang, flood,
/// fail or are not found; a background process holding the pipe; lists feeding a picker.
@Suite("Flow variables, piped", .timeLimit(.minutes(5)))
struct VariableSourceTests {
    let home = TemporaryDirectory()
    let flows = TemporaryDirectory()

    /// A flow whose variable `v` is `variable` (its JSON) and whose one question, "value",
    /// has the title `Value of ${v}` and the default `${v}`; written mode 0644, so that its
    /// commands may run.
    func flow(_ variable: String, name: String = "flow.json") -> String {
        let path = flows.file(name)
        Files.write(
            """
            {"id": "vars-test", "vars": {"v": \(variable)},
             "steps": [{"key": "value", "kind": "text", "title": "Value of ${v}",
                        "default": "${v}"}]}
            """, to: path)
        chmod(path, 0o644)
        return path
    }

    /// `wizard setup --flow path` with one empty line piped: the default, `${v}`, answers
    /// (the store is removed first, so that no stored answer stands for it).
    func run(
        _ path: String, _ extra: [String] = [], environment: [String: String] = [:]
    ) -> ProcessResult {
        unlink(store)
        return WizardBinary.run(
            ["setup", "--flow", path] + extra, input: "\n", home: home.path,
            environment: environment)
    }

    /// The flows' store.
    var store: String { home.file(".config/wizard/vars-test.json") }

    /// The store's answer to "value", `nil` when nothing was saved.
    var storedValue: String? {
        Files.text(store).flatMap { text in
            text.split(separator: "\n").first { $0.contains("\"value\"") }.map(String.init)
        }
    }

    /// The message a variable without a value stops the run with.
    func noValue(_ reason: String) -> String {
        "wizard: the variable \"v\" has no value: \(reason). Give it a \"default\" in the flow,"
            + " or a value for this run with --var v=VALUE; nothing was saved.\n"
    }

    @Test("a single value with a line break inside is refused, never stored as U+FFFD")
    func lineBreakRefused() {
        let path = flow(#"{"env": "WIZARD_TEST_VALUE"}"#)
        for value in ["two\nlines", "two\r\nlines\n", "cr\rinside"] {
            let result = run(path, environment: ["WIZARD_TEST_VALUE": value])
            #expect(result.status == 69, "\(value.debugDescription)")
            #expect(
                result.error
                    == noValue(
                        "the environment variable WIZARD_TEST_VALUE gave more than one line,"
                            + " and a variable without \"lines\": true holds one line"))
            #expect(storedValue == nil)
        }
        let given = run(path, ["--var", "v=a\nb"])
        #expect(given.status == 69)
        #expect(given.error.contains("--var v=… gave more than one line"), "\(given.error)")
        // One final line break is the value's end, as before.
        let ended = run(path, environment: ["WIZARD_TEST_VALUE": "one\r\n"])
        #expect(ended.status == 0, "\(ended.error)")
        #expect(storedValue == #"  "value" : "one""#)
    }

    // MARK: env

    @Test("env: the variable's value; unset, its default; unset without one, 69")
    func environment() {
        let path = flow(#"{"env": "WIZARD_TEST_VALUE"}"#)
        let set = run(path, environment: ["WIZARD_TEST_VALUE": "from env\n"])
        #expect(set.status == 0, "\(set.error)")
        #expect(set.output == "from env\n")
        #expect(storedValue == #"  "value" : "from env""#)

        let unset = run(path)
        #expect(unset.status == 69)
        #expect(unset.error == noValue("the environment variable WIZARD_TEST_VALUE is not set"))
        let empty = run(path, environment: ["WIZARD_TEST_VALUE": ""])
        #expect(empty.status == 69)
        #expect(empty.error == noValue("the environment variable WIZARD_TEST_VALUE is empty"))

        let defaulted = flow(#"{"env": "WIZARD_TEST_VALUE", "default": "fallback"}"#)
        let fallback = run(defaulted)
        #expect(fallback.status == 0, "\(fallback.error)")
        #expect(fallback.output == "fallback\n")
        #expect(run(defaulted, environment: ["WIZARD_TEST_VALUE": "set"]).output == "set\n")
    }

    @Test("a value that is not UTF-8 is refused, naming its source")
    func notText() {
        let path = flow(#"{"command": ["printf", "\\377"]}"#)
        let result = run(path)
        #expect(result.status == 69)
        #expect(
            result.error
                == noValue(#"the command printf '\377' printed bytes that are not UTF-8 text"#))
        let file = flows.file("latin1.txt")
        Files.write([0x63, 0x61, 0x66, 0xE9], to: file)
        let fromFile = run(flow(#"{"file": "latin1.txt", "default": "ok"}"#))
        #expect(fromFile.status == 0, "\(fromFile.error)")
        #expect(fromFile.output == "ok\n")
    }

    // MARK: file

    @Test("file: read whole from the flow file's directory; missing, its default or 69")
    func file() {
        Files.write("Europe/Seoul\n", to: flows.file("zone.txt"))
        let relative = run(flow(#"{"file": "zone.txt"}"#))
        #expect(relative.status == 0, "\(relative.error)")
        #expect(relative.output == "Europe/Seoul\n")
        #expect(storedValue == #"  "value" : "Europe/Seoul""#)
        let absolute = run(flow(#"{"file": "\#(flows.file("zone.txt"))"}"#))
        #expect(absolute.output == "Europe/Seoul\n")

        let missing = run(flow(#"{"file": "absent.txt"}"#))
        #expect(missing.status == 69)
        #expect(
            missing.error
                == noValue(
                    "cannot read the file \(flows.file("absent.txt")): No such file or directory"))
        let defaulted = run(flow(#"{"file": "absent.txt", "default": "Etc/UTC"}"#))
        #expect(defaulted.status == 0, "\(defaulted.error)")
        #expect(defaulted.output == "Etc/UTC\n")
    }

    @Test("file: a FIFO is refused at once, never waited on; a file over 1 MiB is refused")
    func fileLimits() {
        let fifo = flows.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let refused = run(flow(#"{"file": "fifo"}"#))
        #expect(refused.status == 69)
        #expect(refused.error == noValue("the file \(fifo) is not a regular file"))
        let defaulted = run(flow(#"{"file": "fifo", "default": "d"}"#))
        #expect(defaulted.output == "d\n")

        let large = flows.file("large.txt")
        Files.write([UInt8](repeating: 0x61, count: (1 << 20) + 1), to: large)
        let tooLarge = run(flow(#"{"file": "large.txt"}"#))
        #expect(tooLarge.status == 69)
        #expect(tooLarge.error == noValue("the file \(large) is larger than 1048576 bytes"))
        Files.write([UInt8](repeating: 0x61, count: 1 << 20), to: large)
        // At the limit it is read: its 1 MiB value is then longer than the question allows.
        let atLimit = run(flow(#"{"file": "large.txt"}"#))
        #expect(!atLimit.error.contains("has no value"), "\(atLimit.error)")
    }

    @Test("a flow through a pipe reads relative files from the working directory")
    func pipedFlow() {
        let work = TemporaryDirectory()
        Files.write("from the working directory\n", to: work.file("value.txt"))
        Files.write("from the flow's directory\n", to: flows.file("value.txt"))
        let path = flow(#"{"file": "value.txt"}"#)
        let environment = WizardBinary.environment(home: home.path)
        unlink(store)
        let piped = runProcess(
            [
                "/bin/bash", "-c", "cd \"$1\" && exec \"$2\" setup --flow <(cat \"$0\")", path,
                work.path, WizardBinary.path,
            ], input: Array("\n".utf8), environment: environment)
        #expect(piped.status == 0, "\(piped.error)")
        #expect(piped.output == "from the working directory\n")
        unlink(store)
        let named = runProcess(
            [
                "/bin/bash", "-c", "cd \"$1\" && exec \"$2\" setup --flow \"$0\"", path,
                work.path, WizardBinary.path,
            ], input: Array("\n".utf8), environment: environment)
        #expect(named.output == "from the flow's directory\n", "\(named.error)")
    }

    // MARK: command

    @Test("command: its output less the final line break; failing, its default")
    func command() {
        let result = run(flow(#"{"command": ["printf", "%s\\n", "mail.example.org"]}"#))
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "mail.example.org\n")
        #expect(storedValue == #"  "value" : "mail.example.org""#)

        for command in [#"["false"]"#, #"["true"]"#, #"["no-such-program-wizard-test"]"#] {
            let defaulted = run(flow(#"{"command": \#(command), "default": "localhost"}"#))
            #expect(defaulted.status == 0, "\(command): \(defaulted.error)")
            #expect(defaulted.output == "localhost\n", "\(command)")
        }
    }

    @Test("a command that exits non-zero: 69, its status and the first line it complained")
    func exitStatus() {
        let result = run(
            flow(#"{"command": ["sh", "-c", "echo; echo 'no route' >&2; echo more >&2; exit 3"]}"#))
        #expect(result.status == 69)
        #expect(
            result.error
                == noValue(
                    "the command sh -c 'echo; echo '\\''no route'\\'' >&2; echo more >&2; exit 3'"
                        + " exited with status 3 and said: no route"))
        #expect(storedValue == nil)
        let signalled = run(flow(#"{"command": ["sh", "-c", "kill -TERM $$"]}"#))
        #expect(signalled.status == 69)
        #expect(
            signalled.error == noValue("the command sh -c 'kill -TERM $$' was ended by signal 15"))
    }

    @Test("a program that is not found: 69, naming it")
    func notFound() {
        let result = run(flow(#"{"command": ["no-such-program-wizard-test", "--x"]}"#))
        #expect(result.status == 69)
        #expect(
            result.error
                == noValue(
                    "the command no-such-program-wizard-test --x cannot start: there is no program"
                        + " no-such-program-wizard-test (a name without / is looked up in PATH)"))
        let printed = run(flow(#"{"command": ["true"]}"#))
        #expect(printed.error == noValue("the command true printed nothing"))
    }

    @Test("a command that hangs is killed at 5 seconds and reaped: 69, nothing saved")
    func hangs() throws {
        let pidFile = flows.file("pid")
        let path = flow(#"{"command": ["sh", "-c", "echo $$ > '\#(pidFile)'; exec sleep 1000"]}"#)
        let start = monotonicSeconds()
        let result = run(path)
        let elapsed = monotonicSeconds() - start
        #expect(result.status == 69)
        #expect(
            result.error
                == noValue(
                    "the command sh -c 'echo $$ > '\\''\(pidFile)'\\''; exec sleep 1000'"
                        + " was still running after 5 seconds and was stopped"))
        // No upper bound on the clock: a run that let the command go on would outlast the
        // child's deadline (the sleep is 1000 s) and end killed, not with 69.
        #expect(elapsed >= 4.9, "took \(elapsed) s")
        let pid = try #require(
            Files.text(pidFile).flatMap { Int32(String($0.prefix { $0 != "\n" })) })
        #expect(ProcessState.stops(pid), "the command's process \(pid) is still there")
        #expect(storedValue == nil)
    }

    @Test("a command that writes 10 MB is stopped past 1 MiB: 69")
    func floods() {
        let result = run(flow(#"{"command": ["head", "-c", "10000000", "/dev/zero"]}"#))
        #expect(result.status == 69)
        #expect(
            result.error
                == noValue(
                    "the command head -c 10000000 /dev/zero wrote more than 1048576 bytes and"
                        + " was stopped"))
        let defaulted = run(
            flow(#"{"command": ["head", "-c", "10000000", "/dev/zero"], "default": "d"}"#))
        #expect(defaulted.output == "d\n")
    }

    @Test("a background process holding the output open does not keep wizard: it is killed")
    func backgroundChild() throws {
        let pidFile = flows.file("background")
        let path = flow(
            #"{"command": ["sh", "-c", "sleep 1000 & echo $! > '\#(pidFile)'; echo x"]}"#)
        let result = run(path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "x\n")
        // No bound on the clock: a run that waited for the background sleep (1000 s) to close
        // the output would be stopped at the command's 5 s limit, exit 69, not 0.
        let pid = try #require(
            Files.text(pidFile).flatMap { Int32(String($0.prefix { $0 != "\n" })) })
        #expect(ProcessState.stops(pid), "the background process \(pid) is still running")
    }

    @Test("wizard ended by a signal while a command runs kills the command first")
    func signalled() throws {
        for signalNumber in [SIGTERM, SIGINT] {
            let fifo = flows.file("ready-\(signalNumber)")
            #expect(mkfifo(fifo, 0o600) == 0)
            // Opened first without waiting, so that the command's write finds a reader.
            let ready = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            defer { close(ready) }
            let path = flow(
                #"{"command": ["sh", "-c", "echo $$ > '\#(fifo)'; exec sleep 60"]}"#)
            let null = open("/dev/null", O_RDWR | O_CLOEXEC)
            let wizard = spawn(
                [WizardBinary.path, "setup", "--flow", path],
                environment: WizardBinary.environment(home: home.path),
                descriptors: [(null, 0), (null, 1), (null, 2)], closeAfterSpawn: false)
            close(null)
            var entry = pollfd(fd: ready, events: Int16(POLLIN), revents: 0)
            #expect(poll(&entry, 1, 30_000) == 1, "the command did not start")
            var bytes = [UInt8](repeating: 0, count: 32)
            let count = read(ready, &bytes, bytes.count)
            let text = String(decoding: bytes[..<max(count, 0)], as: UTF8.self)
            let command = try #require(Int32(String(text.prefix { $0 != "\n" })))
            kill(wizard, signalNumber)
            #expect(waitForExit(wizard) == 128 + signalNumber)
            #expect(ProcessState.stops(command), "the command \(command) outlived wizard")
        }
    }

    // MARK: --var

    @Test("--var wins over the source, which is not read; an undeclared name changes nothing")
    func option() {
        let marker = flows.file("ran")
        let path = flow(#"{"command": ["sh", "-c", "echo ran > '\#(marker)'; echo source"]}"#)
        let given = run(path, ["--var", "v=given"])
        #expect(given.status == 0, "\(given.error)")
        #expect(given.output == "given\n")
        #expect(Files.read(marker) == nil, "the command ran")
        let undeclared = run(path, ["--var=other=1", "--var", "v=a=b"])
        #expect(undeclared.status == 0, "\(undeclared.error)")
        #expect(undeclared.output == "a=b\n")
        let fromSource = run(path)
        #expect(fromSource.output == "source\n")
        #expect(Files.read(marker) != nil)

        let missing = flow(#"{"env": "WIZARD_TEST_UNSET"}"#)
        #expect(run(missing, ["--var", "v=x", "--var", "v=last"]).output == "last\n")
        let empty = run(missing, ["--var", "v="])
        #expect(empty.status == 69)
        #expect(empty.error == noValue("--var v= is empty"))
        let defaulted = flow(#"{"env": "WIZARD_TEST_UNSET", "default": "d"}"#)
        #expect(run(defaulted, ["--var", "v="]).output == "d\n")
        #expect(run(defaulted, ["--var", "v=given"]).output == "given\n")
    }

    @Test(
        "a malformed --var is a usage error, 64",
        arguments: ["novalue", "=x", "1x=y", "app=x", "a b=c", "é=x"])
    func malformedOption(value: String) {
        let result = run(flow(#"{"env": "HOME"}"#), ["--var", value])
        #expect(result.status == 64)
        #expect(
            result.error
                == "wizard: --var takes NAME=VALUE, where NAME is a variable's name (letters,"
                + " digits, _, - and ., beginning with a letter or _; not app), not '\(value)'\n"
                + "Try 'wizard setup --help' for more information.\n")
    }

    // MARK: texts and options

    @Test("a title shows the value: the message of input that ends names the step by it")
    func title() {
        let result = WizardBinary.run(
            ["setup", "--flow", flow(#"{"command": ["echo", "eth0"]}"#)], home: home.path)
        #expect(result.status == 66)
        #expect(
            result.error.hasPrefix("wizard: input ended before step 1/1 (Value of eth0) was"),
            "\(result.error)")
    }

    @Test("a list from a command gives a picker its options; --var gives one line by line")
    func listOptions() {
        let path = flows.file("interfaces.json")
        Files.write(
            #"""
            {"id": "vars-test",
             "vars": {"ifaces": {"command": ["printf", "eth0\tWired\nwlan0\tWireless\n\n"],
                                 "lines": true}},
             "steps": [{"key": "iface", "kind": "picker", "title": "Interface",
                        "options": {"from": "ifaces"}}]}
            """#, to: path)
        chmod(path, 0o644)
        let result = WizardBinary.run(
            ["setup", "--flow", path], input: "wlan0\n", home: home.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "iface: Wireless\n")
        #expect(
            Files.text(home.file(".config/wizard/vars-test.json"))?.contains(
                #""iface" : "wlan0""#) == true)
        let byNumber = WizardBinary.run(
            ["setup", "--flow", path], input: "1\n", home: home.path)
        #expect(byNumber.output == "iface: Wired\n")
        let refused = WizardBinary.run(
            ["setup", "--flow", path], input: "lo\n", home: home.path)
        #expect(refused.status == 65)

        let given = WizardBinary.run(
            ["setup", "--flow", path, "--var", "ifaces=lo\nenp1s0\tEthernet\n"], input: "2\n",
            home: home.path)
        #expect(given.status == 0, "\(given.error)")
        #expect(given.output == "iface: Ethernet\n")
    }

    // MARK: flow check and flow questions

    @Test("flow check and flow questions list every source, running none")
    func listed() {
        let marker = flows.file("ran")
        let path = flows.file("listed.json")
        Files.write(
            #"""
            {"id": "vars-test",
             "vars": {"host": {"command": ["sh", "-c", "echo ran > '\#(marker)'"]},
                      "zone": {"file": "/etc/timezone", "default": "UTC"},
                      "relay": {"env": "RELAYHOST"}},
             "steps": [{"key": "value", "kind": "text", "title": "${host} ${zone} ${relay}"}]}
            """#, to: path)
        chmod(path, 0o644)
        let listing = """
            When a run starts, the flow reads (each command runs without a shell; --var NAME=VALUE gives a value instead):
              host: the command sh -c 'echo ran > '\\''\(marker)'\\'''
              zone: the file /etc/timezone
              relay: the environment variable RELAYHOST

            """
        let check = WizardBinary.run(["flow", "check", path], home: home.path)
        #expect(check.status == 0, "\(check.output)")
        #expect(
            check.output == listing + "\(path): no problems (1 step, 1 question)\n",
            "\(check.output)")
        let questions = WizardBinary.run(["flow", "questions", path], home: home.path)
        #expect(questions.output.hasSuffix("\n" + listing), "\(questions.output)")
        let json = WizardBinary.run(["flow", "questions", "--json", path], home: home.path)
        #expect(json.output.contains(#""env" : "RELAYHOST""#), "\(json.output)")
        #expect(Files.read(marker) == nil, "a command ran")

        chmod(path, 0o664)
        let refused = WizardBinary.run(["flow", "check", path], home: home.path)
        #expect(
            refused.output.contains(
                "\nwizard would not run these commands from this file: its mode 0664 lets"
                    + " others write to it. Run chmod go-w \(path).\n"), "\(refused.output)")
        #expect(refused.status == 0)
    }
}
