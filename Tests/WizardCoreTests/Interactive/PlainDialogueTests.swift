import TestSupport
import Testing
import WizardCore
import WizardText

/// Plain mode's dialogue in the pure core, one line at a time and with no line editor: what
/// it writes and asks, as a terminal would show it, and what the session holds after.
@Suite("Plain dialogue", .timeLimit(.minutes(5)))
struct PlainDialogueTests {
    /// A run of the dialogue over `reads`: everything written and every prompt, each read
    /// shown after its prompt as typed (`•` for a hidden one), then where it stopped.
    struct Run {
        var transcript = ""
        var next: PlainDialogue.Next
        var session: Session
        /// The reads left when the dialogue stopped asking.
        var unread: Int
        /// Each prompt's echo, in order.
        var echoes: [AnswerExposure.Echo] = []

        init(
            _ session: Session, _ reads: [LineRead], language: Language = .english,
            idleLimit: Int? = nil
        ) {
            var dialogue = PlainDialogue(
                session: session, language: language, idleLimit: idleLimit, glyphs: .unicode)
            var turn = dialogue.start()
            var reads = reads[...]
            while true {
                transcript += turn.text
                guard case .read(let prompt, let echo, _, _) = turn.next,
                    let read = reads.popFirst()
                else { break }
                echoes.append(echo)
                transcript += prompt
                switch read {
                case .line(let line): transcript += (echo == .asTyped ? line : "•") + "\n"
                case .end: transcript += "^D"
                case .timedOut: transcript += "⏱\n"
                }
                turn = dialogue.take(read)
            }
            next = turn.next
            self.session = dialogue.session
            unread = reads.count
        }

        var isComplete: Bool {
            if case .complete = next { true } else { false }
        }
    }

    static func lines(_ lines: String...) -> [LineRead] { lines.map(LineRead.line) }

    @Test("the default flow: the words said once, each step's text and prompt, a refusal's alert")
    func onboarding() throws {
        let run = Run(Session(flow: .onboarding), Self.lines("", "A", "Alice", "", "2"))
        #expect(run.isComplete)
        #expect(run.unread == 0)
        #expect(
            run.session.answers == [
                "name": .text("Alice"), "age": .number(30), "gender": .choice("female"),
            ])
        let expected = """

            Step 1 of 4: Dance with Toughie!
            Learn Toughie's dances anywhere. This app takes away your worries and brings you luck.
            Type :back to go back a step, or :quit to quit without saving.
            [ Sign in ] press Enter 

            Step 2 of 4: What's your name?
            Name: A
            Please enter at least two characters. 😓
            Name: Alice

            Step 3 of 4: How old are you?
            18 to 50, Enter for 30: 

            Step 4 of 4: What's your gender?
              1. Male
              2. Female
              3. Prefer not to say
            1 to 3: 2

            """
        #expect(run.transcript == expected, "\(run.transcript)")
    }

    @Test("the back word goes to the step shown before, and says so at the first step")
    func back() {
        let run = Run(Session(flow: .onboarding), Self.lines(":back", "", "Al", ":back", "", "33"))
        #expect(
            run.transcript.contains(
                "[ Sign in ] press Enter :back\nThis is the first step; there is none before it.\n"
                    + "[ Sign in ] press Enter \n"), "\(run.transcript)")
        // Back at the name, answered this run: its prompt names it, and an empty line keeps it.
        #expect(
            run.transcript.contains(
                "18 to 50, Enter for 30: :back\n\nStep 2 of 4: What's your name?\nName [Al]: \n\nStep 3 of 4"
            ),
            "\(run.transcript)")
        #expect(run.session.answers["name"] == .text("Al"))
        #expect(run.session.answers["age"] == .number(33))
    }

    @Test("the quit word and the end of input quit; the end first ends the prompt's line")
    func quitting() {
        let word = Run(Session(flow: .onboarding), Self.lines("", ":quit"))
        guard case .quit = word.next else {
            Issue.record("expected quit, got \(word.next)")
            return
        }
        #expect(word.transcript.hasSuffix("Name: :quit\n"))
        let end = Run(Session(flow: .onboarding), [.line(""), .end])
        guard case .quit = end.next else {
            Issue.record("expected quit, got \(end.next)")
            return
        }
        #expect(end.transcript.hasSuffix("Name: ^D\n"))
        #expect(end.session.answers.isEmpty)
    }

    static func secretFlow() throws -> Flow {
        try FlowText.flow([
            FlowText.secret(
                "pw",
                extra:
                    #""placeholder": "Password", "validators": [{ "min_length": 4 }], "confirm": true"#
            ),
            FlowText.text("host"),
        ])
    }

    @Test("a secret asked twice: refused first entries at once, a mismatch asks both again")
    func reentry() throws {
        let run = Run(
            Session(flow: try Self.secretFlow()),
            Self.lines(
                "abc", "hunter22", "hunter23", "hunter22", ":back", "hunter22", "hunter22", "h"))
        #expect(run.isComplete)
        #expect(run.session.answers["pw"] == .secret("hunter22"))
        #expect(
            run.transcript.contains(
                "Password: •\nPlease enter at least 4 characters.\nPassword: •\nAgain: •\n"
                    + "The two entries differ; please type it twice again.\nPassword: •\n"
                    + "Again: •\nPassword: •\nAgain: •\n"), "\(run.transcript)")
        #expect(!run.transcript.contains("hunter"))
        #expect(run.echoes.prefix(7).allSatisfy { $0 == .hidden })
        #expect(run.echoes.last == .asTyped)
    }

    @Test(
        "back from the next step, an empty line keeps the secret typed this run, as the screens do")
    func secretKeptOverBack() throws {
        let run = Run(
            Session(flow: try Self.secretFlow()),
            Self.lines("hunter22", "hunter22", ":back", "", "db"))
        #expect(run.isComplete, "\(run.transcript)")
        #expect(run.session.answers["pw"] == .secret("hunter22"))
        #expect(!run.transcript.contains("Please enter"), "\(run.transcript)")
        // Back at it, the prompt says it is set (never what it is).
        #expect(
            run.transcript.contains("Step 1 of 2: pw\nPassword [set]: •\n"), "\(run.transcript)")
        #expect(!run.transcript.contains("Enter keeps"))
    }

    @Test("a stored secret: its prompt says it is set and Enter keeps it; an empty line does")
    func storedSecretKept() throws {
        let hash = "$y$j9T$eYOJhs8vmP8XYJswx3Sj10$CKIdXU5UXX/.fClGUxAl23N7.YE8IrMrcQZVNG5MM8C"
        let run = Run(
            Session(flow: try Self.secretFlow(), stored: ["pw": .secret(hash)]),
            Self.lines("", "db"))
        #expect(run.isComplete, "\(run.transcript)")
        #expect(run.session.answers["pw"] == .secret(hash))
        #expect(
            run.transcript.contains(
                "Step 1 of 2: pw\nEnter keeps the current password.\n"
                    + "Type :back to go back a step, or :quit to quit without saving.\n"
                    + "Password [set]: •\n"), "\(run.transcript)")
        #expect(!run.transcript.contains("$y$"))
    }

    static func warnedFlow() throws -> Flow {
        try FlowText.flow([
            FlowText.text(
                "host",
                extra:
                    #""validators": [{ "pattern": "[a-z]+(\\.[a-z]+)+", "warn": true, "alert": "no dot" }]"#
            )
        ])
    }

    @Test("a warning asks to keep the answer: no (the default) asks again, yes keeps it")
    func keepAnyway() throws {
        let run = Run(Session(flow: try Self.warnedFlow()), Self.lines("devbox", "", "devbox", "y"))
        #expect(run.isComplete)
        #expect(run.session.answers["host"] == .text("devbox"))
        #expect(
            run.transcript.hasSuffix(
                ": devbox\nno dot\nKeep it anyway? y or n, Enter for No: \n: devbox\nno dot\nKeep it anyway? y or n, Enter for No: y\n"
            ),
            "\(run.transcript)")
        #expect(run.echoes.last == .asTyped)
    }

    @Test("no to keeping a warned secret asks both entries again, the first first")
    func warnedSecretDeclined() throws {
        let flow = try FlowText.flow([
            FlowText.secret(
                "pw",
                extra:
                    #""placeholder": "Password", "confirm": true, "validators": [{"min_length": 8, "warn": true, "alert": "Short."}]"#
            )
        ])
        let run = Run(
            Session(flow: flow), Self.lines("short1", "short1", "", "short1", "short1", "y"))
        #expect(run.isComplete, "\(run.transcript)")
        #expect(run.session.answers["pw"] == .secret("short1"))
        #expect(
            run.transcript.hasSuffix(
                "Password: •\nAgain: •\nShort.\nKeep it anyway? y or n, Enter for No: \n"
                    + "Password: •\nAgain: •\nShort.\nKeep it anyway? y or n, Enter for No: y\n"),
            "\(run.transcript)")
    }

    @Test("the review: a number changes that answer, anything else is refused, Enter saves")
    func review() throws {
        let text = #"""
            {"id": "rev", "review": true, "steps": [
              {"kind": "text", "key": "host", "title": "Host"},
              {"kind": "text", "key": "user", "title": "User"}]}
            """#
        let flow = try #require(FlowReader.read(Array(text.utf8)).flow)
        let run = Run(Session(flow: flow), Self.lines("devbox", "alice", "x", "1", "box", ""))
        #expect(run.isComplete, "\(run.transcript)")
        #expect(run.session.answers == ["host": .text("box"), "user": .text("alice")])
        #expect(
            run.transcript.contains(
                "Review your answers:\n  1. Host: devbox\n  2. User: alice\n"
                    + "Enter to save, or a number to change that answer: x\n"
                    + "Type a number from 1 to 2, or press Enter to save.\n"
                    + "Enter to save, or a number to change that answer: 1\n"), "\(run.transcript)")
        // The answer chosen is asked again, its old answer the default; then the review again.
        #expect(
            run.transcript.hasSuffix(
                " [devbox]: box\n\nReview your answers:\n  1. Host: box\n  2. User: alice\n"
                    + "Enter to save, or a number to change that answer: \n"), "\(run.transcript)")
    }

    @Test("the time without a key: a page passes when defaults are taken, a question quits")
    func timeOut() {
        var answering = Session.Answering()
        answering.takesDefaults = true
        let passed = Run(
            Session(flow: .onboarding, answering: answering), [.timedOut, .timedOut],
            idleLimit: 30)
        guard case .timedOut(let step, let number, let count, let seconds) = passed.next else {
            Issue.record("expected a timeout, got \(passed.next)")
            return
        }
        // The welcome passed; the name has no default, so its time ends the run (the age,
        // which takes its default, is not counted).
        #expect((step.id, number, count, seconds) == ("name", 2, 3, 30))
    }
}
