import Glibc
import WizardCore
import WizardIO

let environment = Context.processEnvironment()
let arguments = Array(CommandLine.arguments.dropFirst())
let standardError = FileDescriptorSink(descriptor: STDERR_FILENO)
var language = Language(environment: environment)
let status: ExitStatus
do {
    let invocation = try CommandLineParser.parse(arguments)
    language = invocation.language ?? language
    let context = Context(
        environment: environment, language: language,
        standardOutput: FileDescriptorSink(descriptor: STDOUT_FILENO),
        standardError: standardError)
    status = try Wizard.run(invocation, context: context)
} catch {
    let report = ErrorReport(error, language: language)
    standardError.write(report.lines.map { $0 + "\n" }.joined())
    status = report.status
}
exit(status.rawValue)
