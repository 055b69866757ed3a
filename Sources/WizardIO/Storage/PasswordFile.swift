import WizardText

/// Users as written in a passwd(5) file, read directly instead of through glibc's name service
/// switch (`getpwuid` and friends load NSS modules, shared libraries of the exact glibc version,
/// which a static executable cannot count on).
///
/// Only the local file counts: users known only to LDAP, NIS or systemd-homed are not found,
/// and wizard then asks for `HOME` or `--store`.
public enum PasswordFile {
    /// One well-formed line: seven `:`-separated fields, each UTF-8, the user and group ids
    /// decimal digits within `UInt32`, the home directory an absolute path.
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var password: String
        public var uid: UInt32
        public var gid: UInt32
        public var gecos: String
        public var home: String
        public var shell: String
    }

    /// The system's password file.
    public static let systemPath = "/etc/passwd"

    /// The largest password file read; a larger one counts as having no entries.
    static let sizeLimit = 4 * 1024 * 1024

    /// The well-formed lines of `text`, in order. Empty lines, comments (`#`), NIS
    /// compatibility lines (starting with `+` or `-`) and malformed lines are skipped.
    public static func entries(in text: [UInt8]) -> [Entry] {
        text.split(separator: UInt8(ascii: "\n")).compactMap(entry)
    }

    /// The home directory (field 6) of the first well-formed line of `text` whose user id
    /// (field 3) is `uid`; `nil` when there is none.
    public static func homeDirectory(of uid: UInt32, in text: [UInt8]) -> String? {
        entries(in: text).first { $0.uid == uid }?.home
    }

    /// The well-formed lines of the password file at `path`; none when it cannot be read or
    /// is over ``sizeLimit`` bytes.
    public static func entries(path: String = systemPath) -> [Entry] {
        // The kind only labels an error, and any error means "no entries".
        guard let text = try? InputFile.read(path, kind: .store, limit: sizeLimit) else {
            return []
        }
        return entries(in: text)
    }

    /// The home directory of `uid` in the password file at `path`, as
    /// ``homeDirectory(of:in:)`` finds it; `nil` when the file cannot be read.
    public static func homeDirectory(of uid: UInt32, path: String = systemPath) -> String? {
        entries(path: path).first { $0.uid == uid }?.home
    }

    private static func entry(_ line: ArraySlice<UInt8>) -> Entry? {
        guard let first = line.first,
            first != UInt8(ascii: "#"), first != UInt8(ascii: "+"), first != UInt8(ascii: "-")
        else { return nil }
        // A field that is not UTF-8 makes the line not well-formed: decoded with U+FFFD,
        // its home would name another directory than the user's.
        let fields = line.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            .compactMap(UTF8Text.string)
        guard fields.count == 7, let uid = number(fields[2]), let gid = number(fields[3]),
            fields[5].hasPrefix("/")
        else { return nil }
        return Entry(
            name: fields[0], password: fields[1], uid: uid, gid: gid, gecos: fields[4],
            home: fields[5], shell: fields[6])
    }

    /// An id field as a number: decimal digits only, within `UInt32`.
    private static func number(_ field: String) -> UInt32? {
        guard !field.isEmpty, field.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return nil
        }
        return UInt32(field)
    }
}
