import TestSupport
import Testing
import WizardCore

/// Texts a flow shares (`"texts"`, docs/flow-format.md): a reference, `{"text": ID}`,
/// reads as the text it names wherever a text may stand; what is wrong with a definition
/// or a reference is a problem at its line:column.
@Suite("Texts a flow shares", .timeLimit(.minutes(5)))
struct SharedTextTests {
    typealias F = FlowText

    static let texts =
        #"{"greet": {"en": "Hello", "ko": "안녕"}, "bad": {"en": "Not a name.", "ko": "이름이 아닙니다."}, "two": {"en": "One\nTwo", "ko": "하나\n둘"}}"#

    /// The column (from 1) where `needle` first starts in `line`, both ASCII where it is.
    static func column(of needle: String, in line: String) -> Int {
        let bytes = Array(line.utf8)
        let wanted = Array(needle.utf8)
        for start in 0...(bytes.count - wanted.count)
        where Array(bytes[start..<start + wanted.count]) == wanted {
            return start + 1
        }
        return 0
    }

    @Test("a reference reads as its text in a title, an option label and an alert")
    func references() throws {
        let flow = try F.flow(
            [
                #"{ "kind": "picker", "key": "p", "title": {"text": "greet"}, "options": [{"value": "a", "label": {"text": "greet"}}] }"#,
                F.text(
                    "host",
                    extra: #""validators": [{"pattern": "^[a-z]+$", "alert": {"text": "bad"}}]"#),
                #"{ "kind": "info", "id": "note", "title": {"text": "greet"}, "text": {"text": "two"} }"#,
            ], texts: Self.texts)
        #expect(flow.steps[0].title.english == "Hello")
        #expect(flow.steps[0].title(.korean) == "안녕")
        let picker = try #require(flow.steps[0].kind as? PickerQuestion)
        #expect(picker.options[0].label(.korean) == "안녕")
        var session = Session(flow: flow)
        try session.submit(.line("a"))
        do {
            try session.submit(.line("Bad_Host"))
            Issue.record("the answer should be refused")
        } catch {
            #expect(error.alert.english == "Not a name.")
            #expect(error.alert(.korean) == "이름이 아닙니다.")
        }
    }

    @Test("a shared text's variables are the referring step's, filled in as any other")
    func variables() throws {
        let flow = try F.flow(
            [
                #"{ "kind": "confirm", "key": "a", "title": {"text": "on"} }"#,
                #"{ "kind": "confirm", "key": "b", "title": {"text": "on"} }"#,
            ], vars: #"{"host": {"env": "SHARED_TEXT_HOST"}}"#,
            texts: #"{"on": {"en": "Use ${host}?", "ko": "${host}을(를) 쓸까요?"}}"#)
        #expect(flow.steps.allSatisfy { $0.references == ["host"] })
        #expect(flow.substitutionSites["host"] == 4)
        let filled = try flow.substituted(variables: ["host": .single("box")])
        #expect(filled.steps[1].title.english == "Use box?")
        #expect(filled.steps[1].title(.korean) == "box를 쓸까요?")
    }

    @Test("an unknown id is a problem at the id, naming it")
    func unknownID() {
        let step = #"{ "kind": "confirm", "key": "a", "title": {"text": "nope"} }"#
        let problems = F.problems([step], texts: Self.texts)
        #expect(
            problems == [
                "3:\(Self.column(of: #""nope""#, in: step)): $.steps[0].title.text: \"nope\" is not one of the texts the flow shares (\"texts\")"
            ])
    }

    @Test(
        "a shared text holding a line feed is refused at a title's reference, not at a step's text")
    func lineFeed() {
        let step =
            #"{ "kind": "info", "id": "i", "title": {"text": "two"}, "text": {"text": "two"} }"#
        let problems = F.problems([step], texts: Self.texts)
        #expect(
            problems == [
                "3:\(Self.column(of: #"{"text": "two"}"#, in: step)): $.steps[0].title: the shared text \"two\" holds a line feed, which only a step's \"text\" may"
            ])
    }

    @Test("a shared text may not name an answer, at the column of its substitution")
    func answerKey() {
        let texts = #"{"hi": "Hi ${name}"}"#
        let problems = F.problems(
            [F.text("name"), #"{ "kind": "confirm", "key": "a", "title": {"text": "hi"} }"#],
            texts: texts)
        // The texts' line comes after the two steps and the closing bracket.
        #expect(
            problems == [
                "6:\(11 + Self.column(of: "${name}", in: texts)): $.texts.hi: \"name\" is no variable of the flow (\"vars\"): a shared text may name only variables and ${app}, never an answer"
            ])
    }

    @Test("a reference with another member, or an id that is no string, is malformed")
    func malformed() {
        for reference in [#"{"text": "greet", "en": "Hi"}"#, #"{"text": 5}"#] {
            let step = #"{ "kind": "confirm", "key": "a", "title": "# + reference + " }"
            let problems = F.problems([step], texts: Self.texts)
            #expect(
                problems == [
                    "3:\(Self.column(of: reference, in: step)): $.steps[0].title: a shared text is referred to as {\"text\": ID}, with no other member"
                ])
        }
    }

    @Test("texts is an object of texts by name, each checked at its own path")
    func definitions() {
        let problems = F.problems(
            [F.confirm("a")], texts: #"{"9x": "Hi", "ok": {"en": "Hi"}, "no": 5}"#)
        #expect(problems.count == 3, "\(problems)")
        #expect(
            problems.contains { $0.hasPrefix("5:") && $0.contains("$.texts.9x: expected a name") },
            "\(problems)")
        #expect(problems.contains { $0.hasPrefix("5:") && $0.contains("$.texts.ok:") })
        #expect(problems.contains { $0.contains("$.texts.no: ") })
    }
}
