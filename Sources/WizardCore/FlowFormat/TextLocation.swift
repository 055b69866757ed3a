/// A place in a text file, as editors and compilers count it: line and column from 1, the
/// column in Unicode scalars.
public struct TextLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `12:5`, the form that follows a file name in a message editors can jump to.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
