import TestSupport
import Testing
import WizardCore

/// Every step's `text`, its description, as the flow reader reads it: on every kind, with
/// line feeds, and with every other control still refused.
@Suite("Descriptions in flow files", .timeLimit(.minutes(5)))
struct DescriptionReadingTests {
    /// One step of each kind, each with `text` (a JSON string value, quotes included).
    static func steps(text: String) -> [String] {
        let title = FlowText.title("T")
        let options = FlowText.options(["a", "b"])
        return [
            #"{ "kind": "info", \#(title), "text": \#(text) }"#,
            #"{ "kind": "text", "key": "t", \#(title), "text": \#(text) }"#,
            #"{ "kind": "slider", "key": "s", \#(title), "min": 1, "max": 3, "text": \#(text) }"#,
            #"{ "kind": "picker", "key": "p", \#(title), \#(options), "text": \#(text) }"#,
            #"{ "kind": "confirm", "key": "c", \#(title), "text": \#(text) }"#,
            #"{ "kind": "multiselect", "key": "m", \#(title), \#(options), "text": \#(text) }"#,
        ]
    }

    /// The flow `steps` give, with no problem.
    func flow(_ steps: [String]) throws -> Flow {
        let reading = FlowText.read(steps)
        #expect(reading.problems.isEmpty, "\(reading.problems.map(\.message.english))")
        return try #require(reading.flow)
    }

    @Test("every kind takes a text, line feeds and all, in every language it has")
    func everyKind() throws {
        let flow = try flow(Self.steps(text: #"{ "en": "One\n\n  two", "ko": "하나\n  둘" }"#))
        #expect(flow.steps.count == 6)
        for step in flow.steps {
            #expect(step.text?.english == "One\n\n  two", "\(step.id)")
            #expect(step.text?.korean == "하나\n  둘", "\(step.id)")
        }
    }

    @Test("a step without text has none")
    func absent() throws {
        let flow = try FlowText.flow([
            #"{ "kind": "confirm", "key": "c", \#(FlowText.title("T")) }"#
        ])
        #expect(flow.steps[0].text == nil)
    }

    @Test("{app} in a text stands for the app name")
    func appName() throws {
        let text =
            #"{"id":"x","app":"Toughie","steps":[{"kind":"confirm","key":"c","title":"T","text":"{app}\nsays hi"}]}"#
        let flow = try #require(FlowReader.read(Array(text.utf8)).flow)
        #expect(flow.steps[0].text?.english == "Toughie\nsays hi")
    }

    @Test(
        "a carriage return, a tab, an escape or a line separator in a text is refused at its place",
        arguments: [#"\r"#, #"\r\n"#, #"\t"#, #"\u001B[31m"#, #"\u2028"#, #"\u202E"#])
    func otherControls(control: String) {
        let step =
            #"{ "kind": "confirm", "key": "c", \#(FlowText.title("T")), "text": "a\#(control)b" }"#
        #expect(
            FlowText.problems([step]) == [
                "3:77: $.steps[0].text: contains a control or text-direction character"
            ])
    }

    @Test("a line feed in a title, a button, a label or a feature's text is still refused")
    func lineFeedsElsewhere() {
        let title = FlowText.title("T")
        let problems = FlowText.problems([
            #"{ "kind": "confirm", "key": "c", "title": "T\nU" }"#,
            #"{ "kind": "confirm", "key": "d", \#(title), "button": "B\nC", "label": "L\nM" }"#,
            #"{ "kind": "info", \#(title), "features": [{ "title": "F", "text": "a\nb" }] }"#,
            #"{ "kind": "picker", "key": "p", \#(title), "options": [{ "value": "a", "label": "A\nB" }] }"#,
        ])
        #expect(
            problems == [
                "3:43: $.steps[0].title: contains a control or text-direction character",
                "4:79: $.steps[1].button: contains a control or text-direction character",
                "4:96: $.steps[1].label: contains a control or text-direction character",
                "5:91: $.steps[2].features[0].text: contains a control or text-direction character",
                "6:105: $.steps[3].options[0].label: contains a control or text-direction character",
            ])
    }

    @Test("the safe ASCII way and the scalar-by-scalar way agree on a line feed")
    func lineFeedBeyondASCII() throws {
        let flow = try flow(Self.steps(text: #""…\n  ⚠ é""#))
        #expect(flow.steps.allSatisfy { $0.text?.english == "…\n  ⚠ é" })
        #expect(
            FlowText.problems([#"{ "kind": "info", \#(FlowText.title("T")), "text": "…\r⚠" }"#])
                == ["3:62: $.steps[0].text: contains a control or text-direction character"])
    }
}
