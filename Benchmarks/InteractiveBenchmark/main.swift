// The interactive part of Scripts/bench: scripted keys through the real interactive loop
// (InteractiveFrontend: decode bytes -> update state -> lay out a frame -> render the
// changed cells) into an in-memory screen, reporting CPU time and bytes per key: the
// slider, the picker's wheel, and pickers of 10,000 and 100,000 options filtered as they are
// typed, with what the longer list's matching holds in memory per option.

import Glibc
import WizardCore
import WizardIO
import WizardText

func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs `keys` (raw bytes each, one read per key) on `flow` (the default flow, its name
/// answered) at 80 columns, through the real loop; `lead` are the keys that reach the step.
func measure(
    lead: [[UInt8]], keys: [[UInt8]],
    session start: Session = Session(flow: .onboarding, answeredInAdvance: ["name": .text("Alice")])
) -> (
    microseconds: Double, bytes: Double, digest: UInt64
) {
    let terminal = ReplayTerminal(lead: lead, measured: keys)
    let frontend = InteractiveFrontend(
        terminal: terminal, editor: NoLineEditor(), language: .english, accent: .default,
        animates: false)
    var session = start
    do {
        try frontend.run(&session)
        fatalError("the replay ends before the flow does")
    } catch {
        // The end of the replay: the measured keys are done.
    }
    return (
        terminal.cpuTime / Double(keys.count) * 1e6, Double(terminal.bytes) / Double(keys.count),
        terminal.digest
    )
}

// The default flow as a run of wizard builds it, from generated Swift values
// (OnboardingFlow+Generated.swift): cold, including the runtime's one-time set-up of the
// types it uses.
let coldStart = cpuSeconds()
let embeddedFlow = Flow.onboarding
let coldBuild = (cpuSeconds() - coldStart) * 1e6

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000
let enter: [UInt8] = [0x0D]
let right: [UInt8] = [0x1B, 0x5B, 0x43]
let left: [UInt8] = [0x1B, 0x5B, 0x44]
let down: [UInt8] = [0x1B, 0x5B, 0x42]
let up: [UInt8] = [0x1B, 0x5B, 0x41]
// From 30, twenty steps right to 50 and back: every key moves the slider by one.
let sliderKeys = (0..<count).map { ($0 / 20) % 2 == 0 ? right : left }
// From no choice: down, down, up, up... after the first, every key moves the wheel.
let pickerKeys = (0..<count).map { ($0 / 2) % 2 == 0 ? down : up }

// The name is answered in advance: Enter on the welcome page reaches the age slider.
let slider = measure(lead: [enter], keys: sliderKeys)
let picker = measure(lead: [enter, enter], keys: pickerKeys)
func hex(_ value: UInt64) -> String { String(value, radix: 16) }
func format(_ value: Double, _ digits: Int) -> String {
    let scale = pow(10, Double(digits))
    return String((value * scale).rounded() / scale)
}
print("\(count) scripted keys each, decode -> update -> render into an in-memory screen")
print(
    "  slider step   \(format(slider.microseconds, 2)) µs/key  \(format(slider.bytes, 1)) bytes/key"
)
print(
    "  picker move   \(format(picker.microseconds, 2)) µs/key  \(format(picker.bytes, 1)) bytes/key"
)
print("target: <= 10 µs and <= 48 bytes per slider step, <= 10 µs per picker move")
// The same keys draw the same bytes whenever the screens look the same: compare these
// across a change that should not alter what is drawn.
print("output digests: slider \(hex(slider.digest)), picker \(hex(picker.digest))")

// Filtering a picker of 10,000 options: words made of syllables,
// two per label, so that each letter typed leaves many matches to rank and draw. Each
// cycle types `new y` and takes it back with Backspace, so every key filters or widens.
func filterFlow(options: Int) -> Flow {
    let syllables = ["ka", "ne", "wo", "ri", "su", "ma", "to", "ye", "lu", "pa", "di", "go"]
    var seed: UInt32 = 12345
    func word() -> String {
        (0..<3).map { _ in
            seed = seed &* 1_103_515_245 &+ 12345
            return syllables[Int(seed >> 16) % syllables.count]
        }.joined()
    }
    // Built as values: a flow file lists at most 999 options, and this measures the keys.
    let list = (0..<options).map { index in
        PickerOption(value: "v\(index)", label: LocalizedText(english: word() + " " + word()))
    }
    let picker = PickerQuestion(
        options: list, requiredAlert: LocalizedText(english: "Pick one."),
        label: LocalizedText(english: "Pick"))
    let step = Step(
        id: "p", title: LocalizedText(english: "Pick"), button: LocalizedText(english: "Next"),
        kind: picker)
    return Flow(id: "f", steps: [step])
}
let backspace: [UInt8] = [0x7F]
let typed = "new y".utf8.map { [$0] }
let filterKeys = (0..<count).map { index in
    let place = index % (2 * typed.count)
    return place < typed.count ? typed[place] : backspace
}
let filter = measure(
    lead: [], keys: filterKeys, session: Session(flow: filterFlow(options: 10_000)))
print(
    "  filter 10,000 \(format(filter.microseconds, 2)) µs/key  \(format(filter.bytes, 1)) bytes/key"
        + "  (typing `new y` and Backspace, on 10,000 options)")
print("target: <= 1000 µs and <= 4096 bytes per filtering key")

// 100,000 options, the most a list may have (Flow.optionLimit), typed as above: a
// cycle is `new y` and Backspace back, so every tenth key filters the whole list.
let longFlow = filterFlow(options: Flow.optionLimit)
let longFilter = measure(lead: [], keys: filterKeys, session: Session(flow: longFlow))
print(
    "  filter 100,000 \(format(longFilter.microseconds, 2)) µs/key  "
        + "\(format(longFilter.bytes, 1)) bytes/key  (typing `new y` and Backspace)")
print("target: <= 2000 µs and <= 8192 bytes per filtering key")

// What the filter holds beyond the options' texts: the resident memory (/proc/self/statm)
// after the first key has folded the labels and values, less before, less the UTF-8 bytes
// of the labels and values themselves.
func residentBytes() -> Int {
    let descriptor = open("/proc/self/statm", O_RDONLY)
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 128)
    let count = read(descriptor, &bytes, bytes.count)
    let fields = bytes.prefix(max(count, 0)).split(separator: 0x20)
    let pages = fields.count > 1 ? Int(String(decoding: fields[1], as: UTF8.self)) ?? 0 : 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
let options = (longFlow.steps[0].kind as? PickerQuestion)?.options ?? []
let textBytes = options.reduce(0) { $0 + $1.value.utf8.count + $1.label.english.utf8.count }
let heapBefore = residentBytes()
var longEdit = ChoiceFilter()
longEdit.type("n", options: options, language: .english)
let heapAfter = residentBytes()
let perOption = (Double(heapAfter) - Double(heapBefore) - Double(textBytes)) / Double(options.count)
print(
    "  memory: the folded catalogue and the first key's matches, \(format(perOption, 1)) bytes"
        + " an option beyond the texts (\(textBytes / options.count) bytes of text an option);"
        + " target <= 200")
withExtendedLifetime(longEdit) {}

// What reading the default flow's JSON would cost a run, as runs did before the flow was
// generated as Swift: the types are warm here, so this is less than a cold first read.
let definition = Flow.onboardingDefinition
let reads = 2_000
let readStart = cpuSeconds()
for _ in 0..<reads where FlowReader.read(definition).flow == nil {
    fatalError("the embedded flow does not read")
}
let perRead = (cpuSeconds() - readStart) / Double(reads) * 1e6
print(
    "the default flow (\(embeddedFlow.steps.count) steps): built from Swift in "
        + "\(format(coldBuild, 1)) µs as the process's first work (its first page faults "
        + "included); reading its JSON (\(definition.count) bytes), warm, \(format(perRead, 1)) µs")
