import MessageFormat

/// A Swift expression as the flow source generator writes it (``FlowSource``): a literal,
/// a call with labelled arguments, or an array. It is laid out on one line when that fits
/// in ``lineLength`` columns, else with one argument or element a line.
indirect enum SwiftExpression {
    /// Source text written as it is: a number, `nil`, `.basic`.
    case verbatim(String)
    /// `function(label: value, ...)`; an empty label writes the value alone.
    case call(String, [(String, SwiftExpression)])
    case array([SwiftExpression])

    /// The column the layout keeps within, as the repository's `.swift-format` does.
    static let lineLength = 100

    static func array(_ elements: [some SwiftSourceConvertible]) -> SwiftExpression {
        array(elements.map(\.swiftSource))
    }

    /// A string literal that Swift reads back as `text`, scalar for scalar
    /// (``SwiftStringLiteral``).
    static func string(_ text: String) -> SwiftExpression {
        verbatim(SwiftStringLiteral.of(text))
    }

    static func integer(_ value: Int) -> SwiftExpression { verbatim(String(value)) }

    static func boolean(_ value: Bool) -> SwiftExpression { verbatim(value ? "true" : "false") }

    /// A `Double` literal that reads back as `value` (Swift prints the shortest such digits).
    static func double(_ value: Double) -> SwiftExpression { verbatim(String(value)) }

    /// `value`'s expression, or `nil`.
    static func optional(_ value: (some SwiftSourceConvertible)?) -> SwiftExpression {
        value?.swiftSource ?? verbatim("nil")
    }

    /// The expression on one line.
    var singleLine: String {
        switch self {
        case .verbatim(let text):
            return text
        case .call(let function, let arguments):
            let list = arguments.map { label, value in
                (label.isEmpty ? "" : label + ": ") + value.singleLine
            }
            return function + "(" + list.joined(separator: ", ") + ")"
        case .array(let elements):
            return "[" + elements.map(\.singleLine).joined(separator: ", ") + "]"
        }
    }

    /// The expression laid out from `indent` levels of four spaces, its first line starting
    /// after `prefix` columns (a label, `let name = `) and ending before `suffix` (a comma).
    func layout(indent: Int, prefix: Int = 0, suffix: Int = 0) -> String {
        let line = singleLine
        if indent * 4 + prefix + line.count + suffix <= Self.lineLength { return line }
        let inner = String(repeating: " ", count: (indent + 1) * 4)
        let closing = String(repeating: " ", count: indent * 4)
        switch self {
        case .verbatim(let text):
            return text
        case .call(let function, let arguments):
            let lines = arguments.enumerated().map { index, argument in
                let label = argument.0.isEmpty ? "" : argument.0 + ": "
                let comma = index < arguments.count - 1 ? "," : ""
                return inner + label
                    + argument.1.layout(
                        indent: indent + 1, prefix: label.count, suffix: comma.count) + comma
            }
            return function + "(\n" + lines.joined(separator: "\n") + "\n" + closing + ")"
        case .array(let elements):
            let lines = elements.map { inner + $0.layout(indent: indent + 1, suffix: 1) + "," }
            return "[\n" + lines.joined(separator: "\n") + "\n" + closing + "]"
        }
    }
}

/// A value the flow source generator can write as a Swift expression that builds an equal
/// value inside `WizardCore` (``FlowSource``).
protocol SwiftSourceConvertible {
    /// The expression, in terms of the type's initialisers.
    var swiftSource: SwiftExpression { get }
}
