/// A parsed pattern: the tree the parser builds and the compiler turns into a program
/// (`docs/flow-format.md`, "Patterns").
indirect enum PatternNode: Sendable, Equatable {
    /// Matches the empty string: `()`, or an empty alternative as in `a|`.
    case empty
    /// One character, compared by canonical equivalence.
    case character(Character)
    /// `.`: any character but a line feed.
    case anyCharacter
    /// A bracket class or a class escape such as `\d`.
    case characterClass(PatternClass)
    /// `^`: the answer's start.
    case start
    /// `$`: the answer's end.
    case end
    /// Each part in turn.
    case sequence([PatternNode])
    /// Any one of the branches.
    case alternation([PatternNode])
    /// `body` from `minimum` to `maximum` times (no maximum: any number). `position` is
    /// where the quantifier stands in the pattern, for a refusal.
    case repetition(PatternNode, minimum: Int, maximum: Int?, position: Int)
}

/// The characters a class matches: its items, or every character but those when negated.
///
/// A character matches an item only when it is one Unicode scalar (as every letter of an
/// answer in NFC is) or, for a single-character item, when it is canonically equivalent to
/// it; a grapheme of several scalars (`x` with a combining accent, a flag) matches a
/// negated class, `.`, `\S`, `\W` where its first scalar is no word scalar, and `\w` where it
/// is.
struct PatternClass: Sendable, Equatable {
    var items: [PatternClassItem]
    var isNegated: Bool

    /// Whether `character` is in the class, or one of `variants` (its case forms under
    /// `(?i)`). Linear in the items.
    func contains(_ character: PatternCharacter, variants: [PatternCharacter]) -> Bool {
        var found = items.contains { $0.contains(character) }
        if !found {
            found = variants.contains { variant in items.contains { $0.contains(variant) } }
        }
        return found != isNegated
    }
}

/// One item of a class: a character, a range of scalars, or a named class.
enum PatternClassItem: Sendable, Equatable {
    case character(Character)
    case range(Unicode.Scalar, Unicode.Scalar)
    case named(PatternNamedClass, isNegated: Bool)

    func contains(_ character: PatternCharacter) -> Bool {
        switch self {
        case .character(let item):
            return character.equals(item)
        case .range(let lower, let upper):
            guard let scalar = character.scalar else { return false }
            return lower <= scalar && scalar <= upper
        case .named(let named, let isNegated):
            return character.isIn(named) != isNegated
        }
    }
}

/// `\d`, `\w` and `\s`; their capitals are the negations.
enum PatternNamedClass: UInt8, Sendable, Equatable {
    /// `\d`: the ASCII digits 0 to 9, as a form field expects (not other scripts' digits).
    case digit = 1
    /// `\w`: a letter, mark or number of any script, or a connector such as `_`; judged by
    /// the character's first scalar.
    case word = 2
    /// `\s`: white space of any kind.
    case space = 4
    /// `\p{L}`: a letter of any script (general category L), by the first scalar.
    case letter = 8
    /// `\p{N}`: a number of any script (general category N), by the first scalar.
    case number = 16

    static let all: [PatternNamedClass] = [.digit, .word, .space, .letter, .number]

    /// Whether `character` belongs: computed once per character of an answer.
    func contains(_ character: Character) -> Bool {
        switch self {
        case .digit:
            guard let scalar = character.onlyScalar else { return false }
            return ("0"..."9").contains(scalar)
        case .word:
            guard let first = character.unicodeScalars.first else { return false }
            let properties = first.properties
            return properties.isAlphabetic || properties.numericType != nil
                || [.nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation]
                    .contains(properties.generalCategory)
        case .space:
            return character.isWhitespace
        case .letter:
            guard let first = character.unicodeScalars.first else { return false }
            return [
                .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            ]
            .contains(first.properties.generalCategory)
        case .number:
            guard let first = character.unicodeScalars.first else { return false }
            return [.decimalNumber, .letterNumber, .otherNumber]
                .contains(first.properties.generalCategory)
        }
    }
}

/// A character of an answer with what matching asks of it computed once: its scalar when
/// it is one, and the named classes it belongs to.
struct PatternCharacter: Sendable {
    let character: Character
    let scalar: Unicode.Scalar?
    private let namedClasses: UInt8

    /// `namedClasses` holds the raw values of the named classes the program tests; only
    /// those are computed.
    init(_ character: Character, namedClasses wanted: UInt8) {
        self.character = character
        scalar = character.onlyScalar
        var named: UInt8 = 0
        if wanted != 0 {
            for candidate in PatternNamedClass.all
            where wanted & candidate.rawValue != 0 && candidate.contains(character) {
                named |= candidate.rawValue
            }
        }
        namedClasses = named
    }

    func isIn(_ named: PatternNamedClass) -> Bool { namedClasses & named.rawValue != 0 }

    /// Whether this is `literal`: by scalar when both are one, else by canonical equivalence.
    func equals(_ literal: Character) -> Bool {
        if let scalar, let other = literal.onlyScalar { return scalar == other }
        return character == literal
    }
}

extension Character {
    /// The scalar of a character made of exactly one.
    var onlyScalar: Unicode.Scalar? {
        let scalars = unicodeScalars
        guard let first = scalars.first,
            scalars.index(after: scalars.startIndex) == scalars.endIndex
        else { return nil }
        return first
    }

    /// The character's lower- and upper-case forms that are themselves one character.
    var caseVariants: [Character] {
        [lowercased(), uppercased()].compactMap { $0.count == 1 ? $0.first : nil }
    }
}
