/// The options of a picker indexed by what a line may name them by, so that naming one is
/// a few hash look-ups (``PickerQuestion/validate(line:)``): a multi-select's line of many
/// parts then costs the parts plus the options, not their product.
///
/// Built in one pass over the options; each table keeps, for a name, the first option (in
/// the options' order) it names, which is the one a scan from the first option would find.
struct PickerLookup {
    /// Option indices by lower-cased value.
    private var byValue: [String: Int] = [:]
    /// Option indices by a lower-cased label, in any language.
    private var byLabel: [String: Int] = [:]
    /// Option indices by the place a value or label names as a number
    /// (``PickerQuestion/position(named:)``).
    private var byNumber: [Int: Int] = [:]
    private let count: Int

    init(_ options: [PickerOption]) {
        count = options.count
        for (index, option) in options.enumerated() {
            let value = option.value.lowercased()
            if byValue[value] == nil { byValue[value] = index }
            for label in option.label.strings {
                let lowered = label.lowercased()
                if byLabel[lowered] == nil { byLabel[lowered] = index }
            }
            for name in [option.value] + option.label.strings {
                if let number = PickerQuestion.position(named: name.trimmingWhitespace),
                    byNumber[number] == nil
                {
                    byNumber[number] = index
                }
            }
        }
    }

    /// The index of the option `wanted` (a line trimmed and lower-cased) names, by the rule
    /// of ``PickerQuestion/validate(line:)``; `nil` when it names none.
    func index(named wanted: String) -> Int? {
        if let index = byValue[wanted] ?? byLabel[wanted] { return index }
        guard let number = PickerQuestion.position(named: wanted) else { return nil }
        if let index = byNumber[number] { return index }
        return number >= 1 && number <= count ? number - 1 : nil
    }
}
