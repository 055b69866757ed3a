/// The zsh completion script (`wizard completion zsh`): an `_wizard` function for a
/// directory in `$fpath` (compinit autoloads it), which also works when sourced.
///
/// Menus show each word's summary in the language the script was written in.
enum ZshCompletion {
    typealias Syntax = CommandLineSyntax

    static func script(menus: CompletionMenus) -> String {
        """
        #compdef wizard
        #
        # zsh completion for wizard: its commands, their options and the values those
        # take, flow and answers files (*.json) and help topics. Written by
        # `wizard completion zsh` from the table wizard reads its command line with.

        _wizard() {
            # The command and its arguments: the words that are not options or their values.
            local -a arguments
            local i
            for ((i = 2; i < CURRENT; i++)); do
                case $words[i] in
                    (\(Syntax.spellingsTakingValues.joined(separator: "|"))) ((i++)) ;;
                    (-*) ;;
                    (*) arguments+=($words[i]) ;;
                esac
            done

            # The option whose value is being typed, if any: `--flow FILE` or `--flow=FILE`.
            local option=
            if [[ $PREFIX == --*=* ]]; then
                option=${PREFIX%%=*}
                compset -P '*='
            elif [[ $PREFIX != -* ]]; then
                option=$words[CURRENT-1]
            fi
            case $option in
        \(valueCases(menus: menus))
            esac

            if [[ $PREFIX == -* ]]; then
                local -a options
                case $arguments[1] in
        \(optionCases(menus: menus))
                esac
                _describe -t options option options
                return
            fi

            local -a choices
            case "${arguments[*]}" in
        \(argumentCases(menus: menus))
            esac
        }

        if [[ $funcstack[1] == _wizard ]]; then
            _wizard "$@"
        else
            compdef _wizard wizard
        fi

        """
    }

    /// One `case` arm per option that takes a value.
    private static func valueCases(menus: CompletionMenus) -> String {
        Syntax.options.compactMap { option in
            guard let value = option.value else { return nil }
            let action = complete(
                value.completion, message: menus.summary(of: option) ?? option.name)
            return "        (\(option.spellings.joined(separator: "|")))\n"
                + "            \(action)\n            return ;;"
        }.joined(separator: "\n")
    }

    /// The options each command accepts, by the command typed (none: `''`), each with its
    /// summary; an unknown command gets the options every command accepts.
    private static func optionCases(menus: CompletionMenus) -> String {
        func entries(_ options: [Syntax.Option]) -> String {
            let entries = options.flatMap { option in
                option.spellings.map { describe($0, summary: menus.summary(of: option)) }
            }
            return "options=(" + entries.joined(separator: " ") + ")"
        }
        var arms: [String] = []
        for command in [nil] + Syntax.CommandName.allCases.map(Optional.some) {
            arms.append(
                "            (\(command?.rawValue ?? "''")) \(entries(Syntax.options(of: command))) ;;"
            )
        }
        let everywhere = Syntax.options.filter { $0.scope == .everywhere }
        arms.append("            (*) \(entries(everywhere)) ;;")
        return arms.joined(separator: "\n")
    }

    /// One arm per place an argument goes (``CommandLineSyntax/argumentPlaces``).
    private static func argumentCases(menus: CompletionMenus) -> String {
        Syntax.argumentPlaces.map { place in
            let action: String
            if case .words(let words) = place.completion {
                let entries = words.map { describe($0, summary: menus.summary(of: $0)) }
                action =
                    "choices=(\(entries.joined(separator: " "))); _describe -t values value choices"
            } else {
                action = complete(place.completion, message: "")
            }
            let pattern = ShellQuoting.single(place.after.joined(separator: " "))
            return "        (\(pattern)) \(action) ;;"
        }.joined(separator: "\n")
    }

    /// `word:summary` for `_describe`, quoted, with the colons of `word` escaped.
    private static func describe(_ word: String, summary: String?) -> String {
        let escaped = ShellQuoting.escaping(word) { $0 == ":" ? "\\:" : nil }
        return ShellQuoting.single(summary.map { escaped + ":" + $0 } ?? escaped)
    }

    /// The zsh function call that completes `completion`.
    ///
    /// - Parameter message: what `_message` shows for a value with nothing to offer.
    private static func complete(_ completion: Syntax.Completion, message: String) -> String {
        switch completion {
        case .files(let fileExtension):
            fileExtension.map { "_files -g " + ShellQuoting.single("*.\($0)") } ?? "_files"
        case .words(let words):
            "compadd -- " + words.map(ShellQuoting.single).joined(separator: " ")
        case .nothing:
            "_message -e values " + ShellQuoting.single(message)
        }
    }
}
