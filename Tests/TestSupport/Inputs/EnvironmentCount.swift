import Glibc

/// A count a test runs, from the environment variable `name` (a positive decimal number)
/// when it is set, else `fallback`: the suite keeps its own counts, and
/// `Scripts/stress-store` raises them.
public func environmentCount(_ name: String, default fallback: Int) -> Int {
    guard let text = getenv(name).map({ String(cString: $0) }), let count = Int(text), count > 0
    else { return fallback }
    return count
}
