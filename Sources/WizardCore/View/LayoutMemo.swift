/// The layouts a ``StepScreen`` made lately, kept so that a key which changes one row does
/// not lay out the others again: most keys move a cursor or a slider, and the titles,
/// labels and hints around it stay as they were.
///
/// A memo holds at most `capacity` entries; when it is full it starts again empty, so its
/// memory is bounded whatever the flow holds, and a layout is never stale: every entry is
/// keyed by all that its value depends on (a screen's width and glyphs are fixed for its
/// life, so keys need not hold them).
struct LayoutMemo<Key: Hashable, Value> {
    /// The most entries kept: more than a long list shows at once.
    let capacity: Int
    private var entries: [Key: Value] = [:]

    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The value kept for `key`, or the one `make` lays out, kept for next time.
    mutating func value(for key: Key, _ make: () -> Value) -> Value {
        if let kept = entries[key] { return kept }
        let made = make()
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = made
        return made
    }
}
