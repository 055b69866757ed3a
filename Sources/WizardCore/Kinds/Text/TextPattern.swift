/// A regular expression a text answer must match as a whole, with the alert shown when it
/// does not. The syntax is Swift's `Regex`, which follows Perl and ICU.
///
/// Patterns that can take exponential time on a backtracking engine are refused: a group
/// that repeats and itself repeats or alternates (`(a+)+`, `(a|aa)*`), and backreferences.
/// An answer is matched at every Enter, so one such pattern would freeze the screen.
public struct TextPattern: Sendable {
    public let source: String
    public let alert: LocalizedText

    /// Why a pattern is refused.
    public enum Refusal: Error, Sendable, Equatable {
        case invalid
        case nestedRepetition
        case backreference
    }

    public init(source: String, alert: LocalizedText) throws(Refusal) {
        try Self.checkBacktracking(source)
        guard (try? Regex(source)) != nil else { throw .invalid }
        self.source = source
        self.alert = alert
    }

    /// Whether the whole of `text` matches. The expression is compiled for each answer
    /// (microseconds) rather than kept, since `Regex` is not `Sendable`.
    public func matches(_ text: String) -> Bool {
        guard let regex = try? Regex(source) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }

    /// Refuses the shapes that backtrack exponentially. A rough scan of the source that
    /// knows escapes, character classes and groups; a pattern it cannot follow is left
    /// for `Regex` to judge.
    private static func checkBacktracking(_ source: String) throws(Refusal) {
        let characters = Array(source)
        /// For each open group: whether it holds a repetition or an alternation.
        var groups: [Bool] = [false]
        var index = 0
        func isRepetition(at position: Int) -> Bool {
            guard position < characters.count else { return false }
            return characters[position] == "*" || characters[position] == "+"
                || characters[position] == "{"
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if next.isNumber && next != "0" || next == "k" { throw .backreference }
                index += 1
            case "[":
                index += 1
                while index < characters.count, characters[index] != "]" {
                    if characters[index] == "\\" { index += 1 }
                    index += 1
                }
            case "(":
                groups.append(false)
            case ")" where groups.count > 1:
                let holdsRepetition = groups.removeLast()
                if holdsRepetition, isRepetition(at: index + 1) { throw .nestedRepetition }
                groups[groups.count - 1] = groups[groups.count - 1] || holdsRepetition
            case "|":
                groups[groups.count - 1] = true
            case "*", "+", "{":
                groups[groups.count - 1] = true
            default:
                break
            }
            index += 1
        }
    }
}
