/// A box's outcome from what the frontends hold: the session that asked its batch, or the
/// box as it starts.
extension BoxCommand {
    /// What the box holds as it starts, as ``BoxOutcome/values`` says it: the menu's
    /// `--default-item` (a tag of it), else its first tag; the radiolist's item on; the
    /// checklist's items on; INIT; the range's DEFAULT; the form's editable fields' texts.
    public var startingValues: [String] {
        switch widget {
        case .menu(_, let items):
            let chosen = items.first { $0.tag == options.defaultItem } ?? items.first
            return chosen.map { [$0.tag] } ?? []
        case .radiolist(_, let items), .checklist(_, let items):
            return items.filter(\.isOn).map(\.tag)
        case .input(_, let initial), .password(_, let initial):
            return [initial ?? ""]
        case .range(_, _, let value):
            return [String(value)]
        case .form(_, let fields, _):
            return fields.filter(\.isEditable).map(\.text)
        case .message, .yesNo, .info, .textFile, .gauge, .pause:
            return []
        }
    }

    /// Where the cursor starts in a list or form: on `--default-item` when it names an
    /// item (or a form field's label), else on the first; `nil` for other boxes.
    public var startingIndex: Int? {
        switch widget {
        case .menu(_, let items), .radiolist(_, let items), .checklist(_, let items):
            return items.isEmpty ? nil : items.firstIndex { $0.tag == options.defaultItem } ?? 0
        case .form(_, let fields, _):
            return fields.isEmpty ? nil : fields.firstIndex { $0.label == options.defaultItem } ?? 0
        default:
            return nil
        }
    }

    /// The outcome of Enter on the box as it starts: its default button
    /// (``defaultButton``) with its starting values. Also the outcome of a box that waits
    /// for no one (``waitsForAnswer``), and of an empty piped line.
    public var defaultOutcome: BoxOutcome {
        BoxOutcome(.pressed(defaultButton), values: startingValues, currentIndex: startingIndex)
    }

    /// The outcome of the box once its batch's session was answered: OK with the answers
    /// (a yes/no answered No is Cancel, as No is Cancel to both programs).
    ///
    /// - Precondition: `session` asked this box's batch (``batch(fileText:)``).
    public func outcome(after session: Session) -> BoxOutcome {
        let answer = session.answers[Self.stepID]
        var index = startingIndex
        let values: [String]
        switch widget {
        case .yesNo:
            return BoxOutcome(.pressed(answer?.bool == false ? .cancel : .ok))
        case .menu(_, let items), .radiolist(_, let items):
            values = answer?.string.map { [$0] } ?? []
            if let tag = values.first { index = items.firstIndex { $0.tag == tag } ?? index }
        case .checklist:
            values = answer?.strings ?? []
        case .input, .password:
            values = [answer?.string ?? ""]
        case .range(_, _, let value):
            values = [String(answer?.integer ?? value)]
        case .form(_, let fields, _):
            values = fields.enumerated().filter(\.element.isEditable).map { index, field in
                session.answers[Self.fieldID(index)]?.string ?? field.text
            }
        case .message, .info, .textFile, .gauge, .pause:
            values = []
        }
        return BoxOutcome(.pressed(.ok), values: values, currentIndex: index)
    }
}
