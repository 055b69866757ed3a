/// How important a step is (`"priority"`, `docs/flow-format.md`, "Priorities"), as debconf
/// ranks its questions: a run asked at a priority (`setup --priority`, `WIZARD_PRIORITY`)
/// asks only the steps at it or above, and answers the others with their stored answer or
/// default (``Session/Answering/priority``). Ordered from the least important.
public enum StepPriority: String, Sendable, CaseIterable, Comparable {
    case low, medium, high, critical

    /// A step's priority when the flow gives none.
    public static let stepDefault = StepPriority.high

    /// The names, in order, as messages list them.
    public static let names = allCases.map(\.rawValue)

    public static func < (lhs: StepPriority, rhs: StepPriority) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The place in ``allCases``, from 0: a session compares priorities at every step, and
    /// `allCases` is an array made anew each time.
    private var rank: Int {
        switch self {
        case .low: 0
        case .medium: 1
        case .high: 2
        case .critical: 3
        }
    }
}
