import WizardCore

/// What the command line asked for, parsed but not yet acted on.
struct Invocation: Equatable {
    enum Command: Equatable {
        /// No command: setup when nobody is signed in, else the profile card (seed IntroView).
        case automatic
        case setup
        case profile
        case help(topic: String?)
        case version
    }

    /// What `wizard profile` does.
    enum ProfileAction: Equatable {
        case show
        case json
        case logout
    }

    /// A step answered on the command line, as `--age 30` gives it.
    struct PresetAnswer: Equatable {
        let option: String
        let stepID: String
        let value: String
    }

    var command: Command = .automatic
    var storePath: String?
    var language: Language?
    var plain = false
    var noColor = false
    var noAnimation = false
    var presetAnswers: [PresetAnswer] = []
    var profileAction: ProfileAction = .show
}
