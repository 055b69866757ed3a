import WizardText

/// The slider on the interactive screen.
extension SliderEdit {
    /// The title over the value and its track.
    public func content(of step: Step, on screen: StepScreen) -> StepContent {
        let title = screen.titleLines(step.title(screen.language), [.bold, .accent])
        return StepContent(
            lines: title + [""] + screen.sliderLines(self), titleRow: title.count - 1)
    }
}

extension StepScreen {
    /// The value large (bold; in fullwidth characters where the slider asks for them,
    /// ``SliderQuestion/fullwidthDigits``, and the terminal has them) with its unit, as the
    /// profile card shows it (`３０세`, `９：００`; else `8080`), centred over
    /// `18 ━━━━━●────── 50`; it stays in place so that a step rewrites only the digits that
    /// change.
    func sliderLines(_ slider: SliderEdit) -> [Line] {
        let range = slider.question.range
        let shown = slider.question.shown(slider.value, language: language)
        let value =
            slider.question.fullwidthDigits && glyphs.drawsFullwidthDigits
            ? String(shown.unicodeScalars.map(Self.fullwidth)) : shown
        let lower = "\(range.lowerBound) "
        let upper = " \(range.upperBound)"
        let trackWidth = max(3, min(40, contentWidth - lower.count - upper.count))
        let knob = Int((slider.fraction * Double(trackWidth - 1)).rounded())
        let centre = max(0, lower.count + (trackWidth - value.displayWidth) / 2)
        let typed = slider.typedDigits.isEmpty ? "" : "  \(slider.typedDigits)_"
        return [
            Line([Span(String(runOf: " ", count: centre)), Span(value, [.bold, .accent])])
                .shifted(by: 0, within: contentWidth),
            "",
            Line([
                Span(lower, .dim),
                Span(String(runOf: "━", count: knob) + "●", .accent),
                Span(String(runOf: "─", count: trackWidth - 1 - knob), .dim),
                Span(upper, .dim),
                Span(typed, .bold),
            ]).shifted(by: 0, within: contentWidth),
        ]
    }

    /// A printable ASCII character other than space as its fullwidth form (`3` → `３`,
    /// `:` → `：`), two columns wide; anything else as it is.
    private static func fullwidth(_ scalar: Unicode.Scalar) -> Character {
        guard (0x21...0x7E).contains(scalar.value), let wide = Unicode.Scalar(scalar.value + 0xFEE0)
        else { return Character(scalar) }
        return Character(wide)
    }
}
