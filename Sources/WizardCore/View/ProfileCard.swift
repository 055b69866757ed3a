/// The seed's ProfileView as lines of text: the name, then `Age: 30`, `Gender: Female`;
/// for any flow, each answer, labelled unless it is a text question without a label.
///
/// Every line is terminal-safe: values from the store pass through
/// ``Swift/String/terminalSafe`` before they are shown.
public struct ProfileCard: Sendable, Equatable {
    public let lines: [String]

    public init(document: ProfileDocument, language: Language) {
        var lines: [String] = []
        for step in document.flow.questions {
            guard let answer = document.answer(to: step) else { continue }
            switch (step.kind, answer) {
            case (.text, .text("")):
                continue
            case (.text(let question), .text(let text)):
                guard let label = question.label else {
                    lines.append(text.terminalSafe)
                    continue
                }
                lines.append(Catalogue.cardLine(label: label, value: text.terminalSafe)(language))
            case (.slider(let slider), .number(let number)):
                let value = "\(number)\(slider.unit(language))"
                lines.append(Catalogue.cardLine(label: slider.label, value: value)(language))
            case (.picker(let picker), .choice(let value)):
                let shown = picker.option(forValue: value)?.label(language) ?? value.terminalSafe
                lines.append(Catalogue.cardLine(label: picker.label, value: shown)(language))
            case (.confirm(let confirm), .flag(let flag)):
                let shown = confirm.label(for: flag)(language)
                lines.append(Catalogue.cardLine(label: confirm.label, value: shown)(language))
            default:
                continue
            }
        }
        self.lines = lines
    }

    /// The card as text, one line each, each ending in a newline.
    public var text: String { lines.map { $0 + "\n" }.joined() }
}
