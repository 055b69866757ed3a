/// A validator pattern, parsed and compiled: the subset of regular expressions in
/// `docs/flow-format.md` ("Patterns"), matched against a whole answer in time linear in the
/// answer's length, by construction.
///
/// Matching works on characters (grapheme clusters), as Swift's `Regex` does by default:
/// `.` takes a whole `é` or flag, whatever its scalars. Classes and ranges compare one-scalar
/// characters (every Hangul syllable and accented Latin letter of an NFC answer is one);
/// see ``PatternClass``.
public struct CompiledPattern: Sendable {
    private let program: PatternProgram

    /// Parses and compiles `source`, or says what in it is outside the subset, and where.
    ///
    /// - Parameter instructionLimit: the largest size it may compile to, when less than
    ///   ``PatternLimits/programSize`` is left of a flow's ``PatternLimits/flowProgramSize``.
    public init(_ source: String, instructionLimit: Int = PatternLimits.programSize)
        throws(PatternRefusal)
    {
        var parser = PatternParser(source)
        let tree = try parser.parse()
        program = try PatternProgram(
            tree, ignoresCase: parser.ignoresCase, sizeLimit: instructionLimit)
    }

    /// The program's size: its instructions, each class counted with its items
    /// (``PatternProgram/size``). The work per character is at most this.
    public var programSize: Int { program.size }

    /// Whether the pattern matches the whole of `text`.
    public func matches(_ text: String) -> Bool {
        var steps = 0
        return matches(text, steps: &steps)
    }

    /// Whether the pattern matches the whole of `text`, adding to `steps` the instructions
    /// visited: never more than (characters + 1) × ``programSize`` × 2.
    public func matches(_ text: String, steps: inout Int) -> Bool {
        var matcher = PatternMatcher(program: program, text: text)
        let result = matcher.run()
        steps += matcher.steps
        return result
    }
}
