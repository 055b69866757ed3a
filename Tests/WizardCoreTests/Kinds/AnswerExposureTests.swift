import TestSupport
import Testing
import WizardCore

/// What a kind's ``AnswerExposure`` keeps out of the shared views: the field's row, the
/// profile card, plain mode's prompt, the history and the alert of a refused line. The
/// secret kind (``HiddenInputQuestion``) quotes its answer in every text of its own.
@Suite("Answer exposure", .timeLimit(.minutes(5)))
struct AnswerExposureTests {
    let prompt = "  ❯ "

    @Test("every kind wizard reads shows its answers as typed, everywhere")
    func defaultIsVisible() throws {
        // Between them, the two examples have a step of every kind.
        var kinds: Set<String> = []
        for example in ["memo-tour.json", "dev-machine.json"] {
            let bytes = try #require(Files.read(Repository.path("examples/" + example)))
            let flow = try #require(FlowReader.read(bytes).flow)
            for step in flow.steps {
                kinds.insert(type(of: step.kind).formatName)
                #expect(step.kind.exposure == .visible, "\(step.id)")
            }
        }
        #expect(kinds == ["info", "text", "slider", "picker", "confirm", "multiselect"])
        #expect(Flow.onboarding.steps.allSatisfy { $0.kind.exposure == .visible })
    }

    @Test("a masked field shows a bullet a character, the cursor among them")
    func maskedRow() {
        let row = FieldRow(prompt: prompt, line: "pässwörd", cursor: 3, width: 40, echo: .masked)
        #expect(row.text == "  ❯ ••••••••")
        #expect(row.cursorColumn == 7)
        let long = String(repeating: "secret", count: 20)
        let clipped = FieldRow(
            prompt: prompt, line: long, cursor: long.count, width: 40, echo: .masked)
        #expect(!clipped.text.contains("s"))
        #expect(clipped.text.hasPrefix("  ❯ …••"))
    }

    @Test("a hidden field shows the prompt alone and no placeholder, the cursor after it")
    func hiddenRow() {
        let row = FieldRow(
            prompt: prompt, line: "secret", cursor: 3, width: 40, placeholder: "Password",
            echo: .hidden)
        #expect(row.text == prompt)
        #expect(row.cursorColumn == 4)
        #expect(row.placeholder == "")
        let empty = FieldRow(
            prompt: prompt, line: "", cursor: 0, width: 40, placeholder: "Password", echo: .hidden)
        #expect(empty.placeholder == "Password")
    }

    @Test("the card leaves the secret out; the other answers stay")
    func card() throws {
        let document = try ProfileDocument(
            values: [
                "name": .string("Alice"), "secret": .string("jqvxjqvx"),
                ProfileDocument.signedInKey: .bool(true),
            ], flow: .withSecret(echo: .hidden))
        let card = ProfileCard(document: document, language: .english)
        #expect(card.lines == ["Alice"])
        #expect(card.unansweredCount == 0)
    }

    @Test("plain mode's prompt names no stored secret; a text question's it does")
    func plainPrompt() throws {
        let flow = Flow.withSecret(echo: .masked)
        let stored = Answer.text("jqvxjqvx")
        let secret = LinePrompt(
            step: flow.steps[1], progress: (2, 2), stored: stored, language: .english)
        #expect(secret.prompt == "Secret: ")
        let name = LinePrompt(
            step: flow.steps[0], progress: (1, 2), stored: .text("Alice"), language: .english)
        #expect(name.prompt == "Name [Alice]: ")
        // The secret kind says only that one is set.
        let secretFlow = try FlowText.flow([FlowText.secret("pw", extra: #""label": "PIN""#)])
        for givenThisRun in [false, true] {
            let set = LinePrompt(
                step: secretFlow.steps[0], progress: (1, 1), stored: .secret("jqvxjqvx"),
                givenThisRun: givenThisRun, language: .korean)
            #expect(set.prompt == "PIN [설정됨]: ")
            #expect(!(set.introduction + [set.prompt]).joined().contains("jqvx"))
        }
    }

    @Test("the history keeps the name and not the secret")
    func history() throws {
        var session = Session(flow: .withSecret(echo: .hidden))
        try session.submit(.line("Alice"))
        try session.submit(.line("jqvxjqvx"))
        #expect(session.answers["secret"] == .text("jqvxjqvx"))
        #expect(session.historyEntries.map(\.answer) == ["Alice"])
    }

    @Test("a refused secret's alert, and the error it ends a run with, quote it masked")
    func alert() {
        let kind = HiddenInputQuestion()
        #expect {
            try kind.answer(toLine: "jqv")
        } throws: { error in
            guard let error = error as? ValidationError else { return false }
            return error.alert.english == "\"•••\" is too short"
                && error.reportedAlert.english == "\"•••\" is too short"
        }
        let shown = AnswerExposure(echo: .masked, places: .errors)
        let refused = kind.refusal(.tooShort("jqv")).withholding("jqv", as: shown)
        #expect(refused.alert.english == "\"•••\" is too short")
        #expect(refused.reportedAlert.english == "\"jqv\" is too short")
    }
}
