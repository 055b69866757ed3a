import WizardCore
import WizardIO
import WizardMessages

/// `wizard flow check FILE | show | questions [--json] [FILE] | schema | po`: tools for
/// writing flow files (and translating them: `FlowCommand+PO`).
enum FlowCommand {
    static func run(_ action: Invocation.FlowAction, context: Context) throws(WizardError)
        -> ExitStatus
    {
        switch action {
        case .check(let path):
            return try check(path, context: context)
        case .show:
            context.standardOutput.write(String(decoding: Flow.onboardingDefinition, as: UTF8.self))
            return .success
        case .questions(let path, let json):
            let flow = try FlowLoader.flow(path: path)
            if json {
                var output: [UInt8] = []
                JSONWriter.pretty(FlowQuestions.json(of: flow), into: &output)
                context.standardOutput.write(String(decoding: output, as: UTF8.self) + "\n")
            } else {
                let lines =
                    FlowQuestions.lines(of: flow, language: context.language)
                    + VariableListing.lines(of: flow, language: context.language)
                context.standardOutput.write(lines.map { $0.flowTextSafe + "\n" }.joined())
            }
            return .success
        case .schema:
            context.standardOutput.write(String(decoding: Flow.schema, as: UTF8.self))
            return .success
        case .poExtract(let path):
            return try extract(path, context: context)
        case .poMerge(let path, let translations):
            return try merge(path, translations: translations, context: context)
        }
    }

    /// Prints every problem and warning as `FILE:LINE:COLUMN: PATH: message` on standard
    /// output, then what the flow reads when a run starts (and whether its commands would
    /// run from this file), then a summary that counts each class; exit 65 when there is a
    /// problem that stops a run (warnings alone pass).
    private static func check(_ path: String, context: Context) throws(WizardError)
        -> ExitStatus
    {
        let (reading, origin) = try FlowLoader.read(path)
        let shownPath = InputFile.displayName(of: path).terminalSafe
        // The problems that stop a run come first, then the warnings (those it runs with);
        // each class in document order, as the reader lists them.
        var lines = reading.problems.map {
            $0.report(file: shownPath, language: context.language).terminalSafe
        }
        lines += NotListed.lines(
            blocking: reading.unlistedBlockingCount, warnings: reading.unlistedWarningCount,
            language: context.language)
        if let flow = reading.flow, flow.storeName == Flow.onboarding.storeName {
            lines.append(Message.sharesDefaultStore(store: flow.storeName)(context.language))
        }
        if let flow = reading.flow {
            lines += VariableListing.lines(of: flow, language: context.language)
            lines += VariableListing.refusal(of: flow, origin: origin, language: context.language)
        }
        // Two classes: problems that stop a run, and warnings (a soft check, a missing
        // translation), which it runs with.
        let warnings = reading.problemCount - reading.blockingCount
        if let flow = reading.flow {
            let summary = Message.flowChecked(
                path: shownPath, steps: flow.steps.count, questions: flow.questions.count,
                warnings: warnings)
            lines.append(summary(context.language))
        } else {
            let summary = Message.flowProblems(
                path: shownPath, blocking: reading.blockingCount, warnings: warnings)
            lines.append(summary(context.language))
        }
        context.standardOutput.write(lines.map { $0 + "\n" }.joined())
        // A flow that runs passes: problems it runs with (a missing translation) are reported,
        // and only one that stops a run fails the check.
        return reading.blockingCount == 0 ? .success : .dataError
    }
}
