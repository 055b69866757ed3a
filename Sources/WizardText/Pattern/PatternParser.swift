/// Reads a pattern's source into a ``PatternNode`` tree, or refuses it with the first
/// construct outside the subset of `docs/flow-format.md` and its position.
///
/// Recursive descent over the source's characters; each character is read once, and groups
/// nest at most ``PatternLimits/nestingDepth`` deep, so parsing is linear in the source.
struct PatternParser {
    private let characters: [Character]
    private var index = 0
    /// Whether the pattern starts with `(?i)`.
    private(set) var ignoresCase = false

    init(_ source: String) {
        characters = Array(source)
    }

    /// The tree of the whole source.
    mutating func parse() throws(PatternRefusal) -> PatternNode {
        if characters.starts(with: ["(", "?", "i", ")"]) {
            ignoresCase = true
            index = 4
        }
        let node = try alternation(depth: 0)
        if index < characters.count { throw PatternRefusal(.unopenedGroup, at: index) }
        return node
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private func character(at offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func alternation(depth: Int) throws(PatternRefusal) -> PatternNode {
        var branches = [try sequence(depth: depth)]
        while current == "|" {
            index += 1
            branches.append(try sequence(depth: depth))
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence(depth: Int) throws(PatternRefusal) -> PatternNode {
        var parts: [PatternNode] = []
        while let next = current, next != "|", next != ")" {
            let atom = try self.atom(depth: depth)
            parts.append(try quantified(atom))
        }
        switch parts.count {
        case 0: return .empty
        case 1: return parts[0]
        default: return .sequence(parts)
        }
    }

    /// `atom` with the quantifier after it, if any; a lazy `?` after a quantifier is read and
    /// means the same, since only whether the whole answer matches counts.
    private mutating func quantified(_ atom: PatternNode) throws(PatternRefusal) -> PatternNode {
        let position = index
        let bounds: (minimum: Int, maximum: Int?)
        switch current {
        case "*":
            bounds = (0, nil)
            index += 1
        case "+":
            bounds = (1, nil)
            index += 1
        case "?":
            bounds = (0, 1)
            index += 1
        case "{":
            guard let counted = try count() else { throw PatternRefusal(.brace, at: position) }
            bounds = counted
        default:
            return atom
        }
        if atom == .start || atom == .end { throw PatternRefusal(.nothingToRepeat, at: position) }
        if current == "+" { throw PatternRefusal(.possessive, at: index) }
        if current == "?" { index += 1 }
        if let next = current, "*+?".contains(next) || next == "{" && isCount {
            throw PatternRefusal(.nothingToRepeat, at: index)
        }
        return .repetition(
            atom, minimum: bounds.minimum, maximum: bounds.maximum, position: position)
    }

    /// Whether a well-formed count starts at the current `{`, without reading it.
    private var isCount: Bool {
        var copy = self
        return (try? copy.count()).flatMap { $0 } != nil
    }

    /// `{m}`, `{m,}`, `{m,n}` or `{,n}` at the current `{`; nil, reading nothing, when the
    /// brace starts no count.
    private mutating func count() throws(PatternRefusal) -> (minimum: Int, maximum: Int?)? {
        let start = index
        index += 1
        let minimum = try number()
        var maximum = minimum
        if current == "," {
            index += 1
            maximum = try number()
            if minimum == nil && maximum == nil {
                index = start
                return nil
            }
        } else if minimum == nil {
            index = start
            return nil
        }
        guard current == "}" else {
            index = start
            return nil
        }
        index += 1
        let lower = minimum ?? 0
        if let maximum, maximum < lower { throw PatternRefusal(.countOrder, at: start) }
        return (lower, maximum)
    }

    /// Decimal digits at the current position, refused past ``PatternLimits/repetitionCount``.
    private mutating func number() throws(PatternRefusal) -> Int? {
        let start = index
        var value = 0
        while let digit = current?.asciiValue, (48...57).contains(digit) {
            value = value * 10 + Int(digit - 48)
            if value > PatternLimits.repetitionCount {
                throw PatternRefusal(.countTooLarge, at: start)
            }
            index += 1
        }
        return index > start ? value : nil
    }

    private mutating func atom(depth: Int) throws(PatternRefusal) -> PatternNode {
        let position = index
        let next = characters[index]
        index += 1
        switch next {
        case "(": return try group(depth: depth, at: position)
        case "[": return .characterClass(try bracketClass(at: position))
        case "]", "}": throw PatternRefusal(.brace, at: position)
        case "{":
            index = position
            throw PatternRefusal(isCount ? .nothingToRepeat : .brace, at: position)
        case "*", "+", "?": throw PatternRefusal(.nothingToRepeat, at: position)
        case ".": return .anyCharacter
        case "^": return .start
        case "$": return .end
        case "\\":
            switch try escape(at: position, inClass: false) {
            case .character(let character): return .character(character)
            case .named(let named, let isNegated):
                return .characterClass(
                    PatternClass(items: [.named(named, isNegated: isNegated)], isNegated: false))
            }
        default: return .character(next.composed)
        }
    }

    /// A group after its `(`: plain or `(?:`; every other `(?` construct is refused.
    private mutating func group(depth: Int, at position: Int) throws(PatternRefusal)
        -> PatternNode
    {
        if depth + 1 > PatternLimits.nestingDepth {
            throw PatternRefusal(.nestingTooDeep, at: position)
        }
        if current == "?" {
            try groupKind(at: position)
            index += 2
        }
        let body = try alternation(depth: depth + 1)
        guard current == ")" else { throw PatternRefusal(.unclosedGroup, at: position) }
        index += 1
        return body
    }

    /// Accepts `(?:`; refuses the other `(?` forms by what they are.
    private func groupKind(at position: Int) throws(PatternRefusal) {
        switch (character(at: 1), character(at: 2)) {
        case (":", _): return
        case ("=", _), ("!", _), ("<", "="), ("<", "!"):
            throw PatternRefusal(.lookaround, at: position)
        case (">", _): throw PatternRefusal(.atomicGroup, at: position)
        case ("P", _), ("<", _), ("'", _): throw PatternRefusal(.groupKind, at: position)
        case (let kind?, _) where kind.isLetter || kind == "-" || kind == "^":
            throw PatternRefusal(.flag, at: position)
        default: throw PatternRefusal(.groupKind, at: position)
        }
    }

    /// A bracket class after its `[`.
    private mutating func bracketClass(at position: Int) throws(PatternRefusal) -> PatternClass {
        var result = PatternClass(items: [], isNegated: false)
        if current == "^" {
            result.isNegated = true
            index += 1
        }
        if current == "]" { throw PatternRefusal(.emptyClass, at: position) }
        while true {
            guard let next = current else { throw PatternRefusal(.unclosedClass, at: position) }
            if next == "]" { break }
            let itemPosition = index
            if next == "["
                || (next == "&" || next == "~" || next == "-") && character(at: 1) == next
            {
                throw PatternRefusal(.classSetOperation, at: itemPosition)
            }
            let item = try classItem()
            if current == "-", let after = character(at: 1), after != "]" {
                guard case .character(let lower) = item else {
                    throw PatternRefusal(.range, at: itemPosition)
                }
                index += 1
                if current == "[" || current == "-" {
                    throw PatternRefusal(.classSetOperation, at: index)
                }
                guard case .character(let upper) = try classItem(),
                    let lowerScalar = lower.onlyScalar, let upperScalar = upper.onlyScalar,
                    lowerScalar <= upperScalar
                else { throw PatternRefusal(.range, at: itemPosition) }
                result.items.append(.range(lowerScalar, upperScalar))
            } else {
                result.items.append(item)
            }
        }
        index += 1
        return result
    }

    private mutating func classItem() throws(PatternRefusal) -> PatternClassItem {
        let position = index
        let next = characters[index]
        index += 1
        guard next == "\\" else { return .character(next.composed) }
        switch try escape(at: position, inClass: true) {
        case .character(let character): return .character(character)
        case .named(let named, let isNegated): return .named(named, isNegated: isNegated)
        }
    }

    private enum Escaped {
        case character(Character)
        case named(PatternNamedClass, isNegated: Bool)
    }

    /// The escape whose `\` is at `position`, the current character being the one after it.
    private mutating func escape(at position: Int, inClass: Bool) throws(PatternRefusal)
        -> Escaped
    {
        guard let next = current else { throw PatternRefusal(.trailingBackslash, at: position) }
        index += 1
        switch next {
        case "d": return .named(.digit, isNegated: false)
        case "D": return .named(.digit, isNegated: true)
        case "w": return .named(.word, isNegated: false)
        case "W": return .named(.word, isNegated: true)
        case "s": return .named(.space, isNegated: false)
        case "S": return .named(.space, isNegated: true)
        case "p", "P": return .named(try property(at: position), isNegated: next == "P")
        case "t": return .character("\t")
        case "n": return .character("\n")
        case "r": return .character("\r")
        case "u": return .character(Character(try codePoint(at: position)).composed)
        case "Q", "E": throw PatternRefusal(.quoting, at: position)
        case "k", "g": throw PatternRefusal(.backreference, at: position)
        case "1"..."9" where !inClass: throw PatternRefusal(.backreference, at: position)
        default:
            guard let ascii = next.asciiValue, ascii >= 0x20, ascii < 0x7F,
                !next.isLetter, !next.isNumber
            else { throw PatternRefusal(.escape("\\" + String(next)), at: position) }
            return .character(next)
        }
    }

    /// The class of `\p{L}`, `\p{Letter}`, `\p{N}` or `\p{Number}` after its `p`.
    private mutating func property(at position: Int) throws(PatternRefusal) -> PatternNamedClass {
        let start = index
        guard current == "{", let close = characters[index...].firstIndex(of: "}") else {
            throw PatternRefusal(.escape("\\" + String(characters[start - 1])), at: position)
        }
        index = close + 1
        switch String(characters[(start + 1)..<close]) {
        case "L", "Letter": return .letter
        case "N", "Number": return .number
        default:
            throw PatternRefusal(.escape(String(characters[(start - 2)...close])), at: position)
        }
    }

    /// The scalar of `\uXXXX` or `\u{X…}` after its `u`.
    private mutating func codePoint(at position: Int) throws(PatternRefusal) -> Unicode.Scalar {
        let braced = current == "{"
        if braced { index += 1 }
        var value: UInt32 = 0
        var digits = 0
        while let next = current, let digit = next.hexDigitValue, braced ? digits < 8 : digits < 4 {
            value = value << 4 | UInt32(digit)
            digits += 1
            index += 1
        }
        if braced {
            guard digits > 0, current == "}" else { throw PatternRefusal(.codePoint, at: position) }
            index += 1
        } else if digits < 4 {
            throw PatternRefusal(.codePoint, at: position)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw PatternRefusal(.codePoint, at: position)
        }
        return scalar
    }
}

extension Character {
    /// The character in NFC, as answers are: a literal compares with an answer's character
    /// by scalar.
    fileprivate var composed: Character {
        String(self).canonicallyComposed.first ?? self
    }
}
