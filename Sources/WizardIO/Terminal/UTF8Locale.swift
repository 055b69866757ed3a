import Glibc

/// Makes the C library treat text as UTF-8, as readline and `wcwidth` need.
enum UTF8Locale {
    /// Selects the user's character-type locale when it is UTF-8, else `C.UTF-8`.
    ///
    /// wizard reads and writes UTF-8 whatever the locale says; under a non-UTF-8 locale
    /// readline would take the bytes of `김` for meta keys. Only `LC_CTYPE` changes, so
    /// numbers and messages from the C library stay as they were.
    static func activate() {
        if setlocale(LC_CTYPE, "") != nil, isUTF8 { return }
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    private static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
