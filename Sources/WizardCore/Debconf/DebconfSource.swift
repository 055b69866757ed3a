/// The side of a conversation over debconf's Passthrough protocol that reads and writes:
/// the pipes, or the socket, the peer talks through. It decides nothing.
public protocol DebconfPeer {
    /// Why reading or writing failed.
    associatedtype Failure: Error

    /// The next line the peer wrote, with or without its line feed; `nil` once the peer
    /// has closed its end. A line longer than ``DebconfCommand/lineByteLimit`` bytes may be
    /// handed over cut to `lineByteLimit + 1` bytes, the rest of it skipped: it is refused.
    mutating func readLine() throws(Failure) -> [UInt8]?

    /// Writes `reply`'s ``DebconfReply/line`` and a line feed, and warns of its
    /// ``DebconfReply/problem`` when it has one. `conversation` is the conversation once the
    /// line was taken: its ``DebconfConversation/title`` and
    /// ``DebconfConversation/progress`` are what the frame shows.
    mutating func write(_ reply: DebconfReply, in conversation: DebconfConversation)
        throws(Failure)
}

/// debconf's Passthrough protocol as a question source: each `GO` a batch, every other
/// line answered as it comes. ``nextBatch()`` reads lines and writes their replies until a
/// `GO` has a batch to ask, or the peer closes its end (no more batches);
/// ``finish(_:)`` writes `GO`'s reply. ``QuestionRun/run(_:answering:language:ask:)``
/// drives it as any source, in every mode:
///
/// ```swift
/// var source = DebconfSource(peer: pipes)
/// _ = try QuestionRun.run(&source, answering: answering, language: language, ask: ask)
/// ```
public struct DebconfSource<Peer: DebconfPeer>: QuestionSource {
    public typealias Failure = Peer.Failure

    /// Where lines come from and replies go.
    public private(set) var peer: Peer
    /// What is known of the conversation so far.
    public private(set) var conversation: DebconfConversation

    public init(peer: Peer, conversation: DebconfConversation = DebconfConversation()) {
        self.peer = peer
        self.conversation = conversation
    }

    /// The next `GO`'s batch, each line before it answered; `nil` once the peer has closed
    /// its end.
    public mutating func nextBatch() throws(Failure) -> QuestionBatch? {
        while let line = try peer.readLine() {
            switch conversation.take(line: line) {
            case .reply(let reply): try peer.write(reply, in: conversation)
            case .ask(let batch): return batch
            }
        }
        return nil
    }

    /// Writes `GO`'s reply for how its batch ended.
    public mutating func finish(_ outcome: BatchOutcome) throws(Failure) {
        let reply = conversation.finish(outcome)
        try peer.write(reply, in: conversation)
    }
}
