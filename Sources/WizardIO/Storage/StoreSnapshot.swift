import WizardCore

/// The store as ``ProfileStore/loadCheckingDirectory()`` found it before the questions: the
/// profile, and what lets ``ProfileStore/update(from:wait:onWait:_:)`` skip finding the same
/// again.
///
/// Contract: the update that takes a snapshot still takes the lock and still reads the file
/// again under it; only when that file holds the very bytes read here (or there is still no
/// file) does it keep this profile instead of decoding the bytes again. It writes in the
/// directory the snapshot's walk reached, held open since, so that the profile lands where
/// it was read even if a path to it has changed meanwhile; a walk that found a directory
/// missing, or whose directory was removed since, is made again, creating it.
public struct StoreSnapshot {
    /// The stored profile; an empty one when there is no file.
    public let document: ProfileDocument
    /// Where the walk ended; `nil` when a directory on the way is missing.
    let place: FilePlace?
    /// The file's bytes as read; `nil` when there was no file.
    let bytes: StoredBytes?
}

/// A store file's bytes, which may hold a secret as typed: cleared when the last reference
/// goes.
final class StoredBytes {
    /// Read them in place; a copy kept elsewhere would outlive the clearing.
    private(set) var bytes: [UInt8]

    /// Takes `bytes` over: pass the only copy, so that no other keeps them uncleared.
    init(_ bytes: consuming [UInt8]) {
        self.bytes = bytes
    }

    deinit {
        bytes.wipe()
    }
}
