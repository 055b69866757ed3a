import Glibc
import WizardIO

// A closed standard input reads as empty (and no file wizard opens takes its place).
StandardDescriptors.openClosed()
let status = Wizard.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: Context.processEnvironment(),
    standardOutput: FileDescriptorSink(descriptor: STDOUT_FILENO),
    standardError: FileDescriptorSink(descriptor: STDERR_FILENO))
// The one exit: every command and every error ends here, with its status.
exit(status.rawValue)
