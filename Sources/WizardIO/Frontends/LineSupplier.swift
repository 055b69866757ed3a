/// Where piped answers come from: whole lines, one at a time, counted.
///
/// ``LineSource`` is the real one (standard input); tests supply lines from memory.
public protocol LineSupplier: AnyObject {
    /// The next line without its line end, or `nil` at the end of input.
    func nextLine() throws(InputError) -> String?
    /// The number of the line last returned, counted from 1; 0 before the first.
    var lineNumber: Int { get }
}

extension LineSource: LineSupplier {}
