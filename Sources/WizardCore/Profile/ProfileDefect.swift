/// Why a store file's bytes are not a profile, and where in the file.
public enum ProfileDefect: Error, Sendable, Equatable {
    /// Nothing but white space.
    case empty
    /// Not JSON, nested deeper than ``JSONParser/depthLimit``, or an object, at any depth,
    /// that gives a key twice (``JSONParser/Options/refusesDuplicateKeys``): programs
    /// disagree on which one counts, so the file is refused rather than resolved. The error
    /// says where.
    case malformed(JSONSyntaxError)
    /// Valid JSON whose top level is an array, string, number...
    case notAnObject(at: TextLocation)
    /// A key wizard knows holds a value of another type; the location is the value's.
    case wrongType(key: String, expected: JSONType, at: TextLocation)

    /// Where the defect is, `nil` for an empty file.
    public var location: TextLocation? {
        switch self {
        case .empty: nil
        case .malformed(let error): error.location
        case .notAnObject(let location), .wrongType(_, _, let location):
            location
        }
    }
}
