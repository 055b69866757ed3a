extension Catalogue {
    // MARK: `wizard flow questions`

    /// One question as `wizard flow questions` lists it: its line number in piped input,
    /// store key, title and what an answer may be.
    public static func questionSummary(number: Int, step: Step) -> LocalizedText {
        let accepts = step.kind.acceptedAnswers
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

    // MARK: What a line may be, by kind

    /// An info page in `wizard flow questions`.
    public static let acceptsNothing = LocalizedText(en: "no answer", ko: "답 없음")

    /// A text question in `wizard flow questions`: its length and pattern.
    public static func acceptsText(minimum: Int, maximum: Int, pattern: String?) -> LocalizedText {
        var en = "text, \(minimum)–\(maximum) characters"
        var ko = "글자 \(minimum)~\(maximum)자"
        if let pattern {
            en += ", matching \(pattern)"
            ko += ", 형식 \(pattern)"
        }
        return LocalizedText(en: en, ko: ko)
    }

    /// A slider in `wizard flow questions`: its range, step and default.
    public static func acceptsNumber(in range: ClosedRange<Int>, step: Int, defaultValue: Int)
        -> LocalizedText
    {
        let steps = step == 1 ? "" : " in steps of \(step)"
        let stepsKo = step == 1 ? "" : ", \(step) 간격"
        return LocalizedText(
            en: "whole number \(range.lowerBound)–\(range.upperBound)\(steps);"
                + " empty line: \(defaultValue)",
            ko: "정수 \(range.lowerBound)~\(range.upperBound)\(stepsKo), 빈 줄은"
                + " \(defaultValue)")
    }

    /// A picker in `wizard flow questions`: its values, or their numbers.
    public static func acceptsChoice(values: [String]) -> LocalizedText {
        let listed = values.joined(separator: ", ")
        return LocalizedText(
            en: "one of \(listed), or 1–\(values.count)",
            ko: "\(listed) 중 하나, 또는 1~\(values.count)")
    }

    /// A confirm question in `wizard flow questions`: yes or no, and its default.
    public static func acceptsYesOrNo(defaultValue: Bool?) -> LocalizedText {
        let empty =
            defaultValue.map { $0 ? "yes" : "no" }
            .map { LocalizedText(en: "; empty line: \($0)", ko: ", 빈 줄은 \($0)") }
            ?? LocalizedText(en: "", ko: "")
        return LocalizedText(en: "yes or no\(empty.english)", ko: "yes 또는 no\(empty.korean)")
    }

    // MARK: Refused choices

    /// A picker's alert for a line that names none of its options: the flow's alert, then
    /// the ways to answer.
    public static func unknownChoice(alert: LocalizedText, count: Int, values: [String])
        -> LocalizedText
    {
        let hint = choices(count: count, values: values)
        return LocalizedText(
            en: alert.english + " " + hint.english, ko: alert.korean + " " + hint.korean)
    }
}
