/// What `wizard ask KIND [flags]` asks: the question's kind and the flags that describe it,
/// each a field of a flow's step (``AskFlow`` makes the one-step flow).
struct AskQuestion: Equatable {
    /// The kinds `wizard ask` takes, under the names shell users expect, each a flow kind.
    enum Kind: String, CaseIterable, Sendable {
        case text, secret, number, choose, multi, confirm

        /// The kind named `rawValue`. Written out because every `ask` asks it of its first
        /// word, and the one Swift makes compares through an array of the names, which the
        /// runtime gives its metadata first (docs/performance.md).
        init?(rawValue: String) {
            switch rawValue {
            case "text": self = .text
            case "secret": self = .secret
            case "number": self = .number
            case "choose": self = .choose
            case "multi": self = .multi
            case "confirm": self = .confirm
            default: return nil
            }
        }

        /// The flow step kind it asks with.
        var flowKind: String {
            switch self {
            case .text, .secret, .confirm: rawValue
            case .number: "slider"
            case .choose: "picker"
            case .multi: "multiselect"
            }
        }
    }

    /// A flag that describes the question: what it sets in the step, and the kinds it
    /// goes with.
    enum Field: String, CaseIterable, Sendable {
        case title, text, placeholder, minLength, maxLength, pattern, alert
        case minimum, maximum, step, unit, option, optionsFrom, minChoices, maxChoices
        case defaultValue, defaultOnTimeout, filter

        /// The flag's spelling.
        var spelling: String {
            switch self {
            case .minLength: "--min-length"
            case .maxLength: "--max-length"
            case .minimum: "--min"
            case .maximum: "--max"
            case .optionsFrom: "--options-from"
            case .minChoices: "--min-choices"
            case .maxChoices: "--max-choices"
            case .defaultValue: "--default"
            case .defaultOnTimeout: "--default-on-timeout"
            default: "--" + rawValue
            }
        }

        /// Whether the flag describes a question of `kind` (`--title`, `--text` and
        /// `--default-on-timeout` go with every kind). A switch: every `ask` asks it of each
        /// flag, and sets of kinds were built anew for each.
        func belongs(to kind: Kind) -> Bool {
            switch self {
            case .title, .text, .defaultOnTimeout: true
            case .defaultValue: kind != .secret
            case .placeholder, .minLength, .maxLength, .pattern, .alert:
                kind == .text || kind == .secret
            case .minimum, .maximum, .step, .unit: kind == .number
            case .option, .optionsFrom, .filter: kind == .choose || kind == .multi
            case .minChoices, .maxChoices: kind == .multi
            }
        }
    }

    var kind: Kind
    /// The flags given, in order, with their values (`""` for a flag that takes none);
    /// `--option` may come many times, the others' last value counts.
    var fields: [(field: Field, value: String)] = []

    init(kind: Kind) {
        self.kind = kind
    }

    /// The last value given for `field`, `nil` when it was not.
    func value(of field: Field) -> String? {
        fields.last { $0.field == field }?.value
    }

    /// Every value given for `field`, in order.
    func values(of field: Field) -> [String] {
        fields.filter { $0.field == field }.map(\.value)
    }

    static func == (left: AskQuestion, right: AskQuestion) -> Bool {
        left.kind == right.kind
            && left.fields.map(\.field) == right.fields.map(\.field)
            && left.fields.map(\.value) == right.fields.map(\.value)
    }
}
