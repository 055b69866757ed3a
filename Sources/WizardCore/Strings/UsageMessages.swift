/// The usage errors (printed after `wizard: `, followed by a pointer to --help) and the help
/// texts (part of ``Messages``).
public protocol UsageMessages {
    /// `--progress` with a word that names no style; `styles` are the ones there are.
    func unknownProgressStyle(_ value: String, styles: [String]) -> String
    /// The line after a usage error: where to read how it is used (`wizard --help` or
    /// `wizard setup --help`).
    func seeHelp(invocation: String) -> String
    /// `--wait` given something that is not a number of seconds.
    func invalidSeconds(option: String, value: String) -> String
    /// `wizard completion` without a shell; `shells` are those it writes scripts for.
    func missingShell(_ shells: [String]) -> String
    func unknownShell(_ name: String, known shells: [String]) -> String

    // MARK: Help texts

    var overviewHelp: String { get }
    var setupHelp: String { get }
    var profileHelp: String { get }
    var flowHelp: String { get }
    var helpHelp: String { get }
    var completionHelp: String { get }

    // MARK: Shell completion menus

    /// A few words on what `word` does, shown beside it in a shell's completion menu: a
    /// command (`setup`), a flow action (`check`) or an option's long spelling (`--flow`).
    /// `nil` for a word without a summary, which the menu then shows alone.
    func summary(of word: String) -> String?
}
