/// A box's command line read as the program it stands in for reads it: whiptail's by popt's
/// rules (``WhiptailCommandLine``), dialog's by its own parser (``DialogCommandLine``).
public enum BoxCommandLine {
    /// What `arguments` (the words after the program's name) ask of a run of `program`.
    ///
    /// - Parameter environment: the process's environment: dialog reads its exit statuses
    ///   from `DIALOG_OK`, `DIALOG_CANCEL`… (``BoxStatuses/dialog(environment:)``).
    public static func read(
        _ arguments: [String], as program: BoxProgram, environment: [String: String] = [:]
    ) -> BoxInvocation {
        switch program {
        case .whiptail: WhiptailCommandLine.read(arguments)
        case .dialog: DialogCommandLine.read(arguments, environment: environment)
        }
    }

    /// Whether a checklist's or radiolist's status argument turns its item on: whiptail
    /// reads `1`, `on` and `yes`, ignoring the case of letters; dialog only `on`, ignoring
    /// case (checked on whiptail 0.52 and dialog 1.3: `ON` and `Yes` are on for whiptail,
    /// `yes` is off for dialog).
    static func isOn(_ status: String, for program: BoxProgram) -> Bool {
        let lowered = asciiLowercased(status)
        switch program {
        case .whiptail: return status == "1" || lowered == "on" || lowered == "yes"
        case .dialog: return lowered == "on"
        }
    }

    /// `text` with its ASCII capitals made small and nothing else changed, as the C
    /// library's `strcasecmp` compares in the C locale.
    static func asciiLowercased(_ text: String) -> String {
        String(
            decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 },
            as: UTF8.self)
    }

    /// `items`, each tag once: the first entry of a tag listed twice is kept. The program
    /// writes a tag back whichever of its entries is chosen, so nothing it can write is lost.
    static func distinctTags(_ items: [BoxItem]) -> [BoxItem] {
        var seen = Set<String>()
        return items.filter { seen.insert($0.tag).inserted }
    }
}
