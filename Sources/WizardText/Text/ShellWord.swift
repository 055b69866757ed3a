/// Text as one word of a POSIX shell's command line: what a hint that names a command
/// (`wizard profile --logout --store PATH`) writes, so that pasting it runs that command.
public enum ShellWord {
    /// `word` as it is when it holds only characters no shell treats specially (letters,
    /// digits and `/._-+,:@`), and is not empty; otherwise in single quotes, each `'` in it
    /// written as `'\''`. Pure: the same word always gives the same text.
    public static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                    || (0x61...0x7A).contains(byte) || "/._-+,:@".utf8.contains(byte)
            }
        guard !plain else { return word }
        return "'"
            + word.split(separator: "'", omittingEmptySubsequences: false).joined(
                separator: "'\\''") + "'"
    }

    /// `words` as one command line: each word quoted as needed, joined by spaces.
    public static func commandLine(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }
}
