import Glibc
import TestSupport
import WizardCore
import WizardIO

// Scripts/test-time-bounds: every reader stays under 100 ms on the worst inputs of each
// class at its size limit: the store reader and the flow reader on 1 MiB files, the
// pattern matcher on answers of 1024 characters, and a text question on 64 KiB lines.
//
// A test, built optimised as wizard ships: it exits 1 when any input takes longer. Each
// input is timed in-process on this thread's CPU clock (not the wall clock, which a loaded
// machine stretches), and the best of a few runs counts: what the code costs, without the
// time other processes took from it. The runs go round all the inputs in turn, so that a
// burst of load elsewhere slows one run of many inputs rather than every run of one.

let bound = 0.100
let runs = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 5, 1) : 5
/// Only the inputs whose name holds this, when given.
let only = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : ""

/// This thread's CPU time in seconds.
func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// One timed call: which reader, on what, and the work.
struct Case {
    let reader: String
    let input: String
    let size: Int
    let work: () -> Void
}

var cases: [Case] = []
@MainActor func add(_ reader: String, _ input: String, size: Int, _ work: @escaping () -> Void) {
    if only.isEmpty || input.contains(only) {
        cases.append(Case(reader: reader, input: input, size: size, work: work))
    }
}

for input in WorstInputs.stores(limit: ProfileStore.sizeLimit) {
    add("store", input.name, size: input.bytes.count) {
        _ = try? ProfileDocument(json: input.bytes, flow: .onboarding)
    }
}
for input in WorstInputs.flows() {
    add("flow", input.name, size: input.bytes.count) { _ = FlowReader.read(input.bytes) }
}
for source in WorstInputs.patterns {
    guard let pattern = try? CompiledPattern(source) else { continue }
    for (index, answer) in WorstInputs.answers.enumerated() {
        add("pattern", "\(source) on answer \(index + 1)", size: answer.utf8.count) {
            _ = pattern.matches(answer)
        }
    }
}
let name = TextQuestion(
    placeholder: LocalizedText(english: "Name"), minimumLength: 2, maximumLength: 64)
for input in WorstInputs.hostileLines(limit: LineSource.lineLimit) {
    let line = String(decoding: input.bytes, as: UTF8.self)
    add("answer", input.name, size: input.bytes.count) { _ = try? name.validate(line) }
}

var fastest = [Double](repeating: .infinity, count: cases.count)
for _ in 0..<runs {
    for (index, item) in cases.enumerated() {
        let start = threadSeconds()
        item.work()
        fastest[index] = min(fastest[index], threadSeconds() - start)
    }
}

func milliseconds(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10_000).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

print("best CPU time of \(runs) runs per input; bound \(milliseconds(bound)) ms")
print("| reader | input | bytes | ms |")
print("|---|---|---|---|")
for (item, seconds) in zip(cases, fastest) where item.reader != "pattern" || seconds > 0.005 {
    print("| \(item.reader) | \(item.input) | \(item.size) | \(milliseconds(seconds)) |")
}
var failures = 0
for reader in ["store", "flow", "pattern", "answer"] {
    let own = zip(cases, fastest).filter { $0.0.reader == reader }
    guard let worst = own.max(by: { $0.1 < $1.1 }) else { continue }
    let over = own.filter { $0.1 > bound }.count
    failures += over
    print(
        "\(reader): worst \(milliseconds(worst.1)) ms (\(worst.0.input)); \(own.count) inputs,"
            + " \(over) over the bound")
}
print("| class | tried | failures |")
print("|---|---|---|")
print(
    "| class 4: readers and matcher under 100 ms at the size limits | \(cases.count) | \(failures) |"
)
exit(failures == 0 ? 0 : 1)
