/// Lays out the current step of an ``InteractiveState`` as a ``Frame`` (SPEC §4): the step
/// indicator, the step's content (title, text or control, alert) and the bottom button
/// with its key hints. Every line fits `width` columns, and the frame fits `height` rows
/// (less one, so that the terminal never scrolls): a long text or feature list is cut
/// with `…`, and a picker shows a window of its options around the choice.
public final class StepScreen {
    /// The prompt the line editor shows in a text field.
    public static let fieldPrompt = "❯ "

    public let width: Int
    public let height: Int
    /// Columns left blank on each side; the text field's prompt starts after them.
    public let margin: Int
    var contentWidth: Int { width - 2 * margin }
    /// The rows around each step's content, by step and whether going back is possible.
    private var chromeCache: [String: (top: [Line], bottom: [Line])] = [:]

    /// The most options a picker shows at once.
    static let pickerWindow = 7

    /// - Parameters:
    ///   - width: the terminal's columns; layouts are designed for 40 and up and stay
    ///     within narrower terminals too.
    ///   - height: the terminal's rows; frames are designed for 16 and up.
    public init(width: Int, height: Int = .max) {
        self.width = max(width, 8)
        self.height = height
        self.margin = width >= 60 ? 2 : 1
    }

    /// The frame for `state`, its content shifted `slide` columns right (the slide-in
    /// transition: the content enters from the trailing edge; indicator and button stay).
    public func frame(for state: InteractiveState, slide: Int = 0) -> Frame {
        guard let step = state.currentStep else { return Frame() }
        let language = state.language
        let chrome = self.chrome(for: step, state: state)
        var content: [Line] = []
        var fieldOffset: Int?
        switch step.kind {
        case .info(let page):
            content.append(title(step.title(language), [.bold, .underline, .accent]))
            if let tour = state.tours[step.id] {
                content += tourLines(page, tour: tour, language: language)
            } else {
                content.append("")
                let text = page.text(language)
                if !text.isEmpty {
                    content += text.wrapped(toWidth: contentWidth).map { Line($0) }
                    if !page.features.isEmpty { content.append("") }
                }
                content += featureList(page.features, language: language)
            }
        case .text:
            content.append(title(step.title(language), [.bold, .accent]))
            content.append("")
            fieldOffset = content.count
            content.append("")
        case .slider:
            content.append(title(step.title(language), [.bold, .accent]))
            content.append("")
            if let slider = state.sliders[step.id] { content += sliderLines(slider) }
        case .picker:
            let picker = state.pickers[step.id]
            content.append(
                title(picker?.chosenLabel(language) ?? step.title(language), [.bold, .accent]))
            content.append("")
            if let picker { content += pickerLines(picker, language: language) }
        case .confirm:
            content.append(title(step.title(language), [.bold, .accent]))
            content.append("")
            if let picker = state.pickers[step.id] {
                content += pickerLines(picker, language: language)
            }
        }
        let alert = alertLines(state.alert.map { $0(language) })
        let room = height - 1 - chrome.top.count - chrome.bottom.count - alert.count
        if fieldOffset == nil, content.count > room {
            content = Array(content.prefix(max(room - 1, 1))) + [Line("…", .dim)]
        }
        content += alert

        var frame = Frame(lines: chrome.top)
        frame.lines += content.map { line in
            line.spans.isEmpty ? line : line.shifted(by: margin + slide, within: width)
        }
        if let fieldOffset {
            frame.fieldRow = chrome.top.count + fieldOffset
            frame.fieldAlertRows = state.alert == nil ? 0 : alert.count
        }
        frame.lines += chrome.bottom
        return frame
    }

    /// The rows above and below a step's content: the step indicator, and the button with
    /// its key hints. They change only with the step, whether going back is possible and a
    /// tour's page and pause, so they are laid out once for each: wrapping the hints on
    /// every key would cost more than the rest of the frame.
    private func chrome(for step: Step, state: InteractiveState) -> (top: [Line], bottom: [Line]) {
        var probe = state.session
        let canGoBack = probe.goBack()
        let tour = state.tours[step.id]
        let key =
            "\(step.id)\u{0}\(canGoBack)\u{0}\(tour?.isLastPage ?? true)\(tour?.isPaused ?? false)"
        if let cached = chromeCache[key] { return cached }
        let language = state.language
        let progress = state.session.progress
        let top = [
            "",
            indent(StepIndicator.line(step: progress.step, of: progress.of, width: contentWidth)),
            "",
        ]
        // A paged tour shows its button on the last page only, as seed 004 does.
        let button =
            tour?.isLastPage == false
            ? Line("") : Line(" \(step.button(language)) ", [.bold, .inverse, .accent])
        let hints = hintLines(for: step, canGoBack: canGoBack, tour: tour, language: language)
        let bottom = ["", indent(button)] + hints.map { indent(Line($0, .dim)) }
        chromeCache[key] = (top, bottom)
        return (top, bottom)
    }

    private func title(_ text: String, _ style: Style) -> Line {
        Line(text.truncated(toWidth: contentWidth), style)
    }

    private func indent(_ line: Line) -> Line {
        line.spans.isEmpty ? line : line.shifted(by: margin, within: width)
    }

    /// The alert, wrapped under a warning sign; one empty row when there is none, so the
    /// layout does not jump.
    private func alertLines(_ alert: String?) -> [Line] {
        guard let alert else { return [""] }
        return alert.wrapped(toWidth: contentWidth - 2).enumerated().map { index, text in
            Line((index == 0 ? "⚠ " : "  ") + text, .bold)
        }
    }

    /// The value large (bold, in fullwidth digits), centred over `18 ━━━━━●────── 50`; it
    /// stays in place so that a step rewrites only the digits that change.
    private func sliderLines(_ slider: SliderEdit) -> [Line] {
        let range = slider.question.range
        let value = String(String(slider.value).unicodeScalars.map(Self.fullwidth))
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

    /// The wheel: the options, the chosen one marked and highlighted. Past
    /// ``pickerWindow`` options it shows a window that follows the choice, with a row above
    /// and below saying how many more there are.
    private func pickerLines(_ picker: PickerEdit, language: Language) -> [Line] {
        let options = picker.question.options
        guard options.count > Self.pickerWindow else {
            return optionLines(picker, range: options.indices, language: language)
        }
        let first = min(
            max((picker.selection ?? 0) - Self.pickerWindow / 2, 0),
            options.count - Self.pickerWindow)
        let shown = first..<(first + Self.pickerWindow)
        func more(_ count: Int, _ arrow: String) -> Line {
            count == 0 ? Line("") : Line("  \(arrow) \(count)", .dim)
        }
        return [more(first, "↑")] + optionLines(picker, range: shown, language: language)
            + [more(options.count - shown.upperBound, "↓")]
    }

    private func optionLines(_ picker: PickerEdit, range: Range<Int>, language: Language)
        -> [Line]
    {
        range.map { index in
            let option = picker.question.options[index]
            let label = option.label(language)
            let line: Line =
                index == picker.selection
                ? Line([Span("❯ ", [.bold, .accent]), Span(label, [.bold, .accent])])
                : Line("  " + label, picker.selection == nil ? [] : .dim)
            return line.shifted(by: 0, within: contentWidth)
        }
    }

    private func hintLines(
        for step: Step, canGoBack: Bool, tour: TourEdit?, language: Language
    ) -> [String] {
        var parts: [String] = []
        if tour?.isLastPage != false {
            parts.append(Catalogue.hintEnter(button: step.button)(language))
        }
        switch step.kind {
        case .slider: parts.append(Catalogue.hintSlider(language))
        case .picker: parts.append(Catalogue.hintPicker(language))
        case .confirm: parts.append(Catalogue.hintConfirm(language))
        case .info(let page):
            if tour != nil { parts.append(Catalogue.hintPages(language)) }
            if let tour, tour.secondsPerPage != nil {
                let pause = tour.isPaused ? Catalogue.hintResume : Catalogue.hintPause
                parts.append(pause(language))
            }
            if !page.features.isEmpty { parts.append(Catalogue.hintSkip(language)) }
        case .text: break
        }
        if canGoBack { parts.append(Catalogue.hintBack(language)) }
        if case .text = step.kind {
            parts.append(Catalogue.hintQuitField(language))
        } else {
            parts.append(Catalogue.hintQuitKeys(language))
        }
        return Self.join(parts, separator: " · ", width: contentWidth)
    }

    /// `parts` joined into as few lines as fit `width`, breaking only between parts (a part
    /// wider than a line is wrapped on its own), so no line starts with the separator.
    static func join(_ parts: [String], separator: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for part in parts {
            let candidate = current.isEmpty ? part : current + separator + part
            if candidate.displayWidth <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            let pieces = part.wrapped(toWidth: width)
            lines += pieces.dropLast()
            current = pieces.last ?? ""
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
