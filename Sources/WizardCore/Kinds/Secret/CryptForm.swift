/// The form of a crypt(3) hash, as `/etc/shadow` and `chpasswd -e` take one: a method's
/// prefix (`$y$` yescrypt, `$gy$` gost-yescrypt, `$7$` scrypt, `$2b$`, `$2y$`, `$2a$`
/// bcrypt, `$6$` SHA-512, `$5$` SHA-256), then its parameters, salt and hash in crypt's
/// alphabet (`./0-9A-Za-z`, with `$`, `,` and `=` between fields), ending in a hash.
///
/// The form only: whether the hash is one libxcrypt computes is checked by nobody before
/// it is used. What a secret kept hashed stores (``SecretQuestion/answerDomain``), and how
/// an answers file's value is told from a passphrase to hash.
enum CryptForm {
    /// The methods' prefixes.
    static let prefixes = ["$y$", "$gy$", "$7$", "$2b$", "$2y$", "$2a$", "$6$", "$5$"]
    /// Longer strings are no hash: the longest method's, SHA-512 with its rounds, has 123.
    static let lengthLimit = 256

    /// Whether `text` is in the form of a crypt(3) hash.
    static func isHash(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count <= lengthLimit,
            let prefix = prefixes.first(where: { bytes.starts(with: $0.utf8) })
        else { return false }
        let rest = bytes.dropFirst(prefix.utf8.count)
        guard let last = rest.last, last != UInt8(ascii: "$") else { return false }
        return rest.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "/"),
                UInt8(ascii: "$"), UInt8(ascii: ","), UInt8(ascii: "="):
                true
            default: false
            }
        }
    }
}
