import TestSupport
import Testing
import WizardCore
import WizardText

/// Steps filled in from a run's values: variables when the run starts, earlier answers as
/// each step becomes current.
@Suite("A run's values in its steps", .timeLimit(.minutes(5)))
struct SessionSubstitutionTests {
    func flow(_ text: String) throws -> Flow {
        let reading = FlowReader.read(Array(text.utf8))
        #expect(reading.problems == [])
        return try #require(reading.flow)
    }

    /// Locales chosen, then a default among them (the locales package's questions).
    let locales = """
        {"format": 1, "id": "l", "steps": [
          {"kind": "multiselect", "key": "locales", "title": "Locales",
           "label": {"en": "Locales", "ko": "로캘"},
           "options": [{"value": "en_US", "label": {"en": "English", "ko": "영어"}},
                       {"value": "ko_KR", "label": {"en": "Korean", "ko": "한국어"}},
                       {"value": "fr_FR", "label": {"en": "French", "ko": "프랑스어"}}],
           "validators": [{"min": 1}]},
          {"kind": "picker", "key": "default", "title": {"en": "Default of ${locales}", "ko": "${locales} 중 기본값"},
           "options": {"from": "locales"}, "required_alert": "Pick one of ${locales}"},
          {"kind": "text", "key": "who", "title": "Name", "default": "user-${default}",
           "placeholder": "${default}", "label": "For ${default}"},
          {"kind": "slider", "key": "n", "title": "${who}?", "min": 1, "max": 9, "default": 2,
           "label": "L ${who}", "unit": {"en": " x", "ko": "개"}},
          {"kind": "confirm", "key": "ok", "title": "${n} for ${who}?", "label": "OK ${n}",
           "yes": "Yes, ${who}", "no": "No"},
          {"kind": "info", "title": "Done: ${ok}", "text": "${locales}; ${default}", "button": "Bye ${who}"}
        ]}
        """

    @Test("a picker's options come from the earlier multi-select's answer")
    func optionsFromAnswer() throws {
        var session = Session(flow: try flow(locales), language: .korean)
        try session.submit(.line("3,1"))
        let picker = try #require(session.currentStep?.kind as? PickerQuestion)
        #expect(picker.options.map(\.value) == ["en_US", "fr_FR"])
        #expect(session.currentStep?.title.english == "Default of English, French")
        #expect(session.currentStep?.title.korean == "영어, 프랑스어 중 기본값")
        #expect(picker.requiredAlert.english == "Pick one of English, French")
        // ko_KR was not chosen: it is no option now, by value or by number.
        #expect(throws: ValidationError.self) { try session.submit(.line("ko_KR")) }
        #expect(throws: ValidationError.self) { try session.submit(.line("3")) }
        try session.submit(.line("2"))
        #expect(session.answers["default"] == .text("fr_FR"))
    }

    @Test("every text field, and a default, shows an earlier answer as its step shows it")
    func everyField() throws {
        var session = Session(flow: try flow(locales), language: .korean)
        try session.submit(.line("2"))
        try session.submit(.line("1"))
        let text = try #require(session.currentStep?.kind as? TextQuestion)
        // A default is a string: it takes the reader's language.
        #expect(text.defaultValue == "user-한국어")
        #expect(text.placeholder == LocalizedText(en: "Korean", ko: "한국어"))
        #expect(text.label?.english == "For Korean")
        try session.submit(.line(""))
        #expect(session.answers["who"] == .text("user-한국어"))
        let slider = try #require(session.currentStep?.kind as? SliderQuestion)
        #expect(session.currentStep?.title.english == "user-한국어?")
        #expect(slider.label.english == "L user-한국어")
        try session.submit(.line("4"))
        let confirm = try #require(session.currentStep?.kind as? ConfirmQuestion)
        #expect(
            session.currentStep?.title
                == LocalizedText(en: "4 x for user-한국어?", ko: "4개 for user-한국어?"))
        #expect(confirm.yes.english == "Yes, user-한국어")
        #expect(confirm.label.english == "OK 4 x")
        try session.submit(.line("y"))
        #expect(session.currentStep?.kind is InfoPage)
        #expect(session.currentStep?.title.english == "Done: Yes, user-한국어")
        #expect(session.currentStep?.text?.english == "Korean; Korean")
        #expect(session.currentStep?.button.english == "Bye user-한국어")
    }

    @Test("going back and choosing again offers the new choices")
    func goingBack() throws {
        var session = Session(flow: try flow(locales))
        try session.submit(.line("1,2"))
        #expect((session.currentStep?.kind as? PickerQuestion)?.options.count == 2)
        session.goBack()
        try session.submit(.line("fr_FR"))
        #expect((session.currentStep?.kind as? PickerQuestion)?.options.map(\.value) == ["fr_FR"])
    }

    @Test("a stored or preseeded answer that is none of this run's options is not taken")
    func outsideOptions() throws {
        let flow = try flow(locales)
        var session = Session(
            flow: flow, answeredInAdvance: ["locales": .choices(["en_US"])],
            stored: ["default": .text("ko_KR")])
        // The stored ko_KR is no default now: an empty line is refused.
        #expect(session.currentStep?.id == "default")
        #expect(session.storedAnswer(to: try #require(session.currentStep)) == nil)
        #expect(throws: ValidationError.self) { try session.submit(.line("")) }
        let preseeded = Session(
            flow: flow,
            answeredInAdvance: ["locales": .choices(["en_US"]), "default": .text("ko_KR")])
        #expect(preseeded.currentStep?.id == "default")
        let taken = Session(
            flow: flow,
            answeredInAdvance: ["locales": .choices(["ko_KR"]), "default": .text("ko_KR")])
        #expect(taken.currentStep?.id == "who")
    }

    @Test("variables fill steps in when the run starts; a list gives options")
    func variables() throws {
        let flow = try flow(
            """
            {"format": 1, "id": "n", "vars": {
              "ifaces": {"command": ["ip-links"], "lines": true},
              "host": {"env": "HOST"}
            }, "steps": [
              {"kind": "picker", "key": "iface", "title": "Interface on ${host}",
               "options": {"from": "ifaces"}, "default": "${host}-0"},
              {"kind": "text", "key": "name", "title": "Name", "default": "${host}"}
            ]}
            """)
        let filled = try flow.substituted(variables: [
            "ifaces": .list([
                VariableItem(value: "eth0", label: "Wired"),
                VariableItem(value: "box-0", label: "box-0"),
                VariableItem(value: "ETH0", label: "again"),
            ]),
            "host": .single("box\u{1B}[2J"),
        ])
        let picker = try #require(filled.steps[0].kind as? PickerQuestion)
        // Of two values equal ignoring case, the first; a value's escape made safe.
        #expect(picker.options.map(\.value) == ["eth0", "box-0"])
        #expect(picker.options[0].label.english == "Wired")
        #expect(filled.steps[0].title.english == "Interface on box\u{FFFD}[2J")
        #expect(picker.defaultValue == nil)
        #expect(filled.steps.allSatisfy { $0.references.isEmpty })
        let other = try flow.substituted(variables: [
            "ifaces": .list([VariableItem(value: "box-0", label: "B")]), "host": .single("box"),
        ])
        #expect((other.steps[0].kind as? PickerQuestion)?.defaultValue == "box-0")
        #expect((other.steps[1].kind as? TextQuestion)?.defaultValue == "box")
        let many = (0...Flow.optionLimit).map { VariableItem(value: "v\($0)", label: "v") }
        #expect(throws: VariableProblem.tooManyOptions(variable: "ifaces", limit: 100_000)) {
            try flow.substituted(variables: ["ifaces": .list(many), "host": .single("h")])
        }
    }

    @Test("a secret's answer never reaches a later text, even in a flow built without check")
    func secrets() throws {
        let flow = Flow(
            id: "s",
            steps: [
                Step(
                    id: "secret", title: LocalizedText(english: "Secret"),
                    button: LocalizedText(english: "Next"), kind: HiddenInputQuestion()),
                Step(
                    id: "#1", title: LocalizedText(english: "Got ${secret}"),
                    button: LocalizedText(english: "Done"), kind: InfoPage(),
                    references: ["secret"]),
            ])
        var session = Session(flow: flow)
        try session.submit(.line("hunter22"))
        #expect(session.currentStep?.title.english == "Got •••")
    }
}
