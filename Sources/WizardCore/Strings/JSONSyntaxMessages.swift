/// The JSON syntax errors, shown with their line and column (part of ``Messages``;
/// ``Catalogue/JSONSyntax`` asks for them).
public protocol JSONSyntaxMessages {
    var trailingText: String { get }
    var endsEarly: String { get }
    var valueExpected: String { get }
    func word(_ word: String) -> String
    func tooDeep(_ limit: Int) -> String
    var keyExpected: String { get }
    func keyGivenTwice(_ key: String) -> String
    var colonExpected: String { get }
    var memberEnd: String { get }
    var elementEnd: String { get }
    var numberTooLarge: String { get }
    var digitExpected: String { get }
    var notUTF8: String { get }
    var unterminated: String { get }
    var controlCharacter: String { get }
    var unknownEscape: String { get }
    var loneSurrogate: String { get }
    var hexDigits: String { get }
}
