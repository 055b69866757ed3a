/// A language, named by its ISO 639 code: `en`, `ko`, `ja`, `kok`.
///
/// Any well-formed code is a language: a flow's texts may carry any of them, and
/// ``LocalizedText`` falls back to English for a language a text lacks. wizard's own messages
/// exist in the UI languages (``Message/uiLanguages``, po/). A region, codeset or modifier
/// (`ja_JP`, `ko.UTF-8`, `de@euro`) is not part of the language: texts are chosen by language
/// alone (docs/languages.md).
public struct Language: Hashable, Sendable, CustomStringConvertible {
    /// The code's lowercase ASCII letters, one byte each, the last in the lowest byte: a code
    /// fits in three bytes, so comparing and hashing languages costs no more than an integer.
    private let letters: UInt32

    public static let english = Language(checkedCode: "en")
    public static let korean = Language(checkedCode: "ko")

    /// The language of `code`, known to be two or three lowercase letters.
    private init(checkedCode: StaticString) {
        var letters: UInt32 = 0
        for index in 0..<checkedCode.utf8CodeUnitCount {
            letters = letters << 8 | UInt32(checkedCode.utf8Start[index])
        }
        self.letters = letters
    }

    /// The language of `code`, two or three ASCII letters in any case; `nil` for anything else.
    public init?(code: some StringProtocol) {
        let bytes = code.utf8
        guard (2...3).contains(bytes.count) else { return nil }
        var letters: UInt32 = 0
        for byte in bytes {
            guard Self.isLetter(byte) else { return nil }
            letters = letters << 8 | UInt32(byte | 0x20)
        }
        self.letters = letters
    }

    /// The code: two or three lowercase ASCII letters.
    public var code: String {
        let bytes = [letters >> 16, letters >> 8, letters].map { UInt8(truncatingIfNeeded: $0) }
        return String(decoding: bytes.drop { $0 == 0 }, as: UTF8.self)
    }

    /// The language asked for by an explicit `--lang` value: a code of two or three letters,
    /// in any case, optionally followed by a region after `_` or `-` (`ja`, `ja_JP`, `pt-BR`,
    /// `es-419`).
    ///
    /// - Returns: `nil` for any other value, which the caller reports as a usage error.
    public init?(option: String) {
        let parts = option.split(
            separator: "_", maxSplits: 1, omittingEmptySubsequences: false
        )
        .flatMap { $0.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false) }
        guard parts.count <= 2, let language = Language(code: parts[0]) else {
            return nil
        }
        if parts.count == 2 {
            let region = parts[1].utf8
            let isRegion =
                (region.count == 2 && region.allSatisfy(Self.isLetter))
                || (region.count == 3 && region.allSatisfy { (0x30...0x39).contains($0) })
            guard isRegion else { return nil }
        }
        self = language
    }

    /// The language of a POSIX locale name, `language[_territory][.codeset][@modifier]`:
    /// `ko`, `ko_KR`, `ko.UTF-8` and `ko@cjknarrow` are Korean; `kok_IN` is Konkani, not Korean.
    ///
    /// - Returns: `nil` for `C`, `POSIX` and any name whose language part is not two or three
    ///   letters.
    public init?(locale: String) {
        let end = locale.utf8.firstIndex { $0 == 0x5F || $0 == 0x2E || $0 == 0x40 }
        self.init(code: locale[..<(end ?? locale.endIndex)])
    }

    /// The language the POSIX locale variables ask for, English when none does.
    ///
    /// The message locale is the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`, as
    /// `setlocale` decides it. Unless that locale is `C` or `POSIX` (or unset, which means `C`),
    /// the first well-formed entry of `LANGUAGE`, a colon-separated list, comes before it: as
    /// GNU gettext does, `LANGUAGE` is ignored in the C locale, whose output POSIX fixes.
    /// Later entries of `LANGUAGE` are not consulted: a run speaks one language, and a text
    /// without it falls back to English. The strings are read directly because a machine may
    /// not have the locale generated.
    public init(environment: [String: String]) {
        let locale =
            ["LC_ALL", "LC_MESSAGES", "LANG"]
            .lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? "C"
        let isCLocale = locale == "C" || locale == "POSIX"
        if !isCLocale, let list = environment["LANGUAGE"],
            let first = list.split(separator: ":").lazy.compactMap({
                Language(locale: String($0))
            }).first
        {
            self = first
        } else {
            self = Language(locale: locale) ?? .english
        }
    }

    public var description: String { code }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
