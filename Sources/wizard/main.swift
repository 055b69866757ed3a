import Glibc
import WizardIO

let status = Wizard.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: Context.processEnvironment(),
    standardOutput: FileDescriptorSink(descriptor: STDOUT_FILENO),
    standardError: FileDescriptorSink(descriptor: STDERR_FILENO))
// The one exit: every command and every error ends here, with its status.
exit(status.rawValue)
