/// How a kind's answer may be seen: how its input shows while it is typed, and where the
/// answer may be shown back. One declaration per kind (``StepKind/exposure``), which every
/// frontend and the store obey; every kind so far shows its answers everywhere
/// (``visible``), and a kind that keeps a secret declares less.
public struct AnswerExposure: Sendable, Equatable {
    /// How typed input shows, in every mode that echoes it: the interactive field
    /// (``FieldRow``) and plain mode's line. Piped input is never echoed.
    public enum Echo: Sendable, Equatable {
        /// Each character as typed (terminal-safe).
        case asTyped
        /// A bullet (``bullet``) for each character typed, so that its length shows.
        case masked
        /// Nothing at all: the prompt, and the cursor after it.
        case hidden

        /// What shows of `line`: itself, a bullet for each character, or nothing.
        public func display(of line: String) -> String {
            switch self {
            case .asTyped: line
            case .masked: String(repeating: AnswerExposure.bullet, count: line.count)
            case .hidden: ""
            }
        }
    }

    /// Where an answer may be shown back once it is given.
    public struct Places: OptionSet, Sendable, Equatable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The line editor's history file (``Session/historyEntries``).
        public static let history = Places(rawValue: 1 << 0)
        /// The profile card, at the end of setup and in `wizard profile` (also `--json`).
        public static let card = Places(rawValue: 1 << 1)
        /// The alert a step shows for a refused answer, on the screen or in plain mode.
        public static let alerts = Places(rawValue: 1 << 2)
        /// The error a refused answer ends a run with (piped, an option, an answers file).
        public static let errors = Places(rawValue: 1 << 3)
        /// `wizard flow questions` (a default there) and plain mode's prompt, which names
        /// the stored answer an empty line keeps.
        public static let summaries = Places(rawValue: 1 << 4)

        /// The texts of later steps that name the answer (`${key}`).
        public static let texts = Places(rawValue: 1 << 5)

        public static let all: Places = [.history, .card, .alerts, .errors, .summaries, .texts]
    }

    /// How typed input shows.
    public let echo: Echo
    /// Where the answer may appear; it appears nowhere else.
    public let places: Places

    public init(echo: Echo, places: Places) {
        self.echo = echo
        self.places = places
    }

    /// Typed as it is and shown back everywhere: every kind's until it says otherwise.
    public static let visible = AnswerExposure(echo: .asTyped, places: .all)

    /// What stands for each character of a masked answer.
    public static let bullet: Character = "•"

    /// Whether the answer may appear in `place`.
    public func mayAppear(in place: Places) -> Bool {
        places.contains(place)
    }

    /// `text` (an alert, an error) with every occurrence of `answer` masked unless the
    /// answer may appear in `place`: the one guard of every message that would quote it.
    public func withholding(_ answer: String, from text: LocalizedText, in place: Places)
        -> LocalizedText
    {
        guard !mayAppear(in: place), !answer.isEmpty else { return text }
        let mask = String(repeating: Self.bullet, count: 3)
        let hidden = Array(answer)
        return text.map { _, string in Self.replacing(hidden, in: string, with: mask) }
    }

    /// `text` with each occurrence of `part` (compared character by character) replaced by
    /// `replacement`. Written out here: `replacing(_:with:)` links the string-processing
    /// library and its regular-expression engine into the binary, which `Scripts/test-static`
    /// refuses.
    static func replacing(_ part: [Character], in text: String, with replacement: String)
        -> String
    {
        let characters = Array(text)
        guard !part.isEmpty, characters.count >= part.count else { return text }
        var result = ""
        var index = 0
        while index < characters.count {
            if index + part.count <= characters.count,
                characters[index..<index + part.count].elementsEqual(part)
            {
                result += replacement
                index += part.count
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }
}
