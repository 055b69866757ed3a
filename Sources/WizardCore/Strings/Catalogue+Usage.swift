extension Catalogue {
    // MARK: Usage errors (printed after `wizard: `, followed by a pointer to --help)

    public static func unknownOption(_ option: String) -> LocalizedText {
        LocalizedText(en: "unknown option '\(option)'", ko: "알 수 없는 옵션 '\(option)'")
    }

    public static func missingValue(option: String) -> LocalizedText {
        LocalizedText(en: "option '\(option)' needs a value", ko: "'\(option)' 옵션에는 값이 필요합니다")
    }

    public static func unexpectedValue(option: String) -> LocalizedText {
        LocalizedText(en: "option '\(option)' takes no value", ko: "'\(option)' 옵션은 값을 받지 않습니다")
    }

    public static func unknownCommand(_ command: String) -> LocalizedText {
        LocalizedText(en: "unknown command '\(command)'", ko: "알 수 없는 명령 '\(command)'")
    }

    public static func unexpectedArgument(_ argument: String) -> LocalizedText {
        LocalizedText(
            en: "unexpected argument '\(argument)'", ko: "예상하지 못한 인자 '\(argument)'")
    }

    public static func unknownLanguage(_ value: String) -> LocalizedText {
        LocalizedText(
            en: "unknown language '\(value)'; use --lang ko or --lang en",
            ko: "알 수 없는 언어 '\(value)'. --lang ko 또는 --lang en을 쓰세요")
    }

    public static func optionNeedsCommand(option: String, command: String) -> LocalizedText {
        LocalizedText(
            en: "option '\(option)' belongs to 'wizard \(command)'",
            ko: "'\(option)' 옵션은 'wizard \(command)'에서만 쓸 수 있습니다")
    }

    public static func conflictingOptions(_ first: String, _ second: String) -> LocalizedText {
        LocalizedText(
            en: "options '\(first)' and '\(second)' cannot be used together",
            ko: "'\(first)' 옵션과 '\(second)' 옵션은 함께 쓸 수 없습니다")
    }

    public static func unknownHelpTopic(_ topic: String) -> LocalizedText {
        LocalizedText(en: "no help for '\(topic)'", ko: "'\(topic)'에 대한 도움말이 없습니다")
    }

    public static let noHomeDirectory = LocalizedText(
        en: "cannot find a home directory for the profile store; set HOME or use --store",
        ko: "프로필 저장소를 둘 홈 디렉터리를 찾을 수 없습니다. HOME을 설정하거나 --store를 쓰세요")

    /// The line after a usage error: where to read how it is used.
    public static func seeHelp(command: String?) -> LocalizedText {
        let invocation = command.map { "wizard \($0) --help" } ?? "wizard --help"
        return LocalizedText(
            en: "Try '\(invocation)' for more information.",
            ko: "자세한 내용은 '\(invocation)'을 보세요.")
    }
}

extension Catalogue {
    // MARK: Usage errors of `wizard flow` and `--flow`

    public static let missingFlowAction = LocalizedText(
        en: "'wizard flow' needs one of: check FILE, show, questions [FILE]",
        ko: "'wizard flow' 뒤에는 check 파일, show, questions [파일] 중 하나가 필요합니다")

    public static func unknownFlowAction(_ action: String) -> LocalizedText {
        LocalizedText(
            en: "unknown 'wizard flow' action '\(action)'; use check, show or questions",
            ko: "알 수 없는 'wizard flow' 동작 '\(action)'. check, show, questions 중 하나를 쓰세요")
    }

    public static let missingFlowFile = LocalizedText(
        en: "'wizard flow check' needs the flow file to check",
        ko: "'wizard flow check'에는 검사할 흐름 파일이 필요합니다")

    public static let flowOptionWithFlowCommand = LocalizedText(
        en: "'wizard flow' takes the flow file as an argument, not as --flow",
        ko: "'wizard flow'는 흐름 파일을 --flow가 아닌 인자로 받습니다")

    public static func noStepForOption(_ option: String, key: String) -> LocalizedText {
        LocalizedText(
            en: "option '\(option)' answers the step \"\(key)\", which this flow does not have;"
                + " use --answers FILE for this flow's questions",
            ko: "'\(option)' 옵션은 \"\(key)\" 단계에 답하는데 이 흐름에는 그 단계가 없습니다."
                + " 이 흐름의 질문에는 --answers 파일을 쓰세요")
    }
}
