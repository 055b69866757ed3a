/// A kind of JSON value as messages name it (`an object`, `a whole number`), so that each
/// language's ``Messages`` names the kinds without depending on how values are stored.
public enum JSONValueKind: Sendable {
    case object
    case array
    /// An array of strings: a multi-select question's answer.
    case stringArray
    case string
    case number
    case wholeNumber
    case boolean
    case null
}
