import WizardCore
import WizardIO

/// The flow an invocation runs, and the answers it brings: the embedded flow unless
/// `--flow FILE` names another, and `--answers FILE` read against that flow.
enum FlowLoader {
    /// The embedded flow when `path` is `nil`, else the flow file at `path`, which must
    /// read with no blocking problem (a missing translation only falls back to English).
    static func flow(path: String?) throws -> Flow {
        guard let path else { return .onboarding }
        let reading = try read(path)
        guard let flow = reading.flow else {
            throw FlowUnusable(path: path, problems: reading.problems)
        }
        return flow
    }

    /// Everything `FlowReader` says about the flow file at `path`.
    static func read(_ path: String) throws(FileUnreadable) -> FlowReading {
        do {
            return FlowReader.read(try InputFile.read(path, limit: FlowReader.sizeLimit))
        } catch {
            throw FileUnreadable(kind: .flow, error: error)
        }
    }

    /// The answers in `--answers FILE`, validated by `flow`'s steps, except those a flag
    /// overrides; none without the option.
    static func answers(for invocation: Invocation, flow: Flow) throws -> [String: Answer] {
        guard let path = invocation.answersPath else { return [:] }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: AnswersReader.sizeLimit)
        } catch {
            throw FileUnreadable(kind: .answers, error: error)
        }
        do {
            let flagged = Set(invocation.presetAnswers.map(\.stepID))
            return try AnswersReader.read(bytes, path: path, flow: flow, overridden: flagged)
        } catch {
            throw AnswersRefused(path: path, error: error)
        }
    }
}

/// A flow or answers file that could not be read at all.
struct FileUnreadable: Error {
    let kind: FileKind
    let error: InputFileError
}

/// A flow file with blocking problems: it is not run.
struct FlowUnusable: Error {
    let path: String
    let problems: [FlowProblem]
}

/// An answers file that does not fit the flow or whose answer a step refuses.
struct AnswersRefused: Error {
    let path: String
    let error: AnswersFileError
}
