/// Lays out the current step of an ``InteractiveState`` as a ``Frame`` (README's What the screens look like): the step
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
    /// The rows around each step's content, by step, whether going back is possible, and
    /// the button and hints shown.
    private var chromeCache: [String: (top: [Line], bottom: [Line])] = [:]

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
        guard let step = state.currentStep, let edit = state.edits[step.id] else { return Frame() }
        let language = state.language
        let chrome = self.chrome(for: step, edit: edit, state: state)
        let stepContent = edit.content(of: step, on: self, language: language)
        var content = stepContent.lines
        let fieldOffset = stepContent.fieldRow
        var alert = alertLines(state.alert.map { $0(language) })
        if let notice = state.notice.map({ noticeLines($0(language)) }) {
            // In the alert's row when there is none, so that the layout does not jump.
            alert = state.alert == nil ? notice : alert + notice
        }
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
            frame.fieldAlertRows = state.alert == nil && state.notice == nil ? 0 : alert.count
        }
        frame.lines += chrome.bottom
        return frame
    }

    /// The rows above and below a step's content: the step indicator, and the button with
    /// its key hints. They change only with the step, whether going back is possible, the
    /// button's showing and the hints (a tour's pause), so they are laid out once for
    /// each: wrapping the hints on every key would cost more than the rest of the frame.
    private func chrome(for step: Step, edit: any StepEdit, state: InteractiveState) -> (
        top: [Line], bottom: [Line]
    ) {
        let canGoBack = state.session.canGoBack
        let language = state.language
        let showsButton = edit.showsButton
        let stepHints = edit.keyHints(language: language)
        // The count of steps changes when an earlier answer changes which steps are asked.
        let progress = state.progress
        let key =
            "\(step.id)\u{0}\(progress.step)/\(progress.of)\u{0}\(canGoBack)\u{0}\(showsButton)\u{0}\(stepHints.joined(separator: "\u{0}"))"
        if let cached = chromeCache[key] { return cached }
        let top = [
            "",
            indent(StepIndicator.line(step: progress.step, of: progress.of, width: contentWidth)),
            "",
        ]
        // A paged tour shows its button on the last page only, as seed 004 does.
        let button =
            showsButton ? Line(" \(step.button(language)) ", [.bold, .inverse, .accent]) : Line("")
        let hints = hintLines(
            for: step, showsButton: showsButton, stepHints: stepHints, canGoBack: canGoBack,
            language: language)
        let bottom = ["", indent(button)] + hints.map { indent(Line($0, .dim)) }
        chromeCache[key] = (top, bottom)
        return (top, bottom)
    }

    /// A title cut to the content's width.
    func title(_ text: String, _ style: Style) -> Line {
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

    /// A notice under the alert (the countdown before a timeout), wrapped under a clock.
    private func noticeLines(_ notice: String) -> [Line] {
        notice.wrapped(toWidth: contentWidth - 2).enumerated().map { index, text in
            Line((index == 0 ? "⏱ " : "  ") + text, .bold)
        }
    }

    private func hintLines(
        for step: Step, showsButton: Bool, stepHints: [String], canGoBack: Bool,
        language: Language
    ) -> [String] {
        var parts: [String] = []
        if showsButton { parts.append(Catalogue.hintEnter(button: step.button)(language)) }
        parts += stepHints
        if canGoBack { parts.append(Catalogue.hintBack(language)) }
        let quit = step.isLineEdited ? Catalogue.hintQuitField : Catalogue.hintQuitKeys
        parts.append(quit(language))
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
