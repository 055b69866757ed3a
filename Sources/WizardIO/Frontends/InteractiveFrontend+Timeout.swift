import WizardCore

/// `--timeout` on the screens: the countdown in the last ``IdleTimer/countdownSeconds``,
/// and what happens when the time runs out.
extension InteractiveFrontend {
    /// What the time since the last key does: nothing yet, the countdown in its last
    /// seconds, and once it has run out, the current step's default (an info page's Enter)
    /// when the session takes defaults, else the end of the run.
    func idleReaction(_ state: inout InteractiveState) throws(FrontendError)
        -> InteractiveState.Reaction
    {
        // At the review, the run's time ends on its last answer's step.
        guard var timer,
            let step = state.currentStep ?? state.session.reviewItems.last?.step
        else { return .ignored }
        let now = clock.now
        guard timer.hasRunOut(at: now) else {
            return showCountdown(&state) ? .changed : .ignored
        }
        if let reaction = state.timeRanOut() {
            timer.keyPressed(at: now)
            self.timer = timer
            return reaction
        }
        let progress = state.progress
        throw .timedOut(
            step: step, number: progress.step, count: progress.count, seconds: timer.limit)
    }

    /// Shows the countdown the time since the last key calls for, if any
    /// (``InteractiveState/showCountdown(_:)``). Returns whether the notice changed.
    func showCountdown(_ state: inout InteractiveState) -> Bool {
        guard let timer else { return false }
        return state.showCountdown(timer.countdown(at: clock.now))
    }
}
