import Glibc
import WizardCore
import WizardText

// Scripts/bench-pattern: the worst time to match an answer at the length limit, over
// families of patterns that backtrack catastrophically on a backtracking engine, against
// the same answers on a one-literal pattern. Matching is linear by construction
// (docs/flow-format.md, "Patterns"); this reports what the constant is.

let limit = TextRules.lengthLimit
let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 5 : 5

func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

var patterns: [String] = []
for count in [3, 12, 30] {
    let repeated = { (part: String) in String(repeating: part, count: count) }
    patterns += [
        String(repeating: "(", count: count) + "a+" + String(repeating: ")+", count: count) + "b",
        repeated("a*") + "b", repeated(#"\w*"#) + "x", repeated(".*") + "!",
        repeated(#"[\s\S]*"#) + "=", repeated("a?") + repeated("a"),
        "(a|a?)+" + repeated("a") + "b", "(a{1,\(count)}){1,\(count)}b",
        "(?i)" + repeated("[a-z]*") + "0",
    ]
}
patterns += [
    "(x+x+)+y", "(a|aa)*c", "(.*){1,1000}[bc]", "(.*){1,1000}(.*){1,249}", "(a{1000})*b",
    ".{1000}.{1000}",
    "(?:a|b|ab|ba)*c", #"(\d|\d\d)+x"#, #"[\p{L}\p{N}_ ]{1,1000}"#, ".{1,1024}",
]
let answers = [
    String(repeating: "a", count: limit), String(repeating: "a", count: limit - 1) + "!",
    String(repeating: "가", count: limit), String(repeating: "x ", count: limit / 2),
]

/// `time` in milliseconds, to the microsecond.
func milliseconds(_ time: Double) -> String {
    String(Double((time * 1_000_000).rounded()) / 1000)
}

/// The slowest of `rounds` runs of `pattern` on `answer`, in seconds, and the steps.
func worst(_ pattern: CompiledPattern, _ answer: String) -> (Double, Int) {
    var slowest = 0.0
    var steps = 0
    for _ in 0..<rounds {
        var counted = 0
        let start = seconds()
        _ = pattern.matches(answer, steps: &counted)
        slowest = max(slowest, seconds() - start)
        steps = counted
    }
    return (slowest, steps)
}

let reference = try CompiledPattern("a")
var referenceWorst = 0.0
for answer in answers { referenceWorst = max(referenceWorst, worst(reference, answer).0) }

var overall = (time: 0.0, pattern: "", size: 0, steps: 0)
var refused = 0
for source in patterns {
    guard let pattern = try? CompiledPattern(source) else {
        refused += 1
        continue
    }
    for answer in answers {
        let (time, steps) = worst(pattern, answer)
        if time > overall.time { overall = (time, source, pattern.programSize, steps) }
    }
}
let accepted = patterns.count - refused
print(
    "patterns: \(accepted) compiled, \(refused) refused as too large; answers of \(limit) characters"
)
print("literal pattern \"a\": worst \(milliseconds(referenceWorst)) ms")
print(
    "worst catastrophic: \(milliseconds(overall.time)) ms for \(overall.pattern)"
        + " (\(overall.size) instructions, \(overall.steps) steps)")
print(
    "limits: \(PatternLimits.programSize) instructions, counts up to \(PatternLimits.repetitionCount)"
)
