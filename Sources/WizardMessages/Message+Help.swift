import WizardText

extension Message {
    /// The version `wizard --version` prints.
    public static let version = "wizard 1.0.0"

    /// The help for `topic` (`nil` for the overview; `setup`, `profile`, `flow`, `help`,
    /// `completion`, `debconf`, `whiptail`, `dialog`), or `nil` when there is no such topic.
    public static func help(topic: String?) -> LocalizedText? {
        switch topic {
        case nil: Help.overview(options: Help.commonOptions)
        case "setup": Help.setup(options: Help.commonOptions)
        case "profile": Help.profile(options: Help.commonOptions)
        case "flow": Help.flow(options: Help.commonOptions)
        case "help": Help.help
        case "completion": Help.completion(options: Help.commonOptions)
        case "debconf": Help.debconf(options: Help.commonOptions)
        case "whiptail", "dialog": Help.boxes
        default: nil
        }
    }

    /// What `word` (a command, a flow action, an option's long spelling) does, in
    /// `language`, for a shell's completion menu; `nil` when it has no summary.
    public static func summary(of word: String, in language: Language) -> String? {
        summary(of: word)?(language)
    }

    /// What `word` does, in every language; `nil` for a word without a summary, which the
    /// menu then shows alone.
    static func summary(of word: String) -> LocalizedText? {
        switch word {
        case "setup": Summary.setup
        case "profile": Summary.profile
        case "flow": Summary.flow
        case "help": Summary.help
        case "completion": Summary.completion
        case "debconf": Summary.debconf
        case "check": Summary.check
        case "show": Summary.show
        case "questions": Summary.questions
        case "po": Summary.po
        case "--help": Summary.optionHelp
        case "--version": Summary.optionVersion
        case "--store": Summary.optionStore
        case "--flow": Summary.optionFlow
        case "--lang": Summary.optionLang
        case "--plain": Summary.optionPlain
        case "--no-color": Summary.optionNoColor
        case "--no-animation": Summary.optionNoAnimation
        case "--answers": Summary.optionAnswers
        case "--name": Summary.optionName
        case "--age": Summary.optionAge
        case "--gender": Summary.optionGender
        case "--json": Summary.optionJSON
        case "--logout": Summary.optionLogout
        case "--shell": Summary.optionShell
        case "--prefix": Summary.optionPrefix
        case "--get": Summary.optionGet
        case "--review": Summary.optionReview
        case "--listen": Summary.optionListen
        case "--fds": Summary.optionFds
        default: nil
        }
    }
}
