import Glibc
import WizardCore
import WizardIO
import WizardText

/// debconf's progress bar (`PROGRESS START` to `STOP`) while a package's script works
/// between its questions: one line on the terminal the questions are asked at, redrawn in
/// place as the bar moves, with the title and the last `INFO`'s text, and erased when the
/// bar stops or a batch of questions is asked. Nothing is drawn when nobody is there to see
/// it (piped input, no terminal), so it never reaches captured output.
final class DebconfProgressLine {
    /// The terminal the line is drawn on; `nil` when it is not drawn.
    private let descriptor: Int32?
    /// Whether a line is on show, to be erased.
    private var drawn = false

    init(invocation: Invocation, context: Context) {
        switch AnswerMode.detect(environment: context.environment, plainRequested: invocation.plain)
        {
        case .piped: descriptor = nil
        case .interactive: descriptor = AnswerMode.screenDescriptor
        case .plain:
            let conversation = AnswerMode.conversationDescriptor()
            descriptor = isatty(conversation) == 1 ? conversation : nil
        }
    }

    /// Draws `progress` in place of the line on show; erases the line for `nil`.
    func show(_ progress: DebconfProgress?) {
        guard let descriptor else { return }
        guard let progress else {
            clear()
            return
        }
        let columns = max(TerminalSize.of(descriptor: descriptor).columns, 20)
        write(descriptor, "\r\u{1B}[2K" + Self.line(progress, columns: columns))
        drawn = true
    }

    /// Erases the line on show, if any.
    func clear() {
        guard drawn, let descriptor else { return }
        write(descriptor, "\r\u{1B}[2K")
        drawn = false
    }

    /// `Title  [#####     ]  42 %  info`, cut to `columns` - 1 columns, terminal-safe.
    static func line(_ progress: DebconfProgress, columns: Int) -> String {
        let width = 20
        let filled = Int((progress.fraction * Double(width)).rounded(.down))
        let bar =
            "[" + String(repeating: "#", count: filled)
            + String(repeating: " ", count: width - filled) + "]"
        let percent = Int((progress.fraction * 100).rounded(.down))
        var line = progress.title.terminalSafe + "  " + bar + " \(percent) %"
        if let info = progress.info { line += "  " + info.terminalSafe }
        return line.truncated(toWidth: columns - 1)
    }

    private func write(_ descriptor: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }
}
