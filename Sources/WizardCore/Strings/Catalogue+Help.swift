extension Catalogue {
    /// The version `wizard --version` prints.
    public static let version = "wizard 1.0.0"

    /// The help for `topic` (`nil` for the overview; `setup`, `profile`, `flow`, `help`), or
    /// `nil` when there is no such topic.
    public static func help(topic: String?) -> LocalizedText? {
        switch topic {
        case nil: overviewHelp
        case "setup": setupHelp
        case "profile": profileHelp
        case "flow": flowHelp
        case "help": helpHelp
        default: nil
        }
    }

    private static let commonOptions = LocalizedText(
        en: """
            Options:
              --store PATH     the profile store; default $WIZARD_STORE, else
                               $XDG_CONFIG_HOME/wizard/profile.json, else
                               ~/.config/wizard/profile.json (for a --flow FILE,
                               the flow's own name instead of profile.json)
              --flow FILE      run or show the flow in FILE instead of the default
              --lang ko|en     the language; default from LC_ALL, LC_MESSAGES or LANG
              --plain          ask one question per line (screen readers, simple terminals)
              --no-color       no colour (NO_COLOR in the environment does the same)
              --no-animation   no slide-in between steps
              -h, --help       show help
              -V, --version    show the version
            """,
        ko: """
            옵션:
              --store 경로     프로필 저장소. 기본값은 $WIZARD_STORE, 없으면
                               $XDG_CONFIG_HOME/wizard/profile.json, 없으면
                               ~/.config/wizard/profile.json (--flow 파일이면
                               profile.json 대신 그 흐름의 이름)
              --flow 파일      기본 흐름 대신 파일의 흐름을 실행하거나 보기
              --lang ko|en     언어. 기본값은 LC_ALL, LC_MESSAGES, LANG에서
              --plain          한 줄에 한 질문씩 묻기 (화면 낭독기, 단순한 터미널)
              --no-color       색 없이 (환경 변수 NO_COLOR도 같음)
              --no-animation   단계 사이 슬라이드 효과 없이
              -h, --help       도움말 보기
              -V, --version    버전 보기
            """)

    private static let overviewHelp = LocalizedText(
        en: """
            wizard: a terminal onboarding wizard that asks a few questions and remembers the answers.

            Usage:
              wizard                       set up on the first run; afterwards show the profile
              wizard setup [options]       ask name, age and gender, then sign in
              wizard profile [--json]      show the stored profile (exit 1 if nobody is signed in)
              wizard profile --logout      clear the profile and sign out
              wizard flow check FILE       report every problem of a flow file
              wizard flow show             print the default flow, a starting point for your own
              wizard flow questions [FILE] list the piped answer order of a flow
              wizard help [command]        show help for a command

            \(commonOptions.english)

            Answers can be piped, one per line:  printf 'Alice\\n30\\nfemale\\n' | wizard setup
            Exit status: 0 done, 1 nobody signed in, 64 usage error, 65 answer refused,
            66 input ended early, 73 store not writable, 74 store not readable, 130 interrupted.
            See 'man wizard' for the store format and more.
            """,
        ko: """
            wizard: 몇 가지를 묻고 답을 기억하는 터미널 온보딩 마법사.

            사용법:
              wizard                       처음에는 설정, 그 뒤로는 프로필 보기
              wizard setup [옵션]          이름, 나이, 성별을 묻고 로그인
              wizard profile [--json]      저장된 프로필 보기 (로그인한 사람이 없으면 종료 코드 1)
              wizard profile --logout      프로필을 지우고 로그아웃
              wizard flow check 파일       흐름 파일의 문제를 모두 보고
              wizard flow show             기본 흐름 출력 (내 흐름의 출발점)
              wizard flow questions [파일] 흐름의 파이프 입력 순서 보기
              wizard help [명령]           명령의 도움말 보기

            \(commonOptions.korean)

            답을 파이프로 한 줄에 하나씩 줄 수 있습니다:  printf 'Alice\\n30\\nfemale\\n' | wizard setup
            종료 코드: 0 완료, 1 로그인한 사람 없음, 64 사용법 오류, 65 답 거부,
            66 입력이 일찍 끝남, 73 저장소에 쓸 수 없음, 74 저장소를 읽을 수 없음, 130 중단.
            저장소 형식 등은 'man wizard'를 보세요.
            """)

    private static let setupHelp = LocalizedText(
        en: """
            Usage: wizard setup [--flow FILE] [--answers FILE] [--name NAME] [--age AGE]
                                [--gender GENDER] [options]

            Asks your name (2 to 64 characters), your age (18 to 50, default 30) and your
            gender (male, female or undisclosed), then signs you in and saves the profile.
            Nothing is saved until the last answer is accepted.

            At a terminal each step is a screen: Enter presses its button, Shift-Tab goes
            back, Esc or Ctrl-C quits without saving, Ctrl-Z suspends. --plain asks one
            question per line instead.
            With piped input, give one answer per line in that order, with no line for the
            welcome page. An empty age line means 30; a gender may also be given by its
            label in either language or its number (1 to 3). A refused answer prints the
            step's alert and exits 65; input that ends early exits 66.

              --name NAME       answer the name question instead of asking it
              --age AGE         answer the age question instead of asking it
              --gender GENDER   answer the gender question instead of asking it
              --answers FILE    answer steps from a JSON object keyed by store key, e.g.
                                {"name": "Alice", "age": 30}; flags win over it, and
                                piped lines answer what is left

            With --flow FILE the questions are that flow's (`wizard flow questions FILE`
            lists them) and the flags above answer its steps of those keys.

            \(commonOptions.english)
            """,
        ko: """
            사용법: wizard setup [--flow 파일] [--answers 파일] [--name 이름] [--age 나이]
                                [--gender 성별] [옵션]

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

            --flow 파일을 주면 그 흐름의 질문을 묻습니다(`wizard flow questions 파일`).

            \(commonOptions.korean)
            """)

    private static let profileHelp = LocalizedText(
        en: """
            Usage: wizard profile [--json | --logout] [--flow FILE] [options]

            Shows the signed-in profile: name, age and gender. Exits 1 when nobody is
            signed in.

              --json     print it as one JSON object, e.g.
                         {"age":30,"gender":"female","name":"Alice","signed_in":true}
              --logout   clear name, age and gender and sign out; other keys in the
                         store are kept

            \(commonOptions.english)
            """,
        ko: """
            사용법: wizard profile [--json | --logout] [--flow 파일] [옵션]

            로그인한 프로필(이름, 나이, 성별)을 보여 줍니다. 로그인한 사람이 없으면
            종료 코드 1로 끝납니다.

              --json     JSON 객체 하나로 출력. 예:
                         {"age":30,"gender":"female","name":"Alice","signed_in":true}
              --logout   이름, 나이, 성별을 지우고 로그아웃. 저장소의 다른 키는 남겨 둠

            \(commonOptions.korean)
            """)

    private static let helpHelp = LocalizedText(
        en: """
            Usage: wizard help [command]

            Shows help for a command: setup, profile, flow or help. Without one, the overview.
            """,
        ko: """
            사용법: wizard help [명령]

            명령(setup, profile, flow, help)의 도움말을 보여 줍니다. 명령이 없으면 개요를 보여 줍니다.
            """)

    private static let flowHelp = LocalizedText(
        en: """
            Usage: wizard flow check FILE | show | questions [FILE]

            A flow is a JSON file of steps: info pages (with feature tours in basic, slide
            or progress style), text, slider, picker and confirm questions, their
            validators and alerts, in English and Korean. `wizard setup --flow FILE` runs
            it at a terminal, line by line or from a pipe; its answers are kept in
            ~/.config/wizard/<store>.json. The format is described in docs/flow-format.md
            and in 'man wizard'.

              check FILE        report every problem with its place, as
                                FILE:LINE:COLUMN: $.steps[2].max: message; exit 65 if any
              show              print the default flow's file, to copy and edit
              questions [FILE]  list the questions in piped answer order
            """,
        ko: """
            사용법: wizard flow check 파일 | show | questions [파일]

            흐름은 단계들을 담은 JSON 파일입니다. 안내 화면(basic, slide, progress 방식의
            기능 소개 포함), 글자, 슬라이더, 선택, 예/아니요 질문과 검사 규칙, 알림을
            영어와 한국어로 씁니다. `wizard setup --flow 파일`은 터미널, 한 줄씩, 파이프
            어디서나 실행하며 답은 ~/.config/wizard/<store>.json에 저장합니다. 형식은
            docs/flow-format.md와 'man wizard'에 있습니다.

              check 파일        문제를 모두 위치와 함께 보고
                                (파일:줄:열: $.steps[2].max: 내용). 문제가 있으면 종료 코드 65
              show              기본 흐름 파일 출력 (복사해 고쳐 쓰기)
              questions [파일]  질문을 파이프 입력 순서대로 보기
            """)
}
