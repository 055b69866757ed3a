import Testing
import WizardCore
import WizardText

/// A hint's command line, quoted for a POSIX shell.
@Suite("Shell words", .timeLimit(.minutes(5)))
struct ShellWordTests {
    @Test(
        "plain words stay as they are; others are single-quoted, a quote as '\\''",
        arguments: [
            ("wizard", "wizard"), ("--store", "--store"), ("/tmp/a.json", "/tmp/a.json"),
            ("", "''"), ("a b", "'a b'"), ("it's", #"'it'\''s'"#),
            ("/tmp/my dir/Bob's profile.json", #"'/tmp/my dir/Bob'\''s profile.json'"#),
            ("$HOME", "'$HOME'"), ("a;b", "'a;b'"), ("~/x", "'~/x'"), ("메모.json", "'메모.json'"),
        ])
    func quoted(word: String, expected: String) {
        #expect(ShellWord.quoted(word) == expected)
    }

    @Test("a command line joins the quoted words with spaces")
    func commandLine() {
        #expect(
            ShellWord.commandLine(["wizard", "profile", "--logout", "--store", "a b'c.json"])
                == #"wizard profile --logout --store 'a b'\''c.json'"#)
    }
}
