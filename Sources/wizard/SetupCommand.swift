import WizardCore
import WizardIO

/// `wizard setup`: runs the flow through the frontend the terminal allows, then signs in.
enum SetupCommand {
    static func run(_ invocation: Invocation, context: Context) throws -> ExitStatus {
        let store = try context.store(for: invocation)
        // Read first: a corrupt store is reported before anyone answers a question.
        let stored = try store.load()
        var session = Session(
            flow: store.flow, answeredInAdvance: try presetAnswers(invocation, flow: store.flow))
        if session.needsInput {
            try answer(&session, invocation: invocation, context: context, stored: stored)
        }
        let saved = try store.update(onWait: { context.announceWaiting(for: store) }) {
            document in
            document.signIn(with: session.answers)
            return true
        }
        context.standardOutput.write(ProfileCard(document: saved, language: context.language).text)
        return .success
    }

    /// The answers given as options, validated by their steps.
    private static func presetAnswers(_ invocation: Invocation, flow: Flow)
        throws(PresetAnswerRefused) -> [String: Answer]
    {
        var answers: [String: Answer] = [:]
        for preset in invocation.presetAnswers {
            guard let step = flow.step(id: preset.stepID) else { continue }
            do {
                answers[step.id] = try step.answer(for: .line(preset.value))
            } catch {
                throw PresetAnswerRefused(option: preset.option, step: step, error: error)
            }
        }
        return answers
    }

    private static func answer(
        _ session: inout Session, invocation: Invocation, context: Context,
        stored: ProfileDocument
    ) throws {
        let mode = AnswerMode.detect(
            environment: context.environment, plainRequested: invocation.plain)
        switch mode {
        case .piped:
            try PipedFrontend(lines: LineSource(descriptor: 0)).run(&session)
        case .plain, .interactive:
            let conversation = AnswerMode.conversationDescriptor()
            var frontend = PlainFrontend(
                reader: ReadlineEditor(inputDescriptor: 0, outputDescriptor: conversation),
                output: FileDescriptorSink(descriptor: conversation), language: context.language,
                stored: stored)
            try frontend.run(&session)
        }
    }
}
