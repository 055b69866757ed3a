/// The messages of command results, input and store errors and `wizard flow questions`
/// (part of ``Messages``). Errors are printed after `wizard: `.
public protocol CommandMessages {
    // MARK: Command results

    // MARK: Input errors

    // MARK: The profile store

    // MARK: Lost output

    // MARK: `wizard flow questions`

}
