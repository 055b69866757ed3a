// generate-flow-source NAME FLOW_FILE: prints a Swift file declaring `Flow.NAME` as the flow
// in FLOW_FILE, built from Swift values (FlowSource). Scripts/generate-default-flow runs it
// for the default flow. A flow file with any problem is refused (exit 65), its problems on
// standard error as `wizard flow check` reports them.
import Glibc
import WizardCore
import WizardIO

let standardError = FileDescriptorSink(descriptor: STDERR_FILENO)
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    standardError.write("usage: generate-flow-source NAME FLOW_FILE\n")
    exit(64)
}
let (name, path) = (arguments[1], arguments[2])
let reading: FlowReading
do {
    reading = FlowReader.read(try InputFile.read(path, kind: .flow, limit: FlowReader.sizeLimit))
} catch {
    standardError.write("generate-flow-source: cannot read \(path)\n")
    exit(66)
}
guard let flow = reading.flow, reading.problems.isEmpty else {
    for problem in reading.problems {
        standardError.write(problem.report(file: path, language: .english) + "\n")
    }
    exit(65)
}
FileDescriptorSink(descriptor: STDOUT_FILENO).write(
    FlowSource.file(declaring: name, as: flow, readFrom: path))
