/// crypt(3) outside wizard, through Python's `crypt` module (libxcrypt, as wizard links it):
/// whether a stored hash is the hash of a secret on its own salt.
public enum CryptCheck {
    /// Whether `hash` is crypt(3)'s hash of `secret`'s UTF-8 bytes with the salt and method
    /// it names.
    public static func verifies(_ secret: String, _ hash: String) -> Bool {
        let script = """
            import crypt, sys
            secret, stored = sys.argv[1], sys.argv[2]
            sys.exit(0 if stored.startswith("$") and crypt.crypt(secret, stored) == stored else 1)
            """
        let result = runProcess(
            ["/usr/bin/env", "python3", "-W", "ignore", "-c", script, secret, hash])
        return result.status == 0
    }
}
