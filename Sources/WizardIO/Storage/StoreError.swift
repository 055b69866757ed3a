import WizardCore

/// Why the profile store could not be read or written. Every case carries the path.
public enum StoreError: Error, Sendable, Equatable {
    /// The file is not one flat JSON object (empty, malformed, nested too deeply...).
    case notJSON(path: String, defect: StoreDefect)
    /// A key wizard knows holds a value of the wrong type.
    case wrongType(path: String, key: String, expected: JSONType)
    /// The path names a FIFO, a device or a directory, not a file.
    case notRegularFile(path: String)
    /// The file is larger than ``ProfileStore/sizeLimit``.
    case tooLarge(path: String, limit: Int)
    /// The file exists but could not be read.
    case unreadable(path: String, SystemError)
    /// The store, its directory or its lock file could not be written.
    case unwritable(path: String, SystemError)
}

/// How a store file fails to be one JSON object.
public enum StoreDefect: Error, Sendable, Equatable {
    case empty
    /// Not JSON, or nested deeper than the decoder allows.
    case malformed
    /// Valid JSON whose top level is an array, string, number...
    case notAnObject
}
