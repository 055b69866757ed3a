extension Catalogue {
    // MARK: `wizard flow questions`

    /// One question as `wizard flow questions` lists it: its line number in piped input,
    /// store key, title and what an answer may be.
    public static func questionSummary(number: Int, step: Step) -> LocalizedText {
        let accepts = accepted(by: step)
        return LocalizedText(
            en: "\(number). \(step.id): \(step.title.english) (\(accepts.english))",
            ko: "\(number). \(step.id): \(step.title.korean) (\(accepts.korean))")
    }

    /// The first line of `wizard flow questions`.
    public static let questionsHeading = LocalizedText(
        en: "Piped answers, one line each, in this order (info pages take no line):",
        ko: "파이프 입력은 이 순서대로 한 줄에 하나씩 답합니다(안내 화면은 줄을 받지 않음):")

    /// `wizard flow questions` for a flow of info pages only.
    public static let noQuestions = LocalizedText(
        en: "(none: this flow only shows pages, and piped input needs no lines)",
        ko: "(없음: 안내 화면만 있어 파이프 입력에 줄이 필요 없습니다)")

    private static func accepted(by step: Step) -> LocalizedText {
        switch step.kind {
        case .info:
            return LocalizedText(en: "no answer", ko: "답 없음")
        case .text(let text):
            var en = "text, \(text.minimumLength)–\(text.maximumLength) characters"
            var ko = "글자 \(text.minimumLength)~\(text.maximumLength)자"
            if let pattern = text.pattern {
                en += ", matching \(pattern.source)"
                ko += ", 형식 \(pattern.source)"
            }
            return LocalizedText(en: en, ko: ko)
        case .slider(let slider):
            let range = slider.range
            let steps = slider.step == 1 ? "" : " in steps of \(slider.step)"
            let stepsKo = slider.step == 1 ? "" : ", \(slider.step) 간격"
            return LocalizedText(
                en: "whole number \(range.lowerBound)–\(range.upperBound)\(steps);"
                    + " empty line: \(slider.defaultValue)",
                ko: "정수 \(range.lowerBound)~\(range.upperBound)\(stepsKo), 빈 줄은"
                    + " \(slider.defaultValue)")
        case .picker(let picker):
            let values = picker.options.map(\.value).joined(separator: ", ")
            return LocalizedText(
                en: "one of \(values), or 1–\(picker.options.count)",
                ko: "\(values) 중 하나, 또는 1~\(picker.options.count)")
        case .confirm(let confirm):
            let empty =
                confirm.defaultValue.map { $0 ? "yes" : "no" }
                .map { LocalizedText(en: "; empty line: \($0)", ko: ", 빈 줄은 \($0)") }
                ?? LocalizedText(en: "", ko: "")
            return LocalizedText(
                en: "yes or no\(empty.english)", ko: "yes 또는 no\(empty.korean)")
        }
    }
}
