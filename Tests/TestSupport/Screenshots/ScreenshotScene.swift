/// One picture of `docs/screens.md`: a command run at a fresh terminal, the keys typed, and
/// what the screen shows when the picture is taken.
///
/// Each step types its keys, then waits until every one of its texts is on the screen. The
/// last step's texts must appear only once the last write for those keys is made (the
/// hint line of a frame, a text field's contents after its alert): then what is on the
/// terminal is complete, and the picture is the same on every run.
public struct ScreenshotScene: Sendable {
    /// What to type, and what the screen shows once it has been handled.
    public struct Step: Sendable {
        public let keys: String
        public let shows: [String]

        public static func type(_ keys: String, then shows: String...) -> Step {
            Step(keys: keys, shows: shows)
        }
    }

    /// The file's name in `docs/screens/`, without `.svg`.
    public let name: String
    /// What the picture shows, for its title (and the documents' alternative text).
    public let title: String
    /// The arguments after `wizard`, as the prompt line shows them; a flow file is named
    /// relative to the repository.
    public let arguments: [String]
    public let language: String
    public let columns: Int
    public let steps: [Step]
    /// Whether wizard exits after the last step (its card or output is the picture).
    public let exits: Bool

    public init(
        _ name: String, _ title: String, arguments: [String] = ["setup"],
        language: String = "en_US.UTF-8", columns: Int = 72, steps: [Step], exits: Bool = false
    ) {
        self.name = name
        self.title = title
        self.arguments = arguments
        self.language = language
        self.columns = columns
        self.steps = steps
        self.exits = exits
    }
}

extension ScreenshotScene {
    /// The command as the picture's prompt line shows it, with the locale when it is not
    /// English.
    var commandLine: String {
        let locale = language == "en_US.UTF-8" ? "" : "LANG=\(language) "
        return locale + (["wizard"] + arguments).joined(separator: " ")
    }

    /// Typing nothing, the welcome page of the default flow.
    static let welcome = [Step.type("", then: "Enter: Sign in · Esc: quit")]
    /// Then the name step, its field empty.
    static let name = welcome + [.type("\r", then: "What's your name?", "❯")]
    /// Then the age, its slider at 30.
    static let age = name + [.type("Alice\r", then: "Enter: Next · ←/→ ±1", "３０")]
    /// Then the gender, nothing chosen.
    static let gender = age + [.type("\u{1B}[C\u{1B}[C\u{1B}[C\r", then: "What's your gender?")]

    /// Every picture, in the order `docs/screens.md` shows them. A new one (another progress
    /// style, another flow) is one line here; `Scripts/screenshots` draws it.
    public static let all: [ScreenshotScene] = [
        ScreenshotScene("welcome", "The welcome page", steps: welcome),
        ScreenshotScene(
            "name-alert", "The name after A and Enter: the alert stays until the next key",
            steps: name + [.type("A\r", then: "⚠ Please enter at least two characters.", "❯ A")]),
        ScreenshotScene(
            "slider", "The age after → three times",
            steps: age + [.type("\u{1B}[C\u{1B}[C\u{1B}[C", then: "３３")]),
        ScreenshotScene(
            "picker", "The gender wheel after ↓ ↓; its title follows the choice",
            steps: gender + [.type("\u{1B}[B\u{1B}[B", then: "❯ Female")]),
        ScreenshotScene(
            "card", "The card left in the scrollback once Enter signs you in",
            steps: gender + [.type("\u{1B}[B\u{1B}[B\r")], exits: true),
        ScreenshotScene("progress-bar", "The step indicator as a bar (the default)", steps: name),
        ScreenshotScene(
            "progress-dash", "The step indicator as a row of dashes (--progress dash)",
            arguments: ["setup", "--progress", "dash"], steps: age),
        ScreenshotScene(
            "progress-percent-korean",
            "The percent style with the time left, in Korean at 40 columns",
            arguments: ["setup", "--progress", "percent"], language: "ko_KR.UTF-8", columns: 40,
            steps: [
                .type("", then: "Esc: 끝내기"), .type("\r", then: "이름을 알려주세요!"),
                .type("Alice\r", then: "３０세", "숫자 키로 값 입력"),
            ]),
        ScreenshotScene(
            "tour", "A slide tour: one page per feature, page dots, ←/→ to turn",
            arguments: ["setup", "--flow", "examples/ganada-pages.json"],
            steps: [.type("", then: "←/→ pages"), .type("\u{1B}[C", then: "○ ●")]),
        // The timed tour turns its pages and fills its bar with time: each picture is
        // taken paused, the keys before Space written at once, so that no time passes on
        // the page shown.
        ScreenshotScene(
            "memo-tour", "A timed tour under a segmented bar, its first page paused",
            arguments: ["setup", "--flow", "examples/memo-tour.json"],
            steps: [
                .type("", then: "Space: pause"),
                .type("\u{1B}[C\u{1B}[D ", then: "Write memos", "Space: resume"),
            ]),
        ScreenshotScene(
            "memo-tour-last", "The timed tour after ← from its first page, paused",
            arguments: ["setup", "--flow", "examples/memo-tour.json"],
            steps: [
                .type("", then: "Space: pause"),
                .type("\u{1B}[D ", then: "Note the weather", "Space: resume"),
            ]),
        ScreenshotScene(
            "plain", "Plain mode: one question per line, for screen readers",
            arguments: ["setup", "--plain"],
            steps: [
                .type("", then: "press Enter"), .type("\r", then: "Name:"),
                // Each answer is typed once its prompt is there: a key typed before it would
                // be echoed by the terminal, then again by the prompt, a row more.
                .type("Alice\r", then: "Enter for 30:"), .type("\r", then: "1 to 3:"),
                .type("2\r"),
            ], exits: true),
        ScreenshotScene(
            "korean-40", "The welcome page in Korean at 40 columns", language: "ko_KR.UTF-8",
            columns: 40, steps: [.type("", then: "Esc: 끝내기")]),
        ScreenshotScene(
            "german-dev-machine", "The developer-machine example's host name in German",
            arguments: ["setup", "--flow", "examples/dev-machine.json"], language: "de_DE.UTF-8",
            columns: 60,
            steps: [
                .type("", then: "Esc: beenden"),
                .type("\r", then: "Umschalt-Tab: zurück", "❯ devbox"),
            ]),
        ScreenshotScene(
            "french-dev-machine", "The developer-machine example's host name in French",
            arguments: ["setup", "--flow", "examples/dev-machine.json"], language: "fr_FR.UTF-8",
            columns: 60,
            steps: [
                .type("", then: "Échap : quitter"),
                .type("\r", then: "Maj-Tab : retour", "❯ devbox"),
            ]),
        ScreenshotScene(
            "japanese-dev-machine", "The developer-machine example's host name in Japanese",
            arguments: ["setup", "--flow", "examples/dev-machine.json"], language: "ja_JP.UTF-8",
            columns: 60,
            steps: [.type("", then: "Esc: 終了"), .type("\r", then: "Shift-Tab: 戻る", "❯ devbox")]),
    ]
}
