import Glibc
import WizardCore
import WizardIO
import WizardText

/// A gauge (`--gauge TEXT H W PERCENT`): its standard input read a line at a time
/// (``BoxGauge``) until it ends, the meter drawn as one line on the terminal in the screens'
/// and plain mode's place (``ProgressLine``), nothing drawn without a terminal. Input that
/// is junk moves nothing and never stops the gauge; after a line too long or not UTF-8 the
/// gauge moves no more, its input read to the end.
struct BoxGaugeRun {
    let command: BoxCommand
    let context: Context

    func run() {
        var gauge = BoxGauge(command)
        // Standard input is the gauge's data: the meter goes to the terminal if there is one.
        let line = ProgressLine(descriptor: AnswerMode.screenDescriptor)
        let title = command.shownTitle
        func draw() {
            let text = gauge.text.split(separator: "\n").joined(separator: " ")
            let heading = title.isEmpty ? text : title
            line.draw(
                title: heading, fraction: Double(gauge.percent) / 100,
                info: title.isEmpty || text.isEmpty ? nil : text)
        }
        draw()
        let input = LineSource(descriptor: STDIN_FILENO)
        while true {
            do throws(InputError) {
                guard let next = try input.nextLine() else { break }
                if gauge.read(next) { draw() }
            } catch {
                // A line too long or not text moves nothing: the rest of the input is read
                // to its end, as the writer expects, and the gauge ends with it.
                Self.drainStandardInput()
                break
            }
        }
        line.clear()
    }

    /// Reads standard input to its end (or a read error), keeping nothing.
    private static func drainStandardInput() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                read(STDIN_FILENO, $0.baseAddress, $0.count)
            }
            if count > 0 || (count < 0 && errno == EINTR) { continue }
            return
        }
    }
}
