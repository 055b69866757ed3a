/// The problems of flow files, shown by `wizard flow check` after FILE:LINE:COLUMN: PATH:
/// (part of ``Messages``; ``Catalogue/FlowCheck`` asks for them).
public protocol FlowCheckMessages {
    /// A kind of JSON value as the messages above name it (`an object`, `a string`, …).
    func valueKind(_ kind: JSONValueKind) -> String
}
