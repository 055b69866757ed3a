import Glibc
import WizardCore
import WizardIO
import WizardText

/// A gauge (`--gauge TEXT H W PERCENT`): its standard input read a line at a time
/// (``BoxGauge``) until it ends, the meter drawn as one line on the terminal in the screens'
/// and plain mode's place (``ProgressLine``), nothing drawn without a terminal. Input that
/// is junk moves nothing and never stops the gauge; a line too long or not UTF-8 is passed
/// over as junk is.
struct BoxGaugeRun {
    let command: BoxCommand
    let context: Context

    func run() {
        var gauge = BoxGauge(command)
        let line = ProgressLine(invocation: Invocation(), context: context)
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
                if case .readFailed = error { break }
            }
        }
        line.clear()
    }
}
