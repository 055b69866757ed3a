extension Catalogue {
    // MARK: Flow and answers files (errors are printed after `wizard: `)

    public static func fileUnreadable(kind: FileKind, path: String, reason: String)
        -> LocalizedText
    {
        LocalizedText(
            en: "cannot read the \(kind.name.english) \(path): \(reason).",
            ko: "\(kind.name.korean) \(path)를 읽을 수 없습니다: \(reason).")
    }

    public static func fileNotRegular(kind: FileKind, path: String) -> LocalizedText {
        LocalizedText(
            en: "the \(kind.name.english) \(path) is not a regular file.",
            ko: "\(kind.name.korean) \(path)가 일반 파일이 아닙니다.")
    }

    public static func fileTooLarge(kind: FileKind, path: String, limit: Int) -> LocalizedText {
        LocalizedText(
            en: "the \(kind.name.english) \(path) is larger than \(limit) bytes; it was not read.",
            ko: "\(kind.name.korean) \(path)가 \(limit)바이트보다 커서 읽지 않았습니다.")
    }

    /// After the problems of a flow that cannot be used.
    public static func flowUnusable(path: String, problems: Int) -> LocalizedText {
        let count = problems == 1 ? "1 problem" : "\(problems) problems"
        return LocalizedText(
            en: "the flow file \(path) cannot be used (\(count))."
                + " See FLOW FILES in 'man wizard', or start from `wizard flow show`.",
            ko: "흐름 파일 \(path)를 쓸 수 없습니다(문제 \(problems)개)."
                + " 'man wizard'의 FLOW FILES를 보거나 `wizard flow show`에서 시작하세요.")
    }

    /// `wizard flow check` on a flow without problems.
    public static func flowChecked(path: String, steps: Int, questions: Int) -> LocalizedText {
        let stepsEnglish = steps == 1 ? "1 step" : "\(steps) steps"
        let questionsEnglish = questions == 1 ? "1 question" : "\(questions) questions"
        return LocalizedText(
            en: "\(path): no problems (\(stepsEnglish), \(questionsEnglish))",
            ko: "\(path): 문제 없음 (\(steps)단계, 질문 \(questions)개)")
    }

    /// `wizard flow check`'s note on a flow file that keeps its answers where the default
    /// flow does (a copy of `wizard flow show` that kept `"store": "profile"`).
    public static func sharesDefaultStore(store: String) -> LocalizedText {
        LocalizedText(
            en: "note: this flow keeps its answers in \(store).json, the default flow's store;"
                + " give it a \"store\" of its own unless it is meant to share that profile",
            ko: "참고: 이 흐름은 기본 흐름의 저장소인 \(store).json에 답을 저장합니다."
                + " 그 프로필을 함께 쓰려는 것이 아니면 따로 \"store\"를 정하세요")
    }

    /// `wizard flow check`'s last line when it found problems.
    public static func flowProblems(path: String, count: Int, blocking: Int) -> LocalizedText {
        let runs =
            blocking == 0
            ? LocalizedText(
                en: "it runs, showing English where Korean is missing",
                ko: "실행은 되며 한국어가 없는 곳은 영어로 보입니다")
            : LocalizedText(en: "it cannot run", ko: "실행할 수 없습니다")
        return LocalizedText(
            en: "\(path): \(count) problem\(count == 1 ? "" : "s"); \(runs.english)",
            ko: "\(path): 문제 \(count)개. \(runs.korean)")
    }

    public static func answersProblem(path: String, location: TextLocation, reason: String)
        -> LocalizedText
    {
        LocalizedText(
            en: "answers file \(path):\(location): \(reason) (nothing was saved)",
            ko: "답 파일 \(path):\(location): \(reason) (아무것도 저장하지 않음)")
    }

    public static let answersNotObject = LocalizedText(
        en: "expected one JSON object of answers by store key",
        ko: "저장 키별 답을 담은 JSON 객체 하나가 필요합니다")

    public static func answersUnknownKey(_ key: String, known: [String]) -> LocalizedText {
        let listed = known.joined(separator: ", ")
        return LocalizedText(
            en: "\"\(key)\" is not a question of this flow (its keys: \(listed))",
            ko: "\"\(key)\"는 이 흐름의 질문이 아닙니다(키: \(listed))")
    }

    public static func answersDuplicateKey(_ key: String) -> LocalizedText {
        LocalizedText(en: "\"\(key)\" is given twice", ko: "\"\(key)\"가 두 번 있습니다")
    }

    public static func answersWrongType(_ key: String) -> LocalizedText {
        LocalizedText(
            en: "\"\(key)\" must be a string, a whole number, true or false",
            ko: "\"\(key)\" 값은 문자열, 정수, true, false 중 하나여야 합니다")
    }

    public static func answersRefused(_ key: String, alert: String) -> LocalizedText {
        LocalizedText(en: "\"\(key)\": \(alert)", ko: "\"\(key)\": \(alert)")
    }
}

/// The files wizard reads, named in messages.
public enum FileKind: Sendable {
    case store
    case flow
    case answers

    var name: LocalizedText {
        switch self {
        case .store: LocalizedText(en: "profile store", ko: "프로필 저장소")
        case .flow: LocalizedText(en: "flow file", ko: "흐름 파일")
        case .answers: LocalizedText(en: "answers file", ko: "답 파일")
        }
    }
}
