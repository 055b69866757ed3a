import Testing
import WizardIO

@testable import wizard

/// What the environment decides, in-process: colour (`--no-color`, `NO_COLOR`,
/// `CLICOLOR_FORCE`, `CLICOLOR`, in that order) and plain mode (`ACCESSIBLE`, `WIZARD_PLAIN`).
@Suite("Environment conventions", .timeLimit(.minutes(5)))
struct EnvironmentConventionTests {
    @Test(
        "colour: the flag, then NO_COLOR, then CLICOLOR_FORCE, then CLICOLOR",
        arguments: [
            (false, [:], true), (true, [:], false), (false, ["NO_COLOR": "1"], false),
            (false, ["NO_COLOR": ""], true), (false, ["CLICOLOR": "0"], false),
            (false, ["CLICOLOR": "1"], true), (false, ["CLICOLOR": ""], true),
            (false, ["CLICOLOR": "0", "CLICOLOR_FORCE": "1"], true),
            (false, ["CLICOLOR": "0", "CLICOLOR_FORCE": "0"], false),
            (false, ["CLICOLOR": "0", "CLICOLOR_FORCE": ""], false),
            (false, ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], false),
            (true, ["CLICOLOR_FORCE": "1"], false),
        ] as [(Bool, [String: String], Bool)])
    func colour(flag: Bool, environment: [String: String], wanted: Bool) {
        var invocation = Invocation()
        invocation.noColour = flag
        let context = Context(
            environment: environment, language: .english, standardOutput: DiscardingSink(),
            standardError: DiscardingSink())
        #expect(context.usesColour(invocation) == wanted)
    }

    @Test(
        "plain mode: ACCESSIBLE or WIZARD_PLAIN set to anything but empty or 0",
        arguments: [
            ([:], false), (["ACCESSIBLE": "1"], true), (["ACCESSIBLE": "true"], true),
            (["ACCESSIBLE": "0"], false), (["ACCESSIBLE": ""], false),
            (["WIZARD_PLAIN": "1"], true), (["WIZARD_PLAIN": "0", "ACCESSIBLE": "1"], true),
        ] as [([String: String], Bool)])
    func plain(environment: [String: String], plain: Bool) {
        #expect(AnswerMode.plainRequested(by: environment) == plain)
    }
}

/// A sink that keeps nothing.
private final class DiscardingSink: TextSink {
    func write(_ text: String) {}
}
