/// The usage errors (printed after `wizard: `, followed by a pointer to --help) and the help
/// texts (part of ``Messages``).
public protocol UsageMessages {

    // MARK: Help texts

    // MARK: Shell completion menus

}
