import Testing
import WizardCore
import WizardMessages
import WizardText

@Suite("Flow files", .timeLimit(.minutes(5)))
struct FlowReaderTests {
    func read(_ text: String) -> FlowReading { FlowReader.read(Array(text.utf8)) }

    /// Every problem as `line:column: path: message`.
    func reports(_ text: String) -> [String] {
        read(text).problems.map { "\($0.location): \($0.path): \($0.message.english)" }
    }

    @Test("the embedded default flow reads without a problem and holds the seed's texts")
    func embedded() throws {
        let reading = FlowReader.read(Flow.onboardingDefinition)
        #expect(reading.problems == [])
        let flow = try #require(reading.flow)
        #expect(flow.storeName == "profile")
        #expect(flow.steps.map(\.id) == ["welcome", "name", "age", "gender"])
        #expect(flow.steps[0].title.english == "Dance with Toughie!")
        #expect(flow.steps[0].title.korean == "터피와 댄스!")
        #expect(flow.steps[0].button.english == "Sign in")
        #expect(flow.steps[0].button.korean == "로그인")
        #expect(flow.steps[0].button(Language(code: "de")!) == "Anmelden")
        guard let name = flow.steps[1].kind as? TextQuestion,
            let age = flow.steps[2].kind as? SliderQuestion,
            let gender = flow.steps[3].kind as? PickerQuestion
        else {
            Issue.record("step kinds")
            return
        }
        #expect(name.rules.minimumLength == 2 && name.rules.maximumLength == 64)
        #expect(name.rules.tooShortAlert?.korean == "두 글자 이상 입력해 주세요. 😓")
        #expect(age.range == 18...50 && age.defaultValue == 30 && age.unit.korean == "세")
        #expect(gender.options.map(\.value) == ["male", "female", "undisclosed"])
        #expect(gender.requiredAlert.english == "Please select your gender.")
        #expect(flow.steps[3].button.english == "Get started")
        #expect(flow.steps[3].button.korean == "시작하기")
    }

    @Test("every problem is reported with its JSON path and line:column, not just the first")
    func problems() {
        let flow = """
            {
              "format": 1,
              "id": "bad",
              "accent": "mauve",
              "steps": [
                { "kind": "quiz", "title": "Q" },
                { "kind": "slider", "key": "age", "title": "Age", "min": 50, "max": 18 },
                { "kind": "slider", "key": "size", "title": "Size", "min": 1, "max": 9,
                  "default": 12 },
                { "kind": "text", "key": "age", "title": "Again" },
                { "kind": "text", "key": "code", "title": "Code",
                  "validators": [ { "pattern": "([a-z" , "alert": "Letters" } ] },
                { "kind": "picker", "key": "pick", "title": "Pick", "options": [] },
                { "kind": "confirm", "key": "signed_in", "title": "Sure?", "titel": "typo" }
              ]
            }
            """
        #expect(
            reports(flow) == [
                "4:13: $.accent: expected a colour name (blue, bright-blue, bright-cyan, bright-green, bright-magenta, bright-red, bright-yellow, cyan, green, magenta, red, yellow) or \"#RRGGBB\"",
                "6:15: $.steps[0].kind: unknown step kind; expected one of info, text, secret, slider, picker, confirm, multiselect, group",
                "7:73: $.steps[1].max: max 18 is less than min 50",
                "9:18: $.steps[2].default: default 12 is outside the slider's range 1…9",
                "10:5: $.steps[3]: \"age\" is already used by $.steps[1]",
                "12:38: $.steps[4].validators[0].pattern: this [ is never closed (at character 2 of the pattern)",
                "13:68: $.steps[5].options: expected at least one option, and no more than the 999 a step may write out; a longer list comes from a file or a command, one option a line ({\"from\": NAME})",
                "14:33: $.steps[6].key: \"signed_in\" is kept by wizard itself; choose another key",
                "14:64: $.steps[6].titel: unknown field \"titel\"; known fields here: \"button\", \"default\", \"estimate\", \"goto\", \"key\", \"kind\", \"label\", \"no\", \"priority\", \"required_alert\", \"text\", \"title\", \"when\", \"yes\"",
            ])
        #expect(read(flow).flow == nil)
    }

    @Test(
        "each problem alone is the one reported, and the flow is refused",
        arguments: [
            (#"{"id": "x"}"#, "1:1: $: missing \"steps\""),
            (#"{"id": "x", "steps": []}"#, "1:22: $.steps: expected a non-empty array of steps"),
            (
                #"{"id": "9x", "steps": [{"kind": "info", "title": "T"}]}"#,
                "1:8: $.id: expected a name of ASCII letters, digits, '_', '-' and '.', starting with a letter or '_' (at most 64)"
            ),
            (
                #"{"format": 2, "id": "x", "steps": [{"kind": "info", "title": "T"}]}"#,
                "1:12: $.format: this wizard reads format 1 only"
            ),
            (
                #"{"id": "x", "id": "y", "steps": [{"kind": "info", "title": "T"}]}"#,
                "1:13: $.id: \"id\" is given twice"
            ),
            (
                #"{"id": "x", "steps": [{"kind": "slider", "key": "n", "title": "T", "min": 0, "max": 10, "step": 3}]}"#,
                "1:85: $.steps[0].max: max 10 cannot be reached from min 0 in steps of 3"
            ),
            (
                #"{"id": "x", "steps": [{"kind": "slider", "key": "n", "title": "T", "min": -1, "max": 10}]}"#,
                "1:75: $.steps[0].min: expected a whole number from 0 to 999999999"
            ),
            (
                #"{"id": "x", "steps": [{"kind": "text", "key": "n", "title": "T", "validators": [{"pattern": "a+"}]}]}"#,
                "1:81: $.steps[0].validators[0]: a pattern needs an \"alert\" saying what to type"
            ),
            (
                #"{"id": "x", "steps": [{"kind": "text", "key": "n", "title": "T", "validators": [{"min_length": 5}, {"max_length": 3}]}]}"#,
                "1:80: $.steps[0].validators: min_length 5 is more than max_length 3"
            ),
            (
                #"{"id": "x", "steps": [{"kind": "info", "title": "T", "tour": "slide"}]}"#,
                "1:62: $.steps[0].tour: a tour needs \"features\" to show"
            ),
            (
                #"{"id": "x", "steps": [{"kind": "info", "title": {"ko": "제목"}}]}"#,
                "1:49: $.steps[0].title: missing the English text (\"en\"), which every text needs"
            ),
            (
                #"{"id": "x", "steps": [{"kind": "info", "title": "T\u001b[31m"}]}"#,
                "1:49: $.steps[0].title: contains a control or text-direction character"
            ),
            (
                #"{"id": "x", "steps": [{"kind": "picker", "key": "p", "title": "T", "options": [{"value": "a", "label": "A"}, {"value": "A", "label": "B"}]}]}"#,
                "1:120: $.steps[0].options[1].value: \"A\" is already the value of $.steps[0].options[0] (values ignore case)"
            ),
        ] as [(String, String)])
    func single(flow: String, expected: String) {
        #expect(reports(flow) == [expected])
        #expect(read(flow).flow == nil)
    }

    @Test("a text without Korean is reported but runs, showing English in Korean")
    func missingKorean() throws {
        let reading = read(
            #"{"id": "x", "steps": [{"kind": "info", "title": {"en": "Hello", "ja": "こんにちは"}}]}"#)
        #expect(
            reading.problems.map(\.message.english) == [
                "missing the Korean text (\"ko\"); English is shown instead"
            ])
        #expect(reading.problems.allSatisfy { !$0.isBlocking })
        let flow = try #require(reading.flow)
        #expect(flow.steps[0].title(.korean) == "Hello")
    }

    @Test("{app} stands for the app name in each language; buttons default to Next and Get started")
    func appNameAndButtons() throws {
        let flow = try #require(
            read(
                """
                {"id": "x", "app": {"en": "Memo", "ko": "메모"}, "steps": [
                  {"kind": "info", "title": {"en": "Welcome to {app}", "ko": "{app}에 어서 오세요"}},
                  {"kind": "confirm", "key": "ok", "title": "OK?"}
                ]}
                """
            ).flow)
        #expect(flow.steps[0].title == LocalizedText(en: "Welcome to Memo", ko: "메모에 어서 오세요"))
        #expect(flow.steps[0].button == Message.next)
        #expect(flow.steps[1].button == Message.getStarted)
        #expect(flow.storeName == "x")
    }

    @Test("tours read their style, features and seconds")
    func tours() throws {
        let flow = try #require(
            read(
                """
                {"id": "x", "steps": [{"kind": "info", "title": "T", "tour": "progress", "seconds": 2.5,
                  "features": [{"icon": "star.fill", "title": "A"}, {"title": "B", "text": "b"}]}]}
                """
            ).flow)
        guard let page = flow.steps[0].kind as? InfoPage else {
            Issue.record("not info")
            return
        }
        #expect(page.tour == .progress(seconds: 2.5))
        #expect(page.features.map(\.icon) == ["star.fill", ""])
        #expect(page.isPaged)
    }
}
