/// An answer passed to a program as one argument (`["kbd-variants", "${layout}"]`,
/// ``FlowVariable/command(with:)``).
extension Answer {
    /// The answer as one argument, never through a shell: a string as it is, a number in
    /// decimal digits, a confirm's `true` or `false`, a multi-select's values joined by
    /// commas.
    public var argument: String {
        switch jsonValue {
        case .string(let string): string
        case .integer(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .array(let values):
            values.compactMap { if case .string(let value) = $0 { value } else { nil } }
                .joined(separator: ",")
        default: ""
        }
    }
}
