/// The age slider's position while a person moves it.
///
/// ←/→ (and h/l, ↓/↑) move one step, PgDn/PgUp five, Home/End to the ends; digits type a
/// value, which is taken as soon as the digits typed so far name one in range.
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
    public mutating func update(with key: Key, language: Language) -> EditOutcome {
        switch key {
        case .enter:
            return .submit
        case .paste(let text):
            // A pasted number moves the slider there; anything else is ignored.
            guard let pasted = try? question.validate(line: String(text.trimmingWhitespace))
            else { return .ignored }
            value = pasted
            typedDigits = ""
            return .changed
        default:
            return move(with: key) ? .changed : .ignored
        }
    }

    /// The value, always valid.
    public func reply() -> Reply { .answer(.number(value)) }

    public func keyHints(language: Language) -> [String] { [Catalogue.hintSlider(language)] }

    /// Applies a moving key; returns whether it was one.
    private mutating func move(with key: Key) -> Bool {
        if case .character(let character) = key, let digit = character.wholeNumberValue,
            character.isASCII
        {
            type(digit)
            return true
        }
        typedDigits = ""
        switch key {
        case .left, .down, .character("h"), .character("j"): move(by: -1)
        case .right, .up, .character("l"), .character("k"): move(by: 1)
        case .pageDown: move(by: -5)
        case .pageUp: move(by: 5)
        case .home: value = question.range.lowerBound
        case .end: value = lastValue
        default: return false
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

    private mutating func type(_ digit: Int) {
        let maximumDigits = String(question.range.upperBound).count
        typedDigits = typedDigits.count >= maximumDigits ? "" : typedDigits
        typedDigits += String(digit)
        if let typed = Int(typedDigits), let valid = try? question.validate(value: typed) {
            value = valid
        }
        if typedDigits.count >= maximumDigits { typedDigits = "" }
    }
}
