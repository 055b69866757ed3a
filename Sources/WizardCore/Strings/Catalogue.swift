/// Every user-facing string of wizard, in English and Korean.
///
/// A flow's own texts live in its file (the default flow's in `onboarding.json`); these are
/// the texts the frontends and commands use around them. Functions build texts that embed values;
/// callers sanitise values that come from outside before passing them in.
public enum Catalogue {
    // MARK: Buttons a flow gets unless it names its own

    public static let next = LocalizedText(en: "Next", ko: "다음")
    public static let getStarted = LocalizedText(en: "Get started", ko: "시작하기")

    // MARK: Validation alerts shared by every flow

    public static func tooShort(minimum: Int) -> LocalizedText {
        LocalizedText(
            en: "Please enter at least \(minimum) characters.",
            ko: "\(minimum)자 이상 입력해 주세요."
        )
    }

    public static let choiceRequired = LocalizedText(
        en: "Please make a choice.",
        ko: "하나를 선택해 주세요."
    )

    public static func tooLong(maximum: Int) -> LocalizedText {
        LocalizedText(
            en: "Please use at most \(maximum) characters.",
            ko: "\(maximum)자 이하로 입력해 주세요."
        )
    }

    public static let forbiddenCharacter = LocalizedText(
        en: "Please use only printable characters (no control or text-direction characters).",
        ko: "제어 문자나 텍스트 방향 문자 없이 입력해 주세요."
    )

    /// The slider's alert; a step other than 1 is named.
    public static func wholeNumber(in range: ClosedRange<Int>, step: Int = 1) -> LocalizedText {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        guard step != 1 else {
            return LocalizedText(
                en: "Please enter a whole number from \(lower) to \(upper).",
                ko: "\(lower)에서 \(upper) 사이의 정수를 입력해 주세요.")
        }
        return LocalizedText(
            en: "Please enter a whole number from \(lower) to \(upper) in steps of \(step).",
            ko: "\(lower)에서 \(upper) 사이에서 \(step) 간격의 정수를 입력해 주세요.")
    }

    /// How a picker may be answered in a line: by number, or by one of the values, listed
    /// when there are few enough to read.
    public static func choices(count: Int, values: [String]) -> LocalizedText {
        let numbers = count == 2 ? "1 or 2" : "a number from 1 to \(count)"
        let numbersKo = count == 2 ? "1이나 2" : "1에서 \(count) 사이의 번호"
        guard values.count <= 10 else {
            return LocalizedText(
                en: "Answer with \(numbers) or an option's value.",
                ko: "\(numbersKo)나 선택지의 값으로 답해 주세요.")
        }
        let listed = values.joined(separator: ", ")
        return LocalizedText(
            en: "Answer with \(numbers) or one of: \(listed).",
            ko: "\(numbersKo)나 다음 중 하나로 답해 주세요: \(listed).")
    }

    /// A confirm question's alert for an answer that is neither yes nor no.
    public static func yesOrNo(yes: LocalizedText, no: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "Please answer \(yes.english) or \(no.english) (y or n).",
            ko: "\(yes.korean)나 \(no.korean)로 답해 주세요 (y 또는 n).")
    }

    /// A text that does not match its pattern, for a pattern without its own alert.
    public static let notInForm = LocalizedText(
        en: "This answer is not in the form asked for.",
        ko: "요청한 형식에 맞지 않는 답입니다.")

    // MARK: The profile card

    /// One labelled line of the card: `Age: 30` / `나이 : 30세` as in the seed's ProfileView.
    public static func cardLine(label: LocalizedText, value: String) -> LocalizedText {
        LocalizedText(en: "\(label.english): \(value)", ko: "\(label.korean) : \(value)")
    }

    // MARK: Line-by-line prompts (plain mode)

    /// Shown under an info page: the page's button and the key that presses it.
    public static func pressEnter(button: LocalizedText) -> LocalizedText {
        LocalizedText(en: "[ \(button.english) ] press Enter", ko: "[ \(button.korean) ] Enter 키")
    }

    /// The slider's range and the value an empty line takes.
    public static func sliderPrompt(range: ClosedRange<Int>, step: Int = 1, defaultValue: Int)
        -> LocalizedText
    {
        let steps = step == 1 ? "" : " by \(step)"
        let stepsKo = step == 1 ? "" : ", \(step) 간격"
        return LocalizedText(
            en: "\(range.lowerBound)–\(range.upperBound)\(steps), Enter for \(defaultValue): ",
            ko: "\(range.lowerBound)–\(range.upperBound)\(stepsKo) (Enter: \(defaultValue)): ")
    }

    /// The numbers of the options, and the option an empty line takes, if any.
    public static func pickerPrompt(count: Int, defaultLabel: LocalizedText?) -> LocalizedText {
        guard let defaultLabel else { return LocalizedText(en: "1–\(count): ", ko: "1–\(count): ") }
        return LocalizedText(
            en: "1–\(count), Enter for \(defaultLabel.english): ",
            ko: "1–\(count) (Enter: \(defaultLabel.korean)): ")
    }

    // MARK: Command results

    public static let signedOut = LocalizedText(en: "Signed out.", ko: "로그아웃했습니다.")
    public static let wasSignedOut = LocalizedText(
        en: "Nobody was signed in; nothing to do.",
        ko: "로그인한 사람이 없어 할 일이 없습니다."
    )

    // MARK: Errors (printed after `wizard: `)

    public static let notSignedIn = LocalizedText(
        en: "nobody is signed in. Run `wizard setup` to sign in.",
        ko: "로그인한 사람이 없습니다. `wizard setup`으로 로그인하세요."
    )

    public static func inputEnded(step: Int, of count: Int, title: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "input ended before step \(step)/\(count) (\(title.english)) was answered."
                + " Give one answer per line, in step order; see `wizard help setup`.",
            ko: "\(step)/\(count) 단계(\(title.korean))에 답하기 전에 입력이 끝났습니다."
                + " 단계 순서대로 한 줄에 하나씩 답하세요. `wizard help setup`을 보세요."
        )
    }

    public static func answerRejected(line: Int, title: LocalizedText, alert: String)
        -> LocalizedText
    {
        LocalizedText(
            en: "\(alert) (input line \(line): \(title.english))",
            ko: "\(alert) (입력 \(line)번째 줄: \(title.korean))"
        )
    }

    public static func optionRejected(option: String, alert: String) -> LocalizedText {
        LocalizedText(en: "\(option): \(alert)", ko: "\(option): \(alert)")
    }

    public static func invalidUTF8(line: Int) -> LocalizedText {
        LocalizedText(
            en: "input line \(line) is not valid UTF-8. Send answers as UTF-8 text.",
            ko: "입력 \(line)번째 줄이 올바른 UTF-8이 아닙니다. 답을 UTF-8 텍스트로 보내세요."
        )
    }

    public static func lineTooLong(line: Int, limit: Int) -> LocalizedText {
        LocalizedText(
            en: "input line \(line) is longer than \(limit) bytes; no answer is that long.",
            ko: "입력 \(line)번째 줄이 \(limit)바이트보다 깁니다. 그렇게 긴 답은 없습니다."
        )
    }

    public static func inputUnreadable(reason: String) -> LocalizedText {
        LocalizedText(en: "cannot read input: \(reason).", ko: "입력을 읽을 수 없습니다: \(reason).")
    }

    public static let storeEmpty = LocalizedText(en: "the file is empty", ko: "빈 파일")
    public static let storeMalformed = LocalizedText(
        en: "not valid JSON, or nested too deeply", ko: "올바른 JSON이 아니거나 너무 깊게 중첩됨")
    public static let storeNotObject = LocalizedText(
        en: "the top level is not an object", ko: "최상위 값이 객체가 아님")

    public static func storeNotJSON(path: String, reason: LocalizedText) -> LocalizedText {
        LocalizedText(
            en: "the profile store \(path) is not a JSON object (\(reason.english))."
                + " It was left untouched: fix or remove it, or choose another file with --store.",
            ko: "프로필 저장소 \(path)가 JSON 객체가 아닙니다(\(reason.korean))."
                + " 파일은 그대로 두었습니다. 고치거나 지우거나 --store로 다른 파일을 고르세요."
        )
    }

    public static func storeWrongType(path: String, key: String, expected: JSONType)
        -> LocalizedText
    {
        let type =
            switch expected {
            case .string: LocalizedText(en: "a string", ko: "문자열")
            case .integer: LocalizedText(en: "a whole number", ko: "정수")
            case .boolean: LocalizedText(en: "true or false", ko: "true나 false")
            }
        return LocalizedText(
            en: "the profile store \(path) has \"\(key)\" that is not \(type.english)."
                + " It was left untouched: fix or remove it, or choose another file with --store.",
            ko: "프로필 저장소 \(path)의 \"\(key)\" 값이 \(type.korean)이(가) 아닙니다."
                + " 파일은 그대로 두었습니다. 고치거나 지우거나 --store로 다른 파일을 고르세요."
        )
    }

    public static func storeTooLarge(path: String, limit: Int) -> LocalizedText {
        LocalizedText(
            en: "the profile store \(path) is larger than \(limit) bytes, too large for a profile."
                + " It was left untouched: choose another file with --store.",
            ko: "프로필 저장소 \(path)가 \(limit)바이트보다 커서 프로필일 수 없습니다."
                + " 파일은 그대로 두었습니다. --store로 다른 파일을 고르세요."
        )
    }

    public static func storeNotRegularFile(path: String) -> LocalizedText {
        LocalizedText(
            en: "the profile store \(path) is not a regular file (a directory, FIFO or device)."
                + " It was left untouched: choose another file with --store.",
            ko: "프로필 저장소 \(path)가 일반 파일이 아닙니다(디렉터리, FIFO, 장치)."
                + " 그대로 두었습니다. --store로 다른 파일을 고르세요.")
    }

    public static func storeUnreadable(path: String, reason: String) -> LocalizedText {
        LocalizedText(
            en: "cannot read the profile store \(path): \(reason).",
            ko: "프로필 저장소 \(path)를 읽을 수 없습니다: \(reason)."
        )
    }

    public static func storeUnwritable(path: String, reason: String) -> LocalizedText {
        LocalizedText(
            en: "cannot write the profile store \(path): \(reason). Nothing was saved;"
                + " check the directory's permissions or choose another file with --store.",
            ko: "프로필 저장소 \(path)에 쓸 수 없습니다: \(reason). 아무것도 저장하지 않았습니다."
                + " 디렉터리 권한을 확인하거나 --store로 다른 파일을 고르세요."
        )
    }

    public static func waitingForLock(path: String) -> LocalizedText {
        LocalizedText(
            en: "waiting for another wizard to finish writing \(path)…",
            ko: "다른 wizard가 \(path)에 쓰기를 마칠 때까지 기다립니다…"
        )
    }

    public static let interrupted = LocalizedText(
        en: "quit; nothing was saved.",
        ko: "종료했습니다. 아무것도 저장하지 않았습니다."
    )
}

extension Catalogue {
    // MARK: Key hints on the interactive screens

    public static func hintEnter(button: LocalizedText) -> LocalizedText {
        LocalizedText(en: "Enter: \(button.english)", ko: "Enter: \(button.korean)")
    }

    public static let hintSlider = LocalizedText(
        en: "←/→ ±1 · PgUp/PgDn ±5 · Home/End · digits", ko: "←/→ ±1 · PgUp/PgDn ±5 · Home/End · 숫자"
    )
    public static let hintPicker = LocalizedText(
        en: "↑/↓ choose · first letter jumps", ko: "↑/↓ 선택 · 첫 글자로 이동")
    public static let hintBack = LocalizedText(en: "Shift-Tab: back", ko: "Shift-Tab: 뒤로")
    public static let hintQuitKeys = LocalizedText(en: "Esc: quit", ko: "Esc: 끝내기")
    /// In a text field vi users need Esc, so the hint names Ctrl-C, which always quits.
    public static let hintQuitField = LocalizedText(en: "Ctrl-C: quit", ko: "Ctrl-C: 끝내기")
}

extension Catalogue {
    // MARK: Confirm questions and feature tours

    public static let yes = LocalizedText(en: "Yes", ko: "예")
    public static let no = LocalizedText(en: "No", ko: "아니요")

    public static let hintConfirm = LocalizedText(en: "↑/↓ or y/n choose", ko: "↑/↓ 또는 y/n 선택")
    public static let hintPages = LocalizedText(en: "←/→ pages", ko: "←/→ 페이지")
    public static let hintPause = LocalizedText(en: "Space: pause", ko: "Space: 일시 정지")
    public static let hintResume = LocalizedText(en: "Space: resume", ko: "Space: 계속")
    public static let hintSkip = LocalizedText(en: "s: skip", ko: "s: 건너뛰기")
    public static let paused = LocalizedText(en: "Paused", ko: "일시 정지됨")

    public static func confirmPrompt(defaultValue: Bool?) -> LocalizedText {
        switch defaultValue {
        case true?: LocalizedText(en: "[Y/n]: ", ko: "[Y/n]: ")
        case false?: LocalizedText(en: "[y/N]: ", ko: "[y/N]: ")
        case nil: LocalizedText(en: "[y/n]: ", ko: "[y/n]: ")
        }
    }
}
