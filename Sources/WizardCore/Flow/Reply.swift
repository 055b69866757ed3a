/// What a frontend hands the session for the current step.
public enum Reply: Sendable, Hashable {
    /// A typed line. Any step takes one: an info page ignores it, a question validates it.
    case line(String)
    /// A slider position. On any other kind of step it counts as the number typed as a line.
    case value(Int)
    /// A picker position (for a confirm question, 0 is yes), `nil` while nothing is chosen. On any other kind of step it counts
    /// as the option number (`index + 1`) typed as a line.
    case option(Int?)
}

extension Step {
    /// The answer `reply` gives this step, `nil` for an info page, or why it is refused.
    public func answer(for reply: Reply) throws(ValidationError) -> Answer? {
        switch (kind, reply) {
        case (.info, _):
            return nil
        case (.slider(let slider), .value(let value)):
            return .number(try slider.validate(value: value))
        case (.picker(let picker), .option(let index)):
            return .choice(try picker.validate(index: index).value)
        case (.confirm(let confirm), .option(let index)):
            return .flag(try confirm.validate(index: index))
        case (_, .value(let value)):
            return try answer(for: .line(String(value)))
        case (_, .option(let index)):
            return try answer(for: .line(index.map { String($0 + 1) } ?? ""))
        case (.text(let text), .line(let line)):
            return .text(try text.validate(line))
        case (.slider(let slider), .line(let line)):
            return .number(try slider.validate(line: line))
        case (.picker(let picker), .line(let line)):
            return .choice(try picker.validate(line: line).value)
        case (.confirm(let confirm), .line(let line)):
            return .flag(try confirm.validate(line: line))
        }
    }
}
