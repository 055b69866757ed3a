/// What wizard knows of a conversation over debconf's Passthrough protocol, and the reply
/// to each line of it: pure, no file descriptor, one line in, one reply or one batch out.
///
/// The side that talks to the peer reads a line and hands it to ``take(line:)``:
/// - ``DebconfTurn/reply(_:)``: write the reply's ``DebconfReply/line`` and a line feed,
///   and warn of its ``DebconfReply/problem`` if it has one;
/// - ``DebconfTurn/ask(_:)`` (for `GO`): ask the batch as one session, and hand how it
///   ended to ``finish(_:)``, whose reply is `GO`'s: `0 ok`, or `30 backup` when the person
///   went back from the batch's first question and the peer declared `backup`. The
///   answers are then what `GET` gives.
///
/// ``DebconfSource`` is that loop as a ``QuestionSource``, over any ``DebconfPeer``.
public struct DebconfConversation: Sendable {
    /// The most questions one `GO` may ask.
    public static let questionLimit = 999
    /// The most choices one select or multiselect may list, as many as a flow's list.
    public static let choiceLimit = Flow.listedOptionLimit
    /// What wizard can do, as the reply to `CAPB` says: go back from a batch.
    public static let capabilities = ["backup"]

    /// Every question described so far, by tag.
    public internal(set) var questions: [String: DebconfQuestion] = [:]
    /// What the peer said it can do with its last `CAPB` that named any.
    public private(set) var peerCapabilities: [String] = []
    /// The frame's title (`TITLE`, `SETTITLE`, a `title` question), one line, safe to show;
    /// `nil` until one is given.
    public internal(set) var title: String?
    /// The progress bar, while one is shown (`PROGRESS START` to `PROGRESS STOP`).
    public private(set) var progress: DebconfProgress?
    /// The tags `INPUT` queued for the next `GO`, in order, each once.
    var queue: [String] = []
    /// The `INPUT`s past ``questionLimit`` since the last `GO`, which only count.
    var overflow = 0
    /// The tags of the batch being asked, between ``DebconfTurn/ask(_:)`` and
    /// ``finish(_:)``.
    var asking: [String]?

    public init() {}

    /// Whether the peer can go back a batch: `CAPB backup`. Only then does a batch go back
    /// from its first question (``QuestionBatch/backsOut``). debconf's Passthrough frontend
    /// says so when a script declares it (`capb_backup`), and says nothing when a later
    /// `CAPB` of the script leaves it out, so once declared it stays.
    public var backupDeclared: Bool { peerCapabilities.contains("backup") }

    /// The reply to `line`, or the batch its `GO` asks (``DebconfCommand/init(line:)``).
    public mutating func take(line: some Collection<UInt8>) -> DebconfTurn {
        do throws(DebconfProblem) {
            return take(try DebconfCommand(line: line))
        } catch {
            return .reply(DebconfReply(refusing: error))
        }
    }

    /// The reply to `command`, or the batch `GO` asks; while a batch is being asked, a
    /// refusal (``DebconfProblem/batchUnderWay``).
    public mutating func take(_ command: DebconfCommand) -> DebconfTurn {
        guard asking == nil else { return .reply(DebconfReply(refusing: .batchUnderWay)) }
        do throws(DebconfProblem) {
            return try turn(for: command)
        } catch {
            return .reply(DebconfReply(refusing: error))
        }
    }

    /// What `command` does, with the replies debconf's `ConfModule.pm` gives a script.
    private mutating func turn(for command: DebconfCommand) throws(DebconfProblem)
        -> DebconfTurn
    {
        switch command {
        case .capabilities(let words):
            if !words.isEmpty { peerCapabilities = words }
            return .reply(DebconfReply(.success, Self.capabilities.joined(separator: " ")))
        case .title(let text):
            title = DebconfDescription.title(text)
            return .reply(DebconfReply(.success))
        case .setTitle(let tag):
            title = try known(tag).shownDescription ?? DebconfDescription.oneLine(tag)
            return .reply(DebconfReply(.success))
        case .data(let tag, let datum):
            describe(tag, datum)
            return .reply(DebconfReply(.success))
        case .set(let tag, let value):
            questions[tag, default: DebconfQuestion()].value = value
            return .reply(DebconfReply(.success, "value set"))
        case .substitute(let tag, let variable, let value):
            questions[tag, default: DebconfQuestion()].variables[variable] = value
            return .reply(DebconfReply(.success))
        case .input(_, let tag):
            return .reply(try queue(tag))
        case .go:
            return try go()
        case .get(let tag):
            return .reply(DebconfReply(.success, try value(of: tag)))
        case .progress(let action):
            try move(action)
            return .reply(DebconfReply(.success, "OK"))
        }
    }

    /// `DATA tag field value` kept.
    private mutating func describe(_ tag: String, _ datum: DebconfDatum) {
        switch datum {
        case .type(let type): questions[tag, default: DebconfQuestion()].type = type
        case .description(let text): questions[tag, default: DebconfQuestion()].description = text
        case .extendedDescription(let text):
            questions[tag, default: DebconfQuestion()].extendedDescription = text
        case .choices(let text): questions[tag, default: DebconfQuestion()].choices = text
        }
    }

    /// The question `tag` names, once `DATA tag type` has described it.
    func known(_ tag: String) throws(DebconfProblem) -> DebconfQuestion {
        guard let question = questions[tag], question.type != nil else {
            throw .unknownQuestion(tag)
        }
        return question
    }

    /// `PROGRESS …` carried out. A bar that is not shown ignores `SET`, `STEP` and `INFO`,
    /// as debconf's own frontends do.
    private mutating func move(_ action: DebconfProgressCommand) throws(DebconfProblem) {
        switch action {
        case .start(let minimum, let maximum, let tag):
            guard minimum <= maximum else {
                throw .progressRange(minimum: minimum, maximum: maximum)
            }
            let title = try known(tag).shownDescription ?? DebconfDescription.oneLine(tag)
            progress = DebconfProgress(minimum: minimum, maximum: maximum, title: title)
        case .set(let value): progress?.set(value)
        case .step(let increment): progress?.step(increment)
        case .info(let tag):
            let info = try known(tag).shownDescription ?? DebconfDescription.oneLine(tag)
            progress?.info = info
        case .stop: progress = nil
        }
    }
}

/// What a line of the protocol asks of the side that talks to the peer.
public enum DebconfTurn: Sendable {
    /// Write this reply.
    case reply(DebconfReply)
    /// Ask this batch (`GO`), then hand its outcome to ``DebconfConversation/finish(_:)``,
    /// whose reply is `GO`'s.
    case ask(QuestionBatch)
}
