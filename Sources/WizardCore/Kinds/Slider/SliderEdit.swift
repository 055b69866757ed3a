import WizardMessages
import WizardText

/// The age slider's position while a person moves it.
///
/// ←/→ (and h/l, ↓/↑) move one step, PgDn/PgUp five, Home/End to the ends; digits type a
/// value, which is taken as soon as the digits typed so far name a valid one. A digit
/// after which no valid value can be typed (`9` for 18–50, the second `9` of `99`) is
/// refused with the range alert, and typing starts again; any other key, a space
/// included, also starts it again. Enter after digits that name no valid value yet (`4`
/// for 18–50) is refused with the range alert too, never a silent save of the slider's
/// value; leaving the step forgets the digits.
public struct SliderEdit: StepEdit, Equatable {
    public let question: SliderQuestion
    public private(set) var value: Int
    /// Digits typed so far, shown until they are complete or another key is pressed.
    public private(set) var typedDigits = ""

    public init(question: SliderQuestion, value: Int? = nil) {
        self.question = question
        self.value = value.flatMap { try? question.validate(value: $0) } ?? question.defaultValue
    }

    /// Applies `key`: Enter submits, a pasted number moves the slider there.
    public mutating func update(with key: Key) -> EditOutcome {
        switch key {
        case .enter:
            guard typedDigits.isEmpty || Int(typedDigits) == value else {
                typedDigits = ""
                return .refused(question.refusal(.notInRange(question.range)))
            }
            return .submit
        case .paste(let text):
            // A pasted number moves the slider there; anything else is refused.
            typedDigits = ""
            do {
                value = try question.validate(line: String(text))
            } catch {
                return .refused(question.refusal(error))
            }
            return .changed
        case .character(let character) where character.isASCII && character.isWholeNumber:
            return type(character)
        default:
            return move(with: key) ? .changed : .ignored
        }
    }

    /// The value, always valid.
    public func reply() -> Reply { .answer(.number(value)) }

    public func keyHints(on screen: StepScreen) -> [String] {
        [Message.hintSlider(screen.language)]
    }

    /// Digits half typed are forgotten.
    public mutating func leave() { typedDigits = "" }

    /// Every scrolling key moves the slider.
    public var scrollKeys: ScrollKeys { .none }

    /// Applies a moving key; returns whether it was one. Any key ends a typed number.
    private mutating func move(with key: Key) -> Bool {
        let wasTyping = !typedDigits.isEmpty
        typedDigits = ""
        switch key {
        case .left, .down, .character("h"), .character("j"): move(by: -1)
        case .right, .up, .character("l"), .character("k"): move(by: 1)
        case .pageDown: move(by: -5)
        case .pageUp: move(by: 5)
        case .home: value = question.range.lowerBound
        case .end: value = lastValue
        default: return wasTyping
        }
        return true
    }

    /// Where the value sits between the ends, from 0 to 1.
    public var fraction: Double {
        let span = question.range.upperBound - question.range.lowerBound
        return span == 0 ? 0 : Double(value - question.range.lowerBound) / Double(span)
    }

    private var lastValue: Int {
        let range = question.range
        return range.lowerBound + (range.upperBound - range.lowerBound) / question.step
            * question.step
    }

    /// Moves `steps` steps, stopping at the ends; the arithmetic cannot overflow, whatever
    /// the flow's step.
    private mutating func move(by steps: Int) {
        let (distance, overflowed) = steps.multipliedReportingOverflow(by: question.step)
        let (target, overflowedAgain) = value.addingReportingOverflow(distance)
        let wanted = overflowed || overflowedAgain ? (steps < 0 ? Int.min : Int.max) : target
        value = min(max(wanted, question.range.lowerBound), lastValue)
    }

    /// Types one more digit: the value it completes is taken; digits that can still
    /// become a valid value are kept (and shown); digits that cannot are refused.
    private mutating func type(_ digit: Character) -> EditOutcome {
        let typed = typedDigits + String(digit)
        typedDigits = ""
        guard typed.count <= Self.digitLimit, let number = Int(typed) else {
            return .refused(question.refusal(.notInRange(question.range)))
        }
        let completes = (try? question.validate(value: number)) != nil
        let extendable = typed.count < maximumDigits && canExtend(number, digits: typed.count)
        guard completes || extendable else {
            return .refused(question.refusal(.notInRange(question.range)))
        }
        if completes { value = number }
        if extendable { typedDigits = typed }
        return .changed
    }

    /// The most digits a valid value has.
    private var maximumDigits: Int {
        min(Self.digitLimit, String(max(question.range.upperBound, 0)).count)
    }

    /// Nine digits cannot overflow `Int`, whatever powers of ten are taken of them.
    private static let digitLimit = 9

    /// Whether typing more digits after `prefix` (`count` digits so far) can give a
    /// valid value: some valid value lies in `prefix·10^k … prefix·10^k + 10^k − 1` for
    /// some `k ≥ 1` that keeps within ``maximumDigits``.
    private func canExtend(_ prefix: Int, digits count: Int) -> Bool {
        var power = 1
        for _ in count..<maximumDigits {
            power *= 10
            let low = max(prefix * power, question.range.lowerBound)
            let high = min(prefix * power + power - 1, question.range.upperBound)
            guard low <= high else { continue }
            // The first value on a step at or after `low`.
            let offset = low - question.range.lowerBound
            let first =
                question.range.lowerBound + (offset + question.step - 1) / question.step
                * question.step
            if first <= high { return true }
        }
        return false
    }
}
