import WizardCore

/// Why the profile store could not be read or written. Every case carries the path.
public enum StoreError: Error, Sendable, Equatable {
    /// The file is not one flat JSON object (empty, malformed, nested too deeply...).
    case notJSON(path: String, defect: StoreDefect)
    /// A key wizard knows holds a value of the wrong type.
    case wrongType(path: String, key: String, expected: JSONType)
    /// The file exists but could not be read whole: unreadable, a FIFO, a device or a
    /// directory, or larger than ``ProfileStore/sizeLimit``.
    case unreadable(FileError)
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
