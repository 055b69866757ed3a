extension Catalogue {
    // MARK: Usage errors (printed after `wizard: `, followed by a pointer to --help)

    public static func unknownProgressStyle(_ value: String) -> LocalizedText {
        localized { $0.unknownProgressStyle(value, styles: ProgressStyle.allCases.map(\.rawValue)) }
    }

    /// The line after a usage error: where to read how it is used.
    public static func seeHelp(command: String?) -> LocalizedText {
        let invocation = command.map { "wizard \($0) --help" } ?? "wizard --help"
        return localized { $0.seeHelp(invocation: invocation) }
    }

    // MARK: Usage errors of `wizard flow` and `--flow`

    // MARK: `wizard completion`

    public static func missingShell(_ shells: [String]) -> LocalizedText {
        localized { $0.missingShell(shells) }
    }

    public static func unknownShell(_ name: String, known shells: [String]) -> LocalizedText {
        localized { $0.unknownShell(name, known: shells) }
    }
}
