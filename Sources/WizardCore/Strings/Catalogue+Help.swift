extension Catalogue {
    /// The version `wizard --version` prints.
    public static let version = "wizard 1.0.0"

    /// The help for `topic` (`nil` for the overview; `setup`, `profile`, `flow`, `help`,
    /// `completion`), or `nil` when there is no such topic.
    public static func help(topic: String?) -> LocalizedText? {
        switch topic {
        case nil: localized { $0.overviewHelp }
        case "setup": localized { $0.setupHelp }
        case "profile": localized { $0.profileHelp }
        case "flow": localized { $0.flowHelp }
        case "help": localized { $0.helpHelp }
        case "completion": localized { $0.completionHelp }
        default: nil
        }
    }
}
