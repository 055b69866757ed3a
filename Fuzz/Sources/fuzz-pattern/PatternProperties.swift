import FuzzSupport
import WizardCore
import WizardText

/// Checks the pattern engine on one fuzzer input: compiling any text never crashes; a
/// compiled pattern matches within the linear bound, (characters + 1) × program size × 2
/// instructions visited; and on short answers over a small alphabet, a pattern of printable
/// ASCII with few quantifiers matches exactly when Swift's `Regex` wholly matches, if
/// `Regex` accepts it (`docs/flow-format.md`, "Patterns").
///
/// Input: a control byte `n`, then `n` bytes of pattern (as UTF-8, repaired), then the
/// answer: its bytes read as indices into ``alphabet``; when the input `isLong`, repeated to
/// ``TextQuestion/lengthLimit`` characters and not compared with `Regex`.
func checkPattern(_ input: FuzzInput) {
    var input = input
    let rest = input.rest
    let patternLength = min(Int(input.takeByte()), max(rest.count - 1, 0))
    let body = input.rest
    let source = String(decoding: body.prefix(patternLength), as: UTF8.self)
    var answer = String(body.dropFirst(patternLength).map { alphabet[Int($0) % alphabet.count] })
    if input.isLong, !answer.isEmpty {
        let copies = TextRules.lengthLimit / answer.count + 1
        answer = String(String(repeating: answer, count: copies).prefix(TextRules.lengthLimit))
    }

    guard let pattern = try? CompiledPattern(source) else { return }
    var steps = 0
    let matched = pattern.matches(answer, steps: &steps)
    precondition(
        steps <= (answer.count + 1) * pattern.programSize * 2,
        "\(steps) steps for \(answer.count) characters and \(pattern.programSize) instructions")

    guard !input.isLong, answer.count <= 6, isComparable(source) else { return }
    guard let reference = try? Regex(source) else { return }
    let expected = (try? reference.wholeMatch(in: answer)) != nil
    precondition(
        matched == expected, "/\(source)/ on \(answer.debugDescription): Regex says \(expected)")
}

/// The characters answers are made of: ASCII, no digit of another script (where `\d`
/// differs from `Regex` by design), no line break.
private let alphabet: [Character] = Array("abcABZ019 -_.!가é")

/// Whether `Regex` can serve as the reference: printable ASCII, so no definition the subset
/// chooses differently comes in, at most three quantifiers and no count above 4 in braces,
/// so a backtracking engine stays quick on six characters (`(a{0,9}){128}b` keeps it busy
/// for seconds).
private func isComparable(_ source: String) -> Bool {
    source.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
        && source.utf8.count(where: { "*+?{".utf8.contains($0) }) <= 3
        && !hasLargeCount(source)
}

/// Whether a run of digits after `{` or `,` names a number above 4.
private func hasLargeCount(_ source: String) -> Bool {
    var previous: UInt8 = 0
    var number = 0
    var inNumber = false
    for byte in source.utf8 {
        if (0x30...0x39).contains(byte),
            inNumber || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ",")
        {
            inNumber = true
            number = min(number * 10 + Int(byte - 0x30), 1000)
            if number > 4 { return true }
        } else {
            inNumber = false
            number = 0
        }
        previous = byte
    }
    return false
}
