import WizardCore
import WizardIO
import WizardMessages
import WizardText

extension ErrorReport {
    /// `wizard debconf` without its conversation: a command that cannot start (127 when its
    /// program is not found, 126 when it cannot run, as a shell says), a socket that cannot
    /// be made (73), descriptors that cannot be used (64), a conversation that failed or
    /// stalled (74).
    static func report(_ failure: DebconfFailure, language: Language) -> ErrorReport {
        switch failure {
        case .cannotStart(let start):
            return ErrorReport(
                saying: Message.Debconf.cannotStart(
                    program: start.program, reason: "\(start.error)"),
                language: language, status: ExitStatus(rawValue: start.exitStatus))
        case .cannotListen(let path, let listen):
            let message =
                switch listen {
                case .pathExists: Message.Debconf.socketExists(path: path)
                case .pathTooLong: Message.Debconf.socketPathTooLong(path: path)
                case .failed(let error):
                    Message.Debconf.cannotListen(path: path, reason: "\(error)")
                }
            return ErrorReport(saying: message, language: language, status: .cannotCreate)
        case .descriptors(let descriptors):
            let message =
                switch descriptors {
                case .standardDescriptor(let descriptor):
                    Message.Debconf.descriptorStandard(descriptor: Int(descriptor))
                case .notOpen(let descriptor):
                    Message.Debconf.descriptorClosed(descriptor: Int(descriptor))
                }
            return ErrorReport(saying: message, language: language, status: .usage)
        case .inputEnded(let step, let number, let count):
            return ErrorReport(
                saying: Message.Debconf.inputEnded(step: number, of: count, title: step.title),
                language: language, status: .noInput)
        case .peer(let peer):
            let message =
                switch peer {
                case .readFailed(let error), .writeFailed(let error):
                    Message.Debconf.peerFailed(reason: "\(error)")
                case .stalledMidLine(let seconds):
                    Message.Debconf.peerStalled(seconds: Int(seconds.rounded()))
                }
            return ErrorReport(saying: message, language: language, status: .ioError)
        }
    }
}
