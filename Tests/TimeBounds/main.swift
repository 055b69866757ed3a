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
// time other processes took from it.

let bound = 0.100
let runs = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 5, 1) : 5

/// This thread's CPU time in seconds.
func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The least CPU time of `runs` calls of `body`.
func best(_ body: () -> Void) -> Double {
    var fastest = Double.infinity
    for _ in 0..<runs {
        let start = threadSeconds()
        body()
        fastest = min(fastest, threadSeconds() - start)
    }
    return fastest
}

struct Row {
    let reader: String
    let input: String
    let size: Int
    let seconds: Double
}

var rows: [Row] = []

for input in WorstInputs.stores(limit: ProfileStore.sizeLimit) {
    let seconds = best { _ = try? ProfileDocument(json: input.bytes, flow: .onboarding) }
    rows.append(Row(reader: "store", input: input.name, size: input.bytes.count, seconds: seconds))
}
for input in WorstInputs.flows() {
    let seconds = best { _ = FlowReader.read(input.bytes) }
    rows.append(Row(reader: "flow", input: input.name, size: input.bytes.count, seconds: seconds))
}
for source in WorstInputs.patterns {
    guard let pattern = try? CompiledPattern(source) else { continue }
    var slowest = (seconds: 0.0, size: 0)
    for answer in WorstInputs.answers {
        let seconds = best { _ = pattern.matches(answer) }
        if seconds > slowest.seconds { slowest = (seconds, answer.utf8.count) }
    }
    rows.append(
        Row(reader: "pattern", input: source, size: slowest.size, seconds: slowest.seconds))
}
let name = TextQuestion(
    placeholder: LocalizedText(english: "Name"), minimumLength: 2, maximumLength: 64)
for input in WorstInputs.hostileLines(limit: LineSource.lineLimit) {
    let line = String(decoding: input.bytes, as: UTF8.self)
    let seconds = best { _ = try? name.validate(line) }
    rows.append(Row(reader: "answer", input: input.name, size: input.bytes.count, seconds: seconds))
}

func milliseconds(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10_000).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

print("best CPU time of \(runs) runs per input; bound \(milliseconds(bound)) ms")
print("| reader | input | bytes | ms |")
print("|---|---|---|---|")
for row in rows {
    print("| \(row.reader) | \(row.input) | \(row.size) | \(milliseconds(row.seconds)) |")
}
var failures = 0
for reader in ["store", "flow", "pattern", "answer"] {
    let own = rows.filter { $0.reader == reader }
    guard let worst = own.max(by: { $0.seconds < $1.seconds }) else { continue }
    let over = own.filter { $0.seconds > bound }.count
    failures += over
    print(
        "\(reader): worst \(milliseconds(worst.seconds)) ms (\(worst.input)); \(own.count) inputs,"
            + " \(over) over the bound")
}
print("| class | tried | failures |")
print("|---|---|---|")
print(
    "| class 4: readers and matcher under 100 ms at the size limits | \(rows.count) | \(failures) |"
)
exit(failures == 0 ? 0 : 1)
