/// The shell variable names `--shell` prints for a flow's keys, and the names it never prints.
///
/// A key becomes a name byte by byte: an ASCII letter upper-cased, a digit as it is, anything
/// else (a key's `-` or `.`) `_`, after a prefix. Without `--prefix` the prefix is the flow's
/// id made a name the same way, and `_` (``defaultPrefix(forFlow:)``), so `eval` of the output
/// sets only variables of that flow's own. Whatever the prefix, a name that a shell or the
/// programs it starts read for themselves (``isSpecial(_:)``) is never printed: `eval` of
/// `--shell`'s output can run no code and set no variable but the flow's answers.
public enum ShellName {
    /// The shell name of `key` after `prefix`.
    public static func name(of key: String, prefix: String) -> String {
        let bytes = key.utf8.map { byte -> UInt8 in
            if (0x61...0x7A).contains(byte) { return byte - 0x20 }
            return isNameByte(byte) ? byte : 0x5F
        }
        return prefix + String(decoding: bytes, as: UTF8.self)
    }

    /// The prefix `--shell` uses without `--prefix`: the flow's id as a name, then `_`
    /// (`dev-machine` gives `DEV_MACHINE_`).
    public static func defaultPrefix(forFlow id: String) -> String {
        name(of: id, prefix: "") + "_"
    }

    /// Whether `prefix` may begin a shell name: ASCII letters, digits and `_`, the first not a
    /// digit; empty is no prefix.
    public static func isValidPrefix(_ prefix: String) -> Bool {
        guard let first = prefix.utf8.first else { return true }
        return !(0x30...0x39).contains(first) && prefix.utf8.allSatisfy(isNameByte)
    }

    /// Whether `name` is one that sh, bash, dash, zsh or ksh sets or reads for itself (`PATH`,
    /// `IFS`, `PS4`, `PROMPT_COMMAND`, `ENV`, `BASH_ENV`…, from each shell's manual), that
    /// the C library or the dynamic loader reads for every program (`LD_*`, `GCONV_PATH`,
    /// `TMPDIR`, `LANG`, `LC_*`…), that says who and where the user is (`HOME`, `USER`,
    /// `SHELL`…), or that wizard itself reads (`WIZARD_STORE`…). Exact: `Path` is not `PATH`.
    public static func isSpecial(_ name: String) -> Bool {
        ShellSpecialNames.isExact(name) || ShellSpecialNames.hasSpecialStart(name)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == 0x5F
    }
}
