import Testing
import WizardCore
import WizardIO
import WizardMessages

@testable import wizard

/// Text written to a sink, kept for the test to read.
private final class TextBuffer: TextSink {
    private(set) var text = ""
    func write(_ text: String) { self.text += text }
}

/// ``Wizard/main(arguments:environment:standardOutput:standardError:)`` in-process: a
/// command's output or its error report, and the status `main.swift` exits with.
@Suite("Wizard.main", .timeLimit(.minutes(5)))
struct WizardMainTests {
    private func run(_ arguments: String..., environment: [String: String] = ["LANG": "C.UTF-8"])
        -> (status: wizard.ExitStatus, output: String, error: String)
    {
        run(arguments, environment: environment)
    }

    private func run(_ arguments: [String], environment: [String: String] = ["LANG": "C.UTF-8"])
        -> (status: wizard.ExitStatus, output: String, error: String)
    {
        let output = TextBuffer()
        let error = TextBuffer()
        let status = Wizard.main(
            arguments: arguments, environment: environment, standardOutput: output,
            standardError: error)
        return (status, output.text, error.text)
    }

    @Test("--version prints the version; 0")
    func version() {
        let result = run("--version")
        #expect(result.status == .success)
        #expect(result.output == Message.version + "\n")
        #expect(result.error.isEmpty)
    }

    @Test("help prints the help; 0")
    func help() {
        let result = run("help", "setup")
        #expect(result.status == .success)
        #expect(!result.output.isEmpty)
        #expect(result.error.isEmpty)
    }

    @Test("a usage error is reported on standard error only; 64")
    func usage() {
        let result = run("setup", "--bogus")
        #expect(result.status == .usage)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "wizard: unknown option '--bogus'\nTry 'wizard setup --help' for more information.\n"
        )
    }

    @Test("an unknown help topic is a usage error; 64")
    func unknownHelpTopic() {
        let result = run("help", "frob")
        #expect(result.status == .usage)
        #expect(
            result.error
                == "wizard: no help for 'frob'\nTry 'wizard --help' for more information.\n")
    }

    @Test("--lang chooses the language of the report, even of a command line that does not parse")
    func languageOfReport() {
        let result = run("--lang", "ko", "help", "frob")
        #expect(result.status == .usage)
        #expect(result.error.hasPrefix("wizard: 'frob'에 대한 도움말이 없습니다\n"))
        let korean = "wizard: 알 수 없는 명령 'frob'\n자세한 내용은 'wizard --help'를 보세요.\n"
        for arguments in [
            ["--lang", "ko", "frob"], ["frob", "--lang", "ko"], ["frob", "--lang=ko"],
            ["--lang", "en", "frob", "--lang", "ko"],
        ] {
            let report = run(arguments)
            #expect(report.status == .usage)
            #expect(report.error == korean, "\(arguments)")
        }
        // An option after the failure counts too; one after `--` is an argument.
        #expect(run("setup", "--bogus", "--lang", "ko").error.hasPrefix("wizard: 알 수 없는 옵션"))
        #expect(run("frob", "--", "--lang", "ko").error.hasPrefix("wizard: unknown command"))
        // A --lang that is not a language is itself reported, in the locale's language.
        #expect(
            run(["--lang", "x1"], environment: ["LANG": "ko_KR.UTF-8"]).error.hasPrefix(
                "wizard: 알 수 없는 언어 'x1'"))
    }

    @Test("the locale chooses the language when --lang does not")
    func languageFromLocale() {
        let result = run("frob", environment: ["LANG": "ko_KR.UTF-8"])
        #expect(result.error.hasPrefix("wizard: 알 수 없는 명령 'frob'\n"))
    }

    @Test("a profile with nobody signed in: 1")
    func notSignedIn() {
        let result = run("profile", "--store", "/nonexistent/wizard/profile.json")
        #expect(result.status == .notSignedIn)
        #expect(result.output.isEmpty)
        #expect(result.error == "wizard: nobody is signed in. Run `wizard setup` to sign in.\n")
    }

    @Test("a missing flow file: 66")
    func missingFlow() {
        let result = run("flow", "check", "/nonexistent/flow.json")
        #expect(result.status == .noInput)
        #expect(
            result.error
                == "wizard: cannot read the flow file /nonexistent/flow.json: No such file or directory.\n"
        )
    }
}
