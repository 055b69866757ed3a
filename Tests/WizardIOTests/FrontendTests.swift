import Testing
import WizardCore
import WizardIO

@Suite("Piped frontend", .timeLimit(.minutes(5)))
struct PipedFrontendTests {
    @Test("one line per question completes the flow; the welcome page takes none")
    func completes() throws {
        var session = Session(flow: .onboarding)
        try PipedFrontend(lines: SuppliedLines(["Alice", "", "FEMALE"])).run(&session)
        #expect(session.isComplete)
        #expect(
            session.answers == [
                "name": .text("Alice"), "age": .number(30), "gender": .choice("female"),
            ])
    }

    @Test("lines go to the steps not answered in advance")
    func presets() throws {
        var session = Session(flow: .onboarding, answeredInAdvance: ["name": .text("Bob")])
        try PipedFrontend(lines: SuppliedLines(["44", "2"])).run(&session)
        #expect(
            session.answers == [
                "name": .text("Bob"), "age": .number(44), "gender": .choice("female"),
            ])
    }

    @Test("a refused answer stops the run, naming step and line")
    func refused() {
        var session = Session(flow: .onboarding)
        #expect {
            try PipedFrontend(lines: SuppliedLines(["Alice", "17", "female"])).run(&session)
        } throws: { error in
            guard case .rejected(let refused) = error as? FrontendError else { return false }
            return refused.step.id == "age" && refused.source == .inputLine(2)
                && refused.error.reason as? SliderQuestion.Refusal == .notInRange(18...50)
        }
    }

    @Test("an empty line takes the stored answer: name, age and gender kept")
    func storedDefaults() throws {
        let stored: [String: Answer] = [
            "name": .text("Alicia"), "age": .number(44), "gender": .choice("male"),
        ]
        var session = Session(flow: .onboarding, stored: stored)
        try PipedFrontend(lines: SuppliedLines(["", " ", "female"])).run(&session)
        #expect(
            session.answers == [
                "name": .text("Alicia"), "age": .number(44), "gender": .choice("female"),
            ])
    }

    @Test("a stored answer the flow no longer allows is no default: the flow's applies")
    func invalidStoredDefault() throws {
        var session = Session(flow: .onboarding, stored: ["age": .number(99)])
        try PipedFrontend(lines: SuppliedLines(["Al", "", "1"])).run(&session)
        #expect(session.answers["age"] == .number(30))
    }

    @Test("whole numbers are trimmed like names and genders")
    func trimmedNumber() throws {
        var session = Session(flow: .onboarding)
        try PipedFrontend(lines: SuppliedLines(["Al", " 30 ", "1"])).run(&session)
        #expect(session.answers["age"] == .number(30))
    }

    @Test("input ending early names the waiting step")
    func ended() {
        var session = Session(flow: .onboarding)
        #expect {
            try PipedFrontend(lines: SuppliedLines(["Alice"])).run(&session)
        } throws: { error in
            guard case .inputEnded(let step, let number, let count) = error as? FrontendError
            else { return false }
            return step.id == "age" && number == 3 && count == 4
        }
    }

    @Test("a line that cannot be read stops the run with the reason")
    func unreadable() {
        var session = Session(flow: .onboarding)
        let lines = SuppliedLines(["Alice"], then: .invalidUTF8(line: 2))
        #expect {
            try PipedFrontend(lines: lines).run(&session)
        } throws: { error in
            guard case .input(let reason) = error as? FrontendError else { return false }
            return reason == .invalidUTF8(line: 2)
        }
        #expect(session.answers == ["name": .text("Alice")])
    }
}

/// Lines a person would type (or prompts left with no key until the time limit), and the
/// prompts, time limits and echoes they were shown. With a `display`, each prompt and line
/// is written there as readline would show it, by its echo.
final class ScriptedLines: LineReading {
    var reads: [LineRead]
    var prompts: [String] = []
    var limits: [IdleLimit?] = []
    var echoes: [AnswerExposure.Echo] = []
    /// The history place of each prompt.
    var histories: [HistoryPlace?] = []
    var display: CapturedText?

    init(_ lines: [String]) { self.reads = lines.map { .line($0) } }
    init(reads: [LineRead]) { self.reads = reads }

    func readLine(
        prompt: String, idle: IdleLimit?, echo: AnswerExposure.Echo, history: HistoryPlace?
    ) throws(InputError) -> LineRead {
        echoes.append(echo)
        histories.append(history)
        prompts.append(prompt)
        limits.append(idle)
        guard !reads.isEmpty else { return .end }
        let read = reads.removeFirst()
        if case .line(let line) = read { display?.write(prompt + echo.display(of: line) + "\n") }
        // Without a limit, a prompt waits for ever: the script's next line comes.
        if read == .timedOut, idle == nil {
            return try readLine(prompt: prompt, idle: idle, echo: echo, history: history)
        }
        return read
    }
}

/// What a frontend wrote, as text.
final class CapturedText: TextSink {
    var text = ""
    func write(_ text: String) { self.text += text }
}

@Suite("Plain frontend", .timeLimit(.minutes(5)))
struct PlainFrontendTests {
    @Test("each step is printed, asked, and asked again after its alert")
    func transcript() throws {
        let reader = ScriptedLines(["", "A", "Alice", "99", "33", "", "x", "2"])
        let output = CapturedText()
        var frontend = PlainFrontend(
            reader: reader, output: output, language: .english)
        var session = Session(flow: .onboarding)
        try frontend.run(&session)
        #expect(
            session.answers == [
                "name": .text("Alice"), "age": .number(33), "gender": .choice("female"),
            ])
        #expect(
            output.text == """

                Step 1 of 4: Dance with Toughie!
                Learn Toughie's dances anywhere. This app takes away your worries and brings you luck.
                Type :back to go back a step, or :quit to quit without saving.

                Step 2 of 4: What's your name?
                Please enter at least two characters. 😓

                Step 3 of 4: How old are you?
                Please enter a whole number from 18 to 50.

                Step 4 of 4: What's your gender?
                  1. Male
                  2. Female
                  3. Prefer not to say
                Please select your gender.
                Please select your gender. Answer with a number from 1 to 3 or one of: Male, Female, Prefer not to say (or their values: male, female, undisclosed).

                """)
        #expect(
            reader.prompts == [
                "[ Sign in ] press Enter ", "Name: ", "Name: ", "18 to 50, Enter for 30: ",
                "18 to 50, Enter for 30: ", "1 to 3: ", "1 to 3: ", "1 to 3: ",
            ])
    }

    @Test("stored answers are said in the prompts, and an empty line takes each of them")
    func storedDefaults() throws {
        let reader = ScriptedLines(["", "", "", ""])
        let stored = try ProfileDocument(
            values: [
                "name": .string("Alicia"), "age": .integer(44), "gender": .string("female"),
                "signed_in": .bool(true),
            ], flow: .onboarding)
        var frontend = PlainFrontend(reader: reader, output: CapturedText(), language: .english)
        var session = Session(flow: .onboarding, stored: stored.answers)
        try frontend.run(&session)
        #expect(
            reader.prompts == [
                "[ Sign in ] press Enter ", "Name [Alicia]: ", "18 to 50, Enter for 44: ",
                "1 to 3, Enter for Female: ",
            ])
        #expect(
            session.answers == [
                "name": .text("Alicia"), "age": .number(44), "gender": .choice("female"),
            ])
    }

    @Test("the Korean prompts say the stored answers too")
    func storedDefaultsInKorean() throws {
        let reader = ScriptedLines(["", "Alice", "", "1"])
        let stored = try ProfileDocument(
            values: ["name": .string("Alicia"), "age": .integer(44), "signed_in": .bool(true)],
            flow: .onboarding)
        var frontend = PlainFrontend(reader: reader, output: CapturedText(), language: .korean)
        var session = Session(flow: .onboarding, stored: stored.answers)
        try frontend.run(&session)
        #expect(reader.prompts[1] == "이름 [Alicia]: ")
        #expect(reader.prompts[2] == "18부터 50까지 (Enter만 누르면 44): ")
        #expect(reader.prompts[3] == "1부터 3까지: ")
        #expect(session.answers["name"] == .text("Alice"))
    }

    @Test("Ctrl-D on an empty line (the end of the terminal's input) quits, as Esc does")
    func ended() {
        var frontend = PlainFrontend(
            reader: ScriptedLines([""]), output: CapturedText(), language: .english)
        var session = Session(flow: .onboarding)
        #expect {
            try frontend.run(&session)
        } throws: { error in
            guard case .quit = error as? FrontendError else { return false }
            return true
        }
    }
}

@Suite("Answer mode and store location", .timeLimit(.minutes(5)))
struct ChoiceTests {
    @Test(
        "piped input wins; plain when asked, dumb or redirected; else interactive",
        arguments: [
            (false, true, "xterm", false, AnswerMode.piped),
            (false, false, "xterm", true, .piped),
            (true, true, "xterm", false, .interactive),
            (true, true, "xterm", true, .plain),
            (true, true, "dumb", false, .plain),
            (true, true, nil, false, .plain),
            (true, false, "xterm", false, .plain),
        ] as [(Bool, Bool, String?, Bool, AnswerMode)])
    func mode(input: Bool, output: Bool, term: String?, plain: Bool, expected: AnswerMode) {
        #expect(
            AnswerMode.choose(
                inputIsTerminal: input, outputIsTerminal: output, term: term,
                plainRequested: plain) == expected)
    }

    @Test(
        "--store, then WIZARD_STORE, then an absolute XDG_CONFIG_HOME, then ~/.config",
        arguments: [
            ("/o.json", ["WIZARD_STORE": "/w.json"], "/o.json"),
            (nil, ["WIZARD_STORE": "/w.json", "XDG_CONFIG_HOME": "/x"], "/w.json"),
            (
                nil, ["WIZARD_STORE": "", "XDG_CONFIG_HOME": "/x", "HOME": "/h"],
                "/x/wizard/profile.json"
            ),
            (nil, ["XDG_CONFIG_HOME": "relative", "HOME": "/h"], "/h/.config/wizard/profile.json"),
            (nil, ["XDG_CONFIG_HOME": "", "HOME": "/h"], "/h/.config/wizard/profile.json"),
            (nil, ["HOME": "/h"], "/h/.config/wizard/profile.json"),
        ] as [(String?, [String: String], String)])
    func location(option: String?, environment: [String: String], expected: String) {
        #expect(
            StoreLocation.path(option: option, environment: environment, name: "profile")
                == expected)
    }
}
