/// The JSON syntax errors, shown with their line and column (part of ``Messages``;
/// ``Catalogue/JSONSyntax`` asks for them).
public protocol JSONSyntaxMessages {
}
