import WizardCore
import WizardMessages
import WizardText

/// Checks the flow reader on one fuzzer input (the bytes of a flow file), trapping when its
/// contract does not hold:
/// - it never crashes, and every problem it reports points inside the document;
/// - it lists at most a hundred problems, those that stop a run first, each class in
///   document order, and counts them all;
/// - it returns a flow exactly when no problem is blocking;
/// - a flow it returns can be shown: every step lays out within 40 columns and 24 rows in
///   both languages, reads as plain-mode lines, and its answers file reader and card cope;
/// - through a session of its defaults and conditions, the step indicator counts the
///   current step among at most every step.
func checkFlowReader(_ bytes: [UInt8]) {
    let reading = FlowReader.read(bytes)
    let lineCount = bytes.count { $0 == 0x0A } + 1
    for problem in reading.problems {
        precondition(
            (1...lineCount).contains(problem.location.line) && problem.location.column >= 1,
            "a problem points outside the document")
    }
    precondition(reading.problems.count <= 100, "more than a hundred problems listed")
    precondition(
        zip(reading.problems, reading.problems.dropFirst()).allSatisfy {
            $0.isBlocking != $1.isBlocking ? $0.isBlocking : $0.location <= $1.location
        }, "problems out of order: those that stop a run first, each class in document order")
    precondition(
        reading.problemCount >= reading.problems.count
            && reading.blockingCount >= reading.problems.count(where: \.isBlocking),
        "problems listed but not counted")
    let blocking = reading.blockingCount > 0
    guard let flow = reading.flow else {
        precondition(blocking, "no flow, yet no blocking problem")
        return
    }
    precondition(!blocking, "a flow despite a blocking problem")
    for (index, step) in flow.steps.enumerated() {
        // Each step on its own, so that every one is laid out without answering the rest;
        // without its condition, which tests the steps left out.
        let unconditional = Step(
            id: step.id, title: step.title, text: step.text, button: step.button, kind: step.kind
        )
        let single = Flow(id: flow.id, steps: [unconditional])
        for language in Message.uiLanguages {
            let state = InteractiveState(
                session: Session(flow: single), language: language)
            let frame = StepScreen(width: 40, height: 24, language: language).frame(for: state)
            precondition(frame.lines.allSatisfy { $0.width <= 40 }, "step \(index) is too wide")
            precondition(frame.lines.count <= 23, "step \(index) is too tall")
            _ = LinePrompt(
                step: step, progress: (index + 1, flow.steps.count), stored: nil,
                language: language)
        }
    }
    // A whole run of its defaults and conditions, and the answers it leaves out.
    var session = Session(flow: flow, answering: Session.Answering(takesDefaults: true))
    _ = session.questionsWithoutDefault
    while !session.isComplete {
        let progress = session.progress
        precondition(
            1 <= progress.step && progress.step <= progress.of
                && progress.of <= flow.steps.count, "the step indicator counts wrongly")
        guard (try? session.submit(.line(""))) != nil else { break }
    }
    _ = try? AnswersReader.read(bytes, path: "answers.json", flow: flow)
    _ = ProfileCard(document: ProfileDocument(flow: flow), language: .korean)
}
