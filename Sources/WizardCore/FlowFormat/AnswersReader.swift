import WizardText

/// Reads an answers file (`--answers FILE`): one JSON object whose keys are store keys of
/// the flow and whose values answer those steps, as a piped line would.
///
/// Each value stands for a line as its kind says (``QuestionKind/line(fromAnswersFile:)``:
/// a string as the line typed, a whole number as its digits, however it is written (`30`,
/// `30.0` and `3E1` are all `30`: the rule of ``JSONNumber``, which the store shares),
/// `true`/`false` as yes/no, an array of strings as a multi-select's values), and goes
/// through its step's validators; a value its kind takes as the store keeps it (a hash for
/// a secret kept hashed, ``QuestionKind/storedAnswer(fromAnswersFile:)``) does not.
public enum AnswersReader {
    /// Answers files larger than this are refused unread.
    public static let sizeLimit = 1 << 20

    /// The validated answers in `bytes`, by store key.
    ///
    /// - Parameter path: the file's path, naming it in a refused answer's source.
    /// - Parameter overridden: keys answered another way that wins (command-line flags):
    ///   their values here are neither checked nor returned.
    /// - Parameter warned: told of each answer a soft check warns about (``SoftTextRule``),
    ///   which is kept, with its place in the file.
    public static func read(
        _ bytes: [UInt8], path: String, flow: Flow, overridden: Set<String> = [],
        warned: (AnswerRefused) -> Void = { _ in }
    )
        throws(AnswersFileError) -> [String: Answer]
    {
        let root: JSONNode
        do {
            // An answer is at most a list of strings (a multi-select's): deeper containers
            // are checked, not built.
            root = try JSONParser.parse(bytes, options: JSONParser.Options(buildingDepth: 2))
        } catch {
            throw AnswersFileError(location: error.location, reason: .syntax(error.message))
        }
        guard case .object(let members) = root.value else {
            throw AnswersFileError(location: root.location, reason: .notAnObject)
        }
        var answers: [String: Answer] = [:]
        var seen: Set<String> = []
        for member in members {
            guard let step = flow.step(id: member.key), let question = step.question else {
                let keys = flow.questions.map(\.id)
                throw AnswersFileError(
                    location: member.keyLocation, reason: .unknownKey(member.key, known: keys))
            }
            guard seen.insert(member.key).inserted else {
                throw AnswersFileError(
                    location: member.keyLocation, reason: .duplicateKey(member.key))
            }
            if overridden.contains(member.key) { continue }
            var value = member.value.value
            if case .fraction = value, let number = JSONNumber.wholeValue(bytes[member.value.span])
            {
                value = .integer(number)
            }
            if let answer = question.storedAnswer(fromAnswersFile: value) {
                answers[step.id] = answer
                continue
            }
            guard let line = question.line(fromAnswersFile: value) else {
                throw AnswersFileError(
                    location: member.value.location, reason: .wrongType(member.key))
            }
            let source = AnswerRefused.Source.answersFile(
                path: path, location: member.value.location)
            do {
                if let answer = try question.answer(toLine: line) {
                    answers[step.id] = answer
                    if let warning = step.warning(about: answer, for: .given(line)) {
                        warned(AnswerRefused(step: step, source: source, error: warning))
                    }
                }
            } catch {
                let refused = AnswerRefused(step: step, source: source, error: error)
                throw AnswersFileError(location: member.value.location, reason: .refused(refused))
            }
        }
        return answers
    }
}

/// Why an answers file cannot be used, and where in it.
public struct AnswersFileError: Error, Sendable {
    public enum Reason: Sendable {
        case syntax(LocalizedText)
        case notAnObject
        case unknownKey(String, known: [String])
        case duplicateKey(String)
        case wrongType(String)
        /// A step refused its answer; the refusal names the file and the place.
        case refused(AnswerRefused)
    }

    public let location: TextLocation
    public let reason: Reason
}
