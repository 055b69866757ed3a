/// How the step indicator shows how far along the flow a person is: seed 002's three
/// progress bars. A flow chooses one with its `progress` field, and `--progress` overrides
/// it (`docs/flow-format.md`).
public enum ProgressStyle: String, CaseIterable, Sendable {
    /// `2/4 ███████████████░░░░░░░░░░░░░░░`: ProgressBar, filled in proportion to the step.
    /// The default.
    case bar
    /// `2/4 ━ ━ ━ ━ ━ ━ ━ ─ ─ ─ ─ ─ ─ ─ ─`: DashLineProgress, a row of dashes filled as the
    /// steps go by.
    case dash
    /// BrogressBox: `25 % To Complete` with a clock and the time the steps left take, over a
    /// bar with rounded ends.
    case percent
}

/// Where the person is in the flow, as the step indicator shows it.
public struct FlowProgress: Sendable, Equatable {
    /// The current step, counted from 1 among the steps shown.
    public var step: Int
    /// How many steps are shown.
    public var count: Int
    /// About how long the current step and those after it take, in seconds.
    public var secondsLeft: Double

    public init(step: Int, of count: Int, secondsLeft: Double) {
        self.step = step
        self.count = count
        self.secondsLeft = secondsLeft
    }

    /// The share of the flow done before the current step, in whole percent (0 on the
    /// first step, never 100 while a step is left).
    public var percentDone: Int {
        count == 0 ? 0 : (step - 1) * 100 / count
    }

    /// The minutes left, rounded up: at least 1 while a step is left.
    public var minutesLeft: Int {
        max(1, Int((secondsLeft / 60).rounded(.up)))
    }
}
