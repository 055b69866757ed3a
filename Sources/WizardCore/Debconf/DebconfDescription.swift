import WizardText

/// A question's descriptions as wizard shows them: the short one as a one-line title, the
/// extended one as a step's description (``Step/text``), which ``DescriptionLayout`` reads
/// by the rules debconf's templates are written in.
///
/// debconf sends an extended description as `/usr/share/perl5/Debconf/Template.pm` stored
/// it from the template: the leading space of each template line gone, each paragraph's
/// lines joined into one, a template line ` .` a blank line, and a template line indented
/// two spaces or more (a list item, a command) its own line, indented one space less. So:
/// - an empty line, or one that is ` .` (a template line sent as written), is a blank line;
/// - a line that begins with white space is kept verbatim, one space more at its start, as
///   the template indents it, so that it begins with the two spaces a description's
///   verbatim line does;
/// - any other line is prose.
///
/// Tabs become spaces to the next multiple of eight columns; any other control or
/// text-direction character is shown as U+FFFD, as a flow's text would be.
public enum DebconfDescription {
    /// `description` as one line: its line feeds as spaces, its white space at both ends
    /// gone; `nil` when nothing is left.
    public static func title(_ description: String) -> String? {
        let line = oneLine(description).trimmingWhitespace
        return line.isEmpty ? nil : String(line)
    }

    /// `title` as the name of a field, which wizard follows with its own colon (in a prompt,
    /// `Your name [nobody]: `, and on the review card): without the colon a debconf
    /// description usually ends with (`Your name:`), as ``LinePrompt/fieldName(_:)`` drops
    /// it; `title` itself when nothing else is left.
    public static func label(_ title: String) -> String {
        let label = LinePrompt.fieldName(title)
        return label.isEmpty ? title : label
    }

    /// `text` (a choice, a title) as one line to show: line feeds and tabs as spaces.
    public static func oneLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar == "\n" || scalar == "\t" ? " " : scalar)
        }
        return String(scalars).flowTextSafe
    }

    /// `extended` as a step's description; `nil` when it has no visible line.
    public static func text(_ extended: String) -> String? {
        var lines: [String] = []
        for line in extended.split(separator: "\n", omittingEmptySubsequences: false) {
            let expanded = TabStops.expanding(line)
            if expanded.allSatisfy({ $0 == " " }) || expanded == " ." {
                lines.append("")
            } else if expanded.hasPrefix(" ") {
                lines.append(" " + expanded.flowTextSafe)
            } else {
                lines.append(expanded.flowTextSafe)
            }
        }
        guard lines.contains(where: { !$0.isEmpty }) else { return nil }
        return lines.joined(separator: "\n")
    }

}
