import Glibc
import WizardCore
import WizardIO
import WizardText

/// A progress bar, debconf's (`PROGRESS START` to `STOP`) while a package's script works
/// between its questions, or a whiptail or dialog gauge's: one line on the terminal the questions are asked at, redrawn in
/// place as the bar moves, with the title and the last `INFO`'s text, and erased when the
/// bar stops or a batch of questions is asked. Nothing is drawn when nobody is there to see
/// it (piped input, no terminal), so it never reaches captured output.
final class ProgressLine {
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

    /// A line drawn on `descriptor` (a terminal), or nowhere for `nil`: a gauge's, whose
    /// standard input is always its data, never the person.
    init(descriptor: Int32?) {
        self.descriptor = descriptor
    }

    /// Draws `progress` in place of the line on show; erases the line for `nil`.
    func show(_ progress: DebconfProgress?) {
        guard descriptor != nil else { return }
        guard let progress else {
            clear()
            return
        }
        draw(title: progress.title, fraction: progress.fraction, info: progress.info)
    }

    /// Draws `title`, a bar filled to `fraction` (0 to 1) and `info` in place of the line on
    /// show: a whiptail or dialog gauge's as well as debconf's.
    func draw(title: String, fraction: Double, info: String?) {
        guard let descriptor else { return }
        let columns = max(TerminalSize.of(descriptor: descriptor).columns, 20)
        write(
            descriptor,
            "\r\u{1B}[2K"
                + Self.line(title: title, fraction: fraction, info: info, columns: columns))
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
        line(
            title: progress.title, fraction: progress.fraction, info: progress.info,
            columns: columns)
    }

    /// `title  [#####     ]  42 %  info`, as ``line(_:columns:)``.
    static func line(title: String, fraction: Double, info: String?, columns: Int) -> String {
        let width = 20
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar =
            "[" + String(repeating: "#", count: filled)
            + String(repeating: " ", count: width - filled) + "]"
        let percent = Int((fraction * 100).rounded(.down))
        var line = title.terminalSafe + "  " + bar + " \(percent) %"
        if let info { line += "  " + info.terminalSafe }
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
