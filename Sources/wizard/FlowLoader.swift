import WizardCore
import WizardIO

/// The flow an invocation runs, and the answers it brings: the embedded flow unless
/// `--flow FILE` names another, and `--answers FILE` read against that flow.
enum FlowLoader {
    /// The embedded flow when `path` is `nil`, else the flow file at `path` (`-`: standard
    /// input), which must read with no blocking problem (a missing translation only falls
    /// back to English).
    static func flow(path: String?) throws(WizardError) -> Flow {
        try load(path: path).flow
    }

    /// The flow ``flow(path:)`` gives, and where it was read from: what its variables need
    /// when it runs (``RunVariables``).
    static func load(path: String?) throws(WizardError) -> (flow: Flow, origin: FlowOrigin) {
        guard let path else { return (.onboarding, .embedded) }
        let (reading, origin) = try read(path)
        guard let flow = reading.flow else {
            throw .flowUnusable(
                FlowUnusable(
                    path: InputFile.displayName(of: path), problems: reading.problems,
                    unlistedBlockingCount: reading.unlistedBlockingCount,
                    unlistedWarningCount: reading.unlistedWarningCount))
        }
        return (flow, origin)
    }

    /// Everything `FlowReader` says about the flow file at `path` (`-`: standard input), and
    /// where it was read from.
    static func read(_ path: String) throws(WizardError) -> (
        reading: FlowReading, origin: FlowOrigin
    ) {
        do {
            let (bytes, status) = try InputFile.readWithStatus(
                argument: path, kind: .flow, limit: FlowReader.sizeLimit)
            return (FlowReader.read(bytes), FlowOrigin(argument: path, status: status))
        } catch {
            throw .file(error)
        }
    }

    /// The answers in `--answers FILE` (`-`: standard input), validated by `flow`'s steps,
    /// except those a flag overrides; none without the option.
    ///
    /// An answer a soft check warns about is kept, and the warning written on standard
    /// error (`context`).
    static func answers(for invocation: Invocation, flow: Flow, context: Context)
        throws(WizardError) -> [String: Answer]
    {
        guard let path = invocation.answersPath else { return [:] }
        var bytes: [UInt8]
        do {
            bytes = try InputFile.read(
                argument: path, kind: .answers, limit: AnswersReader.sizeLimit)
        } catch {
            throw .file(error)
        }
        // An answers file may give a secret: its bytes are cleared once read.
        defer { bytes.wipe() }
        do {
            let flagged = Set(invocation.presetAnswers.map(\.stepID))
            return try AnswersReader.read(
                bytes, path: InputFile.displayName(of: path), flow: flow, overridden: flagged
            ) { context.warn(about: $0) }
        } catch {
            throw .answersFile(AnswersRefused(path: InputFile.displayName(of: path), error: error))
        }
    }
}
