import WizardMessages
import WizardText

/// A text rule written with `"warn": true` (`docs/flow-format.md`, "Soft checks"): an
/// answer it refuses is still one the question can take. A person is shown its alert and
/// asked whether to keep the answer anyway, No the default; input that is not a person's
/// (piped lines, answers given in advance) keeps it with the warning on standard error.
///
/// Only an answer every other rule accepts is tested (``Session/submit(_:keepingWarned:)``),
/// so a soft rule never lets through what a hard one refuses.
public struct SoftTextRule: Sendable {
    /// What the rule tests, as its hard form does.
    public enum Test: Sendable {
        /// At least this many user-perceived characters.
        case minimumLength(Int)
        /// At most this many user-perceived characters.
        case maximumLength(Int)
        /// The whole answer matches.
        case pattern(TextPattern)
    }

    public let test: Test
    /// What the warning says: the rule's `alert`, else the length rules' own words (a
    /// pattern's alert is required, as a hard pattern's is).
    public let alert: LocalizedText

    public init(_ test: Test, alert: LocalizedText?) {
        self.test = test
        switch test {
        case .minimumLength(let minimum): self.alert = alert ?? Message.tooShort(minimum: minimum)
        case .maximumLength(let maximum): self.alert = alert ?? Message.tooLong(maximum: maximum)
        case .pattern(let pattern): self.alert = alert ?? pattern.alert
        }
    }

    /// Whether `text`, an answer the hard rules accepted, passes this rule too.
    public func admits(_ text: String) -> Bool {
        switch test {
        case .minimumLength(let minimum): text.count >= minimum
        case .maximumLength(let maximum): text.count <= maximum
        case .pattern(let pattern): pattern.matches(text)
        }
    }

    /// The rule with `substitutions` in its alert.
    public func substituted(_ substitutions: Substitutions) -> SoftTextRule {
        let test: Test =
            switch self.test {
            case .pattern(let pattern):
                .pattern(pattern.withAlert(substitutions.text(pattern.alert)))
            case .minimumLength, .maximumLength: self.test
            }
        return SoftTextRule(test, alert: substitutions.text(alert))
    }

    /// Why a soft rule warns: the index of the first rule of the question's that `text`
    /// does not pass.
    public struct Warned: RefusalReason {
        public let rule: Int
    }
}

extension [SoftTextRule] {
    /// The warning of the first rule `text` does not pass, `nil` when it passes them all.
    func warning(about text: String) -> ValidationError? {
        guard let index = firstIndex(where: { !$0.admits(text) }) else { return nil }
        return ValidationError(warning: SoftTextRule.Warned(rule: index), alert: self[index].alert)
    }
}
