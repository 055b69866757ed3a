/// The step indicator on every interactive screen: `2/4` and the seed's progress bar,
/// filled in proportion to the step.
public enum StepIndicator {
    /// `2/4 ██████████░░░░░░░░░░`, the bar at most 30 columns and never wider than `width`.
    public static func line(step: Int, of count: Int, width: Int) -> Line {
        let label = "\(step)/\(count) "
        let barWidth = max(0, min(30, width - label.count))
        let filled = count == 0 ? 0 : barWidth * step / count
        return Line([
            Span(label, .bold),
            Span(String(repeating: "█", count: filled), .accent),
            Span(String(repeating: "░", count: barWidth - filled), .dim),
        ])
    }
}
