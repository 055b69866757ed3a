/// A language wizard speaks. Every user-facing string exists in each of them.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case korean = "ko"

    /// The language asked for by an explicit `--lang` value: `ko` or `en`, in any case.
    ///
    /// - Returns: `nil` for any other value, which the caller reports as a usage error.
    public init?(option: String) {
        switch option.lowercased() {
        case "en": self = .english
        case "ko": self = .korean
        default: return nil
        }
    }

    /// The language implied by the POSIX locale variables.
    ///
    /// The first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG` decides, as `setlocale` would:
    /// a value starting with `ko` gives Korean, anything else English. The strings are read
    /// directly because a machine may not have the Korean locale generated.
    public init(environment: [String: String]) {
        let chosen = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        self = chosen?.lowercased().hasPrefix("ko") == true ? .korean : .english
    }
}
