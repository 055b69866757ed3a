import TestSupport
import Testing
import WizardCore

/// Lines of debconf's Passthrough protocol read into commands, exactly as
/// `/usr/share/perl5/Debconf/FrontEnd/Passthrough.pm` writes them (words joined by single
/// spaces, the last one the rest of the line), and every malformed line a value that says
/// why, never a trap.
@Suite("debconf: reading a line", .timeLimit(.minutes(5)))
struct DebconfCommandTests {
    func command(_ line: String) throws(DebconfProblem) -> DebconfCommand {
        try DebconfCommand(line: Array(line.utf8))
    }

    func problem(_ line: some Collection<UInt8>) -> DebconfProblem? {
        do {
            _ = try DebconfCommand(line: line)
            return nil
        } catch {
            return error
        }
    }

    func problem(_ line: String) -> DebconfProblem? { problem(Array(line.utf8)) }

    @Test("every command Passthrough.pm writes")
    func everyCommand() throws {
        #expect(try command("CAPB backup") == .capabilities(["backup"]))
        #expect(try command("CAPB") == .capabilities([]))
        #expect(try command("CAPB backup  escape") == .capabilities(["backup", "escape"]))
        #expect(try command("TITLE Configuring tzdata") == .title("Configuring tzdata"))
        #expect(try command("TITLE ") == .title(""))
        #expect(try command("SETTITLE tzdata/title") == .setTitle(tag: "tzdata/title"))
        #expect(
            try command("DATA tzdata/Areas type select")
                == .data(tag: "tzdata/Areas", .type(.select)))
        #expect(
            try command("DATA tzdata/Areas description Geographic area:")
                == .data(tag: "tzdata/Areas", .description("Geographic area:")))
        #expect(
            try command("DATA t extended_description One.\\n\\n  two")
                == .data(tag: "t", .extendedDescription("One.\n\n  two")))
        #expect(
            try command("DATA t choices Africa, Americas")
                == .data(tag: "t", .choices("Africa, Americas")))
        #expect(
            try command("SET tzdata/Areas None of the above")
                == .set(tag: "tzdata/Areas", value: "None of the above"))
        #expect(
            try command("SUBST l locales aa_DJ UTF-8, ab")
                == .substitute(tag: "l", variable: "locales", value: "aa_DJ UTF-8, ab"))
        #expect(
            try command("INPUT high tzdata/Areas") == .input(priority: .high, tag: "tzdata/Areas"))
        #expect(try command("GO") == .go)
        #expect(try command("GET tzdata/Areas") == .get(tag: "tzdata/Areas"))
        #expect(
            try command("PROGRESS START 0 10 pkg/progress")
                == .progress(.start(minimum: 0, maximum: 10, tag: "pkg/progress")))
        #expect(try command("PROGRESS SET 5") == .progress(.set(5)))
        #expect(try command("PROGRESS STEP -2") == .progress(.step(-2)))
        #expect(try command("PROGRESS INFO pkg/info") == .progress(.info(tag: "pkg/info")))
        #expect(try command("PROGRESS STOP") == .progress(.stop))
    }

    @Test("a value is the rest of the line, its spaces kept; empty or missing is empty")
    func values() throws {
        #expect(try command("SET t  two  spaces ") == .set(tag: "t", value: " two  spaces "))
        #expect(try command("SET t") == .set(tag: "t", value: ""))
        // Passthrough.pm writes an empty SUBST value as a trailing space.
        #expect(try command("SUBST t var ") == .substitute(tag: "t", variable: "var", value: ""))
        #expect(try command("DATA t choices ") == .data(tag: "t", .choices("")))
        // A SET value is not escaped: a backslash and n stay as written.
        #expect(try command("SET t a\\nb") == .set(tag: "t", value: "a\\nb"))
    }

    @Test("the command and PROGRESS's action in any case; a line feed at the end dropped")
    func caseAndLineFeed() throws {
        #expect(try command("go") == .go)
        #expect(try command("Get t") == .get(tag: "t"))
        #expect(try command("progress stop") == .progress(.stop))
        #expect(try command("INPUT HIGH t") == .input(priority: .high, tag: "t"))
        #expect(try command("GET t\n") == .get(tag: "t"))
        #expect(try command("DATA t type Boolean") == .data(tag: "t", .type(.boolean)))
    }

    @Test("a space followed by a combining mark still ends a word")
    func spacesAreBytes() throws {
        #expect(try command("SET t \u{301}é") == .set(tag: "t", value: "\u{301}é"))
    }

    @Test("malformed lines say why, with debconf's status for each")
    func malformed() {
        let cases: [(String, DebconfProblem, DebconfStatus)] = [
            ("", .emptyLine, .syntaxError),
            (" GO", .emptyLine, .syntaxError),
            ("STOP", .unknownCommand("STOP"), .syntaxError),
            ("X_LOADTEMPLATEFILE /tmp/t", .unknownCommand("X_LOADTEMPLATEFILE"), .syntaxError),
            ("GO now", .argumentCount(command: "GO"), .syntaxError),
            ("GET", .argumentCount(command: "GET"), .syntaxError),
            ("GET a b", .argumentCount(command: "GET"), .syntaxError),
            ("GET ", .emptyName(command: "GET"), .syntaxError),
            ("SETTITLE", .argumentCount(command: "SETTITLE"), .syntaxError),
            ("SET  value", .emptyName(command: "SET"), .syntaxError),
            ("SUBST t", .argumentCount(command: "SUBST"), .syntaxError),
            ("DATA t", .argumentCount(command: "DATA"), .syntaxError),
            ("DATA t default x", .unknownField("default"), .badParameters),
            ("DATA t type entropy", .unknownType("entropy"), .badParameters),
            ("INPUT urgent t", .unknownPriority("urgent"), .syntaxError),
            ("INPUT high", .argumentCount(command: "INPUT"), .syntaxError),
            ("INPUT high t extra", .argumentCount(command: "INPUT"), .syntaxError),
            ("PROGRESS", .argumentCount(command: "PROGRESS"), .syntaxError),
            ("PROGRESS REGION 0 1", .unknownProgressAction("REGION"), .syntaxError),
            ("PROGRESS START 0 ten t", .notANumber("ten"), .syntaxError),
            ("PROGRESS START 0 10", .argumentCount(command: "PROGRESS"), .syntaxError),
            ("PROGRESS SET 1.5", .notANumber("1.5"), .syntaxError),
            (
                "PROGRESS SET 99999999999999999999", .notANumber("99999999999999999999"),
                .syntaxError
            ),
            ("PROGRESS STOP now", .argumentCount(command: "PROGRESS"), .syntaxError),
        ]
        for (line, expected, status) in cases {
            #expect(problem(line) == expected, "\(line)")
            #expect(expected.status == status, "\(line)")
        }
    }

    @Test("a line that is not UTF-8 is refused")
    func notUTF8() {
        #expect(problem([0x47, 0x45, 0x54, 0x20, 0xFF]) == .notUTF8)
        #expect(problem([0x53, 0x45, 0x54, 0x20, 0x74, 0x20, 0xC3]) == .notUTF8)
    }

    @Test("a line over 1 MiB is refused, whole or cut at the limit; one at the limit is read")
    func bound() throws {
        let limit = DebconfCommand.lineByteLimit
        #expect(limit == 1_048_576)
        let prefix = Array("SET t ".utf8)
        let atLimit = prefix + Array(repeating: UInt8(ascii: "a"), count: limit - prefix.count)
        guard case .set(_, let value) = try DebconfCommand(line: atLimit) else {
            Issue.record("the line at the limit was not read as SET")
            return
        }
        #expect(value.utf8.count == limit - prefix.count)
        #expect(try DebconfCommand(line: atLimit + [0x0A]) == DebconfCommand(line: atLimit))
        #expect(problem(atLimit + [UInt8(ascii: "a")]) == .lineTooLong)
        #expect(problem(atLimit + Array(repeating: UInt8(ascii: "a"), count: 5000)) == .lineTooLong)
        #expect(DebconfProblem.lineTooLong.status == .syntaxError)
    }

    @Test("a refusal quotes at most 64 characters of what the peer sent")
    func quoteBound() {
        let long = String(repeating: "x", count: 500)
        let reply = DebconfReply(refusing: .unknownCommand(long))
        #expect(
            reply.line == "20 Unsupported command \"" + String(repeating: "x", count: 64) + "…\"")
    }

    @Test("random bytes never trap: each line is a command or a problem")
    func randomBytes() {
        var random = SeededRandom(environmentOr: 34_001)
        let words = [
            "DATA", "SET", "SUBST", "INPUT", "GO", "GET", "CAPB", "TITLE", "SETTITLE", "PROGRESS",
            "START", "STEP", "INFO", "STOP", "type", "choices", "description", "select", "high",
            "t", "-1", "10", "", "\\n", "a, b", "${v}", "\u{301}",
        ].map { Array($0.utf8) }
        var read = 0
        for _ in 0..<20_000 {
            var line: [UInt8] = []
            for index in 0..<Int.random(in: 0...5, using: &random) {
                if index > 0 { line.append(0x20) }
                line += words[Int.random(in: 0..<words.count, using: &random)]
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let byte = UInt8.random(in: 0...255, using: &random)
                line.insert(byte, at: Int.random(in: 0...line.count, using: &random))
            }
            if (try? DebconfCommand(line: line)) != nil { read += 1 }
        }
        // Both outcomes are covered: some lines are commands, the others problems.
        #expect(read > 400 && read < 19_500, "\(read) read; seed \(random.seed)")
    }
}
