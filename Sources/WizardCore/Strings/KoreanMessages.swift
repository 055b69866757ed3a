/// wizard's own messages in Korean.
///
/// A particle after a value is chosen from how the value is read (``KoreanParticle``), so no
/// message shows a doubled form such as `이(가)` after a word or number whose reading is known.
struct KoreanMessages: Messages {
    let language = Language.korean

    // MARK: Buttons a flow gets unless it names its own

    // MARK: Validation alerts shared by every flow

    func answerTooLarge(bytes: Int, scalars: Int) -> String {
        "더 짧게 입력해 주세요. 답은 \(bytes)바이트(유니코드 코드 포인트 \(scalars)개)까지입니다."
    }
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

    // MARK: The profile card and plain-mode prompts

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

    // MARK: Confirm questions

    // MARK: Command results

    // MARK: Input errors

    // MARK: The profile store

    private static let leftUntouched =
        " 파일은 그대로 두었습니다. 고치거나 지우거나 --store로 다른 파일을 고르세요."

    func storeNotProfile(path: String, location: TextLocation?, problem: String) -> String {
        let place = location.map { "\(path):\($0)" } ?? path
        return "\(place): \(problem)." + Self.leftUntouched
    }
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
    func flowProblems(path: String, count: Int, blocking: Int) -> String {
        let runs = blocking == 0 ? "실행은 되지만 한국어가 없는 곳은 영어로 보입니다" : "실행할 수 없습니다"
        return "\(path): 문제 \(count)개. \(runs)"
    }
    func answersProblem(path: String, location: TextLocation, reason: String) -> String {
        "답 파일 \(path):\(location): \(reason) (아무것도 저장하지 않음)"
    }
    func answersUnknownKey(_ key: String, known: [String]) -> String {
        "\(KoreanParticle.topic.attached(to: "\"\(key)\"")) 이 흐름의 질문이 아닙니다(키: \(known.joined(separator: ", ")))"
    }
    func answersDuplicateKey(_ key: String) -> String {
        "\(KoreanParticle.subject.attached(to: "\"\(key)\"")) 두 번 있습니다"
    }

    // MARK: Usage errors

    func unknownProgressStyle(_ value: String, styles: [String]) -> String {
        "알 수 없는 진행 표시 방식 '\(value)'. \(styles.joined(separator: ", ")) 중 하나를 쓰세요"
    }
    func seeHelp(invocation: String) -> String {
        "자세한 내용은 \(KoreanParticle.object.attached(to: "'\(invocation)'")) 보세요."
    }
    func invalidSeconds(option: String, value: String) -> String {
        "'\(option)' 옵션에는 10이나 0.5 같은 초 단위 숫자를 주세요(0은 기다리지 않음)."
            + " \(KoreanParticle.topic.attached(to: "'\(value)'")) 쓸 수 없습니다"
    }
    func missingShell(_ shells: [String]) -> String {
        "'wizard completion'에는 셸 이름이 필요합니다: \(shells.joined(separator: ", "))"
    }
    func unknownShell(_ name: String, known shells: [String]) -> String {
        "'\(name)'용 자동 완성 스크립트는 없습니다. \(shells.joined(separator: ", ")) 중 하나를 쓰세요"
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

    func missingField(_ key: String) -> String {
        "\(KoreanParticle.subject.attached(to: "\"\(key)\"")) 없습니다"
    }
    func wholeNumber(found: String) -> String { "정수가 필요한데 \(found)입니다" }
    func keyUsed(_ key: String, by earlier: String) -> String {
        "\(KoreanParticle.topic.attached(to: "\"\(key)\"")) 이미 \(earlier)에서 쓰고 있습니다"
    }
    func reservedKey(_ key: String) -> String {
        "\(KoreanParticle.topic.attached(to: "\"\(key)\"")) wizard가 직접 쓰는 키입니다. 다른 키를 고르세요"
    }
    func progressStyle(_ styles: [String]) -> String {
        "\(styles.map { "\"\($0)\"" }.joined(separator: ", ")) 중 하나가 필요합니다"
    }
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
    func valueRepeated(_ value: String, by earlier: String) -> String {
        "\(KoreanParticle.topic.attached(to: "\"\(value)\"")) 이미 \(earlier)의 값입니다(값은 대소문자를 가리지 않음)"
    }
    func givenTwice(_ key: String) -> String {
        "\(KoreanParticle.subject.attached(to: "\"\(key)\"")) 두 번 있습니다"
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

    func notAnOption(values: [String]) -> String {
        "선택지 값 중 하나가 필요합니다: \(values.joined(separator: ", "))"
    }
    func defaultChoiceCount(_ count: Int, _ allowed: ClosedRange<Int>) -> String {
        "기본값은 \(count)개를 고르는데 검사 규칙은 \(allowed.lowerBound)~\(allowed.upperBound)개만"
            + " 허용합니다"
    }
    func defaultChoices(values: [String]) -> String {
        "서로 다른 선택지 값의 배열이 필요합니다: \(values.joined(separator: ", "))"
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

    func conditionTestUnfit(_ test: String, key: String, stores: ValueKind) -> String {
        "\(test) 검사는 \"\(key)\"에 쓸 수 없습니다(저장하는 값: \(valueKind(stores))). atLeast와"
            + " atMost는 정수를, contains는 여러 항목 선택의 답을 검사합니다"
    }
    func conditionValueType(key: String, stores: ValueKind, found: String) -> String {
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
