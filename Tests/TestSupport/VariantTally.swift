import Glibc

/// Counts the variants a test of one class of faults tried and how many failed, and prints
/// them as a row of the table the store's issue asks for: `| class | tried | failures |`.
///
/// It only counts: each variant's checks are the caller's `#expect`s, and ``record(_:)``
/// returns the verdict so it can be one of them.
public final class VariantTally {
    public let name: String
    public private(set) var tried = 0
    public private(set) var failures = 0

    public init(_ name: String) {
        self.name = name
    }

    /// Counts one variant; `passed` says whether all its checks held.
    @discardableResult
    public func record(_ passed: Bool) -> Bool {
        tried += 1
        if !passed { failures += 1 }
        return passed
    }

    /// The table row, printed.
    public func printRow() {
        Self.printRow(name, tried: tried, failures: failures)
    }

    /// A row for counts a test keeps itself.
    public static func printRow(_ name: String, tried: Int, failures: Int) {
        print("| \(name) | \(tried) | \(failures) |")
    }
}

/// A count a test runs, from the environment variable `name` (a positive decimal number)
/// when it is set, else `fallback`: the suite keeps its own counts, and
/// `Scripts/stress-store` raises them.
public func environmentCount(_ name: String, default fallback: Int) -> Int {
    guard let text = getenv(name).map({ String(cString: $0) }), let count = Int(text), count > 0
    else { return fallback }
    return count
}
