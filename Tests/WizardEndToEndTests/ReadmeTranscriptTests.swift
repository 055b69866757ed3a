import Glibc
import TestSupport
import Testing

/// README's transcripts are what the binary prints: each `console` block's commands run in
/// order, in a directory holding the repository's examples and the files the transcripts
/// name (`broken.json`, `fruit.txt`, below), with `wizard` on the PATH and a fresh home,
/// and each command's output, standard error included, must be the lines under it.
@Suite("README's transcripts", .serialized, .timeLimit(.minutes(5)))
struct ReadmeTranscriptTests {
    /// The flow README checks to show `flow check`'s report of problems.
    static let brokenFlow = """
        {
          "format": 1,
          "id": "broken",
          "steps": [
            {"kind": "text", "key": "name", "title": "Your name?"},
            {"kind": "slider", "key": "age", "title": "Your age?",
             "min": 50, "max": 18},
            {"kind": "slider", "key": "rating", "title": "How was it?", "min": 1, "max": 9,
             "default": 12}
          ]
        }

        """

    /// One command of a transcript and the lines it prints.
    struct Command {
        let line: String
        var output = ""
    }

    /// README's `console` blocks, each a list of commands.
    static func transcripts(in text: String) -> [[Command]] {
        let blocks = text.split(separator: "```console\n").dropFirst().map {
            $0.split(separator: "```", maxSplits: 1).first ?? ""
        }
        return blocks.map { block in
            var commands: [Command] = []
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("$ ") {
                    commands.append(Command(line: String(line.dropFirst(2))))
                } else if !commands.isEmpty,
                    !line.isEmpty || commands[commands.count - 1].output != ""
                {
                    commands[commands.count - 1].output += line + "\n"
                }
            }
            // The block's end is a line end, not a blank line of output.
            if var last = commands.popLast() {
                while last.output.hasSuffix("\n\n") { last.output.removeLast() }
                commands.append(last)
            }
            return commands
        }
    }

    @Test("every console block of README prints what README shows")
    func transcriptsHold() throws {
        let readme = try #require(Files.text(Repository.path("README.md")))
        let transcripts = Self.transcripts(in: readme)
        #expect(transcripts.count >= 3, "README's console blocks: \(transcripts.count)")
        for commands in transcripts {
            // Each block starts afresh: its own directory and home.
            let directory = TemporaryDirectory()
            let bin = directory.file("bin")
            mkdir(bin, 0o700)
            #expect(symlink(WizardBinary.path, bin + "/wizard") == 0)
            #expect(symlink(Repository.path("examples"), directory.file("examples")) == 0)
            mkdir(directory.file("home"), 0o700)
            Files.write(Self.brokenFlow, to: directory.file("broken.json"))
            Files.write("apple\nbanana\nblueberry\nstrawberry\n", to: directory.file("fruit.txt"))
            let environment = WizardBinary.environment(
                home: directory.file("home"), ["PATH": bin + ":/usr/bin:/bin"])
            for command in commands {
                let result = runProcess(
                    ["/bin/sh", "-c", "cd '\(directory.path)' && { \(command.line); } 2>&1"],
                    environment: environment)
                #expect(
                    result.output == command.output,
                    "README: $ \(command.line)\nprints:\n\(result.output)")
            }
        }
    }
}
