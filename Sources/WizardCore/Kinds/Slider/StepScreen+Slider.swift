/// The slider on the interactive screen.
extension SliderEdit {
    /// The title over the value and its track.
    public func content(of step: Step, on screen: StepScreen, language: Language) -> StepContent {
        StepContent(
            lines: [screen.title(step.title(language), [.bold, .accent]), ""]
                + screen.sliderLines(self))
    }
}

extension StepScreen {
    /// The value large (bold, in fullwidth digits where the terminal has them), centred over `18 ━━━━━●────── 50`; it
    /// stays in place so that a step rewrites only the digits that change.
    func sliderLines(_ slider: SliderEdit) -> [Line] {
        let range = slider.question.range
        let digits = String(slider.value)
        let value =
            glyphs.drawsFullwidthDigits ? String(digits.unicodeScalars.map(Self.fullwidth)) : digits
        let lower = "\(range.lowerBound) "
        let upper = " \(range.upperBound)"
        let trackWidth = max(3, min(40, contentWidth - lower.count - upper.count))
        let knob = Int((slider.fraction * Double(trackWidth - 1)).rounded())
        let centre = max(0, lower.count + (trackWidth - value.displayWidth) / 2)
        let typed = slider.typedDigits.isEmpty ? "" : "  \(slider.typedDigits)_"
        return [
            Line([Span(String(repeating: " ", count: centre)), Span(value, [.bold, .accent])])
                .shifted(by: 0, within: contentWidth),
            "",
            Line([
                Span(lower, .dim),
                Span(String(repeating: "━", count: knob) + "●", .accent),
                Span(String(repeating: "─", count: trackWidth - 1 - knob), .dim),
                Span(upper, .dim),
                Span(typed, .bold),
            ]).shifted(by: 0, within: contentWidth),
        ]
    }

    /// An ASCII digit as its fullwidth form (`3` → `３`), two columns wide.
    private static func fullwidth(_ scalar: Unicode.Scalar) -> Character {
        guard scalar.properties.numericType != nil, scalar.isASCII,
            let wide = Unicode.Scalar(scalar.value + 0xFEE0)
        else { return Character(scalar) }
        return Character(wide)
    }
}
