import CProcessControl
import Glibc

/// Keeps a secret out of core dumps: a run whose flow asks for one calls ``protect()``
/// before it reads any answer.
///
/// Once protected, the process is not dumpable (`prctl(PR_SET_DUMPABLE, 0)`: no core file
/// on SIGQUIT or SIGSEGV, no ptrace attach by another process of the same user, its
/// `/proc` files owned by root) and its core size limit is 0, soft and hard, so neither
/// it nor a program it starts can turn dumps back on. It stays so until it exits: a
/// secret's text may still be in freed memory after the answer is hashed or written.
public enum SecretProcess {
    /// Protects the process, as above. Idempotent; failures are ignored, since both calls
    /// only take rights away and cannot fail for an ordinary process on Linux.
    public static func protect() {
        _ = wizard_forbid_dumps()
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
    }
}
