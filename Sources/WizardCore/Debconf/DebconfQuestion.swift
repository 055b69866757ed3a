/// What a conversation knows of one question, by its tag: the template's fields `DATA`
/// sent, the value `SET` or the last batch gave, and the variables `SUBST` gave. debconf
/// sends them again before each `INPUT`, so the last ones sent are the ones asked.
public struct DebconfQuestion: Sendable, Equatable {
    /// What it asks for; `nil` until `DATA tag type`, and until then it cannot be asked.
    public var type: DebconfType?
    /// The short description, its line feeds unescaped, its variables not yet filled in.
    public var description: String?
    /// The extended description, as ``description``.
    public var extendedDescription: String?
    /// A select's or multiselect's choices as one text, as ``description``
    /// (``DebconfChoices/split(_:)``).
    public var choices: String?
    /// Its value: what `SET` gave, or the answer of the last batch that asked it, in the
    /// form `GET` gives (``DebconfQuestion/value(after:)``).
    public var value: String?
    /// What each `${name}` in its texts stands for.
    public var variables: [String: String] = [:]

    public init() {}

    /// Its short description with its variables filled in (``DebconfVariables``), as a
    /// title; `nil` when it has none.
    public var shownDescription: String? {
        description.flatMap { DebconfDescription.title(expanding($0)) }
    }

    /// Its extended description with its variables filled in, as a step's description;
    /// `nil` when it has none.
    public var shownExtendedDescription: String? {
        extendedDescription.flatMap { DebconfDescription.text(expanding($0)) }
    }

    /// Its choices with its variables filled in, split as debconf splits them, each once
    /// (the first of two alike is the one kept, as debconf finds it), the empty ones
    /// left out: nobody can type or see one.
    public var shownChoices: [String] {
        guard let choices else { return [] }
        var seen: Set<String> = []
        return DebconfChoices.split(expanding(choices)).filter {
            !$0.isEmpty && seen.insert($0).inserted
        }
    }

    /// `text` with this question's variables filled in.
    func expanding(_ text: String) -> String {
        variables.isEmpty ? text : DebconfVariables.expanding(text, variables)
    }
}
