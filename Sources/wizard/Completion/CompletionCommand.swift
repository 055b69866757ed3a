import WizardCore
import WizardText

/// `wizard completion bash|zsh|fish`: prints the shell's completion script, made from
/// ``CommandLineSyntax`` so that every command, option and value the parser knows is
/// completed, and nothing it does not.
enum CompletionCommand {
    static func run(_ shell: CommandLineSyntax.Shell, context: Context) -> ExitStatus {
        let menus = CompletionMenus(language: context.language)
        let script =
            switch shell {
            case .bash: BashCompletion.script()
            case .zsh: ZshCompletion.script(menus: menus)
            case .fish: FishCompletion.script(menus: menus)
            }
        context.standardOutput.write(script)
        return .success
    }
}

/// What the scripts share: the words shown in completion menus with their summaries, and
/// shell quoting.
struct CompletionMenus {
    let language: Language

    /// The summary beside `word` in a menu (``CommandHelp/summary(of:in:)``), if it has one.
    func summary(of word: String) -> String? {
        CommandHelp.summary(of: word, in: language)?.terminalSafe
    }

    /// An option's summary, by its long spelling, for every spelling.
    func summary(of option: CommandLineSyntax.Option) -> String? {
        summary(of: option.name)
    }
}

/// Quoting for the shells' scripts.
///
/// Written character by character rather than with `replacing(_:with:)`: that one comes
/// from the string-processing library, whose regular-expression engine would then be
/// linked into the binary (2 MB).
enum ShellQuoting {
    /// `text` as one single-quoted word of bash or zsh: `it's` → `'it'\''s'`.
    static func single(_ text: String) -> String {
        "'" + escaping(text) { $0 == "'" ? "'\\''" : nil } + "'"
    }

    /// `text` as one single-quoted word of fish, where `\\` and `\'` are the escapes.
    static func fishSingle(_ text: String) -> String {
        "'" + escaping(text) { $0 == "\\" || $0 == "'" ? "\\\($0)" : nil } + "'"
    }

    /// `text` with each character for which `replacement` gives a string replaced by it.
    static func escaping(_ text: String, _ replacement: (Character) -> String?) -> String {
        var result = ""
        for character in text {
            if let replaced = replacement(character) {
                result += replaced
            } else {
                result.append(character)
            }
        }
        return result
    }
}
