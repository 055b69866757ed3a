/// debconf's progress bar (`PROGRESS START min max tag` to `PROGRESS STOP`), as the
/// screens show it: a value between two bounds, a title and a line under it.
public struct DebconfProgress: Sendable, Equatable {
    public let minimum: Int
    public let maximum: Int
    /// Where the bar is, always within `minimum...maximum`.
    public private(set) var value: Int
    /// The description of the question `START` named, one line.
    public let title: String
    /// The description of the question the last `INFO` named, one line; `nil` before one.
    public internal(set) var info: String?

    /// A bar at `minimum`.
    /// - Precondition: `minimum <= maximum`.
    public init(minimum: Int, maximum: Int, title: String) {
        precondition(minimum <= maximum)
        self.minimum = minimum
        self.maximum = maximum
        self.value = minimum
        self.title = title
    }

    /// The bar at `value`, within its bounds.
    mutating func set(_ value: Int) {
        self.value = min(max(value, minimum), maximum)
    }

    /// The bar moved on by `increment` (back, when negative), within its bounds.
    mutating func step(_ increment: Int) {
        let (moved, overflow) = value.addingReportingOverflow(increment)
        set(overflow ? (increment > 0 ? maximum : minimum) : moved)
    }

    /// How far the bar is, from 0 to 1; 1 for a bar whose bounds are one value.
    public var fraction: Double {
        guard maximum > minimum else { return 1 }
        return (Double(value) - Double(minimum)) / (Double(maximum) - Double(minimum))
    }
}
