import Glibc
import Testing

@testable import WizardIO

/// ``LinkPolicy``, the rule for following links (docs/store.md), over every
/// combination of owners and directory modes that matters, for several users.
@Suite("Link policy", .timeLimit(.minutes(5)))
struct LinkPolicyTests {
    static let users: [uid_t] = [0, 1000, 4242, 65534]
    static let modes: [mode_t] = [0o755, 0o700, 0o777, 0o1777, 0o1755, 0o1770, 0o2777]

    @Test(
        "links of the user or root are followed, others never; sticky directories as the kernel's")
    func everyCombination() {
        var tried = 0
        for user in Self.users {
            for linkOwner in Self.users + [user &+ 1] {
                for directoryOwner in Self.users {
                    for mode in Self.modes {
                        tried += 1
                        let refusal = LinkPolicy.refusal(
                            linkOwner: linkOwner, directoryOwner: directoryOwner,
                            directoryMode: mode, user: user)
                        let sticky = mode & S_ISVTX != 0 && mode & S_IWOTH != 0
                        let expected: LinkPolicy.Refusal? =
                            if linkOwner != user && linkOwner != 0 {
                                .linkOwner
                            } else if sticky && linkOwner != user && linkOwner != directoryOwner {
                                .stickyDirectory
                            } else {
                                nil
                            }
                        #expect(
                            refusal == expected,
                            "user \(user), link \(linkOwner), directory \(directoryOwner) \(String(mode, radix: 8))"
                        )
                    }
                }
            }
        }
        #expect(tried == 4 * 5 * 4 * 7)
    }

    @Test("a user's own link is followed anywhere; a stranger's nowhere")
    func ownAndStrangers() {
        for mode in Self.modes {
            #expect(
                LinkPolicy.refusal(
                    linkOwner: 1000, directoryOwner: 0, directoryMode: mode, user: 1000) == nil)
            #expect(
                LinkPolicy.refusal(
                    linkOwner: 4242, directoryOwner: 4242, directoryMode: mode, user: 1000)
                    == .linkOwner)
        }
        // Root's link in /tmp (root's) is followed; in a stranger's sticky directory, not.
        #expect(
            LinkPolicy.refusal(linkOwner: 0, directoryOwner: 0, directoryMode: 0o1777, user: 1000)
                == nil)
        #expect(
            LinkPolicy.refusal(
                linkOwner: 0, directoryOwner: 4242, directoryMode: 0o1777, user: 1000)
                == .stickyDirectory)
    }
}
