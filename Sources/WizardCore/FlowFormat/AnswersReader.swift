/// Reads an answers file (`--answers FILE`): one JSON object whose keys are store keys of
/// the flow and whose values answer those steps, as a piped line would.
///
/// A string is taken as the line typed; a whole number as its digits, however it is written
/// (`30`, `30.0` and `3E1` are all `30`: the rule of ``JSONNumber``, which the store
/// shares); `true`/`false` as yes/no. Every answer goes through its step's validators.
public enum AnswersReader {
    /// Answers files larger than this are refused unread.
    public static let sizeLimit = 1 << 20

    /// The validated answers in `bytes`, by store key.
    ///
    /// - Parameter overridden: keys answered another way that wins (command-line flags):
    ///   their values here are neither checked nor returned.
    public static func read(_ bytes: [UInt8], flow: Flow, overridden: Set<String> = [])
        throws(AnswersFileError) -> [String: Answer]
    {
        let root: JSONNode
        do {
            // An answer is never a container: those are checked, not built.
            root = try JSONParser.parse(bytes, options: JSONParser.Options(buildingDepth: 1))
        } catch {
            throw AnswersFileError(location: error.location, reason: .syntax(error.message))
        }
        guard case .object(let members) = root.value else {
            throw AnswersFileError(location: root.location, reason: .notAnObject)
        }
        var answers: [String: Answer] = [:]
        var seen: Set<String> = []
        for member in members {
            guard let step = flow.step(id: member.key), step.isQuestion else {
                let keys = flow.questions.map(\.id)
                throw AnswersFileError(
                    location: member.keyLocation, reason: .unknownKey(member.key, known: keys))
            }
            guard seen.insert(member.key).inserted else {
                throw AnswersFileError(
                    location: member.keyLocation, reason: .duplicateKey(member.key))
            }
            if overridden.contains(member.key) { continue }
            let line: String
            switch member.value.value {
            case .string(let string): line = string
            case .integer(let number): line = String(number)
            case .fraction:
                guard let number = JSONNumber.wholeValue(bytes[member.value.span]) else {
                    throw AnswersFileError(
                        location: member.value.location, reason: .wrongType(member.key))
                }
                line = String(number)
            case .bool(let flag): line = flag ? "yes" : "no"
            case .object, .array, .null:
                throw AnswersFileError(
                    location: member.value.location, reason: .wrongType(member.key))
            }
            do {
                if let answer = try step.answer(for: .line(line)) { answers[step.id] = answer }
            } catch {
                throw AnswersFileError(
                    location: member.value.location, reason: .refused(step: step, error))
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
        case refused(step: Step, ValidationError)
    }

    public let location: TextLocation
    public let reason: Reason
}
