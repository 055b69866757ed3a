import Testing
import WizardCore

/// A flow of one tour with three features, then a confirm question.
func tourFlow(_ style: String, seconds: Double = 3) throws -> Flow {
    let text = """
        {"id": "tour", "steps": [
          {"kind": "info", "title": "Tour", "tour": "\(style)", \(style == "progress" ? "\"seconds\": \(seconds)," : "")
           "features": [{"icon": "star", "title": "One", "text": "First"},
                        {"icon": "heart", "title": "Two", "text": "Second"},
                        {"icon": "🚀", "title": "Three", "text": "Third"}],
           "button": "Begin"},
          {"kind": "confirm", "key": "ok", "title": "OK?", "default": true}
        ]}
        """
    return try #require(FlowReader.read(Array(text.utf8)).flow, "the test flow must read")
}

@Suite("Feature tours", .timeLimit(.minutes(5)))
struct TourTests {
    func state(_ flow: Flow) -> InteractiveState {
        InteractiveState(
            session: Session(flow: flow), language: .english)
    }

    func page(_ state: InteractiveState) -> Int? {
        state.edit(of: "#0", as: InfoEdit.self)?.tour?.page
    }

    @Test("slide: ←/→ turn pages within bounds; Enter turns them, then presses the button")
    func slide() throws {
        var state = state(try tourFlow("slide"))
        #expect(page(state) == 0)
        #expect(state.handle(.left) == .ignored)
        #expect(state.handle(.right) == .changed)
        #expect(state.handle(.character("l")) == .changed)
        #expect(page(state) == 2)
        #expect(state.handle(.right) == .ignored)
        #expect(state.handle(.character("h")) == .changed)
        #expect(state.handle(.enter) == .changed)
        #expect(page(state) == 2)
        #expect(state.handle(.enter) == .advanced)
        #expect(state.currentStep?.id == "ok")
        #expect(!state.isTimed)
    }

    @Test("s skips a tour of any style from its first page")
    func skip() throws {
        for style in ["basic", "slide", "progress"] {
            var state = state(try tourFlow(style))
            #expect(state.handle(.character("s")) == .advanced, "\(style)")
            #expect(state.currentStep?.id == "ok")
        }
    }

    @Test(
        "progress: pages advance every N seconds of an injected clock and loop from the last to the first"
    )
    func progress() throws {
        var state = state(try tourFlow("progress", seconds: 3))
        #expect(state.isTimed)
        #expect(state.tick(at: 100) == .ignored)  // the clock starts
        #expect(state.tick(at: 101.5) == .changed)
        #expect(state.edit(of: "#0", as: InfoEdit.self)?.tour?.fraction == 0.5)
        #expect(page(state) == 0)
        #expect(state.tick(at: 103) == .changed)
        #expect(page(state) == 1)
        #expect(state.tick(at: 106) == .changed)
        #expect(page(state) == 2)
        #expect(state.tick(at: 109) == .changed)
        #expect(page(state) == 0, "after the last page, the first")
        #expect(state.edit(of: "#0", as: InfoEdit.self)?.tour?.fraction == 0)
        #expect(state.isTimed)
        #expect(state.tick(at: 112) == .changed)
        #expect(page(state) == 1)
        #expect(state.currentStep?.id == "#0", "the tour waits for its button")
    }

    @Test("progress: the button shows on every page, and Enter ends the tour from any page")
    func progressButton() throws {
        for page in 0..<3 {
            var state = state(try tourFlow("progress", seconds: 3))
            for _ in 0..<page { _ = state.handle(.right) }
            #expect(self.page(state) == page)
            #expect(state.edits["#0"]?.showsButton == true)
            #expect(state.handle(.enter) == .advanced)
            #expect(state.currentStep?.id == "ok")
        }
    }

    @Test("progress: ←/→ go round, from the first page to the last and back")
    func progressArrowsLoop() throws {
        var state = state(try tourFlow("progress", seconds: 3))
        #expect(state.handle(.left) == .changed)
        #expect(page(state) == 2)
        #expect(state.handle(.right) == .changed)
        #expect(page(state) == 0)
    }

    @Test("slide: the button shows on the last page only, and Enter turns the pages before it")
    func slideButton() throws {
        var state = state(try tourFlow("slide"))
        #expect(state.edits["#0"]?.showsButton == false)
        #expect(state.handle(.enter) == .changed)
        #expect(state.handle(.enter) == .changed)
        #expect(state.edits["#0"]?.showsButton == true)
        #expect(state.handle(.right) == .ignored, "a slide tour does not go round")
        #expect(state.handle(.enter) == .advanced)
    }

    @Test("progress: Space pauses and resumes; another key pauses; ←/→ restart the page")
    func pause() throws {
        var state = state(try tourFlow("progress", seconds: 2))
        _ = state.tick(at: 0)
        _ = state.tick(at: 1)
        #expect(state.handle(.character(" ")) == .changed)
        #expect(state.edit(of: "#0", as: InfoEdit.self)?.tour?.isPaused == true)
        #expect(!state.isTimed)
        #expect(state.tick(at: 50) == .ignored)
        #expect(state.edit(of: "#0", as: InfoEdit.self)?.tour?.elapsed == 1)
        #expect(state.handle(.character(" ")) == .changed)
        _ = state.tick(at: 60)  // the clock restarts after a pause
        #expect(state.tick(at: 61) == .changed)
        #expect(page(state) == 1, "one second before, one after the pause")
        #expect(state.handle(.character("x")) == .changed)
        #expect(state.edit(of: "#0", as: InfoEdit.self)?.tour?.isPaused == true)
        #expect(state.handle(.left) == .changed)
        #expect(page(state) == 0)
        #expect(state.edit(of: "#0", as: InfoEdit.self)?.tour?.elapsed == 0)
    }

    @Test("a basic tour is one page: Enter presses its button at once")
    func basicIsOnePage() throws {
        var state = state(try tourFlow("basic"))
        #expect(state.edit(of: "#0", as: InfoEdit.self)?.tour == nil)
        #expect(state.handle(.right) == .ignored)
        #expect(state.handle(.enter) == .advanced)
    }

    @Test("confirm: starts at its default; ↓, n and y choose; Enter answers true or false")
    func confirm() throws {
        var state = state(try tourFlow("basic"))
        _ = state.handle(.enter)
        #expect(state.edit(of: "ok", as: ConfirmEdit.self)?.selection == 0)
        #expect(state.handle(.character("n")) == .changed)
        #expect(state.edit(of: "ok", as: ConfirmEdit.self)?.selection == 1)
        #expect(state.handle(.character("y")) == .changed)
        #expect(state.handle(.down) == .changed)
        #expect(state.handle(.enter) == .completed)
        #expect(state.session.answers["ok"] == .flag(false))
    }
}
