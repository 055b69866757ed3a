/// A profile a test signs in, with the piped answers that give it and the exact store text
/// wizard writes for it.
public struct TestProfile: Equatable, Sendable {
    public let name: String
    public let age: Int
    /// The stored value: `male`, `female` or `undisclosed`.
    public let gender: String

    /// A different valid profile for each `number`.
    public init(number: Int) {
        name = "Tester \(number)"
        age = 18 + number % 33
        gender = ["male", "female", "undisclosed"][number % 3]
    }

    /// The three answer lines of `wizard setup`.
    public var answers: String { "\(name)\n\(age)\n\(gender)\n" }

    /// The store file as wizard writes it: pretty-printed, keys sorted; `extra` is one
    /// more line for a key wizard does not know (as `"theme" : "dark"`), kept on rewrite.
    public func storeText(extra: String? = nil) -> String {
        var lines = [
            "\"age\" : \(age)", "\"gender\" : \"\(gender)\"", "\"name\" : \"\(name)\"",
            "\"signed_in\" : true",
        ]
        if let extra { lines.append(extra) }
        return "{\n" + lines.sorted().map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
    }
}
