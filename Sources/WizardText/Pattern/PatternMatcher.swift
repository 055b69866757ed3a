/// Runs a ``PatternProgram`` over an answer by simulating all its threads in lock step (a
/// Pike VM without captures, as in RE2 and Rust's `regex`).
///
/// Each instruction enters the set of live threads at most once per position, and a class
/// tests each of its items at most once per case form, so the work is at most
/// (characters + 1) × the program's size × 2, whatever the pattern: there is no
/// backtracking to explode.
struct PatternMatcher {
    private let program: [PatternInstruction]
    private let literals: [Character]
    private let foldedLiterals: [String]
    private let classes: [PatternClass]
    /// What each instruction may cost a character beyond its own visit (a class's further
    /// item tests, a literal's further scalars), by address, counted in ``steps``.
    private let extraCosts: [Int]
    private let ignoresCase: Bool
    private let characters: [PatternCharacter]
    /// Under `(?i)`: each character lower-cased, and its one-character case forms.
    private let folded: [String]
    private let variants: [[PatternCharacter]]
    /// Instructions visited and class items tested so far: the measure of work the linear
    /// bound is about.
    private(set) var steps = 0

    init(program: PatternProgram, text: String) {
        self.program = program.instructions
        literals = program.characters
        foldedLiterals = program.foldedCharacters
        classes = program.classes
        extraCosts = program.extraCosts
        ignoresCase = program.ignoresCase
        let named = program.namedClasses
        characters = text.map { PatternCharacter($0, namedClasses: named) }
        folded = ignoresCase ? characters.map { $0.character.lowercased() } : []
        variants =
            ignoresCase
            ? characters.map { character in
                character.character.caseVariants.map {
                    PatternCharacter($0, namedClasses: named)
                }
            } : []
    }

    /// Whether the program matches the whole text.
    ///
    /// The live threads at a position are a list of addresses; `stamps[address]` holds the
    /// last position whose list took the address, so membership is one comparison and no
    /// set is ever cleared.
    mutating func run() -> Bool {
        var stamps = [Int](repeating: -1, count: program.count)
        var current: [Int] = []
        var next: [Int] = []
        var pending: [Int] = []
        current.reserveCapacity(program.count)
        next.reserveCapacity(program.count)
        add(0, at: 0, to: &current, stamps: &stamps, pending: &pending)
        for position in characters.indices {
            guard !current.isEmpty else { return false }
            steps += current.count
            for address in current {
                steps += extraCosts[address]
                guard consumes(program[address], at: position) else { continue }
                add(address + 1, at: position + 1, to: &next, stamps: &stamps, pending: &pending)
            }
            swap(&current, &next)
            next.removeAll(keepingCapacity: true)
        }
        return current.contains { program[$0] == .match }
    }

    /// Whether `instruction` consumes the character at `position`.
    private func consumes(_ instruction: PatternInstruction, at position: Int) -> Bool {
        let character = characters[position]
        switch instruction {
        case .scalar(let literal):
            guard let scalar = character.scalar else {
                return character.character == Character(literal)
            }
            return scalar == literal
        case .character(let index): return character.character == literals[index]
        case .foldedCharacter(let index): return folded[position] == foldedLiterals[index]
        case .anyCharacter: return character.scalar != "\n"
        case .characterClass(let index):
            return classes[index].contains(
                character, variants: ignoresCase ? variants[position] : [])
        case .split, .jump, .start, .end, .match: return false
        }
    }

    /// Adds to `list` (the threads at `position`) the thread at `address` and every one
    /// reached from it without consuming.
    private mutating func add(
        _ address: Int, at position: Int, to list: inout [Int], stamps: inout [Int],
        pending: inout [Int]
    ) {
        pending.append(address)
        while let address = pending.popLast() {
            guard stamps[address] != position else { continue }
            stamps[address] = position
            steps += 1
            switch program[address] {
            case .jump(let target):
                pending.append(target)
            case .split(let first, let second):
                pending.append(second)
                pending.append(first)
            case .start:
                if position == 0 { pending.append(address + 1) }
            case .end:
                if position == characters.count { pending.append(address + 1) }
            case .scalar, .character, .foldedCharacter, .anyCharacter, .characterClass, .match:
                list.append(address)
            }
        }
    }
}
