import Testing
import WizardCore
import WizardIO

@testable import wizard

/// `--wait SECONDS` (docs/usage.md): where it belongs, what it takes, what it refuses.
@Suite("The --wait option", .timeLimit(.minutes(5)))
struct WaitOptionTests {
    @Test(
        "a whole or decimal number of seconds, to the millisecond",
        arguments: [
            ("0", 0), ("5", 5000), ("0.5", 500), ("2.25", 2250), ("10", 10_000),
            ("0.0005", 0), ("1.2349", 1234), ("007", 7000), ("999999999", 999_999_999_000),
            ("0000000000007", 7000),
        ] as [(String, Int)])
    func seconds(text: String, milliseconds: Int) throws {
        for arguments in [
            ["setup", "--wait", text], ["profile", "--logout", "--wait=\(text)"],
            ["--wait", text], ["profile", "--wait", text, "--logout"],
        ] {
            #expect(try CommandLineParser.parse(arguments).lockWait == .milliseconds(milliseconds))
        }
    }

    @Test("without --wait, wizard waits as long as it takes")
    func forever() throws {
        #expect(try CommandLineParser.parse(["setup"]).lockWait == .forever)
    }

    @Test(
        "anything but a number of seconds is a usage error naming it",
        arguments: [
            "-1", "abc", "1e3", " 5", "5 ", "5s", "1.", ".5", "1.2.3", "0x10", "１", "+5", "٣",
            "1,5", "9999999999", "1000000000", "inf", "NaN",
        ])
    func refused(text: String) {
        for arguments in [["setup", "--wait", text], ["profile", "--logout", "--wait=\(text)"]] {
            #expect {
                try CommandLineParser.parse(arguments)
            } throws: { error in
                guard let usage = error as? UsageError else { return false }
                return usage.reason == .invalidSeconds(option: "--wait", value: text)
                    && usage.message(.english)
                        == "option '--wait' takes a number of seconds, such as 10 or 0.5 (0: do not"
                        + " wait), not '\(text)'"
            }
        }
    }

    @Test("--wait goes with the commands that write the store, not with flow or help")
    func scope() {
        for arguments in [["flow", "show", "--wait", "1"], ["help", "--wait", "1"]] {
            #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
        }
    }

    @Test("what a wait is shown as in messages")
    func shownSeconds() {
        #expect(LockWait.forever.secondsText == nil)
        #expect(LockWait.milliseconds(0).secondsText == "0")
        #expect(LockWait.milliseconds(500).secondsText == "0.5")
        #expect(LockWait.milliseconds(2250).secondsText == "2.25")
        #expect(LockWait.milliseconds(1001).secondsText == "1.001")
        #expect(LockWait.milliseconds(60_000).secondsText == "60")
    }
}
