import WizardMessages
import WizardText

extension Message {
    // How a list of options may be answered in a line, for the picker and the multi-select:
    // each chooses among plain messages of po/, with no language's words here.

    /// How a picker may be answered in a line: by number, or by one of the options (their
    /// labels in the reader's language, and their stored values), listed when there are few
    /// enough to read (ten at most); `byValue`, for options listed by value
    /// (``PickerQuestion/listsByValue``), names no numbers.
    public static func choices(
        count: Int, labels: [LocalizedText], values: [String], byValue: Bool = false
    ) -> LocalizedText {
        if byValue {
            guard values.count <= 10 else { return Parts.choicesByValueUnlisted }
            return Parts.choicesByValue(labels: joined(labels), values: values)
        }
        let numbers =
            switch count {
            case 1: Parts.choicesOne
            case 2: Parts.choicesTwo
            default: Parts.choicesMany(count: count)
            }
        guard values.count <= 10 else { return Parts.choicesUnlisted(numbers: numbers) }
        let labelList = joined(labels)
        let listed = Parts.choicesListed(numbers: numbers, labels: labelList, values: values)
        let asLabels = Parts.choicesListedAsLabels(
            numbers: numbers, labels: labelList, values: values)
        // Each language names the values only where its labels are other words.
        let storedWords = Set(values.map { $0.lowercased() })
        return labelList.combining([listed, asLabels]) { language, strings in
            let labelWords = Set(labels.map { $0(language).lowercased() })
            return labelWords == storedWords ? strings[2] : strings[1]
        }
    }

    /// A picker's alert for a line that names none of its options: the flow's alert, then
    /// the ways to answer (``choices(count:labels:values:byValue:)``), in every language the
    /// alert or the catalogue has.
    public static func unknownChoice(
        alert: LocalizedText, count: Int, labels: [LocalizedText], values: [String],
        byValue: Bool = false
    ) -> LocalizedText {
        let hint = choices(count: count, labels: labels, values: values, byValue: byValue)
        return alert.combining([hint]) { _, strings in strings.joined(separator: " ") }
    }
}
