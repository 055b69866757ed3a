/// The problems a flow reader finds: every one counted, the first ``listLimit`` kept to be
/// listed, those that stop a run (blocking) before the others, each class by position.
///
/// A hostile flow of a megabyte can hold a hundred thousand problems (unknown keys, texts
/// missing each other's languages); nobody reads past the first screenful, and building
/// each message would cost more than reading the file. A problem is built only when it
/// would be listed: ``report(at:isBlocking:_:)`` takes it as an autoclosure, so counting
/// the rest costs a comparison each. A blocking problem found after a hundred warnings is
/// listed all the same: what stops a run is never among the problems left out.
struct FlowProblemList {
    /// The most problems listed; the others are counted.
    static let listLimit = 100

    /// The problems to list, at most ``listLimit``: the blocking ones in document order, then
    /// the others in document order.
    private(set) var listed: [FlowProblem] = []
    /// Every problem found, listed or not.
    private(set) var count = 0
    /// Every blocking problem found, listed or not.
    private(set) var blockingCount = 0
    /// Every warning found, listed or not (counted in ``count`` too).
    private(set) var warningCount = 0

    /// Counts a problem at `location`, and keeps it (building it) when it is among the first
    /// ``listLimit`` by position found so far.
    mutating func report(
        at location: TextLocation, isBlocking: Bool = true, _ problem: () -> FlowProblem
    ) {
        count += 1
        if isBlocking { blockingCount += 1 }
        if listed.count == Self.listLimit {
            guard let last = listed.last, Self.precedes(isBlocking, location, last) else {
                return
            }
            listed.removeLast()
        }
        let built = problem()
        // After every problem of its class at the same place or before it: the order they
        // were found.
        let index =
            listed.lastIndex { !Self.precedes(built.isBlocking, built.location, $0) }
            .map { $0 + 1 } ?? 0
        listed.insert(built, at: index)
    }

    /// Whether a problem at `location`, blocking when `isBlocking`, is listed before `other`:
    /// a blocking one before any other, and in each class an earlier place first.
    private static func precedes(
        _ isBlocking: Bool, _ location: TextLocation, _ other: FlowProblem
    ) -> Bool {
        if isBlocking != other.isBlocking { return isBlocking }
        return location < other.location
    }

    /// Counts a warning at `location` (``FlowProblem/isWarning``, never blocking), listed as
    /// a problem is.
    mutating func warn(at location: TextLocation, _ warning: () -> FlowProblem) {
        warningCount += 1
        report(at: location, isBlocking: false, warning)
    }

    /// Whether a problem at `location` would be listed, were it reported now (blocking when
    /// `isBlocking`): for a problem whose exact place costs work to find, and lies at or
    /// after `location`.
    func wouldList(at location: TextLocation, isBlocking: Bool = true) -> Bool {
        listed.count < Self.listLimit || Self.precedes(isBlocking, location, listed.last!)
    }

    /// Counts `count` problems at one `location`, building (`problem(n)` for the n-th, from
    /// 0) only those that would be listed: the work is bounded by ``listLimit``, not `count`.
    mutating func report(
        _ count: Int, at location: TextLocation, isBlocking: Bool,
        _ problem: (Int) -> FlowProblem
    ) {
        var index = 0
        while index < count, wouldList(at: location, isBlocking: isBlocking) {
            report(at: location, isBlocking: isBlocking) { problem(index) }
            index += 1
        }
        self.count += count - index
        if isBlocking { blockingCount += count - index }
    }
}
