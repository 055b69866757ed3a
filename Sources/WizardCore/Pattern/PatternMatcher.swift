/// Runs a ``PatternProgram`` over an answer by simulating all its threads in lock step (a
/// Pike VM without captures, as in RE2 and Rust's `regex`).
///
/// Each instruction enters the set of live threads at most once per position, so the work
/// is at most (characters + 1) × instructions visits, whatever the pattern: there is no
/// backtracking to explode.
struct PatternMatcher {
    private let program: [PatternInstruction]
    private let literals: [Character]
    private let foldedLiterals: [String]
    private let classes: [PatternClass]
    private let ignoresCase: Bool
    private let characters: [PatternCharacter]
    /// Under `(?i)`: each character lower-cased, and its one-character case forms.
    private let folded: [String]
    private let variants: [[PatternCharacter]]
    /// Instructions visited so far: the measure of work the linear bound is about.
    private(set) var steps = 0
    /// Addresses still to follow while adding a thread.
    private var pending: [Int] = []

    init(program: PatternProgram, text: String) {
        self.program = program.instructions
        literals = program.characters
        foldedLiterals = program.foldedCharacters
        classes = program.classes
        ignoresCase = program.ignoresCase
        characters = text.map(PatternCharacter.init)
        folded = ignoresCase ? characters.map { $0.character.lowercased() } : []
        variants =
            ignoresCase
            ? characters.map { $0.character.caseVariants.map(PatternCharacter.init) } : []
    }

    /// Whether the program matches the whole text.
    mutating func run() -> Bool {
        var current = ThreadSet(capacity: program.count)
        var next = ThreadSet(capacity: program.count)
        add(0, at: 0, to: &current)
        for position in characters.indices {
            guard !current.isEmpty else { return false }
            for address in current.addresses {
                steps += 1
                if consumes(program[address], at: position) {
                    add(address + 1, at: position + 1, to: &next)
                }
            }
            swap(&current, &next)
            next.removeAll()
        }
        return current.addresses.contains { program[$0] == .match }
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

    /// Adds the thread at `address` and every one reached from it without consuming.
    private mutating func add(_ address: Int, at position: Int, to set: inout ThreadSet) {
        pending.append(address)
        while let address = pending.popLast() {
            guard set.insert(address) else { continue }
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
                break
            }
        }
    }
}

/// A set of instruction addresses with constant-time insert and clear, in insertion order
/// (the sparse set of Briggs and Torczon).
struct ThreadSet {
    private(set) var addresses: [Int] = []
    private var slots: [Int]

    init(capacity: Int) {
        slots = Array(repeating: 0, count: capacity)
        addresses.reserveCapacity(capacity)
    }

    var isEmpty: Bool { addresses.isEmpty }

    /// Inserts `address`; false when it was there already.
    mutating func insert(_ address: Int) -> Bool {
        let slot = slots[address]
        if slot < addresses.count && addresses[slot] == address { return false }
        slots[address] = addresses.count
        addresses.append(address)
        return true
    }

    mutating func removeAll() {
        addresses.removeAll(keepingCapacity: true)
    }
}
