/// The bash completion script (`wizard completion bash`), for bash-completion's
/// `completions/` directory or to `source`.
///
/// It uses bash-completion's `_init_completion` and `_filedir` when they are loaded
/// (`--opt=value`, quoting, `~`), and plain `compgen` when they are not. Bash menus show
/// no summaries, so the script is the same in every language.
enum BashCompletion {
    typealias Syntax = CommandLineSyntax

    static func script() -> String {
        """
        # bash completion for wizard                                -*- shell-script -*-
        #
        # Completes wizard's commands, their options and the values those take, flow
        # and answers files (*.json) and help topics. Written by `wizard completion bash`
        # from the table wizard reads its command line with.

        # Offers files ending in .$1 (any file without $1) and directories.
        __wizard_files() {
            if declare -F _filedir >/dev/null; then
                _filedir "$@"
                return
            fi
            local IFS=$'\\n'
            compopt -o filenames 2>/dev/null
            if [[ -n ${1-} ]]; then
                COMPREPLY=($(compgen -d -- "$cur") $(compgen -f -X "!*.$1" -- "$cur"))
            else
                COMPREPLY=($(compgen -f -- "$cur"))
            fi
        }

        _wizard() {
            local cur prev words cword split=false
            if declare -F _init_completion >/dev/null; then
                _init_completion -s || return
            else
                # The words up to the cursor, `--option=value` kept as one.
                read -ra words <<<"${COMP_LINE:0:COMP_POINT}"
                [[ ${COMP_LINE:0:COMP_POINT} == *[[:space:]] ]] && words+=("")
                cword=$((${#words[@]} - 1))
                cur=${words[cword]} prev=${words[cword - 1]}
                if [[ $cur == --*=* ]]; then
                    prev=${cur%%=*} cur=${cur#*=} split=true
                fi
            fi

            # The command and its arguments: the words that are not options or their values.
            local arguments=() i
            for ((i = 1; i < cword; i++)); do
                case ${words[i]} in
                    \(Syntax.spellingsTakingValues.joined(separator: " | "))) ((i++)) ;;
                    -*) ;;
                    *) arguments+=("${words[i]}") ;;
                esac
            done

            case $prev in
        \(valueCases())
            esac

            if [[ $cur == -* ]]; then
                local options
                case ${arguments[0]-} in
        \(optionCases())
                esac
                COMPREPLY=($(compgen -W "$options" -- "$cur"))
                return
            fi

            case "${arguments[*]}" in
        \(argumentCases())
            esac
        }

        complete -F _wizard wizard

        """
    }

    /// One `case` arm per kind of value: `--flow | --answers) __wizard_files json; return ;;`.
    private static func valueCases() -> String {
        var arms: [(Syntax.Completion, [String])] = []
        for option in Syntax.options {
            guard let value = option.value else { continue }
            if let index = arms.firstIndex(where: { $0.0 == value.completion }) {
                arms[index].1 += option.spellings
            } else {
                arms.append((value.completion, option.spellings))
            }
        }
        return arms.map { completion, spellings in
            let reply = completion == .nothing ? "" : reply(completion) + "; "
            return "        \(spellings.joined(separator: " | "))) \(reply)return ;;"
        }.joined(separator: "\n")
    }

    /// The options each command accepts, by the command typed (none: `''`); an unknown
    /// command gets the options every command accepts.
    private static func optionCases() -> String {
        var arms: [String] = []
        for command in [nil] + Syntax.CommandName.allCases.map(Optional.some) {
            let spellings = Syntax.options(of: command).flatMap(\.spellings)
            arms.append(
                "            \(command?.rawValue ?? "''")) options=\(ShellQuoting.single(spellings.joined(separator: " "))) ;;"
            )
        }
        let everywhere = Syntax.options.filter { $0.scope == .everywhere }.flatMap(\.spellings)
        arms.append(
            "            *) options=\(ShellQuoting.single(everywhere.joined(separator: " "))) ;;")
        return arms.joined(separator: "\n")
    }

    /// One arm per place an argument goes (``CommandLineSyntax/argumentPlaces``), by the
    /// arguments before it.
    private static func argumentCases() -> String {
        Syntax.argumentPlaces.map { place in
            "        \(ShellQuoting.single(place.after.joined(separator: " ")))) \(reply(place.completion)) ;;"
        }.joined(separator: "\n")
    }

    /// The command that fills `COMPREPLY` for `completion`.
    private static func reply(_ completion: Syntax.Completion) -> String {
        switch completion {
        case .files(let fileExtension):
            fileExtension.map { "__wizard_files \($0)" } ?? "__wizard_files"
        case .words(let words):
            "COMPREPLY=($(compgen -W \(ShellQuoting.single(words.joined(separator: " "))) -- \"$cur\"))"
        case .nothing:
            ":"
        }
    }
}
