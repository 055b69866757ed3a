/// The names ``ShellName/isSpecial(_:)`` refuses, from the manuals of the shells that may
/// `eval` wizard's output and of the programs they start: POSIX sh (the Shell Command
/// Language's Shell Variables, and the variables of the Base Definitions' Environment
/// Variables chapter), bash(1) (Shell Variables), dash(1) (Environment), zsh(1)
/// (zshparam's Parameters Set By The Shell and Parameters Used By The Shell), ksh(1)
/// (Parameters), ld.so(8) and glibc's secure environment list. `ShellNameTests` checks the
/// list against each shell installed: every variable the shell has set when it starts
/// with an empty environment is here.
///
/// The lists are read-only data, scanned: a set built of them at the first check cost a run
/// that checks one name (a flow's keys are checked as it is read) about 300,000 instructions.
enum ShellSpecialNames {
    /// Whether `name` is one of the names refused as they are.
    static func isExact(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            posix.contains { equal($0, bytes) } || bash.contains { equal($0, bytes) }
                || zsh.contains { equal($0, bytes) } || ksh.contains { equal($0, bytes) }
                || program.contains { equal($0, bytes) }
        }
    }

    /// Whether `name` starts with one of ``starts``.
    static func hasSpecialStart(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            starts.contains { start in
                start.utf8CodeUnitCount <= bytes.count
                    && equal(
                        start, UnsafeBufferPointer(rebasing: bytes[..<start.utf8CodeUnitCount]))
            }
        }
    }

    /// Whether `bytes` are the bytes of `name`.
    private static func equal(_ name: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        name.utf8CodeUnitCount == bytes.count
            && UnsafeBufferPointer(start: name.utf8Start, count: bytes.count).elementsEqual(bytes)
    }

    /// Starts of names refused whatever follows: families that a shell or the loader reads
    /// under one start (`LD_PRELOAD`, `BASH_FUNC_f%%`, `LC_TIME`, `ZLE_RPROMPT_INDENT`).
    private static let starts: [StaticString] = [
        "LD_", "BASH_", "COMP_", "LC_", "ZSH_", "ZLE_", "ZDOT", "KSH_", "SH_",
        "READLINE_", "HIST", "DYLD_", "MALLOC_", "GLIBC_", "WIZARD_", "DEBCONF_", "DEBIAN_",
    ]

    private static let posix: [StaticString] = [
        "ENV", "HOME", "IFS", "LANG", "LANGUAGE", "LINENO", "NLSPATH", "PATH", "PPID", "PS1",
        "PS2", "PS3", "PS4", "PWD", "OLDPWD", "MAIL", "MAILCHECK", "MAILPATH", "CDPATH",
        "FCEDIT", "OPTARG", "OPTIND", "OPTERR", "SHELL", "USER", "LOGNAME", "TERM", "TMPDIR",
        "TZ", "COLUMNS", "LINES", "EDITOR", "VISUAL", "PAGER", "POSIXLY_CORRECT", "MSGVERB",
        "DATEMSK", "CHARSET",
    ]

    private static let bash: [StaticString] = [
        "BASH", "BASHOPTS", "BASHPID", "CHILD_MAX", "COPROC", "DIRSTACK", "EMACS", "EPOCHREALTIME",
        "EPOCHSECONDS", "EUID", "EXECIGNORE", "FIGNORE", "FUNCNAME", "FUNCNEST", "GLOBIGNORE",
        "GROUPS", "HOSTFILE", "HOSTNAME", "HOSTTYPE", "IGNOREEOF", "INPUTRC", "INSIDE_EMACS",
        "MACHTYPE", "MAPFILE", "OSTYPE", "PIPESTATUS", "PROMPT_COMMAND", "PROMPT_DIRTRIM",
        "PS0", "RANDOM", "REPLY", "SECONDS", "SHELLOPTS", "SHLVL", "SRANDOM", "TIMEFORMAT",
        "TMOUT", "UID", "auto_resume", "histchars",
    ]

    private static let zsh: [StaticString] = [
        "ARGC", "ARGV0", "BAUD", "HOST", "CORRECT_IGNORE", "CORRECT_IGNORE_FILE", "CPUTYPE",
        "DIRSTACKSIZE", "EGID", "ERRNO", "FPATH", "GID", "KEYBOARD_HACK", "KEYTIMEOUT",
        "LISTMAX", "LOGCHECK", "MANPATH", "MODULE_PATH", "NULLCMD", "POSTEDIT", "PROMPT",
        "PROMPT2", "PROMPT3", "PROMPT4", "PSVAR", "READNULLCMD", "REPORTMEMORY", "REPORTTIME",
        "RPROMPT", "RPROMPT2", "RPS1", "RPS2", "SAVEHIST", "SPROMPT", "STTY", "TERMINFO",
        "TERMINFO_DIRS", "TIMEFMT", "TMPPREFIX", "TMPSUFFIX", "TRY_BLOCK_ERROR",
        "TRY_BLOCK_INTERRUPT", "TTY", "TTYIDLE", "USERNAME", "VENDOR", "WATCH", "WATCHFMT",
        "WORDCHARS", "ZBEEP", "ZDOTDIR", "ZLE_LINE_ABORTED", "ZLE_REMOVE_SUFFIX_CHARS",
        "ZLE_SPACE_SUFFIX_CHARS", "argv", "cdpath", "fignore", "fpath", "mailpath", "manpath",
        "module_path", "path", "prompt", "psvar", "status", "pipestatus", "signals", "watch",
        "options", "parameters", "commands", "functions", "aliases", "builtins", "reply",
        "match", "mbegin", "mend", "MATCH", "MBEGIN", "MEND",
        "_",
    ]

    private static let ksh: [StaticString] = [
        "FPATH", "HISTEDIT", "JOBMAX", "ERRNO", "RANDOM", "SECONDS", "REPLY", "TMOUT",
    ]

    /// Read by the C library, the loader or common programs, for every program the shell
    /// starts after `eval`.
    private static let program: [StaticString] = [
        "GCONV_PATH", "GETCONF_DIR", "HOSTALIASES", "LOCALDOMAIN", "LOCPATH", "MALLOC_TRACE",
        "NIS_PATH", "RES_OPTIONS", "RESOLV_HOST_CONF", "TZDIR", "PYTHONPATH", "PYTHONSTARTUP",
        "PYTHONHOME", "PERL5LIB", "PERL5OPT", "PERLLIB",
        "RUBYLIB", "RUBYOPT", "NODE_OPTIONS", "NODE_PATH", "GIT_DIR", "GIT_EXEC_PATH",
        "GIT_SSH", "GIT_SSH_COMMAND", "GIT_CONFIG", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM",
        "SSH_ASKPASS", "SUDO_ASKPASS", "DISPLAY", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
        "XDG_RUNTIME_DIR", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_CONFIG_DIRS",
        "XDG_DATA_DIRS", "NO_COLOR", "ACCESSIBLE", "LESSOPEN", "LESSCLOSE", "MANPAGER",
        "BROWSER", "SUDO_EDITOR",
    ]
}
