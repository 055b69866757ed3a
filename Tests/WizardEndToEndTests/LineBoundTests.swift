import Glibc
import TestSupport
import Testing

/// A line at a terminal holds at most 64 KiB (a piped line's bound), however the text comes
/// into it: typed or pasted in plain mode, or a numeric argument in the field or in plain
/// mode. What would go past it is dropped, and the line keeps its
/// first 64 KiB: deleting all but a few of its characters leaves an answer the name takes.
@Suite("Bounded lines at a terminal", .serialized, .timeLimit(.minutes(10)))
struct LineBoundTests {
    let home = TemporaryDirectory()
    var store: String { home.file("profile.json") }
    static let lineLimit = 64 * 1024  // LineSource.lineLimit
    static let faultClass = "bounded output and buffers: a line at a terminal"

    /// How text comes into the line. An `~/.inputrc` macro cannot go past the bound: readline
    /// reads no settings file over 64 KiB (InputrcCheck), so no macro holds more than a line.
    enum Source: CaseIterable {
        case numericArgument
        case typedInPlainMode
    }

    /// Keys that give readline the numeric argument `count` (Meta and each digit).
    static func argument(_ count: Int) -> String {
        String(count).map { "\u{1B}\($0)" }.joined()
    }

    /// Runs one variant: the line is filled past its bound with `character`, then all but
    /// `kept` of the characters the bound keeps are deleted with one Backspace given a
    /// numeric argument; the name saved is then those `kept` characters.
    func fill(
        with character: String, count: Int, source: Source, plain: Bool, kept: Int
    ) -> Bool {
        let typed = String(repeating: character, count: count)
        let run = TerminalRun(
            ["setup", "--store", store] + (plain ? ["--plain"] : []), home: home.path)
        if plain {
            run.waitForScreen("Enter")
            run.send("\r")
            run.waitForScreen("Name")
        } else {
            run.signIn()
            run.waitForScreen("What's your name?")
        }
        switch source {
        case .numericArgument:
            run.send(Self.argument(count) + character)
        case .typedInPlainMode:
            guard run.terminal.waitForKeyByKeyInput(),
                run.terminal.sendAll(Array(typed.utf8))
            else {
                run.send("\u{03}")
                return false
            }
        }
        let fits = Self.lineLimit / character.utf8.count
        run.send(Self.argument(fits - kept) + "\u{7F}\r")
        run.waitForScreen("How old are you?", timeout: 30)
        run.send("\r")
        run.waitForScreen("What's your gender?")
        run.send("f\r")
        let status = run.exitStatus(timeout: 30)
        let name = String(repeating: character, count: kept)
        return status == 0 && Files.text(store)?.contains("\"name\" : \"\(name)\"") == true
    }

    @Test(
        "a numeric argument or plain mode's typing past 64 KiB keeps the line's first 64 KiB"
    )
    func lineBound() {
        var random = SeededRandom(environmentOr: 25_005)
        TestReport.figure(Self.faultClass, "seed", "\(random.seed)")
        let variants = (0..<6).map { index in
            let source = Source.allCases[index % Source.allCases.count]
            let character = ["a", "é", "한"].randomElement(using: &random)!
            let fits = Self.lineLimit / character.utf8.count
            return (
                source: source, character: character,
                count: Int.random(in: (fits + 100)...(3 * fits), using: &random),
                plain: source == .typedInPlainMode || Bool.random(using: &random),
                kept: Int.random(in: 2...9, using: &random)
            )
        }
        let failures = TestReport.failures(Self.faultClass, of: variants) { variant in
            unlink(store)
            return !fill(
                with: variant.character, count: variant.count, source: variant.source,
                plain: variant.plain, kept: variant.kept)
        }
        #expect(failures.isEmpty, "\(failures.map { ($0.source, $0.character, $0.plain) })")
    }
}
