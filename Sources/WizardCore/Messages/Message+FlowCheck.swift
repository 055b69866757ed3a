import WizardMessages
import WizardText

extension Message.FlowCheck {
    // The flow reader's problems whose words depend on their values: each chooses among
    // plain messages of po/, with no language's words here.

    public static func defaultChoiceCount(_ count: Int, _ allowed: ClosedRange<Int>)
        -> LocalizedText
    {
        defaultChoiceCountOutside(
            count: count, lower: allowed.lowerBound, upper: allowed.upperBound)
    }

    /// A text question whose min_length is more than its max_length; `minimumIsDefault` when
    /// no validator gave the minimum.
    public static func lengths(minimum: Int, maximum: Int, minimumIsDefault: Bool)
        -> LocalizedText
    {
        minimumIsDefault
            ? minAboveMaxByDefault(minimum: minimum, maximum: maximum)
            : minAboveMax(minimum: minimum, maximum: maximum)
    }

    /// A pattern outside the subset, with the character where it goes wrong (from 1).
    public static func patternRefused(_ refusal: PatternRefusal) -> LocalizedText {
        patternRefused(reason: reason(refusal.reason), character: refusal.position + 1)
    }

    /// Why a pattern is refused, in words.
    static func reason(_ reason: PatternRefusal.Reason) -> LocalizedText {
        typealias Pattern = Message.Pattern
        return switch reason {
        case .backreference: Pattern.backreference
        case .lookaround: Pattern.lookaround
        case .atomicGroup: Pattern.atomicGroup
        case .possessive: Pattern.possessive
        case .quoting: Pattern.quoting
        case .flag: Pattern.flag
        case .groupKind: Pattern.groupKind
        case .escape(let escape): Pattern.escape(escape: escape)
        case .trailingBackslash: Pattern.trailingBackslash
        case .codePoint: Pattern.codePoint
        case .unclosedGroup: Pattern.unclosedGroup
        case .unopenedGroup: Pattern.unopenedGroup
        case .unclosedClass: Pattern.unclosedClass
        case .emptyClass: Pattern.emptyClass
        case .classSetOperation: Pattern.classSetOperation
        case .range: Pattern.range
        case .nothingToRepeat: Pattern.nothingToRepeat
        case .brace: Pattern.brace
        case .countOrder: Pattern.countOrder
        case .countTooLarge: Pattern.countTooLarge(limit: PatternLimits.repetitionCount)
        case .nestingTooDeep: Pattern.nestingTooDeep(limit: PatternLimits.nestingDepth)
        case .tooLarge: Pattern.tooLarge(limit: PatternLimits.programSize)
        case .flowTooLarge: Pattern.flowTooLarge(limit: PatternLimits.flowProgramSize)
        }
    }

    /// A slider's default outside its values; a step other than 1 is named.
    public static func defaultOutside(_ value: Int, _ range: ClosedRange<Int>, step: Int)
        -> LocalizedText
    {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        return step == 1
            ? defaultOutsideRange(value: value, lower: lower, upper: upper)
            : defaultOutsideSteps(value: value, lower: lower, upper: upper, step: step)
    }

    public static func boundRange(_ bounds: ClosedRange<Int>) -> LocalizedText {
        wholeNumberRange(lower: bounds.lowerBound, upper: bounds.upperBound)
    }

    /// A JSON value's type as messages name it: `an object`, `a string`, ….
    public static func typeName(_ node: JSONNode) -> LocalizedText {
        let kind: JSONValueKind =
            switch node.value {
            case .object: .object
            case .array: .array
            case .string: .string
            case .integer, .fraction: .number
            case .bool: .boolean
            case .null: .null
            }
        return Message.valueKind(kind)
    }
}
