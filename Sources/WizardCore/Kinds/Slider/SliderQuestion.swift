import WizardMessages
import WizardText

/// A question answered with a whole number from a range, such as an age.
public struct SliderQuestion: Sendable, Equatable {
    public let range: ClosedRange<Int>
    /// The distance between neighbouring values; valid values are `lowerBound + k * step`.
    public let step: Int
    /// The value the slider starts at, and the answer an empty typed line gives.
    public let defaultValue: Int
    /// Names the value on the profile card (`Age`).
    public let label: LocalizedText
    /// Follows the value on the profile card (`세` in Korean, nothing in English).
    public let unit: LocalizedText
    /// A default the run reads (`"default": "${n}"`): until it is filled in, and when the
    /// run's number is not a value of the slider, ``defaultValue`` is the lowest.
    public let runDefault: RunDefault?
    /// Whether the screen draws the value in fullwidth digits (`３０`) where the terminal has
    /// them (the flow's `fullwidth_digits`, the seed's age slider); else in ASCII digits.
    public let fullwidthDigits: Bool

    public init(
        range: ClosedRange<Int>, step: Int = 1, defaultValue: Int, label: LocalizedText,
        unit: LocalizedText, runDefault: RunDefault? = nil, fullwidthDigits: Bool = false
    ) {
        precondition(step > 0 && range.contains(defaultValue))
        self.range = range
        self.step = step
        self.defaultValue = defaultValue
        self.label = label
        self.unit = unit
        self.runDefault = runDefault
        self.fullwidthDigits = fullwidthDigits
    }

    /// Why a slider answer is refused.
    public enum Refusal: RefusalReason {
        /// Not a plain decimal whole number inside the range and on a step.
        case notInRange(ClosedRange<Int>)
    }

    /// The value a line gives as it is written, white space around it trimmed as for names
    /// and choices: ASCII decimal digits only (no sign, no spaces between, no other scripts'
    /// digits) naming a valid value; a blank line names none.
    public func validate(line untrimmed: String) throws(Refusal) -> Int {
        let line = untrimmed.trimmingWhitespace
        // Nine digits cannot overflow Int; a longer number is out of range anyway.
        guard line.utf8.count <= 9, line.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let value = Int(line)
        else { throw .notInRange(range) }
        return try validate(value: value)
    }

    /// `value` if it is inside the range and on a step.
    public func validate(value: Int) throws(Refusal) -> Int {
        guard range.contains(value), (value - range.lowerBound) % step == 0 else {
            throw .notInRange(range)
        }
        return value
    }

    /// The alert for `refusal`, naming the range and a step other than 1.
    public func alert(for refusal: Refusal) -> LocalizedText {
        switch refusal {
        case .notInRange(let range): Message.wholeNumber(in: range, step: step)
        }
    }
}
