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

    // MARK: Flow and answers files

    // MARK: Usage errors

    // MARK: Help texts

    // MARK: Shell completion menus

    // MARK: Problems of flow files

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

    // MARK: JSON syntax errors

}
