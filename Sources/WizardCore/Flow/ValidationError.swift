/// Why a step refused an answer: the kind's own reason, and the alert the step shows for
/// it (or piped mode prints).
public struct ValidationError: Error, Sendable, Equatable {
    /// The kind's reason, such as `TextQuestion.Refusal.tooShort(minimum: 2)`.
    public let reason: any RefusalReason
    /// The alert, from the step (a flow may define its own) or from ``Message``.
    public let alert: LocalizedText

    public init(_ reason: some RefusalReason, alert: LocalizedText) {
        self.reason = reason
        self.alert = alert
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.alert == rhs.alert && lhs.reason.isEqual(to: rhs.reason)
    }
}

/// A kind's reason for refusing an answer: each kind has its own enum of them.
public protocol RefusalReason: Error, Sendable, Equatable {}

extension RefusalReason {
    /// Whether `other` is this same reason.
    func isEqual(to other: any RefusalReason) -> Bool {
        (other as? Self) == self
    }
}
