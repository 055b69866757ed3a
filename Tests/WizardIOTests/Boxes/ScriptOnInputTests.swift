import Testing

@testable import WizardIO

/// Which command lines of a shell read their script from standard input (`curl … | bash`),
/// so that a box never takes its answer from the script.
@Suite("A script on standard input", .timeLimit(.minutes(5)))
struct ScriptOnInputTests {
    @Test("a shell given no script file and no -c reads its script from standard input")
    func readsFromInput() {
        for words in [
            ["bash"], ["-bash"], ["/bin/sh"], ["bash", "-s"], ["sh", "-x", "-s", "--", "a", "b"],
            ["bash", "-e"], ["dash", "-"], ["bash", "-o", "posix"], ["zsh", "-es"],
        ] {
            #expect(ScriptOnInput.readsScriptFromInput(words), "\(words)")
        }
    }

    @Test("a script file, -c, or a program that is no shell does not")
    func readsElsewhere() {
        for words in [
            ["bash", "install.sh"], ["bash", "-c", "whiptail --menu"], ["sh", "-ec", "x"],
            ["bash", "-x", "setup.sh", "arg"], ["python3"], ["make"], [],
            ["bash", "-o", "posix", "script.sh"], ["cat", "-s"],
        ] {
            #expect(!ScriptOnInput.readsScriptFromInput(words), "\(words)")
        }
    }
}
