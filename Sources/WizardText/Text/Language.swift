/// A language, named by a tag: an ISO 639 code of two or three letters, optionally with a
/// script, a region and a modifier, written as a POSIX locale name (`pt_BR`, `sr@latin`,
/// `ca@valencia`) or a BCP 47 tag (`pt-BR`, `zh-Hant`, `sr-Latn`).
///
/// Any well-formed tag is a language: a flow's texts may carry any of them, and
/// ``LocalizedText`` falls back from a tag step by step (``fallbacks``: `pt_BR`, then `pt`)
/// and then to English. wizard's own messages exist in the UI languages
/// (``Message/uiLanguages``, po/). Both spellings of one tag are one language: `pt_BR` is
/// `pt-BR`, `sr@latin` is `sr-Latn` (docs/languages.md).
public struct Language: Hashable, Sendable, CustomStringConvertible {
    /// The language code's lowercase ASCII letters, one byte each, the last in the lowest
    /// byte: comparing and hashing a language costs no more than a few integers.
    private let letters: UInt32
    /// The region: two uppercase letters or three digits, packed as ``letters``; 0 for none.
    private let region: UInt32
    /// The script: four letters, the first uppercase (`Latn`), packed; 0 for none.
    private let script: UInt32
    /// The modifier or variant: one to eight lowercase letters or digits, packed; 0 for none.
    private let modifier: UInt64

    public static let english = Language(checkedCode: "en")
    public static let korean = Language(checkedCode: "ko")

    /// The language of `code`, known to be two or three lowercase letters.
    private init(checkedCode: StaticString) {
        var letters: UInt32 = 0
        for index in 0..<checkedCode.utf8CodeUnitCount {
            letters = letters << 8 | UInt32(checkedCode.utf8Start[index])
        }
        self.init(letters: letters)
    }

    private init(letters: UInt32, region: UInt32 = 0, script: UInt32 = 0, modifier: UInt64 = 0) {
        self.letters = letters
        self.region = region
        self.script = script
        self.modifier = modifier
    }

    /// The language of `code`, a tag in either spelling, in any case (`ko`, `pt_BR`,
    /// `pt-br`, `zh-Hant`, `sr@latin`, `es-419`); `nil` for anything else, a codeset
    /// (`ko.UTF-8`) among it.
    public init?(code: some StringProtocol) {
        guard let tag = Self.parse(code, allowingLocale: false) else { return nil }
        self = tag
    }

    /// The language asked for by an explicit `--lang` value: a tag as ``init(code:)`` reads
    /// it.
    ///
    /// - Returns: `nil` for any other value, which the caller reports as a usage error.
    public init?(option: String) {
        self.init(code: option)
    }

    /// The language of a POSIX locale name, `language[_territory][.codeset][@modifier]`:
    /// `ko`, `ko.UTF-8` are Korean, `ko_KR` Korean of Korea, `ko@cjknarrow` Korean (a
    /// modifier longer than eight letters names a way of showing, not a language, and is
    /// left out); `kok_IN` is Konkani, not Korean. A BCP 47 tag is read too.
    ///
    /// - Returns: `nil` for `C`, `POSIX` and any name whose language part is not two or three
    ///   letters.
    public init?(locale: String) {
        guard let tag = Self.parse(locale, allowingLocale: true) else { return nil }
        self = tag
    }

    /// The languages the POSIX locale variables ask for, in order, without repeats; empty
    /// when none does (the run then speaks English).
    ///
    /// The message locale is the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`, as
    /// `setlocale` decides it. Unless that locale is `C` or `POSIX` (or unset, which means `C`),
    /// the well-formed entries of `LANGUAGE`, a colon-separated list, come before it: as GNU
    /// gettext does, `LANGUAGE` is ignored in the C locale, whose output POSIX fixes. The
    /// strings are read directly because a machine may not have the locale generated.
    public static func preferences(environment: [String: String]) -> [Language] {
        let locale =
            ["LC_ALL", "LC_MESSAGES", "LANG"]
            .lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? "C"
        let isCLocale = locale == "C" || locale == "POSIX"
        var list: [Language] = []
        if !isCLocale, let entries = environment["LANGUAGE"] {
            for entry in entries.split(separator: ":") {
                if let language = Language(locale: String(entry)), !list.contains(language) {
                    list.append(language)
                }
            }
        }
        if let language = Language(locale: locale), !list.contains(language) {
            list.append(language)
        }
        return list
    }

    /// The language the POSIX locale variables ask for first (``preferences(environment:)``),
    /// English when none does.
    public init(environment: [String: String]) {
        self = Self.preferences(environment: environment).first ?? .english
    }

    /// The first of `preferences` that `isShown` accepts through its fallbacks (English not
    /// among them), else the first of them, else English: how a `LANGUAGE` list such as
    /// `eo:de` chooses German when nothing is written in Esperanto.
    public static func first(
        of preferences: [Language], shownWhere isShown: (Language) -> Bool
    ) -> Language {
        for language in preferences where language.fallbacks.contains(where: isShown) {
            return language
        }
        return preferences.first ?? .english
    }

    /// The tags a text is looked up by for a reader of this language, most exact first,
    /// English not among them: the tag itself, then without its modifier, its script, its
    /// region, down to the bare language (`sr_RS@latin`, `sr@latin`, `sr_RS`, `sr`). A
    /// Chinese region implies its script and a script its usual region (`zh_TW` and
    /// `zh-Hant` reach each other, as `zh_CN` and `zh-Hans` do) before plain `zh`.
    public var fallbacks: [Language] {
        if region == 0 && script == 0 && modifier == 0 { return [self] }
        var list: [Language] = [self]
        func add(_ language: Language) {
            if !list.contains(language) { list.append(language) }
        }
        if modifier != 0 { add(Language(letters: letters, region: region, script: script)) }
        if script != 0 && region != 0 {
            add(Language(letters: letters, script: script))
            add(Language(letters: letters, region: region))
        }
        if letters == Self.pack("zh") {
            let hant = Self.pack("Hant")
            let hans = Self.pack("Hans")
            let traditional = ["TW", "HK", "MO"].map(Self.pack)
            let simplified = ["CN", "SG"].map(Self.pack)
            if traditional.contains(region) { add(Language(letters: letters, script: hant)) }
            if simplified.contains(region) { add(Language(letters: letters, script: hans)) }
            if region == 0 && script == hant {
                add(Language(letters: letters, region: Self.pack("TW")))
            }
            if region == 0 && script == hans {
                add(Language(letters: letters, region: Self.pack("CN")))
            }
        }
        add(Language(letters: letters))
        return list
    }

    /// This language without its script, region and modifier: `pt` for `pt_BR`.
    public var base: Language { Language(letters: letters) }

    /// Whether this tag names a script, a region or a modifier beyond its language.
    public var isQualified: Bool { region != 0 || script != 0 || modifier != 0 }

    /// The tag as a POSIX locale name writes it, which is how gettext and Debian's PO files
    /// name languages: `pt_BR`, `sr@latin`, `ca@valencia`; a script other than Latin or
    /// Cyrillic has no POSIX name and is written as BCP 47 writes it (`zh-Hant`).
    public var code: String {
        var text = Self.unpack(UInt64(letters))
        let posixScript = Self.posixScripts.first { $0.script == script }
        if script != 0 && (posixScript == nil || modifier != 0) {
            text += "-" + Self.unpack(UInt64(script))
        }
        if region != 0 { text += "_" + Self.unpack(UInt64(region)) }
        if modifier != 0 {
            text += "@" + Self.unpack(modifier)
        } else if let posixScript {
            text += "@" + posixScript.modifier
        }
        return text
    }

    public var description: String { code }

    /// Whether `self` comes before `other` in the order of their codes' language parts, then
    /// their qualifiers: the order texts keep their translations in.
    func precedes(_ other: Language) -> Bool {
        let mine = Self.leftAligned(letters)
        let theirs = Self.leftAligned(other.letters)
        if mine != theirs { return mine < theirs }
        if script != other.script { return script < other.script }
        if region != other.region { return region < other.region }
        return modifier < other.modifier
    }

    // MARK: Reading a tag

    /// The POSIX modifiers that name a script, and the script's BCP 47 subtag.
    private static let posixScripts: [(modifier: String, script: UInt32)] = [
        ("latin", pack("Latn")), ("cyrillic", pack("Cyrl")),
    ]

    /// Reads `bytes` as a tag: the language, then subtags after `_` or `-` (a script of
    /// four letters, a region of two letters or three digits, a variant of five to eight
    /// letters or digits, each at most once and in that order), then `@modifier`. With
    /// `allowingLocale`, a codeset after `.` is skipped and a modifier too long to keep is
    /// left out.
    private static func parse(_ text: some StringProtocol, allowingLocale: Bool) -> Language? {
        // Most tags are a bare code (`en`, `ko`), and most locales that are not start with
        // one or fail at once (`C.UTF-8`): read the letters first, without allocating.
        var letterCount = 0
        var letters: UInt32 = 0
        for byte in text.utf8 {
            guard isLetter(byte) else { break }
            letterCount += 1
            guard letterCount <= 3 else { return nil }
            letters = letters << 8 | UInt32(byte | 0x20)
        }
        guard letterCount >= 2 else { return nil }
        let count = text.utf8.count
        if letterCount == count { return Language(letters: letters) }
        // A language and a region of two letters (`pt_BR`, `zh-cn`), as the UI languages
        // are named: read without the array the general reading builds.
        if count == letterCount + 3 {
            var bytes = text.utf8.dropFirst(letterCount).makeIterator()
            if let separator = bytes.next(), separator == 0x5F || separator == 0x2D,
                let first = bytes.next(), let second = bytes.next(), isLetter(first),
                isLetter(second)
            {
                let region = UInt32(first & 0xDF) << 8 | UInt32(second & 0xDF)
                return Language(letters: letters, region: region)
            }
        }
        return parse(Array(text.utf8), allowingLocale: allowingLocale)
    }

    private static func parse(_ bytes: [UInt8], allowingLocale: Bool) -> Language? {
        var main = bytes[...]
        var modifierBytes: ArraySlice<UInt8>?
        if let at = main.firstIndex(of: 0x40) {
            modifierBytes = main[(at + 1)...]
            main = main[..<at]
        }
        if let dot = main.firstIndex(of: 0x2E) {
            guard allowingLocale else { return nil }
            main = main[..<dot]
        }
        let parts = main.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == 0x5F || $0 == 0x2D })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(isLetter)
        else { return nil }
        let letters = pack(first.map { $0 | 0x20 })
        var region: UInt32 = 0
        var script: UInt32 = 0
        var modifier: UInt64 = 0
        var stage = 0
        for part in parts.dropFirst() {
            if stage < 1, part.count == 4, part.allSatisfy(isLetter) {
                script = pack(part.enumerated().map { $0 == 0 ? $1 & 0xDF : $1 | 0x20 })
                stage = 1
            } else if stage < 2, part.count == 2, part.allSatisfy(isLetter) {
                region = pack(part.map { $0 & 0xDF })
                stage = 2
            } else if stage < 2, part.count == 3, part.allSatisfy(isDigit) {
                region = pack(Array(part))
                stage = 2
            } else if stage < 3, (5...8).contains(part.count), part.allSatisfy(isAlphanumeric) {
                modifier = pack64(part.map { $0 | 0x20 })
                stage = 3
            } else {
                return nil
            }
        }
        if let modifierBytes {
            guard !modifierBytes.isEmpty, modifier == 0, modifierBytes.allSatisfy(isAlphanumeric)
            else { return nil }
            let lowered = modifierBytes.map { $0 | 0x20 }
            if let named = posixScripts.first(where: { $0.modifier.utf8.elementsEqual(lowered) }) {
                guard script == 0 else { return nil }
                script = named.script
            } else if lowered.count <= 8 {
                modifier = pack64(lowered)
            } else if !allowingLocale {
                return nil
            }
        }
        return Language(letters: letters, region: region, script: script, modifier: modifier)
    }

    private static func pack(_ text: String) -> UInt32 { pack(Array(text.utf8)) }

    private static func pack(_ bytes: [UInt8]) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func pack64(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The bytes packed in `value`, as text.
    private static func unpack(_ value: UInt64) -> String {
        var bytes: [UInt8] = []
        var rest = value
        while rest != 0 {
            bytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
        bytes.reverse()
        // An array, not a reversed view: String decodes contiguous bytes directly, where a
        // view costs it a dynamic cast per call.
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `letters` with its first letter in the highest byte, so that integers compare as the
    /// codes do.
    private static func leftAligned(_ letters: UInt32) -> UInt32 {
        letters < 0x1_0000 ? letters << 8 : letters
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
}
