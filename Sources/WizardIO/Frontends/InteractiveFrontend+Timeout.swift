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
        guard var timer, let step = state.currentStep else { return .ignored }
        let now = clock.now
        guard timer.hasRunOut(at: now) else {
            return showCountdown(&state) ? .changed : .ignored
        }
        if state.session.takesDefaultOnTimeout(step), let reaction = state.takeDefault() {
            timer.keyPressed(at: now)
            self.timer = timer
            return reaction
        }
        let progress = state.progress
        throw .timedOut(
            step: step, number: progress.step, count: progress.count, seconds: timer.limit)
    }

    /// Sets the countdown the time since the last key calls for, if any: an info page is
    /// passed when the session takes defaults, anything else quits. Returns whether the
    /// notice changed.
    func showCountdown(_ state: inout InteractiveState) -> Bool {
        guard let timer, let step = state.currentStep else { return false }
        let goesOn = state.session.takesDefaultOnTimeout(step)
        let notice = timer.countdown(at: clock.now).map {
            goesOn ? Message.countdownGoOn(seconds: $0) : Message.countdownQuit(seconds: $0)
        }
        guard notice != state.notice else { return false }
        state.notice = notice
        return true
    }
}
