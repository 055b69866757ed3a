/// The messages of the question screens and plain-mode prompts (part of ``Messages``).
public protocol ScreenMessages {
    // MARK: Buttons a flow gets unless it names its own

    // MARK: Validation alerts shared by every flow

    // MARK: The profile card and plain-mode prompts

    // MARK: Key hints on the interactive screens

    // MARK: The step indicator's percent style (seed 002's BrogressBox)

    // MARK: Multi-select questions

    // MARK: Confirm questions

}
