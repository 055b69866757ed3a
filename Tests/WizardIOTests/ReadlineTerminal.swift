import Glibc
import TestSupport
import Testing
import WizardCore

@testable import WizardIO

/// A real ``ReadlineEditor`` on a pseudo-terminal in raw mode, driven in-process: each edit's
/// keys are typed once the edit has drawn its prompt, after what the last edit wrote has been
/// read to a mark, so that only the new edit's drawing can start the typing (a pty passes
/// output on later, as it does input).
///
/// Readline blocks the test's thread: past a minute the terminal is hung up, every edit then
/// ends, and ``finish()`` reports it, instead of the test hanging the suite.
final class ReadlineTerminal {
    let terminal = PseudoTerminal()
    let editor: ReadlineEditor
    /// The wake-up pipe's two ends: a byte written to `write` ends an edit as a signal would.
    let wake: (read: Int32, write: Int32)
    /// The last edit's result.
    private(set) var last: LineEditResult?
    private let watchdog: Watchdog
    private var marks = 0

    init(bracketedPaste: Bool = true, historyPath: String? = nil) {
        var raw = termios()
        tcgetattr(terminal.slave, &raw)
        cfmakeraw(&raw)
        tcsetattr(terminal.slave, TCSANOW, &raw)
        var ends: [Int32] = [-1, -1]
        let made = pipe(&ends) == 0
        #expect(made, "no pipe")
        wake = (ends[0], ends[1])
        editor = ReadlineEditor(
            inputDescriptor: terminal.slave, outputDescriptor: terminal.slave,
            bracketedPaste: bracketedPaste, historyPath: historyPath, wakeDescriptor: wake.read)
        let master = terminal.master
        watchdog = Watchdog(seconds: 60) { PseudoTerminal.hangUp(master: master) }
    }

    /// Stops the watchdog and closes the pipe; fails the test when readline was still
    /// waiting when the watchdog hung the terminal up.
    func finish() {
        #expect(!watchdog.disarm(), "readline was still waiting after 60 seconds")
        close(wake.read)
        close(wake.write)
    }

    /// Reads everything the editor wrote so far (a mark written after it is read back) and
    /// returns where it ends in the transcript, before the mark.
    func drained() -> Int {
        marks += 1
        let mark = "<mark \(marks)>"
        _ = write(terminal.slave, mark, mark.utf8.count)
        #expect(terminal.waitFor(mark, from: 0))
        return terminal.transcript.count - mark.utf8.count
    }

    /// Edits a field, `typed` typed once it is drawn; `nil` when the edit threw.
    @discardableResult
    func edit(
        _ typed: String, prefill: String = "", cursor: Int? = nil, typeahead: String = "",
        idleTimeout: Double? = nil, echo: AnswerExposure.Echo = .asTyped,
        history: HistoryPlace? = nil
    ) -> LineEditResult? {
        let request = LineEditRequest(
            prompt: "> ", prefill: prefill, cursor: cursor, typeahead: Array(typeahead.utf8),
            idleTimeout: idleTimeout, echo: echo, history: history)
        last = typingWhenDrawn(typed) { try? editor.edit(request) }
        return last
    }

    /// Reads a line in plain mode, `typed` typed once its prompt shows; `nil` when the read
    /// threw.
    func readLine(_ typed: String, echo: AnswerExposure.Echo = .asTyped) -> LineRead? {
        typingWhenDrawn(typed) { try? editor.readLine(prompt: "Secret: ", idle: nil, echo: echo) }
    }

    /// Runs `read` while `typed` is typed once it has drawn something, then reads what it
    /// wrote, so that the terminal's output never fills up.
    private func typingWhenDrawn<Result>(_ typed: String, _ read: () -> Result) -> Result {
        _ = drained()
        let typing = typed.isEmpty ? nil : terminal.typeWhenDrawn(typed)
        let result = read()
        typing?.join()
        terminal.readAvailable()
        return result
    }
}
