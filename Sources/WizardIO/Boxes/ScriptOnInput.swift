import Glibc

/// Whether a box's standard input is the script that runs it: `curl … | bash`, the way
/// many installers are run, feeds the script to the shell on standard input, which every
/// command of the script inherits. A box that took its answer from there would eat the
/// script's next line; whiptail and dialog read the terminal instead.
public enum ScriptOnInput {
    /// The shells whose script may come on standard input.
    static let shells: Set<String> = ["sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "busybox"]

    /// Whether this process's standard input is the very input its parent, a shell given no
    /// script file and no `-c`, reads its script from.
    public static func isParentScript() -> Bool {
        let parent = getppid()
        guard parent > 1,
            let mine = ProcessTable.linkTarget("/proc/self/fd/0"),
            let theirs = ProcessTable.linkTarget("/proc/\(parent)/fd/0"), mine == theirs,
            let commandLine = ProcessTable.bytes(of: "/proc/\(parent)/cmdline", limit: 64 * 1024)
        else { return false }
        let words = commandLine.split(separator: 0).map {
            String(decoding: $0, as: UTF8.self)
        }
        return readsScriptFromInput(words)
    }

    /// Whether a shell run with `words` (its command line, its name first) reads its script
    /// from standard input: it is a shell, and no word before `--` names a script file or
    /// is `-c` (`bash`, `bash -s`, `sh -x -s -- a b`, `-bash` for a login shell).
    static func readsScriptFromInput(_ words: [String]) -> Bool {
        guard var name = words.first, !name.isEmpty else { return false }
        if name.hasPrefix("-") { name.removeFirst() }
        let base = name.split(separator: "/").last.map(String.init) ?? name
        guard shells.contains(base) else { return false }
        var options = words.dropFirst()
        // `bash -o posix`, `bash --rcfile F`: an option's value is no script.
        while let word = options.first {
            options.removeFirst()
            if word == "--" || word == "-" { return true }
            if word == "-c" || (word.hasPrefix("-") && !word.hasPrefix("--") && word.contains("c"))
            {
                return false
            }
            if word == "-s" || (word.hasPrefix("-") && !word.hasPrefix("--") && word.contains("s"))
            {
                return true
            }
            if word == "-o" || word == "+o" || word == "--rcfile" || word == "--init-file" {
                options = options.dropFirst()
                continue
            }
            if !word.hasPrefix("-") && !word.hasPrefix("+") { return false }
        }
        return true
    }

    /// Puts the controlling terminal on standard input, so that the box reads the person
    /// and never the script. Returns whether there is one.
    public static func readTerminalInstead() -> Bool {
        let terminal = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { return false }
        defer { close(terminal) }
        guard isatty(terminal) == 1 else { return false }
        return dup2(terminal, STDIN_FILENO) == STDIN_FILENO
    }
}
