import Glibc
import Synchronization
import TestSupport
import Testing
import WizardCore
import WizardIO

/// docs/store.md: directories 0700, the store and its lock file 0600, whatever
/// the umask. Every umask from 0000 to 0777, in-process, on a thread whose umask is its own.
@Suite("Store modes under every umask", .timeLimit(.minutes(5)))
struct StoreUmaskTests {
    /// On tmpfs when there is one: the test is about modes, and thousands of fsyncs on a
    /// disk would only make it slow.
    let directory = TemporaryDirectory(in: access("/dev/shm", W_OK) == 0 ? "/dev/shm" : nil)

    @Test("every umask 0000–0777: new directories 0700, store and lock 0600; writes go on")
    func everyUmask() {
        let faultClass = "6 modes under any umask: every umask, in-process"
        // Per umask: what went wrong (nothing, when all held).
        let outcomes = Mutex<[(umask: String, problems: [String])]>([])
        let base = directory.path
        let ran = withPrivateUmask {
            for mask in 0...0o777 {
                let name = String(mask, radix: 8)
                umask(mode_t(mask))
                let store = ProfileStore(
                    path: "\(base)/\(name)/config/wizard/profile.json", flow: .onboarding)
                var problems: [String] = []
                do {
                    try store.update { document in
                        document.signIn(with: ["name": .text("Alice"), "age": .number(30)])
                        return true
                    }
                    // A second writer under the same umask opens the lock and rewrites.
                    let logout = try store.update { document in
                        document.logOut()
                        return true
                    }
                    if !logout.wrote { problems.append("logout wrote nothing") }
                } catch {
                    problems.append("\(error)")
                }
                let modes = [
                    "\(name)", "\(name)/config", "\(name)/config/wizard",
                    "\(name)/config/wizard/profile.json", "\(name)/config/wizard/profile.json.lock",
                ].map { Files.mode("\(base)/\($0)") }
                if modes != [0o700, 0o700, 0o700, 0o600, 0o600] {
                    problems.append("modes \(modes.map { $0.map { String($0, radix: 8) } })")
                }
                outcomes.withLock { $0.append((name, problems)) }
            }
        }
        #expect(ran, "no private umask for the thread (unshare(CLONE_FS) failed)")
        let all = outcomes.withLock { $0 }
        for (mask, problems) in all
        where !TestReport.variant(faultClass, passed: problems.isEmpty) {
            Issue.record("umask \(mask): \(problems)")
        }
        #expect(all.count == 512)
    }
}
