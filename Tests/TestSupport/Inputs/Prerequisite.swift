import Glibc
import Testing

/// Whether a test that needs something this machine may lack (root, strace) runs.
///
/// Off CI, a test whose prerequisite is missing is skipped, and Swift Testing says so. In
/// CI (`CI=true`, as `.ci/run` is started) it always runs, so a missing prerequisite fails
/// the run instead of passing unnoticed: the machine CI runs on must have what the suite
/// needs, and `Scripts/bootstrap` installs it.
public enum Prerequisite {
    /// Whether this run is CI's.
    public static var isCI: Bool {
        getenv("CI").map { String(cString: $0) == "true" } ?? false
    }

    /// Whether a test needing something that is `available` here runs.
    public static func runs(when available: Bool) -> Bool {
        available || isCI
    }

    /// Whether `what`, which a test needs, is `available`: when it is not, CI records an
    /// issue naming it (the test fails, not skips), and elsewhere the caller goes on
    /// without it. A test enabled by ``runs(when:)`` starts with this, so that in CI it
    /// fails saying what is missing rather than on what follows from it.
    @discardableResult
    public static func require(
        _ available: Bool, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        if !available, isCI {
            Issue.record(
                "\(what) is missing, and CI must run every test: Scripts/bootstrap installs it",
                sourceLocation: sourceLocation)
        }
        return available
    }
}
