import WizardText

/// A box answered by lines, as the piped frontend reads them from standard input or a
/// `WIZARD_ANSWERS` file: each line answers the box (a form: its next field), and the
/// box's outcome comes once it is answered.
///
/// A line is read in this order:
/// 1. an empty line (white space only) is Enter on the box as it starts: its default
///    button with its starting values (``BoxCommand/defaultOutcome``): the default item,
///    INIT, No under `--defaultno`…;
/// 2. in a list, a line that is an item's tag exactly chooses it, before anything else, as
///    does its tag and item with two spaces between them, ignoring case;
/// 3. a line that is a button's label presses that button (`Finish` for
///    `--cancel-button Finish`) with the box as it stands: ignoring case and the white
///    space around it in a box
///    answered by a choice, but only exactly, the whole line, in one answered by typing
///    (an input, a password, a form's field), whose text may be any word;
/// 4. any other line answers the step through its kind, as a flow's piped answer does: a
///    menu's or radiolist's tag, whole label (tag and item as shown) or number; a
///    checklist's tags (or labels, or numbers) separated by commas, or by spaces when that
///    names them all (`a b` as well as `a, b`), `-` for none; yes or no in any UI
///    language, or the Yes or No label; the text; the number. A message, text box or
///    other page takes any line as OK.
///
/// A password box's line is its answer as typed: only a line with nothing in it is empty.
///
/// A line the kind refuses throws its ``ValidationError``, as a flow's piped line does;
/// the frontend reports it with the box's name and stops.
public struct BoxLineAnswering: Sendable {
    public let command: BoxCommand
    /// The session that asks the box's batch; a form's moves a field a line.
    public private(set) var session: Session

    /// Ready for the first line of `command`'s box, asked as `batch` (its
    /// ``BoxCommand/batch(fileText:)``), in `language`.
    public init(command: BoxCommand, batch: QuestionBatch, language: Language) {
        self.command = command
        self.session = batch.session(answering: Session.Answering(), language: language)
    }

    /// Answers the box with `line`: its outcome, or `nil` when the box waits for another
    /// line (a form's next field).
    public mutating func answer(_ line: String) throws(ValidationError) -> BoxOutcome? {
        let trimmed = String(line.trimmingWhitespace)
        let isFirst = session.answers.isEmpty
        let isEmpty = command.widget.isPassword ? line.isEmpty : trimmed.isEmpty
        if isEmpty, !command.widget.isForm || command.defaultButton != .ok {
            return command.defaultOutcome
        }
        let items = BoxCommandLine.distinctTags(command.widget.items)
        // The tag exactly, else the tag and item as written, two spaces between them,
        // ignoring case (the options' labels pad tags to one width).
        let wanted = trimmed.lowercased()
        let named =
            items.first { $0.tag == line }
            ?? items.first { !$0.item.isEmpty && "\($0.tag)  \($0.item)".lowercased() == wanted }
        if named == nil, let button = pressedButton(line, trimmed) {
            let current = isFirst ? command.defaultOutcome : command.outcome(after: session)
            return current.pressing(button)
        }
        switch command.widget {
        case .menu, .radiolist:
            try session.submit(
                named.map { .answer(.choice($0.tag)) } ?? .line(line), keepingWarned: true)
        case .checklist where !items.isEmpty:
            if let named {
                try session.submit(.answer(.choices([named.tag])), keepingWarned: true)
            } else {
                try submitChecklist(line)
            }
        default:
            try session.submit(.line(line), keepingWarned: true)
        }
        guard session.isComplete else { return nil }
        return command.outcome(after: session)
    }

    /// Submits a checklist's line as written (tags, items or numbers separated by
    /// commas, or one item's name with spaces in it); when that names nothing, has no
    /// comma and several words, its words as the parts.
    private mutating func submitChecklist(_ line: String) throws(ValidationError) {
        do {
            try session.submit(.line(line), keepingWarned: true)
        } catch {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !line.contains(","), words.count > 1 else { throw error }
            do {
                try session.submit(.line(words.joined(separator: ",")), keepingWarned: true)
            } catch _ {
                throw error
            }
        }
    }

    /// Whether the box is answered by typing, where any word may be the answer: an input,
    /// a password, a form.
    private var takesTypedLines: Bool {
        switch command.widget {
        case .input, .password, .form: true
        default: false
        }
    }

    /// The button `line` names by its label, as the box reads labels.
    private func pressedButton(_ line: String, _ trimmed: String) -> BoxButton? {
        let shown = command.buttons
        if takesTypedLines { return shown.first { $0.label == line }?.button }
        let wanted = trimmed.lowercased()
        return shown.first { $0.label.lowercased() == wanted }?.button
    }
}

extension BoxOutcome {
    /// The same values and cursor, with `button` pressed.
    func pressing(_ button: BoxButton) -> BoxOutcome {
        BoxOutcome(.pressed(button), values: values, currentIndex: currentIndex)
    }
}
