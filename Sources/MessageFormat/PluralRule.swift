/// Which plural form of a message a number takes in one language: the `plural=` expression of
/// a PO file's `Plural-Forms` header, such as `(n != 1)`, read once.
///
/// The expression is the C subset GNU gettext evaluates: the number `n`, decimal integers,
/// `( )`, `!`, `* / %`, `+ -`, `< <= > >=`, `== !=`, `&&`, `||` and `? :`, with C's
/// precedence, where a comparison is 1 or 0. ``index(for:)`` interprets it; ``swiftSource``
/// writes the same rule as a Swift expression, which the generated catalogue compiles in.
public struct PluralRule: Sendable, Equatable {
    /// The most plural forms a language has: CLDR's six categories (zero, one, two, few,
    /// many, other).
    public static let formLimit = 6

    /// How many plural forms the language has (`nplurals`).
    public let count: Int
    let expression: PluralExpression

    /// The rule of a `Plural-Forms` value, `nplurals=N; plural=EXPRESSION;`; `nil` when it is
    /// not one, or `N` is not from 1 to ``formLimit``.
    public init?(pluralForms: String) {
        var count: Int?
        var expression: PluralExpression?
        for field in pluralForms.split(separator: ";") {
            let parts = field.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].filter { $0 != " " }
            if name == "nplurals" {
                count = Int(parts[1].filter { $0 != " " })
            } else if name == "plural" {
                var parser = PluralParser(Array(parts[1].utf8))
                expression = parser.parseWhole()
            }
        }
        guard let count, (1...Self.formLimit).contains(count), let expression else { return nil }
        self.count = count
        self.expression = expression
    }

    /// The index of the form `n` takes, from 0 to ``count`` - 1 (an expression giving another
    /// number is taken as the last form, as no form beyond the file's exists).
    public func index(for n: Int) -> Int {
        let value = expression.value(n)
        return (0..<count).contains(value) ? value : count - 1
    }

    /// The rule as a Swift expression of `n` giving an `Int`, for generated code.
    public var swiftSource: String { expression.swiftSource }
}

/// A `plural=` expression, parsed.
indirect enum PluralExpression: Sendable, Equatable {
    case number
    case constant(Int)
    case not(PluralExpression)
    case binary(String, PluralExpression, PluralExpression)
    case condition(PluralExpression, PluralExpression, PluralExpression)

    func value(_ n: Int) -> Int {
        switch self {
        case .number: return n
        case .constant(let value): return value
        case .not(let operand): return operand.value(n) == 0 ? 1 : 0
        case .condition(let test, let then, let otherwise):
            return test.value(n) != 0 ? then.value(n) : otherwise.value(n)
        case .binary(let symbol, let left, let right):
            let (a, b) = (left.value(n), right.value(n))
            switch symbol {
            case "*": return a &* b
            case "/": return b == 0 ? 0 : a / b
            case "%": return b == 0 ? 0 : a % b
            case "+": return a &+ b
            case "-": return a &- b
            case "<": return a < b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "&&": return a != 0 && b != 0 ? 1 : 0
            default: return a != 0 || b != 0 ? 1 : 0
            }
        }
    }

    var swiftSource: String {
        switch self {
        case .number: return "n"
        case .constant(let value): return String(value)
        case .not(let operand): return "(\(operand.swiftSource) == 0 ? 1 : 0)"
        case .condition(let test, let then, let otherwise):
            return "(\(test.swiftSource) != 0 ? \(then.swiftSource) : \(otherwise.swiftSource))"
        case .binary(let symbol, let left, let right):
            let (a, b) = (left.swiftSource, right.swiftSource)
            switch symbol {
            case "*": return "(\(a) &* \(b))"
            case "+": return "(\(a) &+ \(b))"
            case "-": return "(\(a) &- \(b))"
            case "/", "%":
                return "({ let d = \(b); return d == 0 ? 0 : \(a) \(symbol) d }())"
            case "&&": return "(\(a) != 0 && \(b) != 0 ? 1 : 0)"
            case "||": return "(\(a) != 0 || \(b) != 0 ? 1 : 0)"
            default: return "(\(a) \(symbol) \(b) ? 1 : 0)"
            }
        }
    }
}

/// A recursive-descent reader of a `plural=` expression, one precedence level per function.
struct PluralParser {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The expression of all the bytes; `nil` when they are not one.
    mutating func parseWhole() -> PluralExpression? {
        guard let expression = parseCondition() else { return nil }
        skipSpaces()
        return index == bytes.count ? expression : nil
    }

    private static let levels: [[String]] = [
        ["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"],
    ]

    private mutating func parseCondition() -> PluralExpression? {
        guard let test = parseBinary(level: 0) else { return nil }
        guard take("?") else { return test }
        guard let then = parseCondition(), take(":"), let otherwise = parseCondition() else {
            return nil
        }
        return .condition(test, then, otherwise)
    }

    private mutating func parseBinary(level: Int) -> PluralExpression? {
        guard level < Self.levels.count else { return parseUnary() }
        guard var left = parseBinary(level: level + 1) else { return nil }
        while let symbol = Self.levels[level].first(where: { take($0) }) {
            guard let right = parseBinary(level: level + 1) else { return nil }
            left = .binary(symbol, left, right)
        }
        return left
    }

    private mutating func parseUnary() -> PluralExpression? {
        if take("!") { return parseUnary().map(PluralExpression.not) }
        if take("(") {
            guard let inner = parseCondition(), take(")") else { return nil }
            return inner
        }
        if take("n") { return .number }
        skipSpaces()
        var value = 0
        var digits = 0
        while index < bytes.count, (0x30...0x39).contains(bytes[index]), digits < 9 {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
            digits += 1
        }
        return digits > 0 ? .constant(value) : nil
    }

    /// Whether `symbol` comes next, after spaces; it is then passed. `!` and `<`, `>` are not
    /// taken from the front of `!=`, `<=`, `>=`, nor `|`/`&` alone.
    private mutating func take(_ symbol: String) -> Bool {
        skipSpaces()
        let symbolBytes = Array(symbol.utf8)
        guard bytes.count - index >= symbolBytes.count,
            Array(bytes[index..<index + symbolBytes.count]) == symbolBytes
        else { return false }
        let after = index + symbolBytes.count
        if symbolBytes.count == 1, after < bytes.count, bytes[after] == 0x3D,
            [0x21, 0x3C, 0x3E, 0x3D].contains(symbolBytes[0])
        {
            return false
        }
        index = after
        return true
    }

    private mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }
}
