import Glibc
import WizardCore
import WizardIO
import WizardText

/// A box that waits for no one, shown at a terminal: an info box (`--infobox`), left on
/// the terminal as whiptail leaves it while the script works on, and dialog's pause
/// (`--pause`), shown for its seconds. Nothing is shown, and no time passes, without a
/// terminal.
struct BoxShownText {
    let command: BoxCommand
    let context: Context

    func show() {
        let mode = AnswerMode.detect(environment: context.environment, plainRequested: false)
        let descriptor: Int32? =
            switch mode {
            case .piped: nil
            case .interactive: AnswerMode.screenDescriptor
            case .plain: AnswerMode.conversationDescriptor()
            }
        guard let descriptor, isatty(descriptor) == 1 else { return }
        let batch = command.batch()
        guard let step = batch.flow.steps.first else { return }
        var lines: [String] = []
        if let title = batch.flow.title?(context.language) { lines.append(title) }
        let heading = step.title(context.language)
        if !heading.isEmpty { lines.append(heading) }
        if let text = step.text?(context.language) { lines.append(text) }
        // Each line is safe already; the line feeds between them are the box's own.
        let shown = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { String($0).terminalSafe }
        FileDescriptorSink(descriptor: descriptor).write(shown.joined(separator: "\n") + "\n")
        if case .pause(_, let seconds) = command.widget, seconds > 0 {
            var wanted = timespec(tv_sec: seconds, tv_nsec: 0)
            var remaining = timespec()
            while nanosleep(&wanted, &remaining) == -1 && errno == EINTR { wanted = remaining }
        }
    }
}
