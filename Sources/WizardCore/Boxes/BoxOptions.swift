/// The options of a box's command line that change what the box asks, what it writes or
/// how it ends; options that only change how the program draws (`--fb`, `--scrolltext`,
/// `--topleft`, `--aspect`, `--no-shadow`…) are read and set aside.
public struct BoxOptions: Sendable, Equatable {
    /// `--title`: the box's title; the last one given.
    public var title: String?
    /// `--backtitle`: the line over the screen.
    public var backtitle: String?
    /// The buttons' labels the command line sets (`--ok-button`, `--ok-label`…).
    public var labels = BoxLabels()
    /// The button Enter presses at first: `--defaultno` (No, and for dialog Cancel), or
    /// dialog's `--default-button NAME`; `nil` for the first button.
    public var defaultButton: BoxButton?
    /// `--default-item TAG`: the item the cursor starts on.
    public var defaultItem: String?
    /// `--nocancel`, `--no-cancel`: no Cancel button.
    public var hidesCancel = false
    /// dialog's `--no-ok`: no OK button (Enter still presses it).
    public var hidesOK = false
    /// dialog's `--extra-button`: an Extra button, exit status 3.
    public var showsExtra = false
    /// dialog's `--help-button`: a Help button, exit status 2.
    public var showsHelp = false
    /// `--noitem`, `--no-items`: items are read without their description.
    public var omitsItems = false
    /// `--notags`, `--no-tags`: tags are not shown (they are still written back).
    public var hidesTags = false
    /// `--separate-output`: a checklist's tags one a line, unquoted.
    public var separatesOutput = false
    /// dialog's `--output-separator STR` (`--separator`): what separates a checklist's or
    /// form's values in place of a space or a line feed.
    public var outputSeparator: String?
    /// dialog's `--single-quoted`: values quoted with `'` where they need it.
    public var quotesSingly = false
    /// dialog's `--quoted`: every value written is quoted where it needs it.
    public var quotesEveryValue = false
    /// dialog's `--item-help`: each item has a help column, which Help writes.
    public var hasItemHelp = false
    /// dialog's `--help-tags`: Help writes the item's tag even with `--item-help`.
    public var helpWritesTags = false
    /// dialog's `--help-status`: Help also writes the list's or form's state.
    public var helpWritesStatus = false
    /// dialog's `--colors`: `\Z` codes in texts are read (and dropped).
    public var readsColorCodes = false
    /// dialog's whitespace options for the box's text.
    public var whitespace = BoxText.Whitespace()
    /// Where the result is written.
    public var output = BoxOutput.standardError
    /// dialog's `--timeout SECONDS` (0 is none): the box ends as Esc does after that long
    /// without a key.
    public var timeoutSeconds: Int?
    /// `--clear` and dialog's `--erase-on-exit`: the screen is cleared when the box ends.
    public var clearsScreen = false

    public init() {}
}

/// The labels a command line gives the buttons; `nil` for the program's own.
public struct BoxLabels: Sendable, Equatable {
    public var ok: String?
    public var cancel: String?
    public var yes: String?
    public var no: String?
    public var extra: String?
    public var help: String?
    /// dialog's `--exit-label`: the text box's button.
    public var exit: String?

    public init() {}
}

/// A button of a box, by what pressing it means; a yes/no box's Yes is ``ok`` and its No
/// ``cancel``, as both programs make no difference between them.
public enum BoxButton: Sendable, Hashable, CaseIterable {
    /// OK, Yes, dialog's EXIT: status 0.
    case ok
    /// Cancel, No: status 1.
    case cancel
    /// dialog's Extra: status 3.
    case extra
    /// dialog's Help: status 2.
    case help
}

/// A button as a box shows it: what it means and its label.
public struct BoxButtonLabel: Sendable, Hashable {
    public let button: BoxButton
    public let label: String

    public init(_ button: BoxButton, _ label: String) {
        self.button = button
        self.label = label
    }
}
