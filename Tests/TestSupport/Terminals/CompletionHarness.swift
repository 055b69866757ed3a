/// The scripts that drive each shell's completion for ``CompletionTests``. Each completes
/// every line given as an argument, the cursor at its end, and prints `### LINE` followed
/// by the words offered, one per line.
public enum CompletionHarness {
    /// bash with bash-completion, which must find wizard's script itself (through
    /// `XDG_DATA_DIRS`) and load it on demand, as it does for a command typed.
    public static let bash = #"""
        source /usr/share/bash-completion/bash_completion || exit 1
        __load_completion wizard || { echo "bash-completion found no script for wizard" >&2; exit 1; }
        complete -p wizard
        \#(driveBash)
        """#

    /// bash without bash-completion: the script given as the first argument, sourced.
    public static let bashAlone = #"""
        source "$1" || exit 1
        shift
        declare -F _init_completion >/dev/null && { echo "bash-completion is loaded" >&2; exit 1; }
        \#(driveBash)
        """#

    /// Sets bash's completion variables for each line as bash would (the words split at
    /// blanks, `=` a word of its own) and calls the function `complete -p` names.
    private static let driveBash = #"""
        function=$(complete -p wizard | sed -n 's/.*-F \([^ ]*\) .*/\1/p')
        for line in "$@"; do
            echo "### $line"
            COMP_WORDS=()
            for word in $line; do
                while [[ $word == *=* ]]; do
                    [[ -n ${word%%=*} ]] && COMP_WORDS+=("${word%%=*}")
                    COMP_WORDS+=("=")
                    word=${word#*=}
                done
                [[ -n $word ]] && COMP_WORDS+=("$word")
            done
            [[ $line == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            COMP_LINE=$line
            COMP_POINT=${#line}
            COMPREPLY=()
            "$function" wizard "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\n' "${COMPREPLY[@]}"
        done
        """#

    /// zsh: `zsh -f HARNESS FUNCTION_DIRECTORY CAPTURE_FILE LINE...`. An interactive
    /// `zsh -f` on a pseudo-terminal (zpty) runs compinit with the directory first on its
    /// `fpath`; each line is typed and Tab pressed, and every match the completion system
    /// adds is appended to the capture file (the matches are not printed to the terminal,
    /// where zle would draw them). Tab is bound to a widget that completes, empties the
    /// line and shows a numbered mark with `zle -M`: the handshake. It all happens inside
    /// zle, which never leaves raw mode meanwhile, so no key typed next is taken by the
    /// terminal's own line editing or read ahead of the completion.
    public static let zsh = #"""
        zmodload zsh/zpty || exit 1
        local directory=$1 capture=$2
        shift 2
        zpty -b completion 'zsh -f -i'
        zpty -w completion "PS1='' RPS1=''"
        zpty -w completion "fpath=(${(q)directory} \$fpath); autoload -Uz compinit; compinit -u -D"
        zpty -w completion 'unsetopt auto_list list_ambiguous; setopt no_beep; LISTMAX=100000'
        zpty -w completion 'compadd() {
            if [[ ${(j: :)@} == *(-O|-A|-D)* ]]; then builtin compadd "$@"; return; fi
            local -a __matches __prefix
            builtin compadd -O __matches "$@"
            zparseopts -E -a __ignored p:=__prefix
            (( $#__matches )) && print -rl -- ${__prefix[2]}${^__matches} >> '${(q)capture}'
            builtin compadd "$@"
        }'
        zpty -w completion 'integer __completions=0
        __complete_and_mark() {
            zle complete-word
            BUFFER= CURSOR=0
            __completions+=1
            zle -M "COMPLETED$((__completions * 10))"
        }
        zle -N __complete_and_mark
        bindkey "^I" __complete_and_mark'
        zpty -w completion 'print -r -- READY$((1 + 1))'
        zpty -r completion line '*READY2*' || exit 1
        integer number=0
        for request in "$@"; do
            print -r -- "### $request" >> $capture
            number+=1
            zpty -w -n completion "$request"$'\t'
            zpty -r completion line "*COMPLETED$(( number * 10 ))*" || exit 1
        done
        zpty -d completion
        """#
}
