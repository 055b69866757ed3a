import WizardMessages
import WizardText

extension Message {
    /// The notice shown in the last `seconds` before the time without a key runs out on a
    /// step: going on when the step then takes its default (`goesOn`), else quitting,
    /// "without saving" only where the run saves its answers (`saves`; `wizard ask` saves
    /// nothing, so its notice does not speak of saving).
    public static func countdown(seconds: Int, goesOn: Bool, saves: Bool) -> LocalizedText {
        if goesOn { return countdownGoOn(seconds: seconds) }
        return saves ? countdownQuit(seconds: seconds) : countdownQuitAsk(seconds: seconds)
    }
}
