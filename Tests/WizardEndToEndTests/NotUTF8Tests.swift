import Glibc
import TestSupport
import Testing

/// Bytes that are not UTF-8 in the arguments and the environment (docs/exit-status.md):
/// a path is never decoded with U+FFFD into another file's name, it is refused (64) before
/// anything is read or written; an answer given by its option is refused (65) as a piped
/// line that is not UTF-8 is.
@Suite("Arguments and variables that are not UTF-8", .timeLimit(.minutes(5)))
struct NotUTF8Tests {
    let home = TemporaryDirectory()
    let alice = TestProfile(number: 1)
    static let faultClass = "bytes that are not UTF-8 in arguments and the environment"

    /// Byte sequences that no UTF-8 decoder accepts: stray continuation bytes, bytes never
    /// used, overlong forms, surrogates, sequences cut short, a code point past U+10FFFF.
    static let invalid: [[UInt8]] = [
        [0xFF], [0xFE], [0x80], [0xBF], [0xF6], [0xC0, 0x80], [0xE0, 0x80, 0xAF],
        [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98],
    ]

    /// A seeded name holding one invalid sequence among ASCII and Hangul.
    static func name(_ random: inout SeededRandom) -> [UInt8] {
        let pieces: [[UInt8]] = [Array("j".utf8), Array("rg".utf8), Array("한".utf8), [0x2E]]
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            bytes += pieces.randomElement(using: &random)!
        }
        bytes += invalid.randomElement(using: &random)!
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            bytes += pieces.randomElement(using: &random)!
        }
        return bytes
    }

    /// `bytes` as one shell word, every byte written by printf.
    static func word(_ bytes: [UInt8]) -> String {
        let escapes = bytes.map { byte in
            let octal = String(byte, radix: 8)
            return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        }
        return "\"$(printf '" + escapes.joined() + "')\""
    }

    /// Runs wizard through `sh -c` with `words` (already shell words) and `variables`
    /// (`NAME=word` pairs) before it.
    func run(_ words: [String], variables: [String] = [], input: String = "")
        -> ProcessResult
    {
        let command =
            (variables + ["exec", "'\(WizardBinary.path)'"] + words).joined(separator: " ")
        return runProcess(
            ["/bin/sh", "-c", command], input: Array(input.utf8),
            environment: WizardBinary.environment(home: home.path))
    }

    /// The names in `directory`, as bytes.
    static func names(in directory: String) -> [[UInt8]] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
        }
        return names
    }

    @Test(
        "a --store, --flow, --answers or flow check path that is not UTF-8 is refused (64), creating nothing"
    )
    func paths() {
        var random = SeededRandom(environmentOr: 25_001)
        TestReport.figure(Self.faultClass, "seed of the paths", "\(random.seed)")
        let directory = home.file("stores")
        mkdir(directory, 0o700)
        let variants = (0..<12).map { index in (index, Self.name(&random)) }
        let failures = TestReport.failures("\(Self.faultClass): paths", of: variants) {
            index, name in
            let path = Self.word(Array(directory.utf8) + [0x2F] + name)
            let arguments: [[String]] = [
                ["setup", "--store", path], ["setup", "--store=" + path],
                ["setup", "--flow", path], ["setup", "--answers", path],
                ["flow", "check", path], ["profile", "--store", path],
            ]
            let words = arguments[index % arguments.count]
            let result = run(words, input: alice.answers)
            return result.status != 64 || !result.error.contains("is not valid UTF-8")
                || !Self.names(in: directory).isEmpty
        }
        #expect(failures.isEmpty, "\(failures.map(\.1))")
    }

    @Test(
        "HOME, WIZARD_STORE, XDG_CONFIG_HOME or XDG_STATE_HOME that is not UTF-8 is refused (64), creating nothing"
    )
    func variables() {
        var random = SeededRandom(environmentOr: 25_002)
        TestReport.figure(Self.faultClass, "seed of the variables", "\(random.seed)")
        let parent = home.file("homes")
        mkdir(parent, 0o700)
        let names = ["HOME", "WIZARD_STORE", "XDG_CONFIG_HOME", "XDG_STATE_HOME"]
        let variants = (0..<12).map { index in (names[index % names.count], Self.name(&random)) }
        let failures = TestReport.failures("\(Self.faultClass): variables", of: variants) {
            variable, name in
            // The directory the bytes name exists, as the real home of `j\xf6rg` would.
            let bytes = Array(parent.utf8) + [0x2F] + name
            _ = (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o700) }
            }
            let before = Self.names(in: parent).count
            let result = run(
                ["setup"], variables: ["\(variable)=" + Self.word(bytes)], input: alice.answers)
            let refused =
                result.status == 64
                && result.error.hasPrefix("wizard: \(variable) is not valid UTF-8")
            return !refused || Self.names(in: parent).count != before
                || Files.read(home.file(".config/wizard/profile.json")) != nil
        }
        #expect(failures.isEmpty, "\(failures.map(\.0))")
    }

    @Test("an answer given by its option that is not UTF-8 is refused (65), as a piped one is")
    func answers() {
        var random = SeededRandom(environmentOr: 25_003)
        TestReport.figure(Self.faultClass, "seed of the answers", "\(random.seed)")
        let store = home.file("profile.json")
        let variants = (0..<10).map { index in (index, Self.name(&random)) }
        let failures = TestReport.failures("\(Self.faultClass): answers", of: variants) {
            index, name in
            Files.write(alice.storeText(), to: store)
            let value = Self.word(name)
            let given = index.isMultiple(of: 2) ? ["--name", value] : ["--name=" + value]
            let result = run(
                ["setup", "--store", store] + given, input: "30\nfemale\n")
            return result.status != 65
                || result.error
                    != "wizard: the value of --name is not valid UTF-8. Give answers as UTF-8 text.\n"
                || Files.text(store) != alice.storeText()
        }
        #expect(failures.isEmpty, "\(failures.map(\.1))")
    }
}
