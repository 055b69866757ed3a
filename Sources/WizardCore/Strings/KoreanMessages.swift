/// wizard's own messages in Korean.
///
/// A particle after a value is chosen from how the value is read (``KoreanParticle``), so no
/// message shows a doubled form such as `이(가)` after a word or number whose reading is known.
struct KoreanMessages: Messages {
    let language = Language.korean

    // MARK: Buttons a flow gets unless it names its own

    var next: String { "다음" }
    var getStarted: String { "시작하기" }

    // MARK: Validation alerts shared by every flow

    func tooShort(minimum: Int) -> String { "\(minimum)자 이상 입력해 주세요." }
    var choiceRequired: String { "하나를 선택해 주세요." }
    func tooLong(maximum: Int) -> String { "\(maximum)자 이하로 입력해 주세요." }
    var forbiddenCharacter: String { "제어 문자나 텍스트 방향 문자 없이 입력해 주세요." }
    func answerTooLarge(bytes: Int, scalars: Int) -> String {
        "더 짧게 입력해 주세요. 답은 \(bytes)바이트(유니코드 코드 포인트 \(scalars)개)까지입니다."
    }
    func overloadedCharacter(scalars: Int) -> String {
        "한 글자에 겹쳐 붙인 부호를 지워 주세요. 한 글자는 코드 포인트 \(scalars)개까지입니다."
    }
    var invisibleCharacter: String {
        "보이지 않는 문자(폭 없는 공백, 채움 문자, 소프트 하이픈 등)를 지워 주세요."
    }
    var nothingVisible: String { "눈에 보이는 글자를 하나 이상 입력해 주세요." }
    func wholeNumber(in range: ClosedRange<Int>, step: Int) -> String {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        guard step != 1 else { return "\(lower)에서 \(upper) 사이의 정수를 입력해 주세요." }
        return "\(lower)에서 \(upper) 사이의 정수를 \(step) 단위로 입력해 주세요."
    }
    func choices(count: Int, labels: [String], values: [String]) -> String {
        let numbers =
            switch count {
            case 1: "1이나"
            case 2: "1이나 2나"
            default: "1에서 \(count) 사이의 번호나"
            }
        guard labels.count <= 10 else { return "\(numbers) 선택지 이름으로 답해 주세요." }
        let named = "\(numbers) \(labels.joined(separator: ", ")) 중 하나로 답해 주세요"
        let sameWords = Set(labels.map { $0.lowercased() }) == Set(values.map { $0.lowercased() })
        return named + (sameWords ? "." : "(\(values.joined(separator: ", "))도 됩니다).")
    }
    func yesOrNo(yes: String, no: String) -> String {
        "\(yes)\(KoreanParticle.or.after(yes))"
            + " \(no)\(KoreanParticle.with.after(no)) 답해 주세요 (y 또는 n)."
    }
    var notInForm: String { "요청한 형식에 맞지 않는 답입니다." }

    // MARK: The profile card and plain-mode prompts

    func cardLine(label: String, value: String) -> String { "\(label) : \(value)" }
    func pressEnter(button: String) -> String { "[ \(button) ] Enter 키를 누르세요" }
    func sliderPrompt(range: ClosedRange<Int>, step: Int, defaultValue: Int) -> String {
        let steps = step == 1 ? "" : ", \(step) 단위"
        return "\(range.lowerBound)~\(range.upperBound)\(steps) (Enter만 누르면 \(defaultValue)): "
    }
    func pickerPrompt(count: Int, defaultLabel: String?) -> String {
        guard let defaultLabel else { return "1~\(count): " }
        return "1~\(count) (Enter만 누르면 \(defaultLabel)): "
    }
    func confirmPrompt(defaultValue: Bool?) -> String {
        switch defaultValue {
        case true?: "[Y/n]: "
        case false?: "[y/N]: "
        case nil: "[y/n]: "
        }
    }

    // MARK: Key hints on the interactive screens

    func hintEnter(button: String) -> String { "Enter: \(button)" }
    var hintSlider: String { "←/→ ±1 · PgUp/PgDn ±5 · Home/End · 숫자" }
    var hintPicker: String { "↑/↓ 선택 · 첫 글자로 이동" }
    var hintBack: String { "Shift-Tab: 뒤로" }
    var hintQuitEscape: String { "Esc: 끝내기" }
    var hintQuitControlC: String { "Ctrl-C: 끝내기" }
    var hintConfirm: String { "↑/↓ 또는 y/n 선택" }
    var hintPages: String { "←/→ 페이지" }
    var hintPause: String { "Space: 일시 정지" }
    var hintResume: String { "Space: 계속" }
    var hintSkip: String { "s: 건너뛰기" }
    var hintScroll: String { "↑/↓ 스크롤" }
    var paused: String { "일시 정지됨" }
    func percentComplete(_ percent: Int) -> String { "\(percent)% 완료" }
    func timeLeft(minutes: Int) -> String { "\(minutes)분 남음" }

    // MARK: Multi-select questions

    func tooFewChoices(minimum: Int) -> String {
        minimum == 1 ? "하나 이상 골라 주세요." : "\(minimum)개 이상 골라 주세요."
    }
    func tooManyChoices(maximum: Int) -> String {
        maximum == 1 ? "하나만 골라 주세요." : "\(maximum)개까지만 골라 주세요."
    }
    func unknownChoiceAmong(_ part: String, count: Int, values: [String]) -> String {
        let how = "1에서 \(count) 사이의 번호나 값을 쉼표로 나눠 답해 주세요"
        guard values.count <= 10 else { return "\"\(part)\"에 맞는 선택지가 없습니다. \(how)." }
        return "\"\(part)\"에 맞는 선택지가 없습니다. \(how): \(values.joined(separator: ", "))."
    }
    func multiSelectPrompt(count: Int, defaultLabels: [String]?) -> String {
        guard let defaultLabels else { return "1–\(count), 쉼표로 구분: " }
        let chosen = defaultLabels.isEmpty ? "없음" : defaultLabels.joined(separator: ", ")
        return "1–\(count), 쉼표로 구분 (Enter: \(chosen)): "
    }
    func chosenCount(title: String, _ count: Int) -> String { "\(title) (\(count)개 선택)" }
    var hintMultiSelect: String { "↑/↓ 이동 · Space: 선택 · a: 모두" }
    var noChoices: String { "없음" }

    // MARK: Confirm questions

    var yes: String { "예" }
    var no: String { "아니요" }

    // MARK: Command results

    var signedOut: String { "로그아웃했습니다." }
    var wasSignedOut: String { "로그인한 사람이 없어 할 일이 없습니다." }
    var logoutHint: String { "로그아웃하려면 wizard profile --logout" }
    var unknownName: String { "USERNAME" }
    var unknownValue: String { "알 수 없음" }

    // MARK: Input errors

    var notSignedIn: String { "로그인한 사람이 없습니다. `wizard setup`으로 로그인하세요." }
    func inputEnded(step: Int, of count: Int, title: String) -> String {
        "\(step)/\(count) 단계(\(title))에 답하기 전에 입력이 끝났습니다."
            + " 단계 순서대로 한 줄에 하나씩 답하세요. 자세한 내용은 `wizard help setup`을 보세요."
    }
    func answerRejected(line: Int, title: String, alert: String) -> String {
        "\(alert) (입력 \(line)번째 줄: \(title))"
    }
    func optionRejected(option: String, alert: String) -> String { "\(option): \(alert)" }
    func invalidUTF8(line: Int) -> String {
        "입력 \(line)번째 줄이 올바른 UTF-8이 아닙니다. 답을 UTF-8 텍스트로 보내세요."
    }
    func lineTooLong(line: Int, limit: Int) -> String {
        "입력 \(line)번째 줄이 \(limit)바이트보다 깁니다. 그렇게 긴 답은 받지 않습니다."
    }
    func inputUnreadable(reason: String) -> String { "입력을 읽을 수 없습니다: \(reason)." }
    var interrupted: String { "종료했습니다. 아무것도 저장하지 않았습니다." }

    // MARK: The profile store

    private static let leftUntouched =
        " 파일은 그대로 두었습니다. 고치거나 지우거나 --store로 다른 파일을 고르세요."

    func storeNotProfile(path: String, location: TextLocation?, problem: String) -> String {
        let place = location.map { "\(path):\($0)" } ?? path
        return "\(place): \(problem)." + Self.leftUntouched
    }
    var storeEmpty: String { "프로필 저장소가 비어 있습니다" }
    func storeMalformed(_ syntax: String) -> String {
        "프로필 저장소가 올바른 JSON이 아닙니다: \(syntax)"
    }
    var storeNotObject: String { "프로필 저장소가 JSON 객체가 아닙니다" }
    func storeWrongType(key: String, expected: ValueKind) -> String {
        let type = valueKind(expected)
        return "프로필 저장소의 \"\(key)\" 값이 \(type)\(KoreanParticle.subject.after(type)) 아닙니다"
    }
    func storeWouldBeTooLarge(path: String, size: Int, limit: Int) -> String {
        "프로필 저장소 \(path)에 쓸 수 없습니다: \(size)바이트가 되어 wizard가 읽는 한도"
            + " \(limit)바이트를 넘습니다. 아무것도 저장하지 않았고 파일은 그대로입니다."
            + " 다른 프로그램이 넣은 큰 값을 지우거나 --store로 다른 파일을 고르세요."
    }
    func storeTooLarge(path: String, limit: Int) -> String {
        "프로필 저장소 \(KoreanParticle.subject.attached(to: path)) \(limit)바이트보다 커서 프로필일 수 없습니다."
            + " 파일은 그대로 두었습니다. --store로 다른 파일을 고르세요."
    }
    func storeNotRegularFile(path: String) -> String {
        "프로필 저장소 \(KoreanParticle.subject.attached(to: path)) 일반 파일이 아닙니다(디렉터리, FIFO, 장치)."
            + " 그대로 두었습니다. --store로 다른 파일을 고르세요."
    }
    func storeUnreadable(path: String, reason: String) -> String {
        "프로필 저장소 \(KoreanParticle.object.attached(to: path)) 읽을 수 없습니다: \(reason)."
    }
    func storeUnwritable(path: String, reason: String) -> String {
        "프로필 저장소 \(path)에 쓸 수 없습니다: \(reason). 아무것도 저장하지 않았습니다."
            + " 디렉터리 권한을 확인하거나 --store로 다른 파일을 고르세요."
    }
    func storeNamesDirectory(path: String, trailingSlash: Bool) -> String {
        if trailingSlash {
            return
                "프로필 저장소 \(KoreanParticle.subject.attached(to: path)) '/'로 끝나 디렉터리를 가리킵니다. 저장소는 파일이니"
                + " 끝의 '/'를 빼고 주세요"
        }
        let file = (path.hasSuffix("/") ? path : path + "/") + "profile.json"
        return "프로필 저장소 \(KoreanParticle.subject.attached(to: path)) 디렉터리입니다. 저장소는 파일이니 \(file)처럼"
            + " 파일 경로를 주세요"
    }
    /// How a message about a link starts: the link, and the store it leads to when that is
    /// another path.
    private static func notFollowing(_ link: String, to store: String) -> String {
        link == store
            ? "심볼릭 링크인 프로필 저장소 \(KoreanParticle.object.attached(to: link)) 따라가지 않았습니다"
            : "프로필 저장소 \(KoreanParticle.with.attached(to: store)) 가는 길의 심볼릭 링크 \(KoreanParticle.object.attached(to: link)) 따라가지 않았습니다"
    }
    private static let linkAdvice =
        " 아무것도 읽거나 쓰지 않았습니다. 링크를 지우거나 --store로 다른 파일을 고르세요."
    func linkNotFollowed(link: String, store: String, owner: String) -> String {
        Self.notFollowing(link, to: store)
            + ": 링크의 소유자가 \(owner)입니다. wizard는 본인이나 root가 소유한 링크만"
            + " 따라갑니다." + Self.linkAdvice
    }
    func linkInStickyDirectory(
        link: String, store: String, owner: String, directory: String, directoryOwner: String
    ) -> String {
        Self.notFollowing(link, to: store)
            + ": 링크의 소유자는 \(owner)입니다. 링크가 있는 \(KoreanParticle.topic.attached(to: directory)) /tmp처럼"
            + " 누구나 쓸 수 있는 스티키 디렉터리(소유자 \(directoryOwner))입니다. 이런 곳에서는 본인이나"
            + " 디렉터리 소유자가 소유한 링크만 따라갑니다." + Self.linkAdvice
    }
    func linkTargetNotTrusted(link: String, store: String, directory: String, owner: String)
        -> String
    {
        Self.notFollowing(link, to: store)
            + ": 링크가 가리키는 \(directory)의 소유자가 \(owner)입니다. wizard는 본인이나"
            + " root가 소유한 디렉터리로만 링크를 따라갑니다." + Self.linkAdvice
    }
    func lockUnusable(lockPath: String, reason: String, owner: String, mode: String) -> String {
        "잠금 파일 \(KoreanParticle.object.attached(to: lockPath)) 열 수 없습니다: \(reason) (소유자 \(owner), 모드 \(mode))."
            + " 아무것도 저장하지 않았습니다. 소유자나 root가 이 파일을 지우면 wizard가 새로"
            + " 만듭니다. 아니면 --store로 다른 파일을 고르세요."
    }
    func lockTimedOut(lockPath: String, seconds: String) -> String {
        let waited =
            seconds == "0"
            ? "다른 프로세스가 잠금 파일 \(KoreanParticle.object.attached(to: lockPath)) 잡고 있고, --wait 0이라 기다리지"
                + " 않았습니다"
            : "\(seconds)초를 기다렸지만 다른 프로세스가 아직 잠금 파일 \(KoreanParticle.object.attached(to: lockPath)) 잡고"
                + " 있습니다(--wait \(seconds))"
        return waited + ". 아무것도 저장하지 않았습니다. 그 프로세스가 끝난 뒤 다시 하거나"
            + " --wait 초로 더 오래 기다리세요(--wait가 없으면 풀릴 때까지 기다립니다)."
    }
    func storeOwnerNotKept(path: String, owner: String) -> String {
        "프로필 저장소 \(path)에 쓸 수 없습니다: 소유자가 \(owner)입니다. wizard는 저장소를"
            + " 다시 쓸 때 소유자를 그대로 두는데, 그렇게 할 수 있는 것은 그 사용자나 root뿐입니다."
            + " 아무것도 저장하지 않았습니다. 소유자로 실행하거나 --store로 다른 파일을 고르세요."
    }
    func waitingForLock(lockPath: String) -> String {
        "다른 프로세스가 잠금 파일 \(KoreanParticle.object.attached(to: lockPath)) 잡고 있어 풀릴 때까지 기다립니다"
            + "(--wait 초로 한도를 정할 수 있습니다)…"
    }

    // MARK: Lost output

    func outputLost(reason: String, saved: Bool) -> String {
        "표준 출력에 쓸 수 없습니다: \(reason)."
            + (saved ? " 프로필은 저장했고, 이 출력만 잃었습니다." : "")
    }

    // MARK: `wizard flow questions`

    func questionSummary(number: Int, key: String, title: String, accepts: String) -> String {
        "\(number). \(key): \(title) (\(accepts))"
    }
    var questionsHeading: String {
        "파이프 입력은 이 순서대로 한 줄에 하나씩 답합니다(안내 화면은 줄을 받지 않음):"
    }
    var noQuestions: String { "(없음: 안내 화면만 있어 파이프 입력에 줄이 필요 없습니다)" }
    var acceptsNothing: String { "답 없음" }
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

    private static func name(_ kind: FileKind) -> String {
        switch kind {
        case .store: "프로필 저장소"
        case .flow: "흐름 파일"
        case .answers: "답 파일"
        case .history: "입력 기록 파일"
        }
    }

    func fileUnreadable(kind: FileKind, path: String, reason: String) -> String {
        "\(Self.name(kind)) \(KoreanParticle.object.attached(to: path)) 읽을 수 없습니다: \(reason)."
    }
    func fileNotRegular(kind: FileKind, path: String) -> String {
        "\(Self.name(kind)) \(KoreanParticle.subject.attached(to: path)) 일반 파일이 아닙니다."
    }
    func fileTooLarge(kind: FileKind, path: String, limit: Int) -> String {
        "\(Self.name(kind)) \(KoreanParticle.subject.attached(to: path)) \(limit)바이트보다 커서 읽지 않았습니다."
    }
    func flowUnusable(path: String, problems: Int) -> String {
        "흐름 파일 \(KoreanParticle.object.attached(to: path)) 쓸 수 없습니다(문제 \(problems)개)."
            + " 형식은 `man 5 wizard-flow`에서 볼 수 있고, `wizard flow show`에서 시작해도 됩니다."
    }
    func flowChecked(path: String, steps: Int, questions: Int) -> String {
        "\(path): 문제 없음 (\(steps)단계, 질문 \(questions)개)"
    }
    func sharesDefaultStore(store: String) -> String {
        "참고: 이 흐름은 기본 흐름의 저장소인 \(store).json에 답을 저장합니다."
            + " 그 프로필을 함께 쓰려는 것이 아니면 따로 \"store\"를 정하세요"
    }
    func flowProblems(path: String, count: Int, blocking: Int) -> String {
        let runs = blocking == 0 ? "실행은 되지만 한국어가 없는 곳은 영어로 보입니다" : "실행할 수 없습니다"
        return "\(path): 문제 \(count)개. \(runs)"
    }
    func problemsNotListed(_ count: Int) -> String {
        "… 이 뒤의 문제 \(count)개는 싣지 않았습니다"
    }
    func answersProblem(path: String, location: TextLocation, reason: String) -> String {
        "답 파일 \(path):\(location): \(reason) (아무것도 저장하지 않음)"
    }
    var answersNotObject: String { "저장 키별 답을 담은 JSON 객체 하나가 필요합니다" }
    func answersUnknownKey(_ key: String, known: [String]) -> String {
        "\(KoreanParticle.topic.attached(to: "\"\(key)\"")) 이 흐름의 질문이 아닙니다(키: \(known.joined(separator: ", ")))"
    }
    func answersDuplicateKey(_ key: String) -> String {
        "\(KoreanParticle.subject.attached(to: "\"\(key)\"")) 두 번 있습니다"
    }
    func answersWrongType(_ key: String) -> String {
        "\"\(key)\" 값은 문자열, 정수, true, false 중 하나여야 합니다"
    }
    func answersRefused(_ key: String, alert: String) -> String { "\"\(key)\": \(alert)" }

    // MARK: Usage errors

    func unknownOption(_ option: String) -> String { "알 수 없는 옵션 '\(option)'" }
    func missingValue(option: String) -> String { "'\(option)' 옵션에는 값이 필요합니다" }
    func unexpectedValue(option: String) -> String { "'\(option)' 옵션은 값을 받지 않습니다" }
    func unknownCommand(_ command: String) -> String { "알 수 없는 명령 '\(command)'" }
    func unexpectedArgument(_ argument: String) -> String { "예상하지 못한 인자 '\(argument)'" }
    func unknownLanguage(_ value: String) -> String {
        "알 수 없는 언어 '\(value)'. --lang en, --lang ko, --lang ja 같은 언어 코드를 쓰세요"
    }
    func unknownProgressStyle(_ value: String, styles: [String]) -> String {
        "알 수 없는 진행 표시 방식 '\(value)'. \(styles.joined(separator: ", ")) 중 하나를 쓰세요"
    }
    func optionNeedsCommand(option: String, command: String) -> String {
        "'\(option)' 옵션은 'wizard \(command)'에서만 쓸 수 있습니다"
    }
    func conflictingOptions(_ first: String, _ second: String) -> String {
        "'\(first)' 옵션과 '\(second)' 옵션은 함께 쓸 수 없습니다"
    }
    func unknownHelpTopic(_ topic: String) -> String { "'\(topic)'에 대한 도움말이 없습니다" }
    var noHomeDirectory: String {
        "프로필 저장소를 둘 홈 디렉터리를 찾을 수 없습니다. HOME을 설정하거나 --store를 쓰세요"
    }
    func seeHelp(invocation: String) -> String {
        "자세한 내용은 \(KoreanParticle.object.attached(to: "'\(invocation)'")) 보세요."
    }
    var missingFlowAction: String {
        "'wizard flow' 뒤에는 check 파일, show, questions [파일], schema 중 하나가 필요합니다"
    }
    func unknownFlowAction(_ action: String) -> String {
        "알 수 없는 'wizard flow' 동작 '\(action)'. check, show, questions, schema 중 하나를 쓰세요"
    }
    var missingFlowFile: String { "'wizard flow check'에는 검사할 흐름 파일이 필요합니다" }
    var flowOptionWithFlowCommand: String {
        "'wizard flow'는 흐름 파일을 --flow가 아닌 인자로 받습니다"
    }
    func invalidSeconds(option: String, value: String) -> String {
        "'\(option)' 옵션에는 10이나 0.5 같은 초 단위 숫자를 주세요(0은 기다리지 않음)."
            + " \(KoreanParticle.topic.attached(to: "'\(value)'")) 쓸 수 없습니다"
    }
    func noStepForOption(_ option: String, key: String) -> String {
        "'\(option)' 옵션은 \"\(key)\" 단계에 답하는데 이 흐름에는 그 단계가 없습니다."
            + " 이 흐름의 질문에는 --answers 파일을 쓰세요"
    }
    func missingShell(_ shells: [String]) -> String {
        "'wizard completion'에는 셸 이름이 필요합니다: \(shells.joined(separator: ", "))"
    }
    func unknownShell(_ name: String, known shells: [String]) -> String {
        "'\(name)'용 자동 완성 스크립트는 없습니다. \(shells.joined(separator: ", ")) 중 하나를 쓰세요"
    }
    func standardInputTwice(_ first: String, _ second: String) -> String {
        "표준 입력('-')은 한 옵션만 읽을 수 있습니다('\(first)', '\(second)'). 둘 중 하나에는"
            + " 파일을 주세요"
    }

    // MARK: Help texts

    private static let commonOptions = """
        옵션:
          --store 경로     프로필 저장소. 기본값은 $WIZARD_STORE, 없으면
                           $XDG_CONFIG_HOME/wizard/profile.json, 없으면
                           ~/.config/wizard/profile.json (--flow 파일이면
                           profile.json 대신 그 흐름의 이름)
          --flow 파일      기본 흐름 대신 파일의 흐름을 실행하거나 보기
          --lang 코드      언어: en, ko, 또는 흐름에 있는 ja 같은 언어. 기본값은
                           LANGUAGE, LC_ALL, LC_MESSAGES, LANG에서 정함
          --plain          한 줄에 한 질문씩 묻기 (화면 낭독기, 단순한 터미널)
          --no-color       색을 쓰지 않기 (환경 변수 NO_COLOR나 CLICOLOR=0도 같음)
          --no-animation   단계 사이 슬라이드 효과 끄기
          --progress 방식  단계 표시 방식: bar(기본), dash, percent(남은 시간).
                           기본값은 흐름의 "progress"
          --wait 초        다른 프로세스가 저장소 잠금을 잡고 있으면 최대 이만큼 기다린
                           뒤 종료 코드 75로 끝남(0은 기다리지 않음). 기본값은 풀릴
                           때까지 기다림 (setup, profile --logout)
          -h, --help       도움말 보기
          -V, --version    버전 보기
        """

    var overviewHelp: String {
        """
        wizard: 몇 가지를 묻고 답을 기억하는 터미널 온보딩 마법사.

        사용법:
          wizard                       처음에는 설정, 그 뒤로는 프로필 보기
          wizard setup [옵션]          이름, 나이, 성별을 묻고 로그인
          wizard profile [--json]      저장된 프로필 보기 (로그인한 사람이 없으면 종료 코드 1)
          wizard profile --logout      프로필을 지우고 로그아웃
          wizard flow check 파일       흐름 파일의 문제를 모두 보고
          wizard flow show             기본 흐름 출력 (내 흐름의 출발점)
          wizard flow questions [파일] 흐름의 파이프 입력 순서 보기 (--json: JSON으로)
          wizard flow schema           흐름 파일의 JSON 스키마 출력
          wizard help [명령]           명령의 도움말 보기
          wizard completion 셸         bash, zsh, fish의 자동 완성 스크립트 출력

        \(Self.commonOptions)

        파일을 -로 주면 표준 입력을 읽습니다: --flow, --answers, flow check,
        flow questions 모두 그렇습니다.

        환경 변수:
          WIZARD_STORE                  --store가 없을 때의 저장소
          XDG_CONFIG_HOME, HOME         저장소를 두는 곳 (기본값 ~/.config/wizard)
          XDG_STATE_HOME                기록을 두는 곳 (기본값 ~/.local/state)
          LANGUAGE, LC_ALL, LC_MESSAGES, LANG   --lang이 없을 때의 언어
          LC_ALL, LC_CTYPE, LANG        UTF-8이 아닌 문자 집합이면 ASCII로 그림
          TERM                          dumb: 한 줄씩 묻기, linux: ASCII로 그림
          ACCESSIBLE, WIZARD_PLAIN      설정하면(0 제외) --plain처럼 한 줄씩 묻기
          WIZARD_DEFAULTS               1이면 setup --defaults처럼 기본값을 씀
          NO_COLOR, CLICOLOR            NO_COLOR를 설정하거나 CLICOLOR=0이면 색 없이
          CLICOLOR_FORCE                설정하면(0 제외) CLICOLOR=0이어도 색 쓰기
          INPUTRC                       readline 키 설정 (기본값 ~/.inputrc)

        명령 없이 쓰면 setup의 옵션(--defaults, --missing, --timeout 초)을 쓸 수 있습니다.
        로그인한 뒤에는 흐름에 새로 생긴 질문부터 묻습니다.

        답을 파이프로 한 줄에 하나씩 줄 수 있습니다:  printf 'Alice\\n30\\nfemale\\n' | wizard setup
        종료 코드: 0 완료, 1 로그인한 사람 없음, 64 사용법 오류, 65 답 거부,
        66 입력이 일찍 끝남, 73 저장소에 쓸 수 없음, 74 저장소를 읽을 수 없거나 출력을
        잃음, 75 --wait 동안 저장소 잠금이 풀리지 않음, 124 --timeout 안에 키 입력 없음,
        130 종료.
        저장소 형식 등은 'man wizard'를 보세요.
        """
    }

    var setupHelp: String {
        """
        사용법: wizard setup [--flow 파일] [--answers 파일] [--name 이름] [--age 나이]
                            [--gender 성별] [--json] [--defaults] [--missing]
                            [--timeout 초] [옵션]

        이름(2~64자), 나이(18~50, 기본값 30), 성별(male, female, undisclosed)을
        묻고 로그인해 프로필을 저장합니다. 마지막 답이 받아들여지기 전에는 아무것도
        저장하지 않습니다.

        터미널에서는 단계마다 화면이 나옵니다. Enter는 버튼을 누르고, Shift-Tab은
        뒤로 가고, Esc나 Ctrl-C는 저장하지 않고 끝내고, Ctrl-Z는 잠시 멈춥니다.
        --plain은 대신 한 줄에 한 질문씩 묻습니다.
        파이프로 입력할 때는 환영 화면을 빼고 이 순서대로 한 줄에 하나씩 답하세요.
        빈 나이 줄은 30이고, 성별은 어느 언어의 이름이나 번호(1~3)로도 됩니다.
        거부된 답은 알림을 출력하고 종료 코드 65로, 일찍 끝난 입력은 66으로 끝납니다.

          --name 이름       이름을 묻지 않고 이 값으로 답하기
          --age 나이        나이를 묻지 않고 이 값으로 답하기
          --gender 성별     성별을 묻지 않고 이 값으로 답하기
          --answers 파일    저장 키별 JSON 객체로 답하기. 예: {"name": "Alice", "age": 30}
                            플래그가 우선하고, 남은 단계는 파이프 입력으로 답함
                            (-는 표준 입력)
          --json            저장한 프로필을 카드 대신 JSON 한 줄로 출력
          --defaults        기본값(저장된 답, 없으면 흐름의 기본값)이 있는 질문은 묻지
                            않고 그 값을 씀. 기본값이 없는 질문만 물음. 파이프 입력이
                            먼저 끝나면 그 질문을 모두 알리고 종료 코드 66.
                            WIZARD_DEFAULTS=1도 같음
          --missing         저장된 답이 없는 질문만 물음(흐름에 단계가 늘었을 때 등).
                            로그인한 상태라면 안내 화면 없이
          --timeout 초      터미널에서 이 시간 동안 키 입력이 없으면 아무것도 저장하지
                            않고 종료 코드 124로 끝냄(--defaults와 함께 쓰면 안내 화면은
                            넘어감). 마지막 10초는 화면에 셈. 0은 끝없이 기다림. 흐름
                            파일의 timeout 필드로도 정할 수 있음

        --flow 파일을 주면 그 흐름의 질문을 묻습니다(`wizard flow questions 파일`).

        \(Self.commonOptions)
        """
    }

    var profileHelp: String {
        """
        사용법: wizard profile [--json | --logout] [--flow 파일] [옵션]

        로그인한 프로필(이름, 나이, 성별)을 보여 줍니다. 터미널에서는 상자에 담은 카드와
        로그아웃 방법을, 파이프나 파일로는 한 줄에 하나씩 보여 줍니다. 없는 값은
        USERNAME, -1, 알 수 없음으로 나옵니다. 로그인한 사람이 없으면 종료 코드 1로 끝납니다.

          --json     JSON 객체 하나로 출력. 예:
                     {"age":30,"gender":"female","name":"Alice","signed_in":true}
          --logout   이름, 나이, 성별을 지우고 로그아웃. 저장소의 다른 키는 남겨 둠

        \(Self.commonOptions)
        """
    }

    var helpHelp: String {
        """
        사용법: wizard help [명령]

        명령(setup, profile, flow, help)의 도움말을 보여 줍니다. 명령이 없으면 개요를 보여 줍니다.
        """
    }

    var flowHelp: String {
        """
        사용법: wizard flow check 파일 | show | questions [--json] [파일] | schema

        흐름은 단계들을 담은 JSON 파일입니다. 안내 화면(basic, slide, progress 방식의
        기능 소개 포함), 텍스트, 슬라이더, 선택, 예/아니요, 여러 항목 선택 질문과 검사
        규칙, 알림, 기본값, 앞의 답에 따른 조건("when")을 영어, 한국어와 그 밖의 어느
        언어로나 씁니다(--lang으로 보기).
        `wizard setup --flow 파일`은 터미널, 한 줄씩, 파이프 어디서나 실행하며 답은
        ~/.config/wizard/<store>.json에 저장합니다. 형식 설명은 wizard-flow(5)
        매뉴얼 페이지(man 5 wizard-flow)에 있습니다.
        파일을 -로 주면 표준 입력을 읽습니다.

          check 파일        문제를 모두 위치와 함께 보고
                            (파일:줄:열: $.steps[2].max: 내용). 문제가 있으면 종료 코드 65
          show              기본 흐름 파일 출력 (복사해 고쳐 쓰기)
          questions [파일]  질문을 파이프 입력 순서대로, 묻는 조건과 함께 보기.
                            --json은 키, 종류, 제목, 답, 기본값, 조건을 JSON으로 출력
          schema            흐름 파일의 JSON 스키마(2020-12) 출력. 편집기가 쓰도록
                            흐름의 "$schema"에 적을 수 있음

        \(Self.commonOptions)
        """
    }

    var completionHelp: String {
        """
        사용법: wizard completion bash|zsh|fish

        셸의 자동 완성 스크립트를 출력합니다. wizard의 명령, 옵션과 옵션 값(--lang의
        en, ko), 흐름 파일과 답 파일(*.json), 도움말 주제를 완성합니다.
        Scripts/install과 데비안 패키지는 스크립트를 각 셸이 찾는 곳에 둡니다.
        바로 써 보려면:

          source <(wizard completion bash)               # bash (bash-completion과 함께)
          wizard completion zsh > ~/.zfunc/_wizard       # zsh: $fpath에 있는 디렉터리
          wizard completion fish > ~/.config/fish/completions/wizard.fish

        \(Self.commonOptions)
        """
    }

    // MARK: Shell completion menus

    func summary(of word: String) -> String? {
        switch word {
        case "setup": "질문에 답하고 로그인"
        case "profile": "저장된 프로필 보기"
        case "flow": "흐름 파일 검사, 출력, 질문 보기"
        case "help": "명령의 도움말 보기"
        case "completion": "셸 자동 완성 스크립트 출력"
        case "check": "흐름 파일의 문제를 모두 보고"
        case "show": "기본 흐름 출력"
        case "questions": "파이프 입력 순서 보기"
        case "--help": "도움말 보기"
        case "--version": "버전 보기"
        case "--store": "프로필 저장소"
        case "--flow": "파일의 흐름을 실행하거나 보기"
        case "--lang": "언어"
        case "--plain": "한 줄에 한 질문씩 묻기"
        case "--no-color": "색 없이"
        case "--no-animation": "단계 사이 슬라이드 효과 없이"
        case "--answers": "JSON 파일로 답하기"
        case "--name": "이름 질문에 답하기"
        case "--age": "나이 질문에 답하기"
        case "--gender": "성별 질문에 답하기"
        case "--json": "프로필을 JSON 한 줄로 출력"
        case "--logout": "프로필을 지우고 로그아웃"
        default: nil
        }
    }

    // MARK: Problems of flow files

    func formatVersion(_ version: Int) -> String { "이 wizard는 형식 \(version)만 읽습니다" }
    func accent(names: String) -> String { "색 이름(\(names))이나 \"#RRGGBB\"가 필요합니다" }
    func missingLanguage(_ code: String) -> String {
        "흐름의 다른 텍스트에는 있는 \"\(code)\" 번역이 없습니다"
    }
    var emptyText: String { "비어 있지 않은 텍스트가 필요합니다" }
    func missingField(_ key: String) -> String {
        "\(KoreanParticle.subject.attached(to: "\"\(key)\"")) 없습니다"
    }
    var badName: String {
        "ASCII 글자, 숫자, 밑줄(_), 붙임표(-), 마침표(.)로 된 이름(글자나 밑줄로 시작, 64자 이하)이"
            + " 필요합니다"
    }
    var fractionForWhole: String { "소수점이나 지수 없이 쓴 정수가 필요합니다" }
    func wholeNumber(found: String) -> String { "정수가 필요한데 \(found)입니다" }
    var stringExpected: String { "문자열이 필요합니다" }
    var languageCode: String { "\"en\"이나 \"ko\" 같은 언어 코드가 필요합니다" }
    var missingEnglish: String { "모든 텍스트에 있어야 하는 영어(\"en\")가 없습니다" }
    var missingKorean: String { "한국어(\"ko\")가 없어 영어로 보입니다" }
    func textExpected(found: String) -> String {
        "문자열이나 언어별 문자열 객체가 필요한데 \(found)입니다"
    }
    var unsafeText: String { "제어 문자나 텍스트 방향 문자가 들어 있습니다" }
    var appWithoutName: String { "{app}을 썼지만 흐름에 \"app\"이 없습니다" }
    var stepsExpected: String { "비어 있지 않은 단계 배열이 필요합니다" }
    func keyUsed(_ key: String, by earlier: String) -> String {
        "\(KoreanParticle.topic.attached(to: "\"\(key)\"")) 이미 \(earlier)에서 쓰고 있습니다"
    }
    func unknownKind(_ kinds: String) -> String {
        "알 수 없는 단계 종류입니다. \(kinds) 중 하나가 필요합니다"
    }
    func reservedKey(_ key: String) -> String {
        "\(KoreanParticle.topic.attached(to: "\"\(key)\"")) wizard가 직접 쓰는 키입니다. 다른 키를 고르세요"
    }
    var featuresExpected: String { "비어 있지 않은 기능 배열이 필요합니다" }
    var tourStyle: String { "\"basic\", \"slide\", \"progress\" 중 하나가 필요합니다" }
    var tourWithoutFeatures: String { "소개에는 보여 줄 \"features\"가 필요합니다" }
    var secondsWithoutProgress: String { "\"seconds\"는 \"progress\" 소개에만 쓸 수 있습니다" }
    var secondsRange: String { "1에서 60 사이의 초가 필요합니다" }
    var iconExpected: String { "SF Symbol 이름이나 글리프가 필요합니다" }
    func progressStyle(_ styles: [String]) -> String {
        "\(styles.map { "\"\($0)\"" }.joined(separator: ", ")) 중 하나가 필요합니다"
    }
    func estimateRange(_ limit: Int) -> String { "1에서 \(limit) 사이의 초가 필요합니다" }
    var validatorsExpected: String { "검사 규칙 배열이 필요합니다" }
    var oneRule: String {
        "검사 규칙 하나에는 규칙을 하나만 씁니다. min_length, max_length, pattern은 각각"
            + " 알림과 함께 따로 쓰세요"
    }
    var ruleExpected: String { "\"min_length\", \"max_length\", \"pattern\" 중 하나가 필요합니다" }
    func lengths(minimum: Int, maximum: Int, minimumIsDefault: Bool) -> String {
        "min_length \(minimum)\(KoreanParticle.subject.after(minimum)) max_length \(maximum)보다 큽니다"
            + (minimumIsDefault ? " (검사 규칙이 없으면 min_length는 1)" : "")
    }
    func lengthRange(_ limit: Int) -> String { "0에서 \(limit) 사이의 길이가 필요합니다" }
    var patternString: String { "문자열로 쓴 정규 표현식이 필요합니다" }
    var patternAlert: String { "형식 규칙에는 무엇을 입력할지 알려 줄 \"alert\"가 필요합니다" }
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
    var stepTooSmall: String { "1 이상의 간격이 필요합니다" }
    func maxBelowMin(_ minimum: Int, _ maximum: Int) -> String {
        "max \(maximum)\(KoreanParticle.subject.after(maximum)) min \(minimum)보다 작습니다"
    }
    func stepTooWide(_ step: Int, _ minimum: Int, _ maximum: Int) -> String {
        "간격 \(step)\(KoreanParticle.subject.after(step)) 범위 \(minimum)…\(maximum)보다 넓습니다"
    }
    func maxUnreachable(_ minimum: Int, _ maximum: Int, step: Int) -> String {
        "min \(minimum)에서 \(step) 간격으로는 max \(maximum)에 닿을 수 없습니다"
    }
    func defaultOutside(_ value: Int, _ range: ClosedRange<Int>, step: Int) -> String {
        "default \(value)\(KoreanParticle.subject.after(value))"
            + " 슬라이더의 범위 \(range.lowerBound)…\(range.upperBound)"
            + (step == 1 ? "" : "(\(step) 간격)") + "에 없습니다"
    }
    func boundRange(_ bounds: ClosedRange<Int>) -> String {
        "\(bounds.lowerBound)에서 \(bounds.upperBound) 사이의 정수가 필요합니다"
    }
    var optionCount: String { "선택지 1~999개의 배열이 필요합니다" }
    func valueRepeated(_ value: String, by earlier: String) -> String {
        "\(KoreanParticle.topic.attached(to: "\"\(value)\"")) 이미 \(earlier)의 값입니다(값은 대소문자를 가리지 않음)"
    }
    var optionValue: String { "출력할 수 있는 글자로 된 비어 있지 않은 문자열이 필요합니다" }
    var digitsValue: String { "숫자로만 된 값은 선택지 번호로 읽힙니다" }
    var booleanExpected: String { "true나 false가 필요합니다" }
    func objectExpected(found: String) -> String { "객체가 필요한데 \(found)입니다" }
    func givenTwice(_ key: String) -> String {
        "\(KoreanParticle.subject.attached(to: "\"\(key)\"")) 두 번 있습니다"
    }
    func unknownField(_ key: String, known: String) -> String {
        "알 수 없는 필드 \"\(key)\". 여기서 쓸 수 있는 필드: \(known)"
    }
    func valueKind(_ kind: ValueKind) -> String {
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

    var defaultNotAsStored: String {
        "기본값은 저장되는 모양 그대로 쓰세요: 앞뒤 공백 없이, 유니코드 NFC로"
    }
    func defaultRefused(alert: String) -> String {
        "이 단계의 검사 규칙이 기본값을 받아들이지 않습니다: \(alert)"
    }
    func notAnOption(values: [String]) -> String {
        "선택지 값 중 하나가 필요합니다: \(values.joined(separator: ", "))"
    }
    var schemaExpected: String { "스키마 주소를 문자열로 써야 합니다" }
    var choiceSeparator: String {
        "여러 항목 선택의 값과 이름에는 쉼표를 쓸 수 없고(한 줄에서 선택을 나누는 기호),"
            + " 값을 \"-\"로 할 수도 없습니다(아무것도 고르지 않는다는 뜻)"
    }
    var choiceRuleExpected: String { "\"min\"이나 \"max\"가 필요합니다" }
    func choiceBounds(minimum: Int, maximum: Int) -> String {
        "min \(minimum)\(KoreanParticle.subject.after(minimum)) max \(maximum)보다 큽니다"
    }
    func choiceCountRange(_ limit: Int) -> String {
        "0에서 선택지 수인 \(limit) 사이의 개수가 필요합니다"
    }
    func defaultChoiceCount(_ count: Int, _ allowed: ClosedRange<Int>) -> String {
        "기본값은 \(count)개를 고르는데 검사 규칙은 \(allowed.lowerBound)~\(allowed.upperBound)개만"
            + " 허용합니다"
    }
    func defaultChoices(values: [String]) -> String {
        "서로 다른 선택지 값의 배열이 필요합니다: \(values.joined(separator: ", "))"
    }
    func timeoutRange(_ limit: Int) -> String { "1에서 \(limit) 사이의 정수 초가 필요합니다" }

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

    var conditionExpected: String {
        "조건이 필요합니다: {\"key\": …, \"equals\": …}(또는 \"in\", \"atLeast\", \"atMost\","
            + " \"contains\"), {\"all\": […]}, {\"any\": […]}, {\"not\": …}"
    }
    var conditionOneTest: String {
        "조건 하나는 한 가지만 검사합니다. 여러 검사는 \"all\"이나 \"any\"로 묶으세요"
    }
    var conditionParts: String { "비어 있지 않은 조건 배열이 필요합니다" }
    var conditionValues: String { "비어 있지 않은 값 배열이 필요합니다" }
    var conditionValue: String {
        "문자열, 정수, true, false 중 하나가 필요합니다(equals는 문자열 배열도 받음)"
    }
    func conditionTooLarge(_ limit: Int) -> String {
        "조건 하나의 검사는 \(limit)개까지입니다"
    }
    func conditionTooDeep(_ limit: Int) -> String {
        "조건 안에 all, any, not은 \(limit)단계까지만 겹쳐 쓸 수 있습니다"
    }
    func conditionKeyLater(_ key: String, path: String) -> String {
        "\"\(key)\" 값은 이 단계보다 앞이 아닌 \(path)에서 저장합니다."
            + " 조건은 앞 단계의 답만 검사합니다"
    }
    func conditionKeyUnknown(_ key: String) -> String {
        "앞의 어느 질문도 \"\(key)\" 값을 저장하지 않습니다. 조건은 앞 단계의 답만 검사합니다"
    }
    func conditionTestUnfit(_ test: String, key: String, stores: ValueKind) -> String {
        "\(test) 검사는 \"\(key)\"에 쓸 수 없습니다(저장하는 값: \(valueKind(stores))). atLeast와"
            + " atMost는 정수를, contains는 여러 항목 선택의 답을 검사합니다"
    }
    func conditionValueType(key: String, stores: ValueKind, found: String) -> String {
        "\"\(key)\" 값은 \(valueKind(stores))인데 여기 쓴 값은 \(found)입니다"
    }
    func conditionNeverAnswer(_ value: String, key: String, answers: String) -> String {
        "\"\(key)\"의 답은 \(value)일 수 없습니다(가능한 답: \(answers))"
    }
    func conditionNeverBound(_ test: String, _ bound: Int, key: String, answers: String) -> String {
        let words = test == "atLeast" ? "이상" : "이하"
        return "\"\(key)\"의 답은 \(bound) \(words)일 수 없습니다(가능한 답: \(answers))"
    }
    var conditionNeverHolds: String {
        "이 조건은 성립할 수 없으므로 이 단계는 한 번도 묻지 않습니다"
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
    func timedOut(seconds: Int, step: Int, of count: Int, title: String) -> String {
        "\(step)/\(count) 단계(\(title))에서 \(seconds)초 동안 아무 키도 누르지 않아 끝냈습니다."
            + " 아무것도 저장하지 않았습니다."
    }
    func countdownQuit(seconds: Int) -> String {
        "입력이 없어 \(seconds)초 뒤에 저장하지 않고 끝냅니다"
    }
    func countdownGoOn(seconds: Int) -> String { "입력이 없어 \(seconds)초 뒤에 다음으로 넘어갑니다" }
    func unanswered(_ line: String) -> String { "\(line) (아직 답하지 않음)" }
    func missingAnswersHint(command: String) -> String { "빠진 답만 입력하려면: \(command)" }
    func defaultsVariable(_ value: String) -> String {
        "WIZARD_DEFAULTS 값이 '\(value)'입니다. 기본값을 쓰려면 1로, 질문을 받으려면 0으로"
            + " 설정하거나 지우세요"
    }
    func timeoutValue(_ value: String, limit: Int) -> String {
        "--timeout에는 0(제한 없음)에서 \(limit)까지의 정수 초가 필요합니다(받은 값: '\(value)')"
    }
    var jsonNeedsQuestions: String {
        "'wizard flow'에서 --json은 questions 동작에만 씁니다: wizard flow questions --json [파일]"
    }

    // MARK: JSON syntax errors

    var trailingText: String { "JSON 값 뒤에 예상하지 못한 글자가 있습니다" }
    var endsEarly: String { "값이 있어야 할 곳에서 문서가 끝납니다" }
    var valueExpected: String { "값(객체, 배열, 문자열, 숫자, true, false, null)이 필요합니다" }
    func word(_ word: String) -> String { "\(word) 값이 필요합니다" }
    func tooDeep(_ limit: Int) -> String { "\(limit)단계보다 깊게 중첩되었습니다" }
    var keyExpected: String { "큰따옴표로 감싼 키가 필요합니다" }
    func keyGivenTwice(_ key: String) -> String {
        "\"\(key)\" 키가 두 번 있어 어느 값을 쓸지 정할 수 없습니다"
    }
    var colonExpected: String { "키 뒤에 쌍점(:)이 필요합니다" }
    var memberEnd: String { "멤버 뒤에 쉼표(,)나 닫는 중괄호(})가 필요합니다" }
    var elementEnd: String { "요소 뒤에 쉼표(,)나 닫는 대괄호(])가 필요합니다" }
    var numberTooLarge: String { "숫자가 너무 큽니다" }
    var digitExpected: String { "숫자가 필요합니다" }
    var notUTF8: String { "문자열이 올바른 UTF-8이 아닙니다" }
    var unterminated: String { "문자열이 끝나지 않습니다" }
    var controlCharacter: String { "문자열 안의 제어 문자는 이스케이프해야 합니다" }
    var unknownEscape: String { "알 수 없는 이스케이프" }
    var loneSurrogate: String { "짝이 없는 서로게이트" }
    var hexDigits: String { "\\u 뒤에 16진수 네 자리가 필요합니다" }
}
