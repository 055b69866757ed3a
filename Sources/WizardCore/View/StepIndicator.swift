import WizardMessages
import WizardText

/// The step indicator at the top of every interactive screen, in one of seed 002's
/// ``ProgressStyle``s. Its bars are at most 30 columns and never wider than `width`.
///
/// One rule for every style: the label names the step shown among the steps that will be
/// shown (`4/4`), and the bar (or the percent) fills with the steps done before it, so the
/// last step shows 3 of 4 done in every style, and none is full while a step is left. A
/// flow that shows a single step has no indicator: there is nothing to count.
public enum StepIndicator {
    /// Every glyph the indicator draws, in one place.
    enum Glyph {
        static let barFilled = "█"
        static let barEmpty = "░"
        static let dashFilled = "━"
        static let dashEmpty = "─"
        static let clock = "◷"
        static let roundedStart = "◖"
        static let roundedEnd = "◗"
    }

    /// The widest a bar is drawn.
    static let barLimit = 30

    /// The indicator's lines for `progress` in `style`, `width` columns at most.
    public static func lines(
        _ progress: FlowProgress, style: ProgressStyle, width: Int, language: Language
    ) -> [Line] {
        guard progress.count > 1 else { return [] }
        return switch style {
        case .bar: [line(step: progress.step, of: progress.count, width: width)]
        case .dash: [dashLine(progress, width: width)]
        case .percent: percentLines(progress, width: width, language: language)
        }
    }

    /// `2/4 ███████░░░░░░░░░░░░░`: the bar filled in proportion to the steps done before
    /// the step shown.
    public static func line(step: Int, of count: Int, width: Int) -> Line {
        let label = "\(step)/\(count) "
        let barWidth = max(0, min(barLimit, width - label.count))
        let filled = count == 0 ? 0 : barWidth * max(step - 1, 0) / count
        return Line([
            Span(label, .bold),
            Span(String(repeating: Glyph.barFilled, count: filled), .accent),
            Span(String(repeating: Glyph.barEmpty, count: barWidth - filled), .dim),
        ])
    }

    /// `2/4 ━ ━ ─ ─ ─ ─ ─ ─`: a dash for every two columns of the bar, as many of them heavy
    /// as the steps done before the step shown.
    static func dashLine(_ progress: FlowProgress, width: Int) -> Line {
        let label = "\(progress.step)/\(progress.count) "
        let barWidth = max(0, min(barLimit, width - label.count))
        let dashes = (barWidth + 1) / 2
        let filled =
            progress.count == 0 ? 0 : dashes * max(progress.step - 1, 0) / progress.count
        func row(_ glyph: String, _ count: Int) -> String {
            Array(repeating: glyph, count: count).joined(separator: " ")
        }
        let gap = filled > 0 && filled < dashes ? " " : ""
        return Line([
            Span(label, .bold),
            Span(row(Glyph.dashFilled, filled), .accent),
            Span(gap + row(Glyph.dashEmpty, dashes - filled), .dim),
        ])
    }

    /// `25 % To Complete      ◷ 2 min left` over `◖███████░░░░░░░░░░░░░░░░░░░░◗`: the
    /// share done before this step, the time the steps left take, and a bar of the same
    /// share with rounded ends. The time moves to the right end of the bar, and goes when
    /// the line cannot hold it.
    static func percentLines(_ progress: FlowProgress, width: Int, language: Language)
        -> [Line]
    {
        let barWidth = max(2, min(barLimit, width))
        let label = Message.percentComplete(progress.percentDone)(language)
        let time = Glyph.clock + " " + Message.timeLeft(minutes: progress.minutesLeft)(language)
        let gap = max(2, barWidth - label.displayWidth - time.displayWidth)
        var heading = Line([Span(label, [.bold, .accent])])
        if label.displayWidth + gap + time.displayWidth <= width {
            heading.spans += [Span(String(repeating: " ", count: gap)), Span(time, .dim)]
        }
        let inner = barWidth - 2
        let filled = progress.count == 0 ? 0 : inner * (progress.step - 1) / progress.count
        let bar = Line([
            Span(Glyph.roundedStart, filled > 0 ? .accent : .dim),
            Span(String(repeating: Glyph.barFilled, count: filled), .accent),
            Span(String(repeating: Glyph.barEmpty, count: inner - filled), .dim),
            Span(Glyph.roundedEnd, .dim),
        ])
        return [heading.shifted(by: 0, within: width), bar.shifted(by: 0, within: width)]
    }
}
