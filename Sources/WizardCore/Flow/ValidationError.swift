import WizardMessages
import WizardText

/// Why a step refused an answer: the kind's own reason, and the alert the step shows for
/// it (or piped mode prints).
public struct ValidationError: Error, Sendable, Equatable {
    /// The kind's reason, such as a text question's `.broke(.tooShort(minimum: 2))`.
    public let reason: any RefusalReason
    /// The alert, from the step (a flow may define its own) or from ``Catalogue``, as the
    /// step shows it.
    public let alert: LocalizedText
    /// The alert as the error that ends a run with it says it (``AnswerRefused/alert``).
    public let reportedAlert: LocalizedText
    /// Whether it is a soft check's warning (``SoftTextRule``) rather than a refusal: the
    /// answer passed every other rule, and is kept when the person says so
    /// (``Session/submit(_:keepingWarned:)``) or when nobody is asked.
    public let isWarning: Bool

    public init(_ reason: some RefusalReason, alert: LocalizedText) {
        self.init(reason: reason, alert: alert, reportedAlert: alert, isWarning: false)
    }

    /// A soft check's warning (``isWarning``).
    public init(warning reason: some RefusalReason, alert: LocalizedText) {
        self.init(reason: reason, alert: alert, reportedAlert: alert, isWarning: true)
    }

    private init(
        reason: any RefusalReason, alert: LocalizedText, reportedAlert: LocalizedText,
        isWarning: Bool
    ) {
        self.reason = reason
        self.alert = alert
        self.reportedAlert = reportedAlert
        self.isWarning = isWarning
    }

    /// The error with `answer` masked wherever its alert would quote it and `exposure` does
    /// not let it appear: on the screen (``AnswerExposure/Places/alerts``) and in the error
    /// a run ends with (``AnswerExposure/Places/errors``).
    public func withholding(_ answer: String, as exposure: AnswerExposure) -> ValidationError {
        ValidationError(
            reason: reason, alert: exposure.withholding(answer, from: alert, in: .alerts),
            reportedAlert: exposure.withholding(answer, from: reportedAlert, in: .errors),
            isWarning: isWarning)
    }

    /// The error with its alert's `${answer}` (a flow's alert quoting the refused answer)
    /// filled in with `answer`, terminal-safe and bounded as a message's values are; itself
    /// when the alert quotes nothing. A secret's alerts never name it (`flow check`), and
    /// ``withholding(_:as:)`` masks what would show one.
    public func quoting(_ answer: String) -> ValidationError {
        guard
            alert.contains(where: FlowTextTemplate.mayHoldSubstitutions)
                || reportedAlert.contains(where: FlowTextTemplate.mayHoldSubstitutions)
        else { return self }
        let shown = MessageValue.quoted(answer.terminalSafe)
        func filled(_ text: LocalizedText) -> LocalizedText {
            text.map { _, string in
                FlowTextTemplate.render(string) {
                    $0 == FlowReader.answerReference ? shown : nil
                }
            }
        }
        return ValidationError(
            reason: reason, alert: filled(alert), reportedAlert: filled(reportedAlert),
            isWarning: isWarning)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.alert == rhs.alert && lhs.isWarning == rhs.isWarning
            && lhs.reason.isEqual(to: rhs.reason)
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
