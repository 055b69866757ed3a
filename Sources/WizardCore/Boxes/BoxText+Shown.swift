import WizardText

/// Texts from a script made fit to show: a script's bytes never reach the terminal as
/// controls. Every control and text-direction character but the line feeds a description
/// keeps becomes U+FFFD, as a flow's texts do (``Swift/String/flowTextSafe``), so an escape
/// sequence in a title, a text, a label or a file is drawn as `�[31m`, never obeyed.
extension BoxText {
    /// `text` as a step's description: its line feeds kept, each tab the spaces to the next
    /// multiple of eight columns, every other unsafe character U+FFFD.
    public static func shownText(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TabStops.expanding($0).flowTextSafe }
            .joined(separator: "\n")
    }

    /// `text` as a file's lines shown as they are written: ``shownText(_:)``, each line that
    /// holds anything indented by the two spaces that keep a description's line verbatim
    /// (``DescriptionLayout``), so lines are never joined or wrapped as prose.
    public static func shownFile(_ text: String) -> String {
        shownText(text).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.allSatisfy { $0 == " " } ? "" : "  " + $0 }
            .joined(separator: "\n")
    }

    /// `text` as one line (a title, a label, an item): line feeds and tabs as spaces, every
    /// other unsafe character U+FFFD.
    public static func shownLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else {
            return text.flowTextSafe
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar == "\n" || scalar == "\t" ? " " : scalar)
        }
        return String(scalars).flowTextSafe
    }

}
