/// Why a pattern is refused, and where: `position` counts characters from 0 at the pattern's
/// start (`flow check` shows it from 1).
public struct PatternRefusal: Error, Sendable, Equatable {
    public let reason: Reason
    public let position: Int

    public init(_ reason: Reason, at position: Int) {
        self.reason = reason
        self.position = position
    }

    /// The constructs outside the subset of `docs/flow-format.md`, and the limits.
    public enum Reason: Sendable, Equatable {
        /// `\1`, `\k<name>`: matching them cannot be done in linear time.
        case backreference
        /// `(?=`, `(?!`, `(?<=`, `(?<!`.
        case lookaround
        /// `(?>`.
        case atomicGroup
        /// `a*+`, `a++`, `a?+`, `a{2}+`.
        case possessive
        /// `\Q…\E`.
        case quoting
        /// A flag other than a leading `(?i)`, such as `(?x)`, or `(?i)` further in.
        case flag
        /// `(?<name>`, `(?P<`, `(?'`, and any other `(?` construct.
        case groupKind
        /// An escape outside the subset, such as `\b`, `\p{…}`, `\z` or `\x`.
        case escape(String)
        /// A `\` at the very end.
        case trailingBackslash
        /// `\u` not followed by four hex digits or `{…}` naming a Unicode scalar.
        case codePoint
        /// A `(` never closed.
        case unclosedGroup
        /// A `)` with no `(`.
        case unopenedGroup
        /// A `[` never closed.
        case unclosedClass
        /// `[]` or `[^]`.
        case emptyClass
        /// `[a[b]]`, `[[:alpha:]]`, `&&`, `--` or `~~` inside a class.
        case classSetOperation
        /// A range whose ends are in the wrong order (`[z-a]`) or are not single scalars.
        case range
        /// A quantifier with nothing before it: `*a`, `a**`, `(|+)`.
        case nothingToRepeat
        /// `{` not starting a count, or a `}` or `]` standing alone: write `\{`.
        case brace
        /// `{5,2}`.
        case countOrder
        /// A count over ``PatternLimits/repetitionCount``.
        case countTooLarge
        /// Groups nested deeper than ``PatternLimits/nestingDepth``.
        case nestingTooDeep
        /// A program over ``PatternLimits/programSize`` instructions.
        case tooLarge
        /// A program that would take the flow's patterns together over
        /// ``PatternLimits/flowProgramSize`` instructions.
        case flowTooLarge
    }
}

/// The bounds that keep a compiled pattern small, so that matching a 1024-character answer
/// stays within milliseconds.
public enum PatternLimits {
    /// The largest `m` or `n` in `{m,n}`.
    public static let repetitionCount = 1000
    /// The most instructions a pattern compiles to.
    public static let programSize = 5000
    /// The deepest nesting of groups.
    public static let nestingDepth = 100
    /// The most instructions all the patterns of one flow compile to: twenty of the largest.
    /// Compiling is linear in the instructions made, so this bounds what reading a flow of
    /// a megabyte of patterns costs.
    public static let flowProgramSize = 20 * programSize
}
