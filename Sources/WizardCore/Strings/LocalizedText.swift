/// One user-facing text in every language wizard speaks.
public struct LocalizedText: Sendable, Hashable {
    public let english: String
    public let korean: String

    public init(en english: String, ko korean: String) {
        self.english = english
        self.korean = korean
    }

    /// The text in `language`.
    public func callAsFunction(_ language: Language) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }
}
