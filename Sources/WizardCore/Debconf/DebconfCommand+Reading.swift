import WizardText

extension DebconfCommand {
    /// The longest line read, in bytes without its line feed: 1 MiB. A locale list of
    /// five hundred choices is about 10 KiB.
    public static let lineByteLimit = 1 << 20

    /// The command `line` holds, read as the Passthrough frontend writes it: its words
    /// joined by single spaces, the last one (a value, a title) the rest of the line with
    /// its spaces; the command's name in any case. A line feed at its end is dropped.
    ///
    /// `line` may be handed over cut to `lineByteLimit + 1` bytes when it is longer: it is
    /// refused either way, so a reader never keeps more.
    ///
    /// - Throws: why the line is not a command of the protocol; never traps, whatever the
    ///   bytes.
    public init(line: some Collection<UInt8>) throws(DebconfProblem) {
        // Counted before it is copied: a line cut at the limit and one of a gigabyte cost
        // the same.
        guard line.count <= Self.lineByteLimit + 1 else { throw .lineTooLong }
        var bytes = Array(line)[...]
        if bytes.last == 0x0A { bytes.removeLast() }
        if bytes.count > Self.lineByteLimit { throw .lineTooLong }
        guard bytes.withUnsafeBufferPointer(UTF8Text.isWellFormed) else { throw .notUTF8 }
        var words = DebconfWords(bytes)
        guard let name = words.next(), !name.isEmpty else { throw .emptyLine }
        switch DebconfWords.text(name).uppercased() {
        case "CAPB": self = .capabilities(words.remainingWords())
        case "TITLE": self = .title(words.remainder())
        case "SETTITLE": self = .setTitle(tag: try words.lastName(of: "SETTITLE"))
        case "DATA": self = try Self.data(&words)
        case "SET":
            self = .set(tag: try words.name(of: "SET"), value: words.remainder())
        case "SUBST":
            self = .substitute(
                tag: try words.name(of: "SUBST"), variable: try words.name(of: "SUBST"),
                value: words.remainder())
        case "INPUT":
            let priority = try words.name(of: "INPUT")
            guard let known = StepPriority(rawValue: priority.lowercased()) else {
                throw .unknownPriority(priority)
            }
            self = .input(priority: known, tag: try words.lastName(of: "INPUT"))
        case "GO":
            guard words.isEnded else { throw .argumentCount(command: "GO") }
            self = .go
        case "GET": self = .get(tag: try words.lastName(of: "GET"))
        case "PROGRESS": self = .progress(try Self.progress(&words))
        default: throw .unknownCommand(DebconfWords.text(name))
        }
    }

    /// `DATA tag field value`, the value of a text field with its line feeds unescaped
    /// (``DebconfEscapes``).
    private static func data(_ words: inout DebconfWords) throws(DebconfProblem) -> Self {
        let tag = try words.name(of: "DATA")
        let field = try words.name(of: "DATA")
        let value = words.remainder()
        switch field {
        case "type":
            guard let type = DebconfType(rawValue: value.lowercased()) else {
                throw .unknownType(value)
            }
            return .data(tag: tag, .type(type))
        case "description":
            return .data(tag: tag, .description(DebconfEscapes.unescapingLineFeeds(value)))
        case "extended_description":
            return .data(
                tag: tag, .extendedDescription(DebconfEscapes.unescapingLineFeeds(value)))
        case "choices":
            return .data(tag: tag, .choices(DebconfEscapes.unescapingLineFeeds(value)))
        default:
            throw .unknownField(field)
        }
    }

    /// `PROGRESS START|SET|STEP|INFO|STOP …`, the action in any case.
    private static func progress(_ words: inout DebconfWords) throws(DebconfProblem)
        -> DebconfProgressCommand
    {
        let action = try words.name(of: "PROGRESS")
        switch action.uppercased() {
        case "START":
            let minimum = try words.number(of: "PROGRESS")
            let maximum = try words.number(of: "PROGRESS")
            return .start(
                minimum: minimum, maximum: maximum, tag: try words.lastName(of: "PROGRESS"))
        case "SET": return .set(try words.lastNumber(of: "PROGRESS"))
        case "STEP": return .step(try words.lastNumber(of: "PROGRESS"))
        case "INFO": return .info(tag: try words.lastName(of: "PROGRESS"))
        case "STOP":
            guard words.isEnded else { throw .argumentCount(command: "PROGRESS") }
            return .stop
        default: throw .unknownProgressAction(action)
        }
    }
}
