import WizardMessages
import WizardText

/// Lays out the current step of an ``InteractiveState`` as a ``Frame`` (`docs/screens.md`): the step
/// indicator, the step's content (title, text or control, alert) and the bottom button
/// with its key hints. Every line fits `width` columns, and the frame fits `height` rows
/// (less one, so that the terminal never scrolls): on a short terminal a long list shows
/// fewer options first (``StepContent/listWindow``), then the key hints go, then blank rows,
/// and a page still too long scrolls with ↑/↓ (``fitted``). Every
/// text is in the screen's ``language``, which each step's edit draws its content in.
public final class StepScreen {
    /// The prompt the line editor shows in a text field.
    public static let fieldPrompt = "❯ "

    /// What a run decides about every screen.
    public struct Options: Sendable, Equatable {
        /// The step indicator's style.
        public var progress: ProgressStyle
        /// Whether Esc quits in the text field as on the other screens (emacs keys). With
        /// vi keys Esc is vi's own there, and every screen names Ctrl-C to quit, so that the
        /// hints agree and hold everywhere.
        public var escapeQuits: Bool

        public init(progress: ProgressStyle = .bar, escapeQuits: Bool = true) {
            self.progress = progress
            self.escapeQuits = escapeQuits
        }
    }

    public let width: Int
    public let height: Int
    /// The language every text is laid out in: the run's, which the state it lays out reads
    /// its keys in too (``InteractiveState/language``). A screen keeps what it laid out (the
    /// rows around a step, wrapped texts), so it lays out one language only.
    public let language: Language
    public let options: Options
    /// The symbols the terminal shows: texts laid out here go through its ``Glyphs/words(_:)``.
    public let glyphs: Glyphs
    /// Columns left blank on each side; the text field's prompt starts after them.
    public let margin: Int
    var contentWidth: Int { width - 2 * margin }
    /// The rows around each step's content, by step, whether going back is possible, and
    /// the button and hints shown; the last ones laid out are kept apart, as most keys
    /// leave them as they were and comparing costs less than hashing.
    private var chromeCache: [ChromeKey: Chrome] = [:]
    private var lastChrome: (key: ChromeKey, chrome: Chrome)?
    /// The last description laid out and its rows (``descriptionRows(of:)``).
    var lastDescription: (text: String, rows: [String])?
    /// The most options a long list's window shows while a step is laid out again to keep
    /// its key hints in view (``listKeepingHints(_:chrome:alert:layOut:)``); `nil` otherwise.
    var optionWindowLimit: Int?
    /// The fewest options a long list's window shows to make room for the key hints.
    static let smallestListWindow = 3
    /// Texts wrapped lately, by text and width (``wrap(_:toWidth:)``).
    private var wrappedTexts = LayoutMemo<WrapKey, [String]>()
    /// Option rows laid out lately without marks, by all that they show
    /// (``optionRows(marker:_:label:_:marks:)``).
    private var optionRowMemo = LayoutMemo<OptionRowKey, [Line]>()

    private struct WrapKey: Hashable {
        let text: String
        let width: Int
    }

    private struct OptionRowKey: Hashable {
        let marker: String
        let markerStyle: Style
        let label: String
        let style: Style
    }

    /// What the rows around a step's content depend on.
    private struct ChromeKey: Hashable {
        let stepID: String
        let progress: FlowProgress
        let canGoBack: Bool
        /// The button going back presses when it leaves the session (``Flow/backButton``).
        let backButton: String?
        let showsButton: Bool
        let hints: [String]
        let escapeClears: Bool
        /// The flow's title (``Flow/title``), in the screen's language.
        let title: String?
    }

    /// The rows around a step's content: above it the step indicator between blank rows;
    /// below it a blank row, the button, and the key hints.
    struct Chrome {
        var top: [Line]
        var button: [Line]
        var hints: [Line]
    }

    /// - Parameters:
    ///   - width: the terminal's columns; layouts are designed for 40 and up and stay
    ///     within narrower terminals too.
    ///   - height: the terminal's rows; frames are designed for 16 and up, and keep the
    ///     indicator, the control and the button down to 8.
    ///   - language: the run's language.
    ///   - glyphs: what the terminal can show (``Glyphs/forTerminal(environment:)``).
    public init(
        width: Int, height: Int = .max, language: Language, options: Options = Options(),
        glyphs: Glyphs = .unicode
    ) {
        self.width = max(width, 8)
        self.height = height
        self.language = language
        self.options = options
        self.glyphs = glyphs
        self.margin = Self.margin(forWidth: width)
    }

    /// The columns left blank on each side of a terminal `width` columns wide.
    public static func margin(forWidth width: Int) -> Int { width >= 60 ? 2 : 1 }

    /// The frame for `state`, its content shifted `slide` columns right (the slide-in
    /// transition: the content enters from the trailing edge; indicator and button stay).
    ///
    /// - Precondition: `state` is in the screen's ``language``.
    public func frame(for state: InteractiveState, slide: Int = 0) -> Frame {
        assert(state.language == language, "a screen lays out a state of its own language")
        guard let step = state.currentStep, let edit = state.edits[step.id] else {
            guard state.session.isReviewing else { return Frame() }
            var frame = reviewFrame(for: state)
            if state.isConfirmingQuit { addQuitQuestion(to: &frame, state: state) }
            return frame
        }
        let laidOut = describing(edit.content(of: step, on: self), step: step)
        var alert = alertLines(state.alert.map { glyphs.words($0(language)) })
        if let notice = state.notice.map({ noticeLines(glyphs.words($0(language))) }) {
            // In the alert's row when there is none, so that the layout does not jump.
            alert = state.alert == nil ? notice : alert + notice
        }
        if state.warnedReply != nil {
            alert += noticeLines(glyphs.words(KeepAnyway.question(language)), symbol: "?")
        }
        let stepChrome = chrome(for: step, edit: edit, state: state, scrolls: false)
        let stepContent = listKeepingHints(laidOut, chrome: stepChrome, alert: alert) {
            describing(edit.content(of: step, on: self), step: step)
        }
        var fit = fitted(
            stepChrome, content: stepContent, alert: alert, scrollOffset: state.scrollOffset,
            squeezing: true)
        if fit.scrollLimit > 0 {
            // A page that scrolls anyway keeps its hints (naming its scroll keys) while it has
            // room; a question's description scrolling on its own keeps its control in view.
            let roomy = fitted(
                chrome(for: step, edit: edit, state: state, scrolls: true), content: stepContent,
                alert: alert, scrollOffset: state.scrollOffset, squeezing: false)
            if roomy.window >= Self.roomyWindow, roomy.scrollsDescription == fit.scrollsDescription
            {
                fit = roomy
            }
        }

        var frame = Frame(lines: fit.top)
        frame.lines += fit.content.map { line in
            line.spans.isEmpty ? line : line.shifted(by: margin + slide, within: width)
        }
        if let fieldOffset = fit.fieldRow, state.warnedReply != nil {
            // The answer warned about stays in view while the keys answer the question.
            let field = FieldRow(
                prompt: String(repeating: " ", count: margin) + glyphs.cells(Self.fieldPrompt),
                line: state.currentDraft, cursor: 0, width: width,
                echo: step.kind.exposure.echo)
            frame.lines[fit.top.count + fieldOffset] = Line(field.text)
        } else if let fieldOffset = fit.fieldRow {
            frame.fieldRow = fit.top.count + fieldOffset
            frame.fieldAlertRows = state.alert == nil && state.notice == nil ? 0 : fit.alertRows
            frame.fieldPlaceholder = stepContent.placeholder
        }
        frame.scrollLimit = fit.scrollLimit
        frame.lines += fit.bottom
        if state.isConfirmingQuit { addQuitQuestion(to: &frame, state: state) }
        return frame
    }

    /// `content` laid out again (`layOut`) with fewer options in its list's window while the
    /// step with every key hint is taller than the terminal: a long list gives up rows, down
    /// to ``smallestListWindow``, before the hints go (``fitted``).
    private func listKeepingHints(
        _ content: StepContent, chrome: Chrome, alert: [Line], layOut: () -> StepContent
    ) -> StepContent {
        guard height != .max else { return content }
        var content = content
        while let window = content.listWindow, window > Self.smallestListWindow {
            let rows =
                chrome.top.count + content.lines.count + alert.count + chrome.button.count
                + chrome.hints.count
            let overflow = rows - (height - 1)
            guard overflow > 0 else { break }
            optionWindowLimit = max(Self.smallestListWindow, window - overflow)
            defer { optionWindowLimit = nil }
            let fewer = layOut()
            guard let shown = fewer.listWindow, shown < window else { break }
            content = fewer
        }
        return content
    }

    /// Esc's question, under the frame; on a full terminal the frame's last rows (its key
    /// hints) make room for it. A text field, which the line editor draws while it edits,
    /// shows its line meanwhile, as the editor left it.
    private func addQuitQuestion(to frame: inout Frame, state: InteractiveState) {
        if let row = frame.fieldRow, frame.lines.indices.contains(row), let step = state.currentStep
        {
            let draft = state.currentDraft
            let field = FieldRow(
                prompt: String(repeating: " ", count: margin) + Self.fieldPrompt, line: draft,
                cursor: state.fieldCursor ?? draft.count, width: width,
                echo: step.kind.exposure.echo)
            frame.lines[row] = Line(field.text)
        }
        let question = glyphs.words(Message.quitConfirmation(language)).wrapped(
            toWidth: contentWidth
        ).map { indent(Line($0, .bold)) }
        let room = max(height - 1 - question.count, (frame.fieldRow ?? 0) + 1)
        if frame.lines.count > room { frame.lines.removeLast(frame.lines.count - room) }
        frame.lines += question
    }

    /// The rows above and below a step's content, with the hint to scroll when `scrolls`.
    /// They change only with the step, whether going back is possible, the button's
    /// showing and the hints (a tour's pause), so they are laid out once for each: wrapping
    /// the hints on every key would cost more than the rest of the frame.
    private func chrome(for step: Step, edit: any StepEdit, state: InteractiveState, scrolls: Bool)
        -> Chrome
    {
        let canGoBack = state.session.canGoBack
        let showsButton = edit.showsButton
        let stepHints =
            edit.keyHints(on: self) + (scrolls ? scrollHint(edit).map { $0(language) } : [])
        // The count of steps changes when an earlier answer changes which steps are asked.
        let flowTitle = state.session.flow.title?(language)
        let backButton =
            state.session.goingBackLeaves ? state.session.flow.backButton?(language) : nil
        let key = ChromeKey(
            stepID: step.id, progress: state.progress, canGoBack: canGoBack,
            backButton: backButton, showsButton: showsButton, hints: stepHints,
            escapeClears: edit.escapeClears, title: flowTitle)
        if let last = lastChrome, last.key == key { return last.chrome }
        if let cached = chromeCache[key] {
            lastChrome = (key, cached)
            return cached
        }
        let indicator = StepIndicator.lines(
            state.progress, style: options.progress, width: contentWidth, language: language)
        // A slide tour shows its button on the last page only, as seed 004 does.
        let button =
            showsButton ? Line(" \(step.button(language)) ", [.bold, .inverse, .accent]) : Line("")
        let hints = hintLines(
            for: step, showsButton: showsButton, stepHints: stepHints, canGoBack: canGoBack,
            backButton: backButton, escapeClears: edit.escapeClears)
        // Without an indicator (a single step) a blank row keeps its place, so the content
        // stays put when an answer changes the count to one or from it.
        // The flow's title, when it has one (a debconf script's), takes the first row.
        let title = flowTitle.map {
            indent(Line(glyphs.words($0).truncated(toWidth: contentWidth), .dim))
        }
        let top = [title ?? ""] + (indicator.isEmpty ? [""] : indicator.map(indent)) + [""]
        let chrome = Chrome(
            top: top, button: ["", indent(button)],
            hints: hints.map { indent(Line($0, .dim)) })
        chromeCache[key] = chrome
        lastChrome = (key, chrome)
        return chrome
    }

    /// The hint that names the keys scrolling `edit`'s content, none when no key does.
    private func scrollHint(_ edit: any StepEdit) -> [LocalizedText] {
        switch edit.scrollKeys {
        case .arrows: [Message.hintScroll]
        case .pages: [Message.hintScrollPages]
        case .none: []
        }
    }

    /// A title (or a note) wrapped to the content's width, a line per row: nothing a person
    /// must read is cut.
    func titleLines(_ text: String, _ style: Style) -> [Line] {
        wrap(glyphs.words(text), toWidth: contentWidth).map { Line($0, style) }
    }

    /// `text` wrapped to `width` (``StringProtocol/wrapped(toWidth:)``), from the memo when
    /// the same text was wrapped to the same width lately.
    func wrap(_ text: String, toWidth width: Int) -> [String] {
        wrappedTexts.value(for: WrapKey(text: text, width: width)) {
            text.wrapped(toWidth: width)
        }
    }

    /// An option's rows: `marker` (the cursor's `❯ `, a check box) in `markerStyle`, then
    /// `label` in `style`, wrapped to the content's width, its later rows indented under its
    /// first character.
    ///
    /// `marks` are ranges of the label's Unicode scalars a filter matched
    /// (``markedSpans(_:_:_:)``): each row marks the part of them it shows.
    func optionRows(
        marker: String, _ markerStyle: Style, label: String, _ style: Style,
        marks: [Range<Int>] = []
    ) -> [Line] {
        guard marks.isEmpty else {
            return laidOutOptionRows(
                marker: marker, markerStyle, label: label, style, marks: marks)
        }
        let key = OptionRowKey(
            marker: marker, markerStyle: markerStyle, label: label, style: style)
        return optionRowMemo.value(for: key) {
            laidOutOptionRows(marker: marker, markerStyle, label: label, style, marks: [])
        }
    }

    /// ``optionRows(marker:_:label:_:marks:)`` laid out anew.
    private func laidOutOptionRows(
        marker: String, _ markerStyle: Style, label: String, _ style: Style,
        marks: [Range<Int>]
    ) -> [Line] {
        let indent = marker.displayWidth
        let shown = glyphs.words(label)
        let rows = wrap(shown, toWidth: max(contentWidth - indent, 2))
        // Where each row starts among the label's scalars, found in order; a label its
        // glyphs changed marks nothing.
        let scalars = Array(shown.unicodeScalars)
        var start = 0
        return rows.enumerated().map { index, row in
            let lead =
                index == 0 ? Span(marker, markerStyle) : Span(String(runOf: " ", count: indent))
            var text = [Span(row, style)]
            let rowScalars = Array(row.unicodeScalars)
            if !marks.isEmpty, shown == label,
                let offset = Self.offset(of: rowScalars, in: scalars, from: start)
            {
                let shifted = marks.compactMap { mark -> Range<Int>? in
                    let lower = max(mark.lowerBound - offset, 0)
                    let upper = min(mark.upperBound - offset, rowScalars.count)
                    return lower < upper ? lower..<upper : nil
                }
                text = markedSpans(row, shifted, style)
                start = offset + rowScalars.count
            }
            return Line([lead] + text).shifted(by: 0, within: contentWidth)
        }
    }

    /// Where `part` first occurs in `whole` at or after `start`.
    private static func offset(
        of part: [Unicode.Scalar], in whole: [Unicode.Scalar], from start: Int
    ) -> Int? {
        guard !part.isEmpty, part.count <= whole.count else { return nil }
        var position = start
        while position + part.count <= whole.count {
            if whole[position..<(position + part.count)].elementsEqual(part) { return position }
            position += 1
        }
        return nil
    }

    private func indent(_ line: Line) -> Line {
        line.spans.isEmpty ? line : line.shifted(by: margin, within: width)
    }

    /// The alert, wrapped under a warning sign; one empty row when there is none, so the
    /// layout does not jump.
    private func alertLines(_ alert: String?) -> [Line] {
        guard let alert else { return [""] }
        return wrap(alert, toWidth: contentWidth - 2).enumerated().map { index, text in
            Line((index == 0 ? "⚠ " : "  ") + text, .bold)
        }
    }

    /// A notice under the alert, wrapped under `symbol`: the countdown before a timeout
    /// under a clock, the question after a warning under `?`.
    private func noticeLines(_ notice: String, symbol: String = "⏱") -> [Line] {
        wrap(notice, toWidth: contentWidth - 2).enumerated().map { index, text in
            Line((index == 0 ? symbol + " " : "  ") + text, .bold)
        }
    }

    /// The key hints' lines: Enter's, the step's own, going back's and quitting's. Quitting
    /// names Ctrl-C where Esc does not quit everywhere: with vi keys, and on a step where Esc
    /// clears something first (``StepEdit/escapeClears``), so that `Esc clears` and
    /// `Esc: quit` never stand side by side.
    private func hintLines(
        for step: Step, showsButton: Bool, stepHints: [String], canGoBack: Bool,
        backButton: String?, escapeClears: Bool
    ) -> [String] {
        var parts: [String] = []
        if showsButton { parts.append(Message.hintEnter(button: step.button)(language)) }
        parts += stepHints
        if let backButton {
            parts.append(
                Message.hintBackButton(button: LocalizedText(verbatim: backButton))(language))
        } else if canGoBack {
            parts.append(Message.hintBack(language))
        }
        let quit =
            options.escapeQuits && !escapeClears
            ? Message.hintQuitEscape : Message.hintQuitControlC
        parts.append(quit(language))
        // A message may hold several hints (a long list's): each is a part of its own.
        let separator = " · "
        let hints = parts.flatMap { Self.pieces(of: $0, between: separator) }
        return Self.join(
            hints.map(glyphs.words), separator: glyphs.words(separator), width: contentWidth)
    }

    /// `text` cut at each `separator`, the empty pieces left out: what `split(separator:)`
    /// with a string separator gives, which would link the string-processing library into
    /// the binary (Scripts/test-static refuses it).
    static func pieces(of text: String, between separator: String) -> [String] {
        let bytes = Array(text.utf8)
        let mark = Array(separator.utf8)
        var pieces: [String] = []
        var start = 0
        var index = 0
        while !mark.isEmpty, index + mark.count <= bytes.count {
            if bytes[index..<index + mark.count].elementsEqual(mark) {
                if index > start {
                    pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
                }
                index += mark.count
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count { pieces.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return pieces
    }

    /// `parts` joined into as few lines as fit `width`, breaking only between parts (a part
    /// wider than a line is wrapped on its own), so no line starts with the separator and
    /// no hint is cut in two (`Backspace 범위 넓히기` moves to the next line whole).
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
