import WizardMessages
import WizardText

/// A question answered by choosing any number of options, such as the tools to install:
/// stored as the chosen options' values, in the options' order.
///
/// A line answers it with options separated by commas, each by its number, value or label
/// (as a picker's line names one option); `-` alone chooses none. How many may be chosen is
/// `minimum…maximum`, each bound with its own alert.
public struct MultiSelectQuestion: Sendable, Equatable {
    public let options: [PickerOption]
    /// Names the choices on the profile card.
    public let label: LocalizedText
    /// The fewest options that may be chosen, and the alert for fewer.
    public let minimum: Int
    public let tooFewAlert: LocalizedText?
    /// The most options that may be chosen, and the alert for more.
    public let maximum: Int
    public let tooManyAlert: LocalizedText?
    /// The values an empty typed line chooses and the list starts with, unless an answer is
    /// stored; `nil`: nothing at first, and an empty line chooses nothing if that is allowed.
    public let defaultValues: [String]?
    /// Where the options come from when the flow does not list them (`{"from": NAME}`),
    /// as for a picker (``PickerQuestion/optionSource``); the bounds then apply to as many
    /// options as the run gives.
    public let optionSource: OptionSource?
    /// The bounds as the flow gives them, which the run's options cut (with a source).
    let declaredMinimum: Int
    let declaredMaximum: Int?
    /// The default as the flow gives it, which the run's options cut (with a source).
    let declaredDefaultValues: [String]?
    /// A default the run reads (`"default": "${tools}"`): until it is filled in, and when
    /// the run's value names no valid choice, ``defaultValues`` is `nil`.
    public let runDefault: RunDefault?

    /// The line that chooses no option.
    public static let noneLine = "-"

    /// - Precondition: `0 <= minimum <= maximum <= options.count`, and the default values
    ///   are distinct values of the options, as many as the bounds allow; with an option
    ///   source, the bounds are cut to the options there are.
    public init(
        options: [PickerOption], label: LocalizedText, minimum: Int = 0,
        tooFewAlert: LocalizedText? = nil, maximum: Int? = nil,
        tooManyAlert: LocalizedText? = nil, defaultValues: [String]? = nil,
        optionSource: OptionSource? = nil, runDefault: RunDefault? = nil
    ) {
        declaredMinimum = minimum
        declaredMaximum = maximum
        declaredDefaultValues = defaultValues
        var minimum = minimum
        var maximum = maximum ?? options.count
        var defaultValues = defaultValues
        if optionSource != nil {
            maximum = min(maximum, options.count)
            minimum = min(minimum, maximum)
            defaultValues = defaultValues.map { values in
                options.map(\.value).filter(values.contains)
            }
            if let values = defaultValues, !(minimum...maximum).contains(values.count) {
                defaultValues = nil
            }
        }
        precondition(
            (!options.isEmpty || optionSource != nil) && 0 <= minimum && minimum <= maximum)
        precondition(maximum <= options.count)
        self.optionSource = optionSource
        self.options = options
        self.label = label
        self.minimum = minimum
        self.tooFewAlert = tooFewAlert
        self.maximum = maximum
        self.tooManyAlert = tooManyAlert
        self.defaultValues = defaultValues
        self.runDefault = runDefault
        precondition(
            defaultValues.map { (try? validate(values: $0)) == $0 } ?? true,
            "the default must be a valid answer")
    }

    /// Why a multi-select answer is refused.
    public enum Refusal: RefusalReason {
        /// Fewer choices than ``minimum``.
        case tooFew(minimum: Int)
        /// More choices than ``maximum``.
        case tooMany(maximum: Int)
        /// A part of a line that names no option.
        case unknownChoice(String)
    }

    /// The options as one picker, which names an option from a part of a line.
    var picker: PickerQuestion {
        PickerQuestion(
            options: options, requiredAlert: LocalizedText(english: ""), label: label,
            optionSource: optionSource)
    }

    /// Whether the options are listed by value, as a picker's are
    /// (``PickerQuestion/listsByValue``): some value is also another option's number.
    public var listsByValue: Bool { !PickerQuestion.positionClashes(in: options).isEmpty }

    /// The values a line chooses as it is written, in the options' order: none for a blank
    /// line and for `-`, else the options its comma-separated parts name, each once.
    public func validate(line: String) throws(Refusal) -> [String] {
        let trimmed = line.trimmingWhitespace
        if trimmed.isEmpty || trimmed == Self.noneLine { return try validate(values: []) }
        // One index for every part: the line costs its parts plus the options.
        let picker = picker
        let lookup = PickerLookup(options)
        var chosen: Set<String> = []
        for part in trimmed.split(separator: ",") {
            let part = String(String(part).trimmingWhitespace)
            guard !part.isEmpty else { continue }
            guard let option = try? picker.validate(line: part, lookup: lookup) else {
                throw .unknownChoice(part)
            }
            chosen.insert(option.value)
        }
        return try validate(values: options.map(\.value).filter(chosen.contains))
    }

    /// The values of the options at `positions`, in the options' order, if their number
    /// is allowed.
    public func validate(positions: Set<Int>) throws(Refusal) -> [String] {
        try validate(values: options.indices.filter(positions.contains).map { options[$0].value })
    }

    /// `values` (option values, in the options' order) if there are as many as allowed.
    public func validate(values: [String]) throws(Refusal) -> [String] {
        if values.count < minimum { throw .tooFew(minimum: minimum) }
        if values.count > maximum { throw .tooMany(maximum: maximum) }
        return values
    }

    /// The positions of `values` among the options.
    public func positions(of values: [String]) -> Set<Int> {
        let wanted = Set(values)
        return Set(options.indices.filter { wanted.contains(options[$0].value) })
    }

    /// The alert for `refusal`: the flow's own for the bounds when it gives one.
    public func alert(for refusal: Refusal) -> LocalizedText {
        switch refusal {
        case .tooFew(let minimum): tooFewAlert ?? Message.tooFewChoices(minimum: minimum)
        case .tooMany(let maximum): tooManyAlert ?? Message.tooManyChoices(maximum: maximum)
        case .unknownChoice(let part):
            Message.unknownChoiceAmong(
                part.terminalSafe, count: options.count, values: options.map(\.value),
                byValue: listsByValue)
        }
    }
}

extension Answer {
    /// A multi-select question's answer: the chosen options' values, in the options' order.
    public static func choices(_ values: [String]) -> Answer {
        Answer(.array(values.map { .string($0) }))
    }

    /// The answer when it is a list of strings (multi-select answers).
    public var strings: [String]? {
        guard case .array(let elements) = jsonValue else { return nil }
        let strings = elements.compactMap { element -> String? in
            if case .string(let string) = element { string } else { nil }
        }
        return strings.count == elements.count ? strings : nil
    }
}
