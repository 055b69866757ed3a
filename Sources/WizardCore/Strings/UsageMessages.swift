/// The usage errors (printed after `wizard: `, followed by a pointer to --help) and the help
/// texts (part of ``Messages``).
public protocol UsageMessages {
    /// `--progress` with a word that names no style; `styles` are the ones there are.
    func unknownProgressStyle(_ value: String, styles: [String]) -> String
    /// The line after a usage error: where to read how it is used (`wizard --help` or
    /// `wizard setup --help`).
    func seeHelp(invocation: String) -> String
    /// `wizard completion` without a shell; `shells` are those it writes scripts for.
    func missingShell(_ shells: [String]) -> String
    func unknownShell(_ name: String, known shells: [String]) -> String

    // MARK: Help texts

    // MARK: Shell completion menus

}
