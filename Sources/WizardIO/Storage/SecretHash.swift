import CCrypt
import Glibc

/// A secret's crypt(3) hash, as `/etc/shadow` holds one and `chpasswd -e` takes: yescrypt
/// (`$y$`) at libxcrypt's default cost, with a fresh salt. The only file that imports
/// `CCrypt`.
///
/// Hashing is computation, but its salt comes from the kernel (`getrandom`, which
/// libxcrypt calls when given no random bytes): it lives here at the edge, and runs once, as
/// the profile is saved (``WizardCore/Session/keptAnswers(asStored:hash:)``).
public enum SecretHash {
    /// The method's prefix.
    static let method = "$y$"

    /// The yescrypt hash of `secret`'s bytes under a new salt.
    ///
    /// - Throws: the call that failed, with its `errno`: no random bytes for the salt, or
    ///   no memory for the hash.
    public static func yescrypt(_ secret: String) throws(SystemError) -> String {
        var setting = [CChar](repeating: 0, count: Int(CRYPT_GENSALT_OUTPUT_SIZE))
        guard crypt_gensalt_rn(method, 0, nil, 0, &setting, Int32(setting.count)) != nil else {
            throw SystemError("crypt_gensalt_rn")
        }
        // crypt_ra allocates its own work area, holding the secret: cleared, then freed.
        var data: UnsafeMutableRawPointer?
        var size: Int32 = 0
        defer {
            if let data {
                explicit_bzero(data, Int(size))
                free(data)
            }
        }
        guard let hash = crypt_ra(secret, setting, &data, &size) else {
            throw SystemError("crypt_ra")
        }
        return String(cString: hash)
    }
}
