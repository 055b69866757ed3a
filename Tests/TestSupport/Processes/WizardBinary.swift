import Glibc

/// The built `wizard` executable and ways to run it as users do.
public enum WizardBinary {
    /// `$WIZARD_BINARY` when set (to test a release build), else the `wizard` built next to
    /// this test bundle.
    public static let path: String = {
        if let override = getenv("WIZARD_BINARY") { return String(cString: override) }
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        precondition(count > 0, "cannot locate the test bundle")
        let bundle = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return bundle[..<bundle.lastIndex(of: "/")!] + "/wizard"
    }()

    /// An environment with nothing from the developer's: a private HOME, an English UTF-8
    /// locale, no colour settings; `overrides` replace or add variables.
    public static func environment(home: String, _ overrides: [String: String] = [:]) -> [String] {
        var variables = [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
        ]
        variables.merge(overrides) { $1 }
        return variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// Runs wizard with `arguments`, `input` piped to standard input.
    public static func run(
        _ arguments: [String], input: String = "", home: String,
        environment overrides: [String: String] = [:]
    ) -> ProcessResult {
        run(arguments, bytes: Array(input.utf8), home: home, environment: overrides)
    }

    public static func run(
        _ arguments: [String], bytes: [UInt8], home: String,
        environment overrides: [String: String] = [:]
    ) -> ProcessResult {
        runProcess(
            [path] + arguments, input: bytes, environment: environment(home: home, overrides))
    }
}

extension ProcessResult {
    /// Whether standard output or error holds an ESC byte, the start of every escape sequence.
    public var containsEscape: Bool {
        standardOutput.contains(0x1B) || standardError.contains(0x1B)
    }
}
