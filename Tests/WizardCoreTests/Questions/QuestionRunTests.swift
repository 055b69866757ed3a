import TestSupport
import Testing
import WizardCore
import WizardText

/// Question sources through the one loop every command runs (``QuestionRun``): batches
/// asked one after the other, each one's answers handed back before the next, and Back from
/// a batch's first step handed back as such, at the screens and in plain mode.
@Suite("Question sources, batch by batch", .timeLimit(.minutes(5)))
struct QuestionRunTests {
    /// A source that asks `keys` one batch each, as a configuration script asks its
    /// questions; Back from a batch goes to the one before, as debconf's `backup` does.
    struct ScriptedSource: QuestionSource {
        typealias Failure = Never
        let flows: [Flow]
        var position = 0
        var log: [String] = []

        init(keys: [String]) throws {
            flows = try keys.map { try FlowText.flow([FlowText.text($0)]) }
        }

        mutating func nextBatch() -> QuestionBatch? {
            guard position < flows.count else { return nil }
            // The first batch has nothing before it; the others go back to it.
            return QuestionBatch(flow: flows[position], backsOut: position > 0)
        }

        mutating func finish(_ outcome: BatchOutcome) {
            switch outcome {
            case .answered(let session):
                log.append(
                    session.answers.sorted { $0.key < $1.key }
                        .map { "\($0.key)=\($0.value.string ?? "")" }.joined(separator: ","))
                position += 1
            case .wentBack:
                log.append("back")
                position -= 1
            }
        }
    }

    /// Answers each session with the next of `lines` through plain mode's dialogue.
    final class PlainLines {
        var lines: [String]
        var transcript = ""
        init(_ lines: [String]) { self.lines = lines }

        func ask(_ session: inout Session) {
            var dialogue = PlainDialogue(
                session: session, language: .english, idleLimit: nil, glyphs: .unicode)
            var turn = dialogue.start()
            while case .read(let prompt, _, _, _) = turn.next, !lines.isEmpty {
                transcript += turn.text + prompt + lines[0] + "\n"
                turn = dialogue.take(.line(lines.removeFirst()))
            }
            transcript += turn.text
            session = dialogue.session
        }
    }

    @Test(
        "plain mode: each batch asked in turn; the back word at a batch's first step goes to the one before"
    )
    func plainBack() throws {
        var source = try ScriptedSource(keys: ["area", "zone"])
        let lines = PlainLines(["Europe", ":back", "Asia", "Seoul"])
        let last = try QuestionRun.run(&source, answering: Session.Answering(), language: .english)
        {
            lines.ask(&$0)
        }
        #expect(source.log == ["area=Europe", "back", "area=Asia", "zone=Seoul"])
        #expect(last?.answers == ["zone": .text("Seoul")])
        #expect(lines.lines.isEmpty)
        // The first batch says nothing of a step before it: it is the first.
        #expect(!lines.transcript.contains("first step"), "\(lines.transcript)")
    }

    @Test("the back word at the first batch's first step has nowhere to go: it says so")
    func firstBatchStays() throws {
        var source = try ScriptedSource(keys: ["area"])
        let lines = PlainLines([":back", "Europe"])
        _ = try QuestionRun.run(&source, answering: Session.Answering(), language: .english) {
            lines.ask(&$0)
        }
        #expect(source.log == ["area=Europe"])
        #expect(lines.transcript.contains("This is the first step; there is none before it."))
    }

    @Test("the screens: Shift-Tab at a batch's first step ends it as Back, the hint says so")
    func screensBack() throws {
        var source = try ScriptedSource(keys: ["area", "zone"])
        var reactions: [InteractiveState.Reaction] = []
        var hints: [Bool] = []
        var typed = ["Europe", "", "Asia", "Seoul"][...]
        let last = try QuestionRun.run(&source, answering: Session.Answering(), language: .english)
        {
            session in
            var state = InteractiveState(session: session, language: .english)
            hints.append(state.session.canGoBack)
            guard let line = typed.popFirst() else { return }
            if line.isEmpty {
                reactions.append(state.goBack())
            } else {
                reactions.append(
                    state.endEdit(.accepted, text: line, cursor: line.count, keyCame: true))
            }
            session = state.session
        }
        #expect(source.log == ["area=Europe", "back", "area=Asia", "zone=Seoul"])
        #expect(last?.answers == ["zone": .text("Seoul")])
        #expect(reactions == [.completed, .completed, .completed, .completed])
        // Back is offered at the second batch's first step, not at the first's.
        #expect(hints == [false, true, false, true])
    }

    @Test("a flow file is a source of one batch, with nothing before it")
    func flowFile() throws {
        var source = FlowFileSource<Never>(QuestionBatch(flow: .onboarding))
        var batches = 0
        let last = try QuestionRun.run(&source, answering: Session.Answering(), language: .english)
        {
            session in
            batches += 1
            #expect(!session.canGoBack)
            for reply in ["", "Alice", "", "2"] { try? session.submit(.line(reply)) }
        }
        #expect(batches == 1)
        #expect(last?.answers["name"] == .text("Alice"))
        guard case .answered(let session)? = source.outcome else {
            Issue.record("the batch was not answered: \(String(describing: source.outcome))")
            return
        }
        #expect(session.isComplete)
    }
}
