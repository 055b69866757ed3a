/// wizard's own messages in Korean.
///
/// A particle after a value is chosen from how the value is read (``KoreanParticle``), so no
/// message shows a doubled form such as `이(가)` after a word or number whose reading is known.
struct KoreanMessages: Messages {
    let language = Language.korean

    // MARK: Buttons a flow gets unless it names its own

    // MARK: Validation alerts shared by every flow

    // MARK: The profile card and plain-mode prompts

    // MARK: Key hints on the interactive screens

    // MARK: Multi-select questions

    // MARK: Confirm questions

    // MARK: Command results

    // MARK: Input errors

    // MARK: The profile store

    // MARK: Lost output

    // MARK: `wizard flow questions`

    func questionSummary(number: Int, key: String, title: String, accepts: String) -> String {
        "\(number). \(key): \(title) (\(accepts))"
    }
    func acceptsText(minimum: Int, maximum: Int, pattern: String?, defaultValue: String?) -> String
    {
        "텍스트 \(minimum)~\(maximum)자" + (pattern.map { ", 형식 \($0)" } ?? "")
            + (defaultValue.map { ", 빈 줄은 \($0)" } ?? "")
    }
    func acceptsNumber(in range: ClosedRange<Int>, step: Int, defaultValue: Int) -> String {
        let steps = step == 1 ? "" : ", \(step) 단위"
        return "정수 \(range.lowerBound)~\(range.upperBound)\(steps), 빈 줄은 \(defaultValue)"
    }
    func acceptsChoice(values: [String], defaultValue: String?) -> String {
        "\(values.joined(separator: ", ")) 중 하나, 또는 1~\(values.count)"
            + (defaultValue.map { ", 빈 줄은 \($0)" } ?? "")
    }
    func acceptsChoices(values: [String], count: ClosedRange<Int>, defaultValues: [String]?)
        -> String
    {
        let empty = defaultValues.map { $0.isEmpty ? "없음" : $0.joined(separator: ", ") }
        return "\(values.joined(separator: ", ")) 중 \(count.lowerBound)~\(count.upperBound)개,"
            + " 값이나 번호 1~\(values.count)를 쉼표로 구분"
            + (count.lowerBound == 0 ? "(없음은 -)" : "")
            + (empty.map { ", 빈 줄은 \($0)" } ?? "")
    }
    func acceptsYesOrNo(defaultValue: Bool?) -> String {
        "yes 또는 no" + (defaultValue.map { ", 빈 줄은 \($0 ? "yes" : "no")" } ?? "")
    }

    // MARK: Flow and answers files

    // MARK: Usage errors

    // MARK: Help texts

    // MARK: Shell completion menus

    // MARK: Problems of flow files

    func wholeNumber(found: String) -> String { "정수가 필요한데 \(found)입니다" }
    func lengths(minimum: Int, maximum: Int, minimumIsDefault: Bool) -> String {
        "min_length \(minimum)\(KoreanParticle.subject.after(minimum)) max_length \(maximum)보다 큽니다"
            + (minimumIsDefault ? " (검사 규칙이 없으면 min_length는 1)" : "")
    }
    func patternRefused(_ reason: PatternRefusal.Reason, at character: Int) -> String {
        patternReason(reason) + " (패턴의 \(character)번째 문자)"
    }
    private func patternReason(_ reason: PatternRefusal.Reason) -> String {
        switch reason {
        case .backreference: "역참조는 쓸 수 없습니다"
        case .lookaround: "전방·후방 탐색은 쓸 수 없습니다"
        case .atomicGroup: "(?>…) 같은 원자 그룹은 쓸 수 없습니다"
        case .possessive: "*+ 같은 소유 수량자는 쓸 수 없습니다"
        case .quoting: "\\Q…\\E 인용은 쓸 수 없습니다. 문자마다 이스케이프하세요"
        case .flag: "플래그는 맨 앞의 (?i)만 쓸 수 있습니다"
        case .groupKind: "그룹은 ( )와 (?: )만 쓸 수 있습니다"
        case .escape(let escape): "\(escape) 이스케이프는 쓸 수 없습니다"
        case .trailingBackslash: "패턴이 \\ 하나로 끝납니다"
        case .codePoint: "\\u 뒤에는 16진수 네 자리나 {…} 안의 유니코드 스칼라 값이 필요합니다"
        case .unclosedGroup: "이 ( 에 맞는 닫는 괄호가 없습니다"
        case .unopenedGroup: "이 ) 에 맞는 여는 괄호가 없습니다"
        case .unclosedClass: "이 [ 에 맞는 닫는 대괄호가 없습니다"
        case .emptyClass: "아무 문자에도 맞지 않는 문자 집합입니다"
        case .classSetOperation: "문자 집합 안의 집합과 &&, --, ~~는 쓸 수 없습니다. 대괄호는 \\[로 쓰세요"
        case .range: "범위는 낮은 문자 하나에서 높은 문자 하나로 가야 합니다"
        case .nothingToRepeat: "반복할 대상이 없는 수량자입니다"
        case .brace: "반복 횟수나 문자 집합이 아닌 괄호는 \\{, \\}, \\]로 쓰세요"
        case .countOrder: "반복 횟수 {m,n}은 m ≤ n이어야 합니다"
        case .countTooLarge: "반복 횟수는 \(PatternLimits.repetitionCount) 이하여야 합니다"
        case .nestingTooDeep: "그룹이 \(PatternLimits.nestingDepth)단계보다 깊게 중첩됩니다"
        case .tooLarge:
            "패턴이 너무 큽니다(반복을 펼치면 명령 \(PatternLimits.programSize)개 초과). 반복 횟수를 줄이세요"
        case .flowTooLarge:
            "흐름의 패턴을 모두 합하면 너무 큽니다(반복을 펼치면 명령"
                + " \(PatternLimits.flowProgramSize)개 초과). 반복 횟수를 줄이세요"
        }
    }
    func defaultOutside(_ value: Int, _ range: ClosedRange<Int>, step: Int) -> String {
        "default \(value)\(KoreanParticle.subject.after(value))"
            + " 슬라이더의 범위 \(range.lowerBound)…\(range.upperBound)"
            + (step == 1 ? "" : "(\(step) 간격)") + "에 없습니다"
    }
    func boundRange(_ bounds: ClosedRange<Int>) -> String {
        "\(bounds.lowerBound)에서 \(bounds.upperBound) 사이의 정수가 필요합니다"
    }
    func valueKind(_ kind: JSONValueKind) -> String {
        switch kind {
        case .object: "객체"
        case .array: "배열"
        case .stringArray: "문자열 배열"
        case .string: "문자열"
        case .number: "숫자"
        case .wholeNumber: "정수"
        case .boolean: "true나 false"
        case .null: "null"
        }
    }

    // MARK: Problems of flow files: defaults, the schema, the timeout

    func defaultChoiceCount(_ count: Int, _ allowed: ClosedRange<Int>) -> String {
        "기본값은 \(count)개를 고르는데 검사 규칙은 \(allowed.lowerBound)~\(allowed.upperBound)개만"
            + " 허용합니다"
    }

    // MARK: Conditions read out

    func conditionIs(key: String, value: String) -> String { "\(key) 값이 \(value)" }
    func conditionIsOneOf(key: String, values: [String]) -> String {
        "\(key) 값이 \(values.joined(separator: ", ")) 중 하나"
    }
    func conditionAtLeast(key: String, bound: Int) -> String { "\(key) 값이 \(bound) 이상" }
    func conditionAtMost(key: String, bound: Int) -> String { "\(key) 값이 \(bound) 이하" }
    func conditionIncludes(key: String, value: String) -> String {
        "\(key) 값에 \(value) 포함"
    }
    func conditionAll(_ parts: [String]) -> String { parts.joined(separator: " 그리고 ") }
    func conditionAny(_ parts: [String]) -> String { parts.joined(separator: " 또는 ") }
    func conditionNot(_ part: String) -> String { "\(part)의 반대" }
    func askedWhen(_ condition: String) -> String { "묻는 조건: \(condition)" }

    // MARK: Problems of conditions

    func conditionTestUnfit(_ test: String, key: String, stores: JSONValueKind) -> String {
        "\(test) 검사는 \"\(key)\"에 쓸 수 없습니다(저장하는 값: \(valueKind(stores))). atLeast와"
            + " atMost는 정수를, contains는 여러 항목 선택의 답을 검사합니다"
    }
    func conditionValueType(key: String, stores: JSONValueKind, found: String) -> String {
        "\"\(key)\" 값은 \(valueKind(stores))인데 여기 쓴 값은 \(found)입니다"
    }
    func conditionNeverBound(_ test: String, _ bound: Int, key: String, answers: String) -> String {
        let words = test == "atLeast" ? "이상" : "이하"
        return "\"\(key)\"의 답은 \(bound) \(words)일 수 없습니다(가능한 답: \(answers))"
    }
    var answersAnyText: String { "검사 규칙을 통과하는 글" }
    func answersNumbers(_ bounds: ClosedRange<Int>, step: Int) -> String {
        "\(bounds.lowerBound)에서 \(bounds.upperBound) 사이의 정수" + (step == 1 ? "" : ", \(step) 간격")
    }
    func answersValues(_ values: [String]) -> String { values.joined(separator: ", ") }
    func answersChoices(_ values: [String], count: ClosedRange<Int>) -> String {
        "\(values.joined(separator: ", ")) 중 \(count.lowerBound)~\(count.upperBound)개"
    }

    // MARK: Taking defaults, asking what is missing, timeouts

    func questionReference(key: String, title: String) -> String { "\(key)(\(title))" }
    func noDefaults(_ questions: [String]) -> String {
        "기본값이 없는 다음 질문에 답하기 전에 입력이 끝났습니다: "
            + questions.joined(separator: ", ")
            + ". 이 순서대로 파이프 입력의 줄로 주거나 --answers 파일로 답하세요."
    }

    // MARK: JSON syntax errors

}
