import Glibc

/// The figures a test of many variants leaves for the scripts that tabulate them
/// (`Scripts/fault-classes`, `Scripts/stress-store`), so that the test itself only asserts.
///
/// Each call appends one line to the file `WIZARD_TEST_REPORT` names, and does nothing when
/// it names none. A line is tab-separated, its first field saying what it is:
///
/// - `variant CLASS passed|failed`: one variant of a class of faults, tried; the scripts
///   count them into the rows `| class | tried | failures |`;
/// - `outcome CLASS WHAT`: how one run fell where the test asserts only what holds either
///   way (a killed write kept the old profile, or took the new one);
/// - `figure CLASS NAME VALUE`: a measurement (a seed, a time, bytes read).
///
/// A line is one `write` to a file opened `O_APPEND`, so tests running at once, in this
/// process or another, never split one another's lines.
public enum TestReport {
    /// The report file, or nil when nothing is to be written.
    public static let path: String? = getenv("WIZARD_TEST_REPORT").flatMap {
        let path = String(cString: $0)
        return path.isEmpty ? nil : path
    }

    /// Records one variant of `faultClass` and whether all its checks held.
    ///
    /// - Returns: `passed`, so the call can be the condition a test expects.
    @discardableResult
    public static func variant(_ faultClass: String, passed: Bool) -> Bool {
        append(["variant", faultClass, passed ? "passed" : "failed"])
        return passed
    }

    /// Records each of `variants` as a variant of `faultClass`, failed where `failed` holds.
    ///
    /// - Returns: the variants that failed, for the test to expect none.
    public static func failures<Variants: Sequence>(
        _ faultClass: String, of variants: Variants,
        where failed: (Variants.Element) throws -> Bool
    ) rethrows -> [Variants.Element] {
        var failures: [Variants.Element] = []
        for variant in variants where !self.variant(faultClass, passed: try !failed(variant)) {
            failures.append(variant)
        }
        return failures
    }

    /// Records that one run of `faultClass` ended in `outcome`, which the test does not
    /// assert because it depends on the machine (how a kill fell).
    public static func outcome(_ faultClass: String, _ outcome: String) {
        append(["outcome", faultClass, outcome])
    }

    /// Records a measured figure of `faultClass`.
    public static func figure(_ faultClass: String, _ name: String, _ value: String) {
        append(["figure", faultClass, name, value])
    }

    private static func append(_ fields: [String]) {
        guard let path else { return }
        // A tab or newline inside a field would split it; none of the callers' texts holds
        // one, and a stand-in keeps the line whole if one ever does.
        let line =
            fields.map { field in
                String(field.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
            }.joined(separator: "\t") + "\n"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
