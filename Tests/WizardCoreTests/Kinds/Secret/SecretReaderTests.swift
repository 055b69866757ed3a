import TestSupport
import Testing
import WizardCore

/// A secret in a flow file: its fields, and each problem at its line:column.
@Suite("Secrets in a flow file", .timeLimit(.minutes(5)))
struct SecretReaderTests {
    @Test("its fields: text's rules, label, confirm, keep and echo, with their defaults")
    func fields() throws {
        let flow = try FlowText.flow([
            FlowText.secret("pw"),
            FlowText.secret(
                "pin",
                extra: """
                    "placeholder": "PIN", "label": "PIN", "confirm": true, "keep": "none",
                    "echo": "none", "validators": [{ "min_length": 4 }, { "max_length": 6 },
                    { "pattern": "[0-9]*", "alert": "Digits only." }]
                    """),
        ])
        let plain = try #require(flow.steps[0].kind as? SecretQuestion)
        #expect(plain.keep == .hash)
        #expect(plain.echo == .masked)
        #expect(!plain.confirm)
        #expect((plain.rules.minimumLength, plain.rules.maximumLength) == (1, 256))
        #expect(plain.label.english == "pw")
        let pin = try #require(flow.steps[1].kind as? SecretQuestion)
        #expect(pin.keep == .none)
        #expect(pin.echo == .hidden)
        #expect(pin.confirm)
        #expect((pin.rules.minimumLength, pin.rules.maximumLength) == (4, 6))
        #expect(pin.placeholder.english == "PIN")
        #expect(throws: SecretQuestion.Refusal.broke(.patternMismatch)) { try pin.validate("12a4") }
        #expect(try pin.validate("1234") == "1234")
    }

    @Test(
        "a default, an unknown keep or echo, and a confirm that is no boolean, each at its place",
        arguments: [
            (#""default": "hunter22""#, "3:82: $.steps[0].default: a secret has no default"),
            (#""keep": "clear""#, #"3:79: $.steps[0].keep: expected "hash", "plain" or "none""#),
            (#""echo": "stars""#, #"3:79: $.steps[0].echo: expected "bullets" or "none""#),
            (#""confirm": "yes""#, "3:82: $.steps[0].confirm: expected true or false"),
        ])
    func problems(field: String, expected: String) {
        let problems = FlowText.problems([FlowText.secret("pw", extra: field)])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix(expected) == true, "\(problems)")
    }

    @Test("its label is read once: one problem for a bad one, one text for `flow po` to extract")
    func labelOnce() throws {
        let bad = FlowText.problems([FlowText.secret("pw", extra: #""label": 5"#)])
        #expect(bad.count == 1, "\(bad)")
        let document = FlowText.document([
            FlowText.secret("pw", extra: #""placeholder": "Password", "label": "Password""#)
        ])
        let texts = FlowReader.texts(in: Array(document.utf8)).texts
        #expect(texts.map(\.context) == ["pw.title", "pw.placeholder", "pw.label"])
    }

    @Test("a condition cannot test a secret, nor a text name it, each at its place")
    func hiddenAnswer() {
        let condition = FlowText.problems([
            FlowText.secret("pw"), FlowText.text("x", when: #"{"key": "pw", "equals": "a"}"#),
        ])
        #expect(condition.count == 1)
        #expect(
            condition.first?.hasPrefix(
                #"4:82: $.steps[1].when.key: "pw" is a secret: a condition cannot test its answer"#)
                == true, "\(condition)")
        let substitution = FlowText.problems([
            FlowText.secret("pw"), FlowText.text("x", extra: #""placeholder": "${pw}""#),
        ])
        #expect(substitution.count == 1, "\(substitution)")
    }
}
