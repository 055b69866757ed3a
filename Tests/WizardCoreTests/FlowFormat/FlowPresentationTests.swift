import Testing
import WizardCore

/// The flow fields that change how the screens look: `progress`, a step's `estimate`, and
/// an info page's `icon`.
extension FlowReaderTests {
    @Test("progress names a style; bar when absent")
    func progress() throws {
        for style in ProgressStyle.allCases {
            let flow = try #require(
                read(
                    #"{"id":"x","progress":"\#(style.rawValue)","steps":[{"kind":"info","title":"T"}]}"#
                ).flow)
            #expect(flow.progressStyle == style)
        }
        #expect(
            try #require(read(#"{"id":"x","steps":[{"kind":"info","title":"T"}]}"#).flow)
                .progressStyle == .bar)
        #expect(
            reports(#"{"id":"x","progress":"pie","steps":[{"kind":"info","title":"T"}]}"#) == [
                #"1:22: $.progress: expected "bar", "dash" or "percent""#
            ])
        #expect(
            reports(#"{"id":"x","progress":2,"steps":[{"kind":"info","title":"T"}]}"#) == [
                #"1:22: $.progress: expected "bar", "dash" or "percent""#
            ])
    }

    @Test("a step's estimate is seconds from 1 to 3600, for every kind")
    func estimate() throws {
        let flow = try #require(
            read(
                #"{"id":"x","steps":[{"kind":"info","title":"T","estimate":2.5},{"kind":"text","key":"n","title":"N","estimate":600}]}"#
            ).flow)
        #expect(flow.steps.map(\.estimate) == [2.5, 600])
        #expect(flow.steps.map(\.estimatedSeconds) == [2.5, 600])
        for bad in ["0", "3601", "\"soon\"", "-5", "true"] {
            #expect(
                reports(#"{"id":"x","steps":[{"kind":"info","title":"T","estimate":\#(bad)}]}"#)
                    == [
                        "1:58: $.steps[0].estimate: expected a number of seconds from 1 to 3600"
                    ], "\(bad)")
        }
        // Without an estimate, a question takes fifteen seconds and a page five.
        let plain = try #require(
            read(
                #"{"id":"x","steps":[{"kind":"info","title":"T"},{"kind":"text","key":"n","title":"N"}]}"#
            ).flow)
        #expect(plain.steps.map(\.estimatedSeconds) == [5, 15])
    }

    @Test("an info page's icon is a symbol name or a glyph, shown over its title")
    func icon() throws {
        let flow = try #require(
            read(#"{"id":"x","steps":[{"kind":"info","title":"Hello","icon":"figure.dance"}]}"#)
                .flow)
        #expect(flow.steps[0].kind.icon == "figure.dance")
        #expect(FeatureIcon.glyph(for: "figure.dance") == "🕺")
        let state = InteractiveState(session: Session(flow: flow), language: .english)
        let lines = StepScreen(width: 40, language: .english).frame(for: state).lines.map(\.text)
        #expect(lines[3] == String(repeating: " ", count: 19) + "🕺")
        #expect(lines[5] == " Hello")
        for bad in ["3", "\"\\u001b[2J\""] {
            #expect(
                reports(#"{"id":"x","steps":[{"kind":"info","title":"T","icon":\#(bad)}]}"#) == [
                    "1:54: $.steps[0].icon: expected an SF Symbol name or a glyph"
                ], "\(bad)")
        }
        // The default flow's welcome page has seed 001's dancer.
        #expect(Flow.onboarding.steps[0].kind.icon == "figure.dance")
    }
}
