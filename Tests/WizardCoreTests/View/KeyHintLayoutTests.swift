import TestSupport
import Testing
import WizardCore
import WizardMessages
import WizardText

/// The key hints under a long list: wrapped at whole hints, never a line that begins with
/// the separator or a hint cut in two (Korean included); Esc given one meaning; and a long
/// list that gives up rows before the hints go off a 24-row terminal.
@Suite("Key hints under long lists", .timeLimit(.minutes(5)))
struct KeyHintLayoutTests {
    /// A flow of one picker of `count` options, which filters as it is typed past seven.
    static func picker(_ count: Int) throws -> Flow {
        let options = (1...count).map { #"{"value": "o\#($0)", "label": "Option \#($0)"}"# }
        let text = """
            {"format": 1, "id": "p", "steps": [{"kind": "picker", "key": "pick",
             "title": {"en": "Pick one", "ko": "하나 고르기"},
             "options": [\(options.joined(separator: ", "))]}]}
            """
        return try #require(FlowReader.read(Array(text.utf8)).flow)
    }

    /// The rows under the button of `frame` (its one row in inverse video): its key hints.
    static func hints(_ frame: Frame) -> [String] {
        guard
            let button = frame.lines.lastIndex(where: { line in
                line.spans.contains { $0.style.contains(.inverse) }
            })
        else { return [] }
        return frame.lines[(button + 1)...].map(\.text.trimmed)
    }

    @Test(
        "wrapped hints break between whole hints: no row begins with ·, no hint is cut",
        arguments: [
            (Language.korean, 40), (.korean, 50), (.korean, 60), (.korean, 72), (.english, 40),
            (.english, 60), (Language(code: "de")!, 50), (Language(code: "ja")!, 50),
            (Language(code: "zh_CN")!, 44),
        ])
    func wholeHints(language: Language, width: Int) throws {
        let state = InteractiveState(
            session: Session(flow: try Self.picker(30), language: language), language: language
        )
        let frame = StepScreen(width: width, language: language).frame(for: state)
        let hints = Self.hints(frame)
        #expect(hints.count >= 2, "\(hints)")
        for row in hints {
            #expect(!row.hasPrefix("·") && !row.hasSuffix("·"), "\(row)")
        }
        // Each hint of the list's message stands whole on one row.
        let message = Message.hintPickerFilter(language).split(separator: " · ")
        for hint in message where hint.displayWidth <= width - 4 {
            #expect(hints.contains { $0.contains(hint) }, "\(hint) is cut: \(hints)")
        }
        if language == .korean {
            #expect(hints.contains { $0.contains("Backspace 범위 넓히기") }, "\(hints)")
        }
    }

    @Test("where Esc clears a list's filter, the quit hint names Ctrl-C; elsewhere Esc quits")
    func escapeHasOneMeaning() throws {
        let long = InteractiveState(
            session: Session(flow: try Self.picker(30)), language: .english)
        let longHints = Self.hints(StepScreen(width: 80, language: .english).frame(for: long))
            .joined(separator: " · ")
        #expect(longHints.contains("Esc clears"), "\(longHints)")
        #expect(longHints.contains("Ctrl-C: quit"), "\(longHints)")
        #expect(!longHints.contains("Esc: quit"), "\(longHints)")
        let short = InteractiveState(
            session: Session(flow: try Self.picker(5)), language: .english)
        let shortHints = Self.hints(StepScreen(width: 80, language: .english).frame(for: short))
            .joined(separator: " · ")
        #expect(shortHints.contains("Esc: quit"), "\(shortHints)")
        #expect(!shortHints.contains("Esc clears"), "\(shortHints)")
    }

    @Test("at 80×24 the timezone example's locales list gives up rows before any key hint")
    func listGivesUpRows() throws {
        let text = try #require(Files.text(Examples.timezone))
        let flow = try #require(FlowReader.read(Array(text.utf8)).flow)
        var state = InteractiveState(session: Session(flow: flow), language: .english)
        // Africa, then Cairo: the locales list follows.
        for key in [Key.down, .enter, .character("c"), .character("a"), .character("i"), .enter] {
            _ = state.handle(key)
        }
        #expect(state.currentStep?.id == "locales")
        let frame = StepScreen(width: 80, height: 24, language: .english).frame(for: state)
        #expect(frame.lines.count <= 23)
        let hints = Self.hints(frame).joined(separator: " · ")
        for hint in ["Enter: Get started", "Space: choose", "Esc clears", "Ctrl-C: quit"] {
            #expect(hints.contains(hint), "\(hint): \(frame.lines.map(\.text))")
        }
        // The list still shows a window of options, with how many more there are.
        let rows = frame.lines.map(\.text)
        #expect(rows.filter { $0.contains("[ ]") || $0.contains("[x]") }.count >= 3, "\(rows)")
        #expect(rows.contains { $0.trimmed.hasPrefix("↓ ") }, "\(rows)")
    }
}

extension String {
    /// The text without the spaces at its ends.
    fileprivate var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
