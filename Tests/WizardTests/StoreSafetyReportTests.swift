import Glibc
import Testing
import WizardCore
import WizardText

@testable import WizardIO
@testable import wizard

/// The store's refusals of links, directories, locks and owners, and lost output, as the
/// person reads them, with their exit statuses (docs/exit-status.md: 64, 73, 74, 75).
@Suite("Store safety reports", .timeLimit(.minutes(5)))
struct StoreSafetyReportTests {
    private func report(_ error: WizardError, _ language: Language = .english) -> ErrorReport {
        ErrorReport(error, language: language)
    }

    private let alice = FileOwner(uid: 1000, name: "alice")
    private let stranger = FileOwner(uid: 4321, name: nil)

    @Test("a store path that names a directory: a usage error, pointing to --help; 64")
    func namesDirectory() {
        let slash = report(.store(.namesDirectory(path: "d/profile.json/", trailingSlash: true)))
        #expect(
            slash.lines == [
                "wizard: the profile store d/profile.json/ ends in '/', so it names a directory;"
                    + " the store is a file: give its path without the last '/'",
                "Try 'wizard --help' for more information.",
            ])
        #expect(slash.status == .usage)
        let directory = report(.store(.namesDirectory(path: "/", trailingSlash: false)))
        #expect(directory.lines[0].hasSuffix("give the path of one, such as /profile.json"))
        #expect(directory.status == .usage)
    }

    @Test("a link not followed: which link, whose, and why; 74 reading, 73 writing")
    func untrustedLinks() {
        let owner = UntrustedLink(link: "/h/p.json", owner: stranger, reason: .linkOwner)
        let reading = report(.store(.untrustedLink(path: "/h/p.json", owner, writing: false)))
        #expect(
            reading.lines == [
                "wizard: not following the profile store /h/p.json, a symbolic link: it belongs"
                    + " to uid 4321, and wizard follows only links that belong to you or to root."
                    + " Nothing was read or written: remove the link, or choose another file with"
                    + " --store."
            ])
        #expect(reading.status == .ioError)
        #expect(
            report(.store(.untrustedLink(path: "/h/p.json", owner, writing: true))).status
                == .cannotCreate)
        let sticky = UntrustedLink(
            link: "/tmp/p.json", owner: .init(uid: 0, name: "root"),
            reason: .stickyDirectory(directory: "/tmp", owner: alice))
        #expect(
            report(.store(.untrustedLink(path: "/h/.config/p.json", sticky, writing: false))).lines
                == [
                    "wizard: not following the symbolic link /tmp/p.json on the way to the profile"
                        + " store /h/.config/p.json: it belongs to root (uid 0) and lies in /tmp, a"
                        + " directory anyone may write in (sticky, as /tmp is) that belongs to alice"
                        + " (uid 1000); there wizard follows only links that belong to you or to the"
                        + " directory's owner. Nothing was read or written: remove the link, or"
                        + " choose another file with --store."
                ])
        let target = UntrustedLink(
            link: "/h/p.json", owner: alice,
            reason: .targetDirectory(directory: "/s", owner: stranger))
        let korean = report(
            .store(.untrustedLink(path: "/h/p.json", target, writing: false)), .korean)
        #expect(
            korean.lines == [
                "wizard: 심볼릭 링크인 프로필 저장소 /h/p.json을 따라가지 않았습니다: 링크가 가리키는"
                    + " /s의 소유자가 uid 4321입니다. wizard는 본인이나 root가 소유한 디렉터리로만 링크를"
                    + " 따라갑니다. 아무것도 읽거나 쓰지 않았습니다. 링크를 지우거나 --store로 다른 파일을"
                    + " 고르세요."
            ])
    }

    @Test("a lock file shut to this user: named, with its owner and mode; 73")
    func lockUnusable() {
        let error = report(
            .store(
                .lockUnusable(
                    lockPath: "p.json.lock", SystemError("open", code: EACCES), owner: alice,
                    mode: 0o400)))
        #expect(
            error.lines == [
                "wizard: cannot open the lock file p.json.lock: Permission denied (it belongs to"
                    + " alice (uid 1000), mode 0400). Nothing was saved; its owner or root can"
                    + " remove it (wizard makes a new one), or choose another file with --store."
            ])
        #expect(error.status == .cannotCreate)
    }

    @Test("the lock still held when --wait ran out: 75, naming the lock file and what to do")
    func lockTimedOut() {
        let waited = report(.store(.lockTimedOut(lockPath: "p.lock", waited: .milliseconds(2500))))
        #expect(
            waited.lines == [
                "wizard: another process still holds the lock file p.lock after 2.5 seconds"
                    + " (--wait 2.5). Nothing was saved; try again once it has finished, or wait"
                    + " longer with --wait SECONDS (without --wait, wizard waits as long as it"
                    + " takes)."
            ])
        #expect(waited.status == .temporaryFailure)
        #expect(waited.status.rawValue == 75)
        let korean = report(
            .store(.lockTimedOut(lockPath: "p.lock", waited: .milliseconds(0))), .korean)
        #expect(korean.lines[0].hasPrefix("wizard: 다른 프로세스가 잠금 파일 p.lock을 잡고 있고, --wait 0이라"))
    }

    @Test("another user's store is not taken: 73")
    func ownerNotKept() {
        let error = report(.store(.ownerNotKept(path: "p.json", owner: stranger)))
        #expect(
            error.lines[0].hasPrefix(
                "wizard: cannot write the profile store p.json: it belongs to uid 4321,"))
        #expect(error.status == .cannotCreate)
    }

    @Test("lost output: 74, saying whether the profile was saved")
    func outputLost() {
        let lost = report(.outputLost(SystemError("write", code: ENOSPC), saved: false))
        #expect(lost.lines == ["wizard: cannot write to standard output: No space left on device."])
        #expect(lost.status == .ioError)
        let saved = report(.outputLost(SystemError("write", code: EBADF), saved: true), .korean)
        #expect(
            saved.lines == [
                "wizard: 표준 출력에 쓸 수 없습니다: Bad file descriptor. 프로필은 저장했고, 이 출력만 잃었습니다."
            ])
    }

    /// A sink whose writes all fail, as standard output on a full disk does.
    private final class FullSink: TextSink {
        let writeFailure: SystemError? = SystemError("write", code: ENOSPC)
        func write(_ text: String) {}
    }

    private final class Buffer: TextSink {
        private(set) var text = ""
        func write(_ text: String) { self.text += text }
    }

    @Test(
        "Wizard.main checks standard output once at the end, whatever the command did",
        arguments: [["--version"], ["help", "profile"], ["flow", "show"], ["flow", "questions"]])
    func mainChecksOutput(arguments: [String]) {
        let errors = Buffer()
        let status = Wizard.main(
            arguments: arguments, environment: ["LANG": "C.UTF-8"], standardOutput: FullSink(),
            standardError: errors)
        #expect(status == .ioError)
        #expect(
            errors.text == "wizard: cannot write to standard output: No space left on device.\n")
    }
}
