import WizardIO

/// Time that moves only when the script says so (or an animation pauses), so a tour's
/// pages turn at exactly the scripted moments.
final class ScriptedClock: MonotonicClock {
    private(set) var now: Double = 1000

    /// Pauses take no real time; they move the clock.
    func pause(seconds: Double) { now += seconds }

    func advance(by seconds: Double) { now += seconds }
}
