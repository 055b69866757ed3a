/// One instruction of a compiled pattern (a Thompson automaton written as a program, after
/// RE2): the consuming ones test the character at the current position; `split` and `jump`
/// move without consuming; `start` and `end` test the position.
///
/// Payloads are plain numbers (literals and classes are kept in tables beside), so that
/// reading an instruction copies nothing.
enum PatternInstruction: Sendable, Equatable {
    /// A literal of one scalar.
    case scalar(Unicode.Scalar)
    /// A literal of several scalars, at this index of ``PatternProgram/characters``.
    case character(Int)
    /// A literal under `(?i)`, at this index of ``PatternProgram/foldedCharacters``: compared
    /// with the answer's character lower-cased.
    case foldedCharacter(Int)
    case anyCharacter
    /// A class, at this index of ``PatternProgram/classes``.
    case characterClass(Int)
    /// Continue at both addresses.
    case split(Int, Int)
    case jump(Int)
    case start
    case end
    case match
}

/// A pattern compiled to instructions, of a ``size`` no more than
/// ``PatternLimits/programSize``.
struct PatternProgram: Sendable {
    private(set) var instructions: [PatternInstruction] = []
    /// What the program costs a character at most: one for each instruction, a literal
    /// counting as many as its scalars and a class as many as the item tests it may make
    /// (``classCost(_:)``, one at least). A class of thousands of items, or a literal of
    /// thousands of combining marks, is one instruction but as much work as thousands, so
    /// it counts as much.
    private(set) var size = 0
    /// What each instruction costs beyond one (its literal's or its class's cost less one),
    /// by address: the matcher counts it in its steps.
    private(set) var extraCosts: [Int] = []
    private(set) var characters: [Character] = []
    private(set) var foldedCharacters: [String] = []
    private(set) var classes: [PatternClass] = []
    let ignoresCase: Bool

    /// The raw values of the named classes (`\d`, `\w`…) the program tests, or-ed.
    var namedClasses: UInt8 {
        var mask: UInt8 = 0
        for characterClass in classes {
            for case .named(let named, _) in characterClass.items { mask |= named.rawValue }
        }
        return mask
    }

    /// The most instructions this program may have.
    private let sizeLimit: Int

    /// Compiles `node`; a counted repeat is written out as copies of its body, so the
    /// program's size is checked as it grows, and compiling stops at `sizeLimit`
    /// (``PatternLimits/programSize`` or less).
    init(_ node: PatternNode, ignoresCase: Bool, sizeLimit: Int = PatternLimits.programSize)
        throws(PatternRefusal)
    {
        self.ignoresCase = ignoresCase
        self.sizeLimit = min(sizeLimit, PatternLimits.programSize)
        try emit(node, repetition: nil)
        try append(.match, repetition: nil)
    }

    /// Appends the instructions of `node`. `repetition` is the position of the outermost
    /// quantifier being written out, where a refusal for size points.
    private mutating func emit(_ node: PatternNode, repetition: Int?) throws(PatternRefusal) {
        switch node {
        case .empty:
            return
        case .character(let character) where ignoresCase:
            // Counted before it is lower-cased, so that a literal of many scalars is refused
            // before the work is done; its lower case has at most three scalars per scalar.
            let cost = 3 * character.unicodeScalars.count
            try append(
                .foldedCharacter(foldedCharacters.count), cost: cost, repetition: repetition)
            foldedCharacters.append(character.lowercased())
        case .character(let character):
            if let scalar = character.onlyScalar {
                try append(.scalar(scalar), repetition: repetition)
            } else {
                try append(
                    .character(characters.count), cost: character.unicodeScalars.count,
                    repetition: repetition)
                characters.append(character)
            }
        case .anyCharacter:
            try append(.anyCharacter, repetition: repetition)
        case .characterClass(let characterClass):
            try append(
                .characterClass(classes.count), cost: max(1, classCost(characterClass)),
                repetition: repetition)
            classes.append(characterClass)
        case .start:
            try append(.start, repetition: repetition)
        case .end:
            try append(.end, repetition: repetition)
        case .sequence(let parts):
            for part in parts { try emit(part, repetition: repetition) }
        case .alternation(let branches):
            var exits: [Int] = []
            for branch in branches.dropLast() {
                let split = instructions.count
                try append(.split(split + 1, 0), repetition: repetition)
                try emit(branch, repetition: repetition)
                exits.append(instructions.count)
                try append(.jump(0), repetition: repetition)
                instructions[split] = .split(split + 1, instructions.count)
            }
            try emit(branches[branches.count - 1], repetition: repetition)
            for exit in exits { instructions[exit] = .jump(instructions.count) }
        case .repetition(let body, let minimum, let maximum, let position):
            let outermost = repetition ?? position
            for _ in 0..<minimum { try emit(body, repetition: outermost) }
            guard let maximum else {
                let loop = instructions.count
                try append(.split(loop + 1, 0), repetition: outermost)
                try emit(body, repetition: outermost)
                try append(.jump(loop), repetition: outermost)
                instructions[loop] = .split(loop + 1, instructions.count)
                return
            }
            var splits: [Int] = []
            for _ in minimum..<maximum {
                splits.append(instructions.count)
                try append(.split(0, 0), repetition: outermost)
                try emit(body, repetition: outermost)
            }
            for split in splits { instructions[split] = .split(split + 1, instructions.count) }
        }
    }

    /// The item tests a class may make on one character: each item (a character item as
    /// many as its scalars, which comparing it may read), and under `(?i)` each item again
    /// for each of the character's two case forms.
    func classCost(_ characterClass: PatternClass) -> Int {
        var cost = 0
        for item in characterClass.items {
            if case .character(let character) = item {
                cost += character.unicodeScalars.count
            } else {
                cost += 1
            }
        }
        return cost * (ignoresCase ? 3 : 1)
    }

    private mutating func append(
        _ instruction: PatternInstruction, cost: Int = 1, repetition: Int?
    ) throws(PatternRefusal) {
        guard size + cost <= sizeLimit else {
            let reason: PatternRefusal.Reason =
                sizeLimit < PatternLimits.programSize ? .flowTooLarge : .tooLarge
            throw PatternRefusal(reason, at: repetition ?? 0)
        }
        size += cost
        instructions.append(instruction)
        extraCosts.append(cost - 1)
    }
}
