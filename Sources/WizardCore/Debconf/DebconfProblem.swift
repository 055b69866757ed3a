/// Why wizard refuses a line of debconf's protocol, or cannot carry out its command: the
/// reply says so with its status and a sentence (``DebconfReply``), and the side that
/// talks to the peer warns of it. Every case is something the peer sent; none ends the
/// conversation.
public enum DebconfProblem: Error, Sendable, Equatable {
    /// A line longer than ``DebconfCommand/lineByteLimit`` bytes.
    case lineTooLong
    /// A line that is not UTF-8, which the Passthrough frontend always writes.
    case notUTF8
    /// A line with no command on it.
    case emptyLine
    /// A command the protocol does not have.
    case unknownCommand(String)
    /// A known command with too few or too many words after it.
    case argumentCount(command: String)
    /// A question's tag, or a variable's name, written as nothing.
    case emptyName(command: String)
    /// `DATA` for a field a template does not have.
    case unknownField(String)
    /// `DATA tag type` with a type debconf does not have.
    case unknownType(String)
    /// `INPUT` with a priority debconf does not have.
    case unknownPriority(String)
    /// `PROGRESS` with an action it does not have.
    case unknownProgressAction(String)
    /// A number that is not a whole number, or too large for one.
    case notANumber(String)
    /// `PROGRESS START` with its least value above its greatest.
    case progressRange(minimum: Int, maximum: Int)
    /// `INPUT`, `GET`, `SETTITLE` or `PROGRESS` naming a question no `DATA tag type` has
    /// described.
    case unknownQuestion(String)
    /// `GO` after more `INPUT`s than one batch may ask (``DebconfConversation/questionLimit``).
    case tooManyQuestions(Int)
    /// `GO` with a select or multiselect of more choices than one list may have
    /// (``DebconfConversation/choiceLimit``).
    case tooManyChoices(tag: String, count: Int)
    /// A line while a batch is being asked, before its outcome came back: the source's
    /// loop never lets this happen.
    case batchUnderWay

    /// The status the reply gives, as debconf's own `Debconf/ConfModule.pm` gives it for
    /// the same fault: a bad line or wrong words 20, an unknown question or field 10, and 100
    /// for what wizard cannot ask.
    public var status: DebconfStatus {
        switch self {
        case .lineTooLong, .notUTF8, .emptyLine, .unknownCommand, .argumentCount, .emptyName,
            .unknownPriority, .unknownProgressAction, .notANumber, .progressRange:
            .syntaxError
        case .unknownField, .unknownType, .unknownQuestion:
            .badParameters
        case .tooManyQuestions, .tooManyChoices, .batchUnderWay:
            .internalError
        }
    }

    /// The reply's sentence, in English as the protocol's are; it quotes at most
    /// ``quoteLimit`` characters of what the peer sent.
    public var explanation: String {
        switch self {
        case .lineTooLong:
            "line longer than \(DebconfCommand.lineByteLimit) bytes"
        case .notUTF8: "line is not UTF-8"
        case .emptyLine: "empty line"
        case .unknownCommand(let command): "Unsupported command \"\(Self.quoted(command))\""
        case .argumentCount(let command):
            "Incorrect number of arguments to \(Self.quoted(command))"
        case .emptyName(let command): "empty name in \(Self.quoted(command))"
        case .unknownField(let field): "unknown field \"\(Self.quoted(field))\""
        case .unknownType(let type): "unknown type \"\(Self.quoted(type))\""
        case .unknownPriority(let priority):
            "\"\(Self.quoted(priority))\" is not a valid priority"
        case .unknownProgressAction(let action):
            "Unknown subcommand \"\(Self.quoted(action))\""
        case .notANumber(let text): "\"\(Self.quoted(text))\" is not a whole number"
        case .progressRange(let minimum, let maximum): "min (\(minimum)) > max (\(maximum))"
        case .unknownQuestion(let tag): "\"\(Self.quoted(tag))\" doesn't exist"
        case .tooManyQuestions(let count):
            "\(count) questions in one GO; at most \(DebconfConversation.questionLimit)"
        case .tooManyChoices(let tag, let count):
            "\"\(Self.quoted(tag))\" has \(count) choices; at most "
                + "\(DebconfConversation.choiceLimit)"
        case .batchUnderWay: "a batch is being asked"
        }
    }

    /// The most characters of the peer's words a sentence quotes.
    public static let quoteLimit = 64

    /// `text` cut to ``quoteLimit`` characters, `…` after a cut.
    static func quoted(_ text: String) -> String {
        var end = text.startIndex
        var count = 0
        while end < text.endIndex, count < quoteLimit {
            text.formIndex(after: &end)
            count += 1
        }
        return end == text.endIndex ? text : text[..<end] + "…"
    }
}
