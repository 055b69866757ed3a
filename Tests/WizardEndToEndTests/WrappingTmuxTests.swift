import TestSupport
import Testing

/// Questions at 40 and 20 columns, in English and Korean, in a tmux pane: every title,
/// option, feature title and card value wraps, and none is cut with `…` (`docs/screens.md`).
/// Each step's screen is read once its step indicator shows it, and the card from the
/// scrollback once the shell's prompt is back.
@Suite("Wrapping at narrow terminals", .serialized, .timeLimit(.minutes(5)))
struct WrappingTmuxTests {
    let home = TemporaryDirectory()
    let scratch = TemporaryDirectory()

    /// A flow whose every text is longer than a narrow line, each ending in a word the
    /// screen must show whole.
    static let longFlow = """
        { "format": 1, "id": "long", "steps": [
          { "kind": "info", "id": "welcome",
            "title": { "en": "Welcome to the long words of this flow, welcomeEND",
                       "ko": "이 흐름의 아주 긴 낱말들에 오신 것을 환영합니다 welcomeEND" },
            "features": [ { "icon": "star",
              "title": { "en": "A feature title that is far longer than the terminal featureEND",
                         "ko": "터미널보다 훨씬 긴 기능 제목이 여기에 있습니다 featureEND" },
              "text": { "en": "Its text.", "ko": "설명." } } ] },
          { "kind": "picker", "key": "summary",
            "title": { "en": "Would you like to receive a weekly summary of your dance practice? pickerEND",
                       "ko": "매주 춤 연습 진행 상황을 요약해서 이메일로 받아 보시겠어요? pickerEND" },
            "options": [
              { "value": "weekly", "label": { "en": "Yes, every week on Monday morning, please optionEND",
                                              "ko": "네, 매주 월요일 아침마다 보내 주세요 optionEND" } },
              { "value": "never", "label": { "en": "No", "ko": "아니요" } } ] },
          { "kind": "multiselect", "key": "topics",
            "title": { "en": "Which topics should the weekly summary cover? multiEND",
                       "ko": "주간 요약에 어떤 주제를 담을까요? multiEND" },
            "options": [
              { "value": "steps", "label": { "en": "The new steps you practised this week checkEND",
                                             "ko": "이번 주에 연습한 새로운 스텝들 checkEND" } },
              { "value": "time", "label": { "en": "Time", "ko": "시간" } } ] }
        ] }
        """

    /// `flow` (an example's path, `nil` for the default flow) run at `columns`×24 in
    /// `language`, `keys` pressed on each step in turn, the indicator's `n/` the handshake.
    private func walk(
        flow: String?, language: String, columns: Int, keys: [[String]],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let pane = TmuxPane(home: home.path, directory: scratch, columns: columns, rows: 24)
        let store = home.file("profile-\(columns)-\(language).json")
        let flowOption = flow.map { " --flow \($0)" } ?? ""
        pane.run(
            "clear; \(WizardBinary.path) setup --no-animation --lang \(language)"
                + " --store \(store)\(flowOption)")
        for (index, step) in keys.enumerated() {
            if keys.count > 1 {
                let shown = pane.waitFor { $0.contains { $0.hasPrefix(" \(index + 1)/") } }
                #expect(shown, "step \(index + 1)", sourceLocation: sourceLocation)
            } else {
                // A single page has no indicator: its first feature's icon shows it.
                _ = pane.waitFor { $0.contains { $0.contains("⌂") } }
            }
            expectNothingCut(pane.screen, sourceLocation: sourceLocation)
            for key in step { pane.keys(key) }
        }
        #expect(pane.waitFor { $0.last { !$0.isEmpty } == "$" }, sourceLocation: sourceLocation)
        expectNothingCut(pane.history, sourceLocation: sourceLocation)
    }

    private func expectNothingCut(
        _ rows: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            !rows.contains { $0.contains("…") }, "\(rows.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    @Test("the default flow", arguments: [40, 20], ["en", "ko"])
    func defaultFlow(columns: Int, language: String) {
        walk(
            flow: nil, language: language, columns: columns,
            keys: [["Enter"], ["Alice", "Enter"], ["Enter"], ["Down", "Enter"]])
    }

    @Test("dev-machine", arguments: [40, 20], ["en", "ko"])
    func devMachine(columns: Int, language: String) {
        walk(
            flow: Examples.devMachine, language: language, columns: columns,
            keys: [["Enter"], ["Enter"], ["Enter"], ["Enter"], ["Up", "Enter"], ["Enter"]])
    }

    @Test("real-estate's feature titles", arguments: [40, 20], ["en", "ko"])
    func realEstate(columns: Int, language: String) {
        walk(flow: Examples.realEstate, language: language, columns: columns, keys: [["Enter"]])
    }

    @Test(
        "long titles, options, feature titles and card values show every word",
        arguments: [40, 20], ["en", "ko"])
    func longTexts(columns: Int, language: String) {
        let flow = scratch.file("long.json")
        Files.write(Self.longFlow, to: flow)
        let pane = TmuxPane(home: home.path, directory: scratch, columns: columns, rows: 40)
        pane.run(
            "clear; \(WizardBinary.path) setup --no-animation --lang \(language)"
                + " --store \(home.file("long-\(columns)-\(language).json")) --flow \(flow)")
        let steps: [(ends: [String], keys: [String])] = [
            (["welcomeEND", "featureEND"], ["Enter"]),
            (["pickerEND", "optionEND"], ["Down", "Enter"]),
            (["multiEND", "checkEND"], ["Space", "Enter"]),
        ]
        for (index, step) in steps.enumerated() {
            #expect(pane.waitFor { $0.contains { $0.hasPrefix(" \(index + 1)/") } })
            let screen = pane.screen
            expectNothingCut(screen)
            for end in step.ends {
                #expect(screen.contains { $0.contains(end) }, "\(screen.joined(separator: "\n"))")
            }
            for key in step.keys { pane.keys(key) }
        }
        #expect(pane.waitFor { $0.last { !$0.isEmpty } == "$" })
        let history = pane.history
        expectNothingCut(history)
        // The card holds both answers' labels, whole.
        for end in ["optionEND", "checkEND"] {
            #expect(history.contains { $0.contains(end) }, "\(history.joined(separator: "\n"))")
        }
    }
}
