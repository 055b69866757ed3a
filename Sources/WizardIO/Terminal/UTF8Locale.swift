import Glibc

/// The C library's character type while readline reads the terminal: UTF-8, whatever the
/// environment's locale says, where the system has a UTF-8 locale.
///
/// wizard reads and writes UTF-8 whatever the locale says, and readline decodes typed bytes
/// by the `LC_CTYPE` locale: under one that is not UTF-8 (`LANG=C`, `LC_ALL=POSIX`, as in
/// containers and over ssh) it takes each byte of `김` or `ë` for a character of its own, or
/// for a Meta key, and drops it. Readline also sets `LC_CTYPE` again from `LC_ALL`,
/// `LC_CTYPE` and `LANG` each time it starts a line (`rl_initialize`), so ``activate()`` is
/// called after readline has done so, at the start of every line. Only `LC_CTYPE` changes:
/// numbers and messages from the C library stay as the environment says.
enum UTF8Locale {
    /// The UTF-8 locales tried, in order, when the environment's is not UTF-8: `C.UTF-8`
    /// (glibc's since 2.35, Debian's for longer), then the most common named one.
    static let fallbacks = ["C.UTF-8", "en_US.UTF-8"]

    /// Makes `LC_CTYPE` the environment's locale when that is UTF-8, else the first of
    /// ``fallbacks`` the system has. Returns whether the C library now reads UTF-8; when it
    /// does not (no UTF-8 locale is installed), the environment's locale stays, and a
    /// character outside ASCII cannot be read as one.
    @discardableResult
    static func activate() -> Bool {
        if setlocale(LC_CTYPE, "") != nil, isUTF8 { return true }
        for name in fallbacks where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return true }
        }
        setlocale(LC_CTYPE, "")
        return false
    }

    /// Whether `LC_CTYPE`'s character set is UTF-8 now.
    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
