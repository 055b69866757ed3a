/// One line debconf's Passthrough frontend writes to wizard, as a value: the protocol's
/// reference is `/usr/share/perl5/Debconf/FrontEnd/Passthrough.pm`, which writes each
/// command as its words joined by single spaces and reads exactly one reply line for each
/// (``DebconfReply``). ``init(line:)`` reads a line; ``DebconfConversation`` carries it
/// out.
public enum DebconfCommand: Sendable, Equatable {
    /// `CAPB` with the peer's capabilities (`CAPB backup`: the script can go back a batch),
    /// or with none: the peer asks for wizard's, and keeps those it declared.
    case capabilities([String])
    /// `TITLE text`: the frame's title.
    case title(String)
    /// `SETTITLE tag`: the frame's title is the question's description.
    case setTitle(tag: String)
    /// `DATA tag field value`: a field of a question's template.
    case data(tag: String, DebconfDatum)
    /// `SET tag value`: the question's current value, which a batch starts from.
    case set(tag: String, value: String)
    /// `SUBST tag variable value`: what `${variable}` stands for in the question's texts.
    case substitute(tag: String, variable: String, value: String)
    /// `INPUT priority tag`: ask the question in the next batch.
    case input(priority: StepPriority, tag: String)
    /// `GO`: ask the questions queued since the last `GO`, as one batch.
    case go
    /// `GET tag`: the question's value, as the batch left it.
    case get(tag: String)
    /// `PROGRESS …`: the progress bar.
    case progress(DebconfProgressCommand)
}

/// A field of a question's template, as `DATA` sends it.
public enum DebconfDatum: Sendable, Equatable {
    /// `type`: what the question asks for.
    case type(DebconfType)
    /// `description`: the short description, the question's title.
    case description(String)
    /// `extended_description`: the long description, under the title.
    case extendedDescription(String)
    /// `choices`: a select's or multiselect's choices, as one text (``DebconfChoices``).
    case choices(String)
}

/// A question's type, as a template's `Type:` names it.
public enum DebconfType: String, Sendable, CaseIterable {
    case string, password, boolean, select, multiselect, note, text, error, title
}

/// What a `PROGRESS` line does to the progress bar.
public enum DebconfProgressCommand: Sendable, Equatable {
    /// `PROGRESS START min max tag`: a bar from `min` to `max`, titled with the question's
    /// description.
    case start(minimum: Int, maximum: Int, tag: String)
    /// `PROGRESS SET value`: the bar at `value`.
    case set(Int)
    /// `PROGRESS STEP increment`: the bar moved on by `increment`.
    case step(Int)
    /// `PROGRESS INFO tag`: the line under the bar is the question's description.
    case info(tag: String)
    /// `PROGRESS STOP`: the bar is gone.
    case stop
}
