import Testing
import WizardCore

@Suite("Idle timer", .timeLimit(.minutes(5)))
struct IdleTimerTests {
    @Test("the countdown shows the whole seconds left in the last ten, then the time runs out")
    func countdown() {
        let timer = IdleTimer(limit: 30, now: 100)
        #expect(timer.countdown(at: 100) == nil)
        #expect(timer.countdown(at: 119.9) == nil)
        #expect(timer.countdown(at: 120) == 10)
        #expect(timer.countdown(at: 120.5) == 10)
        #expect(timer.countdown(at: 121) == 9)
        #expect(timer.countdown(at: 129.5) == 1)
        #expect(timer.countdown(at: 130) == nil)
        #expect(!timer.hasRunOut(at: 129.99))
        #expect(timer.hasRunOut(at: 130))
    }

    @Test("the wait ends where what is shown changes: the countdown's start, each second, the end")
    func waits() {
        let timer = IdleTimer(limit: 30, now: 100)
        #expect(timer.wait(at: 100) == 20)
        #expect(timer.wait(at: 120) == 1)
        #expect(abs(timer.wait(at: 120.25) - 0.75) < 1e-9)
        #expect(timer.wait(at: 130) == 0)
        let short = IdleTimer(limit: 3, now: 0)
        #expect(short.countdown(at: 0) == 3)
        #expect(short.wait(at: 0) == 1)
    }

    @Test("a key starts the time again; a key from before the last changes nothing")
    func keys() {
        var timer = IdleTimer(limit: 30, now: 100)
        timer.keyPressed(at: 125)
        #expect(timer.countdown(at: 126) == nil)
        #expect(timer.remaining(at: 126) == 29)
        timer.keyPressed(at: 110)
        #expect(timer.lastKey == 125)
    }
}
