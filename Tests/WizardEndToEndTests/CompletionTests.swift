import Glibc
import TestSupport
import Testing
import WizardCore
import WizardMessages
import WizardText

@testable import wizard

/// The completion scripts in the real shells: each is written by `wizard completion`,
/// installed where its shell looks (bash-completion's and fish's directories under
/// `XDG_DATA_DIRS`, a directory on zsh's `fpath`), loaded by the shell's own machinery and
/// asked to complete lines in a directory of flow files. What they offer is checked against
/// ``CommandLineSyntax``, the table the parser reads.
@Suite("Shell completions", .timeLimit(.minutes(5)))
struct CompletionTests {
    typealias Syntax = CommandLineSyntax

    /// A line to complete (the cursor at its end) and the words offered.
    struct Case: CustomStringConvertible {
        let line: String
        let expected: Set<String>
        var description: String { line.debugDescription }
    }

    static let jsonFiles: Set<String> = ["a.json", "b.json", "sub"]

    /// Long spellings of the options `command` accepts, those starting with `prefix`.
    static func options(of command: Syntax.CommandName?, prefix: String = "--") -> Set<String> {
        Set(Syntax.options(of: command).flatMap(\.spellings).filter { $0.hasPrefix(prefix) })
    }

    static let cases: [Case] = [
        Case(line: "wizard ", expected: Set(Syntax.CommandName.allCases.map(\.rawValue))),
        Case(line: "wizard --", expected: options(of: nil)),
        Case(line: "wizard setup --", expected: options(of: .setup)),
        Case(line: "wizard profile --", expected: options(of: .profile)),
        Case(line: "wizard flow --", expected: options(of: .flow)),
        Case(line: "wizard --store x.json setup --a", expected: options(of: .setup, prefix: "--a")),
        Case(line: "wizard setup --flow ", expected: jsonFiles),
        Case(line: "wizard setup --answers=", expected: jsonFiles),
        Case(line: "wizard profile --store ", expected: jsonFiles.union(["notes.txt"])),
        Case(line: "wizard --lang ", expected: Set(Message.uiLanguages.map(\.code))),
        Case(line: "wizard setup --lang=", expected: Set(Message.uiLanguages.map(\.code))),
        Case(line: "wizard setup --name ", expected: []),
        Case(line: "wizard flow ", expected: Set(Syntax.FlowActionName.allCases.map(\.rawValue))),
        Case(line: "wizard flow check ", expected: jsonFiles),
        Case(line: "wizard flow questions sub/", expected: ["sub/c.json"]),
        Case(line: "wizard flow show ", expected: []),
        Case(line: "wizard help ", expected: Set(Syntax.helpTopics)),
        Case(
            line: "wizard help flow ", expected: Set(Syntax.FlowActionName.allCases.map(\.rawValue))
        ),
        Case(line: "wizard completion ", expected: Set(Syntax.Shell.allCases.map(\.rawValue))),
        Case(line: "wizard ask ", expected: Set(AskQuestion.Kind.allCases.map(\.rawValue))),
        Case(line: "wizard ask choose --", expected: options(of: .ask)),
        Case(line: "wizard ask choose --options-from ", expected: jsonFiles.union(["notes.txt"])),
        Case(line: "wizard ask number --min ", expected: []),
    ]

    let fixture = CompletionFixture()

    @Test("bash with bash-completion: found through XDG_DATA_DIRS, completes every case")
    func bash() throws {
        let result = fixture.run(
            ["/bin/bash", "--norc", "--noprofile", fixture.harness("bash", CompletionHarness.bash)]
                + Self.cases.map(\.line))
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("complete -F _wizard wizard\n"), "\(result.output)")
        check(CompletionFixture.offers(in: result.output))
    }

    @Test("bash without bash-completion: the script's own fallback completes every case")
    func bashAlone() throws {
        let result = fixture.run(
            [
                "/bin/bash", "--norc", "--noprofile",
                fixture.harness("bash-alone", CompletionHarness.bashAlone),
                fixture.share + "/bash-completion/completions/wizard",
            ] + Self.cases.map(\.line))
        #expect(result.status == 0, "\(result.error)")
        check(CompletionFixture.offers(in: result.output))
    }

    @Test("zsh -f with compinit: _wizard autoloaded from fpath, matches captured in a zpty")
    func zsh() throws {
        let capture = fixture.directory.file("zsh-matches")
        let result = fixture.run(
            [
                "/usr/bin/zsh", "-f", fixture.harness("zsh", CompletionHarness.zsh),
                fixture.share + "/zsh/site-functions", capture,
            ] + Self.cases.map(\.line))
        #expect(result.status == 0, "\(result.error)")
        check(CompletionFixture.offers(in: Files.text(capture) ?? ""))
    }

    @Test("fish: autoloaded from vendor_completions.d, complete -C gives every case")
    func fish() throws {
        let script = Self.cases.map { "echo '### \($0.line)'; complete -C '\($0.line)'" }
        let result = fixture.run(["/usr/bin/fish", "-c", script.joined(separator: "; ")])
        #expect(result.status == 0, "\(result.error)")
        check(CompletionFixture.offers(in: result.output))
    }

    @Test("fish shows each word's summary, in the language the script was written in")
    func fishSummaries() throws {
        for language in [Language.english, .korean] {
            let written = WizardBinary.run(
                ["completion", "fish", "--lang", language.code], home: fixture.directory.path)
            #expect(written.status == 0)
            let path = fixture.directory.file("wizard-\(language.code).fish")
            Files.write(written.standardOutput, to: path)
            let result = fixture.run([
                "/usr/bin/fish", "--no-config", "-c",
                "source \(path); complete -C 'wizard '; complete -C 'wizard setup --n'",
            ])
            let lines = Set(result.output.split(separator: "\n").map(String.init))
            for word in ["setup", "flow", "--name", "--no-color"] {
                let summary = try #require(Message.summary(of: word, in: language))
                #expect(lines.contains("\(word)\t\(summary)"), "\(language): \(result.output)")
            }
        }
    }

    @Test("usage: a shell is required, and an unknown one is named")
    func usage() {
        let missing = WizardBinary.run(["completion"], home: fixture.directory.path)
        #expect(missing.status == 64)
        #expect(missing.error.contains("'wizard completion' needs a shell: bash, zsh or fish"))
        #expect(missing.error.contains("wizard completion --help"))
        let unknown = WizardBinary.run(["completion", "tcsh"], home: fixture.directory.path)
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("no completion script for 'tcsh'"))
        let extra = WizardBinary.run(["completion", "bash", "zsh"], home: fixture.directory.path)
        #expect(extra.status == 64)
    }

    /// Each case's offers against what it expects.
    private func check(
        _ offers: [String: Set<String>], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for testCase in Self.cases {
            #expect(
                offers[testCase.line] == testCase.expected, "\(testCase)",
                sourceLocation: sourceLocation)
        }
    }
}

/// A directory laid out as an install leaves it (the three scripts under `share/`, the
/// binary in `bin/`) and a working directory of files to complete: `a.json`, `b.json`,
/// `notes.txt` and `sub/c.json`.
final class CompletionFixture {
    let directory = TemporaryDirectory()
    var share: String { directory.file("share") }
    var work: String { directory.file("work") }

    init() {
        let places = [
            ("bash", "bash-completion/completions/wizard"), ("zsh", "zsh/site-functions/_wizard"),
            ("fish", "fish/vendor_completions.d/wizard.fish"),
        ]
        for (shell, place) in places {
            let script = WizardBinary.run(["completion", shell], home: directory.path)
            precondition(script.status == 0, "wizard completion \(shell): \(script.error)")
            let path = "\(share)/\(place)"
            makeDirectories(String(path[..<path.lastIndex(of: "/")!]))
            Files.write(script.standardOutput, to: path)
        }
        makeDirectories(directory.file("bin"))
        symlink(WizardBinary.path, directory.file("bin/wizard"))
        makeDirectories(work + "/sub")
        for file in ["a.json", "b.json", "notes.txt", "sub/c.json"] {
            Files.write("{}\n", to: "\(work)/\(file)")
        }
    }

    /// Writes `text` as a harness script named `name`; its path.
    func harness(_ name: String, _ text: String) -> String {
        let path = directory.file("\(name)-harness")
        Files.write(text, to: path)
        return path
    }

    /// Runs `arguments` in the working directory with a private home, `bin/` first on the
    /// path and `share/` as the data directory, stopped after 60 s should a shell hang.
    func run(_ arguments: [String]) -> ProcessResult {
        let environment = [
            "HOME=\(directory.path)", "PATH=\(directory.file("bin")):/usr/bin:/bin",
            "XDG_DATA_DIRS=\(share)", "TERM=xterm", "LANG=C.UTF-8",
        ]
        let command = ["/usr/bin/env", "-C", work, "/usr/bin/timeout", "60"] + arguments
        return runProcess(command, environment: environment)
    }

    /// The words offered for each line of a `### LINE` transcript: descriptions after a
    /// tab dropped, a directory's `/` dropped, and the `--option=` that fish repeats.
    static func offers(in transcript: String) -> [String: Set<String>] {
        var offers: [String: Set<String>] = [:]
        var line: String?
        for row in transcript.split(separator: "\n", omittingEmptySubsequences: false) {
            if row.hasPrefix("### ") {
                line = String(row.dropFirst(4))
                offers[line!] = []
                continue
            }
            guard let line, !row.isEmpty else { continue }
            var word = String(row.prefix { $0 != "\t" })
            if let lastWord = line.split(separator: " ").last,
                let equals = lastWord.firstIndex(of: "="),
                word.hasPrefix(lastWord[...equals])
            {
                word.removeFirst(lastWord[...equals].count)
            }
            if word.hasSuffix("/"), word.count > 1 { word.removeLast() }
            offers[line, default: []].insert(word)
        }
        return offers
    }

    private func makeDirectories(_ path: String) {
        _ = runProcess(["/bin/mkdir", "-p", path])
    }
}
