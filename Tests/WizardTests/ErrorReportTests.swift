import Glibc
import Testing
import WizardCore
import WizardText

@testable import WizardIO
@testable import wizard

/// Every case of ``WizardError`` as the person reads it, and its exit status (docs/exit-status.md:
/// 64 usage, 65 refused or not text, 66 no input, 69 a variable without a value, 73/74 store,
/// 77 commands refused, 130 quit, 1 not signed in).
@Suite("Error report", .timeLimit(.minutes(5)))
struct ErrorReportTests {
    let english = Language(option: "en")!
    let korean = Language(option: "ko")!
    let flow = Flow.onboarding

    private func report(_ error: WizardError) -> ErrorReport {
        ErrorReport(error, language: english)
    }

    /// The error `step` gives for `line`.
    private func refusal(_ stepID: String, _ line: String) -> (Step, ValidationError)? {
        let step = flow.step(id: stepID)!
        do {
            _ = try step.answer(for: .line(line))
            Issue.record("\(stepID) accepted \(line.debugDescription)")
            return nil
        } catch {
            return (step, error)
        }
    }

    // MARK: Usage (64)

    @Test("a usage error: the reason, then where to find help; 64")
    func usage() {
        let report = report(.usage(UsageError(.unknownOption("--bogus"), command: "setup")))
        #expect(
            report.lines == [
                "wizard: unknown option '--bogus'",
                "Try 'wizard setup --help' for more information.",
            ])
        #expect(report.status == .usage)
        #expect(report.status.rawValue == 64)
        #expect(
            report.text
                == "wizard: unknown option '--bogus'\nTry 'wizard setup --help' for more information.\n"
        )
        #expect(
            ErrorReport(.usage(UsageError(.unknownCommand("frob"))), language: korean).lines == [
                "wizard: 알 수 없는 명령 'frob'", "자세한 내용은 'wizard --help'를 보세요.",
            ])
    }

    @Test(
        "every usage reason reads as its message, then where to find help; 64",
        arguments: [
            (UsageError.Reason.unknownOption("-x"), "unknown option '-x'"),
            (.missingValue(option: "--age"), "option '--age' needs a value"),
            (.unexpectedValue(option: "--plain"), "option '--plain' takes no value"),
            (.unknownCommand("frob"), "unknown command 'frob'"),
            (.unexpectedArgument("extra"), "unexpected argument 'extra'"),
            (
                .unknownLanguage("french"),
                "unknown language 'french'; use a language code such as --lang en, --lang ko"
                    + " or --lang pt_BR"
            ),
            (
                .optionNeedsCommand(option: "--json", command: "profile"),
                "option '--json' belongs to 'wizard profile'"
            ),
            (
                .conflictingOptions("--json", "--logout"),
                "options '--json' and '--logout' cannot be used together"
            ),
            (.unknownHelpTopic("frob"), "no help for 'frob'"),
            (
                .noHomeDirectory,
                "cannot find a home directory for the profile store; set HOME or use --store"
            ),
            (
                .missingFlowAction,
                """
                'wizard flow' needs one of: check FILE, show, questions [FILE], schema, \
                po extract FILE, po merge FILE PO…
                """
            ),
            (
                .unknownFlowAction("lint"),
                "unknown 'wizard flow' action 'lint'; use check, show, questions, schema or po"
            ),
            (.missingFlowFile, "'wizard flow check' needs the flow file to check"),
            (
                .flowOptionWithFlowCommand,
                "'wizard flow' takes the flow file as an argument, not as --flow"
            ),
            (
                .timeoutValue("1.5"),
                "--timeout takes whole seconds from 0 (no limit) to 86400, not '1.5'"
            ),
            (
                .defaultsVariable("yes"),
                "WIZARD_DEFAULTS is 'yes'; set it to 1 to take the defaults, or to 0 (or unset it)"
                    + " to be asked"
            ),
            (
                .jsonNeedsQuestions,
                "'wizard flow' takes --json with its questions action only:"
                    + " wizard flow questions --json [FILE]"
            ),
            (
                .malformedVariable("1x=y"),
                "--var takes NAME=VALUE, where NAME is a variable's name (letters, digits, _, -"
                    + " and ., beginning with a letter or _; not app), not '1x=y'"
            ),
        ])
    func usageMessages(reason: UsageError.Reason, message: String) {
        let report = report(.usage(UsageError(reason)))
        #expect(
            report.lines == ["wizard: " + message, "Try 'wizard --help' for more information."])
        #expect(report.status == .usage)
    }

    @Test("an answer option for a step the flow lacks names the step and the command's help; 64")
    func noStepForOption() {
        let report = report(
            .usage(UsageError(.noStepForOption(option: "--age", key: "age"), command: "setup")))
        #expect(
            report.lines.first?.hasPrefix(
                "wizard: option '--age' answers the step \"age\", which this flow does not have;")
                == true)
        #expect(report.lines.last == "Try 'wizard setup --help' for more information.")
        #expect(report.status == .usage)
    }

    // MARK: Files (66, 65)

    @Test("a flow or answers file that cannot be read: 66; too large: 65; not a file: 66")
    func files() {
        let missing = report(
            .file(
                FileError(
                    kind: .flow, path: "/x/f.json",
                    reason: .unreadable(SystemError("open", code: ENOENT)))))
        #expect(
            missing.lines == [
                "wizard: cannot read the flow file /x/f.json: No such file or directory."
            ])
        #expect(missing.status == .noInput)
        #expect(missing.status.rawValue == 66)
        let large = report(
            .file(FileError(kind: .answers, path: "a.json", reason: .tooLarge(limit: 65536))))
        #expect(
            large.lines == [
                "wizard: the answers file a.json is larger than 65536 bytes; it was not read."
            ])
        #expect(large.status == .dataError)
        #expect(large.status.rawValue == 65)
        let fifo = report(.file(FileError(kind: .flow, path: "p", reason: .notRegularFile)))
        #expect(fifo.lines == ["wizard: the flow file p is not a regular file."])
        #expect(fifo.status == .noInput)
    }

    @Test("a path with control characters is shown terminal-safe")
    func terminalSafePath() {
        let report = report(
            .file(FileError(kind: .flow, path: "a\u{1B}[2Jb", reason: .notRegularFile)))
        #expect(report.lines.count == 1)
        #expect(!report.lines[0].unicodeScalars.contains("\u{1B}"))
    }

    @Test("a flow file with blocking problems: each problem, then the summary; 65")
    func flowUnusable() {
        let reading = FlowReader.read(Array("{}".utf8))
        #expect(reading.flow == nil)
        let problems = reading.problems
        let report = report(.flowUnusable(FlowUnusable(path: "f.json", problems: problems)))
        #expect(report.lines.count == problems.count + 1)
        #expect(report.lines.dropLast().allSatisfy { $0.hasPrefix("wizard: f.json:") })
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        #expect(
            report.lines.last
                == "wizard: the flow file f.json cannot be used (\(count))."
                + " The format is in wizard-flow(5) (`man 5 wizard-flow`); `wizard flow show` is a"
                + " starting point.")
        #expect(report.status == .dataError)
    }

    @Test(
        "an answers file that does not fit the flow: where and why; 65",
        arguments: [
            ("[1]", "answers file a.json:1:1: expected one JSON object of answers by store key"),
            (
                "{\"nick\": \"Al\"}",
                "answers file a.json:1:2: \"nick\" is not a question of this flow"
            ),
            (
                "{\"name\": \"Al\", \"name\": \"Bo\"}",
                "answers file a.json:1:16: \"name\" is given twice"
            ),
            (
                "{\"name\": [1]}",
                "answers file a.json:1:10: \"name\" must be a string, a whole number, true or false"
            ),
        ])
    func answersFile(contents: String, message: String) {
        let report = answersReport(contents)
        #expect(report.lines.count == 1)
        #expect(report.lines.first?.hasPrefix("wizard: " + message) == true, "\(report.lines)")
        #expect(report.lines.first?.hasSuffix(" (nothing was saved)") == true)
        #expect(report.status == .dataError)
    }

    @Test("answers file syntax errors are reported with their location")
    func answersSyntax() {
        let report = answersReport("{\"name\": ")
        #expect(report.lines.first?.hasPrefix("wizard: answers file a.json:1:") == true)
        #expect(report.status == .dataError)
    }

    private func answersReport(_ contents: String) -> ErrorReport {
        do {
            _ = try AnswersReader.read(Array(contents.utf8), path: "a.json", flow: flow)
            Issue.record("the answers \(contents) were accepted")
            return ErrorReport(lines: [], status: .success)
        } catch {
            return report(.answersFile(AnswersRefused(path: "a.json", error: error)))
        }
    }

    // MARK: Answers refused (65), from each source

    @Test("an option's answer refused: the option and the step's alert; 65")
    func refusedOption() throws {
        let (step, error) = try #require(refusal("name", "A"))
        let report = report(
            .refused(AnswerRefused(step: step, source: .option("--name"), error: error)))
        #expect(report.lines == ["wizard: --name: Please enter at least two characters. 😓"])
        #expect(report.status == .dataError)
    }

    @Test("an input line's answer refused: the alert, the line and the step; 65")
    func refusedLine() throws {
        let (step, error) = try #require(refusal("name", "A"))
        let report = report(
            .frontend(.rejected(AnswerRefused(step: step, source: .inputLine(3), error: error))))
        #expect(
            report.lines == [
                "wizard: Please enter at least two characters. 😓 (input line 3: What's your name?)"
            ])
        #expect(report.status == .dataError)
    }

    @Test("an answers file's answer refused: the file, the place, the key and the alert; 65")
    func refusedAnswersFile() {
        let report = answersReport("{\"name\": \"A\"}")
        #expect(
            report.lines == [
                "wizard: answers file a.json:1:10: \"name\": Please enter at least two characters. 😓"
                    + " (nothing was saved)"
            ])
        #expect(report.status == .dataError)
    }

    // MARK: The store (74, 73)

    @Test("a store that is not a profile: where, what, and that it was left untouched; 74")
    func storeNotProfile() {
        let place = TextLocation(line: 3, column: 7)
        for (defect, prefix, problem) in [
            (ProfileDefect.empty, "p.json", "the profile store is empty"),
            (.notAnObject(at: place), "p.json:3:7", "the profile store is not a JSON object"),
        ] {
            let report = report(.store(.notProfile(path: "p.json", defect: defect)))
            #expect(
                report.lines == [
                    "wizard: \(prefix): \(problem)."
                        + " It was left untouched: fix or remove it, or choose another file with --store."
                ])
            #expect(report.status == .ioError)
            #expect(report.status.rawValue == 74)
        }
    }

    @Test("a store value of the wrong type: the value's place, the key, the type; 74")
    func storeWrongType() {
        let defect = ProfileDefect.wrongType(
            key: "age", expected: .integer, at: TextLocation(line: 2, column: 10))
        let report = report(.store(.notProfile(path: "p.json", defect: defect)))
        #expect(report.lines.count == 1)
        #expect(report.lines[0].hasPrefix("wizard: p.json:2:10: "))
        #expect(report.lines[0].contains("\"age\""))
        #expect(report.lines[0].contains("a whole number"))
        #expect(report.status == .ioError)
    }

    @Test("a write that would make the store too large to read back: 73, nothing written")
    func storeWouldBeTooLarge() {
        let report = report(
            .store(.wouldBeTooLarge(path: "p.json", size: 1_048_577, limit: 1_048_576)))
        #expect(report.lines.count == 1)
        #expect(report.lines[0].hasPrefix("wizard: cannot write the profile store p.json: "))
        #expect(report.lines[0].contains("1048577 bytes") && report.lines[0].contains("1048576"))
        #expect(report.status == .cannotCreate)
        #expect(report.status.rawValue == 73)
    }

    @Test("a store file that cannot be read whole: 74, in the store's own words")
    func storeUnreadable() {
        let denied = report(
            .store(
                .unreadable(
                    FileError(
                        kind: .store, path: "p.json",
                        reason: .unreadable(SystemError("open", code: EACCES))))))
        #expect(
            denied.lines == ["wizard: cannot read the profile store p.json: Permission denied."])
        #expect(denied.status == .ioError)
        let large = report(
            .store(
                .unreadable(FileError(kind: .store, path: "p.json", reason: .tooLarge(limit: 9)))))
        #expect(
            large.lines == [
                "wizard: the profile store p.json is larger than 9 bytes, too large for a profile."
                    + " It was left untouched: choose another file with --store."
            ])
        #expect(large.status == .ioError)
        let fifo = report(
            .store(.unreadable(FileError(kind: .store, path: "p.json", reason: .notRegularFile))))
        #expect(
            fifo.lines == [
                "wizard: the profile store p.json is not a regular file (a directory, FIFO or device)."
                    + " It was left untouched: choose another file with --store."
            ])
        #expect(fifo.status == .ioError)
        // A store's FileError reported as a file error reads the same.
        #expect(
            report(.file(FileError(kind: .store, path: "p.json", reason: .notRegularFile))) == fifo)
    }

    @Test("a store that cannot be written: 73")
    func storeUnwritable() {
        let report = report(
            .store(.unwritable(path: "p.json", SystemError("rename", code: EROFS))))
        #expect(
            report.lines == [
                "wizard: cannot write the profile store p.json: Read-only file system. Nothing was"
                    + " saved; check the directory's permissions or choose another file with --store."
            ])
        #expect(report.status == .cannotCreate)
        #expect(report.status.rawValue == 73)
    }

    // MARK: Frontends (66, 65, 74, 130)

    @Test("input ended before the flow was complete: 66")
    func inputEnded() {
        let step = flow.step(id: "age")!
        let report = report(.frontend(.inputEnded(step: step, number: 3, count: 5)))
        #expect(report.lines.count == 1)
        #expect(report.lines[0].hasPrefix("wizard: input ended before step 3/5 (How old are you?)"))
        #expect(report.status == .noInput)
    }

    @Test("input that is not text: 65; input that cannot be read: 74")
    func input() {
        let utf8 = report(.frontend(.input(.invalidUTF8(line: 2))))
        #expect(
            utf8.lines == ["wizard: input line 2 is not valid UTF-8. Send answers as UTF-8 text."])
        #expect(utf8.status == .dataError)
        let long = report(.frontend(.input(.lineTooLong(line: 1, limit: 65536))))
        #expect(
            long.lines == [
                "wizard: input line 1 is longer than 65536 bytes; no answer is that long."
            ])
        #expect(long.status == .dataError)
        let failed = report(.frontend(.input(.readFailed(SystemError("read", code: EIO)))))
        #expect(failed.lines == ["wizard: cannot read input: Input/output error."])
        #expect(failed.status == .ioError)
    }

    @Test("the person quit: 130")
    func quit() {
        let report = report(.frontend(.quit))
        #expect(report.lines == ["wizard: quit; nothing was saved."])
        #expect(report.status == .quit)
        #expect(report.status.rawValue == 130)
    }

    @Test("no key within the time limit: 124, in both languages")
    func timedOut() {
        let step = flow.step(id: "name")!
        let english = report(.frontend(.timedOut(step: step, number: 2, count: 4, seconds: 30)))
        #expect(
            english.lines == [
                "wizard: no key for 30 seconds at step 2/4 (What's your name?); nothing was saved."
            ])
        #expect(english.status == .timedOut)
        #expect(english.status.rawValue == 124)
        let korean = ErrorReport(
            .frontend(.timedOut(step: step, number: 1, count: 1, seconds: 1)), language: .korean)
        #expect(
            korean.lines == [
                "wizard: 1/1 단계(이름을 알려주세요!)에서 1초 동안 아무 키도 누르지 않아 끝냈습니다."
                    + " 아무것도 저장하지 않았습니다."
            ])
    }

    @Test("defaults taken and input ended with questions without one: 66, each named")
    func noDefaults() {
        let steps = [flow.step(id: "name")!, flow.step(id: "gender")!]
        let report = report(.frontend(.noDefaults(steps)))
        #expect(
            report.lines == [
                "wizard: input ended before these questions, which have no default, were answered:"
                    + " name (What's your name?), gender (What's your gender?). Give their answers"
                    + " as piped lines in this order, or in --answers FILE."
            ])
        #expect(report.status == .noInput)
        let one = ErrorReport(.frontend(.noDefaults([steps[0]])), language: .korean)
        #expect(
            one.lines == [
                "wizard: 기본값이 없는 다음 질문에 답하기 전에 입력이 끝났습니다: name(이름을 알려주세요!)."
                    + " 이 순서대로 파이프 입력의 줄로 주거나 --answers 파일로 답하세요."
            ])
    }

    // MARK: The profile (1)

    @Test("nobody signed in: 1")
    func notSignedIn() {
        let report = report(.notSignedIn)
        #expect(report.lines == ["wizard: nobody is signed in. Run `wizard setup` to sign in."])
        #expect(report.status == .notSignedIn)
        #expect(report.status.rawValue == 1)
    }

    // MARK: Variables (69, 77, 65)

    @Test(
        "a variable without a value: 69, naming it, its source and why",
        arguments: [
            (
                FlowVariable(name: "relay", source: .environment("RELAYHOST")),
                SourceFailure.unset, "the environment variable RELAYHOST is not set"
            ),
            (
                FlowVariable(name: "relay", source: .file("relay.txt"), isList: true),
                .empty, "the file relay.txt has no line that is not blank"
            ),
            (
                FlowVariable(name: "relay", source: .file("relay.txt")),
                .file(path: "/etc/wizard/relay.txt", .notRegularFile),
                "the file /etc/wizard/relay.txt is not a regular file"
            ),
            (
                FlowVariable(name: "relay", source: .file("relay.txt")),
                .file(path: "relay.txt", .tooLarge(limit: 1_048_576)),
                "the file relay.txt is larger than 1048576 bytes"
            ),
            (
                FlowVariable(name: "relay", source: .command(["hostname", "--fqdn"])),
                .command(.exited(status: 1, errorExcerpt: "hostname: Name or service not known")),
                "the command hostname --fqdn exited with status 1 and said: hostname: Name or"
                    + " service not known"
            ),
            (
                FlowVariable(name: "relay", source: .command(["sleep", "60"])),
                .command(.timedOut(seconds: 5)),
                "the command sleep 60 was still running after 5 seconds and was stopped"
            ),
            (
                FlowVariable(name: "relay", source: .command(["ip", "-o", "link"])),
                .command(.cannotStart(SystemError("posix_spawn", code: EACCES))),
                "the command ip -o link cannot start: Permission denied"
            ),
            (
                FlowVariable(name: "relay", source: .command(["it's", "a b"])),
                .command(.killed(signal: 9, errorExcerpt: "")),
                "the command 'it'\\''s' 'a b' was ended by signal 9"
            ),
            (
                FlowVariable(name: "relay", source: .environment("RELAYHOST")),
                .emptyAssignment, "--var relay= is empty"
            ),
        ] as [(FlowVariable, SourceFailure, String)])
    func noValue(variable: FlowVariable, failure: SourceFailure, reason: String) {
        let report = report(.variables(.noValue(variable, failure)))
        #expect(
            report.lines == [
                "wizard: the variable \"relay\" has no value: \(reason). Give it a \"default\" in"
                    + " the flow, or a value for this run with --var relay=VALUE; nothing was saved."
            ])
        #expect(report.status == .unavailable)
        #expect(report.status.rawValue == 69)
    }

    @Test("a variable without a value, in Korean: particles after the source")
    func noValueKorean() {
        let variable = FlowVariable(name: "mail", source: .command(["hostname"]))
        let report = ErrorReport(.variables(.noValue(variable, .empty)), language: .korean)
        #expect(
            report.lines == [
                "wizard: 변수 \"mail\"에 값이 없습니다: 명령 hostname이 아무것도 출력하지 않았습니다."
                    + " 흐름에서 \"default\"를 주거나, 이번 실행에만 --var mail=값으로 값을 주세요."
                    + " 아무것도 저장하지 않았습니다."
            ])
    }

    @Test(
        "commands the owner rule refuses: 77, why and what to do",
        arguments: [
            (
                UntrustedFlow.Reason.owner(FileOwner(uid: 1001, name: "bob")),
                "it belongs to bob (uid 1001). Copy it to a file of your own"
            ),
            (
                .writable(mode: 0o664),
                "its mode 0664 lets others write to it. Run chmod go-w f.json"
            ),
            (
                .directoryOwner(directory: "/srv/x", owner: FileOwner(uid: 7, name: nil)),
                "the directory /srv/x belongs to uid 7. Move it to a directory of your own"
            ),
            (
                .directoryWritable(directory: "/srv", mode: 0o777),
                "the directory /srv has mode 0777, which lets others write to it. Run chmod go-w"
                    + " /srv"
            ),
            (.replaced, "it was moved or replaced while wizard read it. Run wizard again"),
        ] as [(UntrustedFlow.Reason, String)])
    func untrusted(reason: UntrustedFlow.Reason, words: String) {
        let commands = [
            FlowVariable(name: "mail", source: .command(["hostname"])),
            FlowVariable(name: "ifaces", source: .command(["ls"]), isList: true),
        ]
        let report = report(
            .variables(
                .untrustedFlow(UntrustedFlow(path: "f.json", reason: reason), commands: commands)))
        #expect(
            report.lines == [
                "wizard: the flow file f.json runs commands (for \"mail\", \"ifaces\"), and wizard"
                    + " runs a flow's commands only when the file and the directories above it"
                    + " belong to you or to root and nobody else can write to them: \(words), or"
                    + " give those variables with --var NAME=VALUE; nothing was run or saved."
            ])
        #expect(report.status == .noPermission)
        #expect(report.status.rawValue == 77)
    }

    @Test("a list that gives a step too many options: 65")
    func tooManyOptions() {
        let report = report(.variableProblem(.tooManyOptions(variable: "ifaces", limit: 999)))
        #expect(
            report.lines == [
                "wizard: the variable \"ifaces\" gave more options than the 999 a step may have"
            ])
        #expect(report.status == .dataError)
    }
}
