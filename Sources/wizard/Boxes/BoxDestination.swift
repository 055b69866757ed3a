import WizardCore
import WizardIO

/// Where a box's result goes (``BoxOutput``), checked before the box is shown as the
/// programs check it, so that a script never answers a box whose result is then lost.
struct BoxDestination {
    let output: BoxOutput

    /// - Throws: ``BoxFailure/problem(_:)`` when `--output-fd`'s descriptor is not open
    ///   for writing.
    init(_ command: BoxCommand) throws(BoxFailure) {
        output = command.options.output
        if case .descriptor(let descriptor) = output,
            let failure = BoxTextFile.unwritable(descriptor)
        {
            throw .problem(command.unusableOutput(reason: failure.description))
        }
    }

    /// Writes `text` as is (no line feed added); nothing when it is empty.
    func write(_ text: String, context: Context) {
        guard !text.isEmpty else { return }
        switch output {
        case .standardError: context.standardError.write(text)
        case .standardOutput: context.standardOutput.write(text)
        case .descriptor(let descriptor): FileDescriptorSink(descriptor: descriptor).write(text)
        }
    }

    /// The text box's file as text, its bytes that are not UTF-8 shown replaced.
    ///
    /// - Throws: ``BoxFailure/problem(_:)`` naming the file and the system's reason.
    static func readFile(_ path: String, command: BoxCommand) throws(BoxFailure) -> String {
        do throws(SystemError) {
            return String(decoding: try BoxTextFile.read(path), as: UTF8.self)
        } catch {
            throw .problem(command.unreadableFile(reason: error.description))
        }
    }
}
