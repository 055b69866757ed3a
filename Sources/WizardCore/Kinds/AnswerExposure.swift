import WizardText

/// How a kind's answer may be seen: how its input shows while it is typed, where the answer
/// may be shown back, and how the profile store keeps it. One declaration per kind
/// (``StepKind/exposure``), which every frontend and the store obey; every kind but the
/// secret shows its answers everywhere and is stored as given (``visible``), and a kind that
/// keeps a secret declares less.
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

        /// How plain mode shows typed input: as typed, or nothing at all. A screen reader
        /// would read each bullet of a masked line out, and a line printed once stays in the
        /// scrollback: plain mode echoes nothing of an answer that is not shown as typed.
        public var inPlainMode: Echo { self == .asTyped ? .asTyped : .hidden }
    }

    /// How the profile store keeps an answer once the session is complete.
    public enum Keeping: Sendable, Equatable {
        /// As given, in a store file of whatever mode it has (every kind but the secret).
        case asGiven
        /// As given, in a store file only its owner may read: a store that holds such an
        /// answer is written mode 0600, whatever mode it had (``ProfileDocument/isPrivate``).
        case privately
        /// As a crypt(3) hash, made as the profile is saved (``Session/keptAnswers(asStored:hash:)``).
        case hashed
        /// Never: the store keeps nothing of it and drops what it held under its key; only
        /// this run's `wizard setup --json` output carries it (``Session/unkeptAnswers``).
        case never
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
        /// A later step's condition (`"when"`), which would write an answer into the flow
        /// file and tell it by the steps that follow.
        public static let conditions = Places(rawValue: 1 << 6)
        /// A command-line option's value (`--key VALUE`), which `ps` shows every user of the
        /// machine.
        public static let commandLine = Places(rawValue: 1 << 7)

        public static let all: Places = [
            .history, .card, .alerts, .errors, .summaries, .texts, .conditions, .commandLine,
        ]
    }

    /// How typed input shows.
    public let echo: Echo
    /// Where the answer may appear; it appears nowhere else.
    public let places: Places
    /// How the profile store keeps it.
    public let keeping: Keeping

    public init(echo: Echo, places: Places, keeping: Keeping = .asGiven) {
        self.echo = echo
        self.places = places
        self.keeping = keeping
    }

    /// Typed as it is, shown back everywhere and stored as given: every kind's until it says
    /// otherwise.
    public static let visible = AnswerExposure(echo: .asTyped, places: .all)

    /// Whether the answer is a secret, held in memory while it is typed: an answer that may
    /// not appear in an error. A run that asks one keeps it out of core dumps
    /// (`SecretProcess`).
    public var isSecret: Bool { !places.contains(.errors) }

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
