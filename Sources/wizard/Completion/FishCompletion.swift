/// The fish completion script (`wizard completion fish`), for a `vendor_completions.d` or
/// `completions` directory, or to `source`.
///
/// Menus show each word's summary in the language the script was written in.
enum FishCompletion {
    typealias Syntax = CommandLineSyntax

    static func script(menus: CompletionMenus) -> String {
        """
        # fish completion for wizard: its commands, their options and the values those
        # take, flow and answers files (*.json) and help topics. Written by
        # `wizard completion fish` from the table wizard reads its command line with.

        # The command and its arguments: the words typed that are not options or their values.
        function __wizard_arguments
            set -l tokens (commandline -opc)
            set -e tokens[1]
            set -l skip 0
            for token in $tokens
                if test $skip -eq 1
                    set skip 0
                    continue
                end
                switch $token
                    case \(Syntax.spellingsTakingValues.joined(separator: " "))
                        set skip 1
                    case '-*'
                    case '*'
                        echo $token
                end
            end
        end

        # Files ending in .$argv[1] and directories, for the token being completed (the
        # part after `=` of `--option=value`).
        function __wizard_files --argument-names extension
            set -l token (commandline -ct | string replace -r -- '^--[^=]*=' '')
            set -l files (complete -C "__fish_command_without_completions $token")
            string match -r -- "^.*(?:\\.$extension|/)\\$" $files
        end

        # Whether the arguments typed so far are exactly $argv.
        function __wizard_after
            set -l arguments (__wizard_arguments)
            test "$arguments" = "$argv"
        end

        # Whether the command typed is one of $argv, '' standing for none.
        function __wizard_command_is
            set -l arguments (__wizard_arguments) ''
            contains -- $arguments[1] $argv
        end

        complete -c wizard -f

        # Commands and their arguments.
        \(argumentLines(menus: menus))

        # Options.
        \(optionLines(menus: menus))

        """
    }

    /// A `complete` line per word of each place an argument goes.
    private static func argumentLines(menus: CompletionMenus) -> String {
        var lines: [String] = []
        for place in Syntax.argumentPlaces {
            let condition = ShellQuoting.fishSingle(
                (["__wizard_after"] + place.after).joined(separator: " "))
            switch place.completion {
            case .words(let words):
                for word in words {
                    lines.append(
                        "complete -c wizard -n \(condition) -a \(ShellQuoting.fishSingle(word))"
                            + describe(menus.summary(of: word)))
                }
            case .files, .nothing:
                lines.append(
                    "complete -c wizard -n \(condition)" + arguments(place.completion))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A `complete` line per option, limited to the commands it belongs to.
    private static func optionLines(menus: CompletionMenus) -> String {
        Syntax.options.map { option in
            var line = "complete -c wizard"
            if case .only(let commands, let withoutCommand) = option.scope {
                let names = (withoutCommand ? ["''"] : []) + commands.members.map(\.rawValue)
                line +=
                    " -n "
                    + ShellQuoting.fishSingle(
                        (["__wizard_command_is"] + names).joined(separator: " "))
            }
            for spelling in option.spellings {
                line +=
                    spelling.hasPrefix("--")
                    ? " -l " + spelling.dropFirst(2) : " -s " + spelling.dropFirst()
            }
            if let value = option.value { line += " -r" + arguments(value.completion) }
            return line + describe(menus.summary(of: option))
        }.joined(separator: "\n")
    }

    /// The `-a` (and `-f`, `-F`) arguments that offer `completion`.
    private static func arguments(_ completion: Syntax.Completion) -> String {
        switch completion {
        case .files(let fileExtension):
            fileExtension.map { " -f -a " + ShellQuoting.fishSingle("(__wizard_files \($0))") }
                ?? " -F"
        case .words(let words):
            " -f -a " + ShellQuoting.fishSingle(words.joined(separator: " "))
        case .nothing:
            " -f"
        }
    }

    private static func describe(_ summary: String?) -> String {
        summary.map { " -d " + ShellQuoting.fishSingle($0) } ?? ""
    }
}
