/// One translatable text of a flow file, where it is: what `wizard flow po extract` writes
/// as one entry of a `.pot` and `wizard flow po merge` fills in (docs/languages.md).
public struct FlowTextSite: Sendable {
    /// The text's id, its entry's `msgctxt`: the step's key (or id) and the field within it,
    /// an option named by its value (`gender.options.female.label`), or the path from the top
    /// for a text outside the steps.
    public let context: String
    /// The text's JSON path, `$.steps[2].options[1].label`.
    public let place: String
    /// The step's kind (`picker`), `nil` outside the steps.
    public let kind: String?
    /// The text's value in the file: a string, or an object of strings by language.
    public let node: JSONNode
    let path: JSONPath

    init(path: JSONPath, node: JSONNode) {
        self.init(path: path, node: node, context: "", kind: nil)
    }

    private init(path: JSONPath, node: JSONNode, context: String, kind: String?) {
        self.path = path
        self.node = node
        self.context = context
        self.place = path.description
        self.kind = kind
    }

    /// Where the text starts in the file.
    public var location: TextLocation { node.location }

    /// The text's English string (`""` when it has none, which `flow check` refuses).
    public var english: String {
        switch node.value {
        case .string(let string): string
        default:
            node["en"].flatMap { if case .string(let text) = $0.value { text } else { nil } } ?? ""
        }
    }

    /// `sites` with their ids, named after the steps of `root` they are in.
    static func steps(_ sites: [FlowTextSite], root: JSONNode) -> [FlowTextSite] {
        var steps: [JSONNode] = []
        if case .array(let elements) = root["steps"]?.value { steps = elements }
        return sites.map { site in
            let text = site.place
            guard text.hasPrefix("$.steps["), let close = text.firstIndex(of: "]"),
                let index = Int(text[text.index(text.startIndex, offsetBy: 8)..<close]),
                index < steps.count
            else {
                return FlowTextSite(
                    path: site.path, node: site.node, context: String(text.dropFirst(2)),
                    kind: nil)
            }
            let step = steps[index]
            let id = (step["key"] ?? step["id"]).flatMap {
                if case .string(let id) = $0.value { id } else { nil }
            }
            let kind = step["kind"].flatMap {
                if case .string(let kind) = $0.value { kind } else { nil }
            }
            return FlowTextSite(
                path: site.path, node: site.node,
                context: (id ?? "steps[\(index)]")
                    + byValue(String(text[text.index(after: close)...]), in: step),
                kind: kind)
        }
    }

    /// `rest`, a place inside `step`, with an option named by its value rather than its
    /// position (`.options.vim.label` for `.options[0].label`), so that reordering the
    /// options keeps each translation with its option.
    private static func byValue(_ rest: String, in step: JSONNode) -> String {
        let prefix = ".options["
        guard rest.hasPrefix(prefix), let close = rest.firstIndex(of: "]"),
            let index = Int(rest[rest.index(rest.startIndex, offsetBy: prefix.count)..<close]),
            case .array(let options) = step["options"]?.value, index < options.count,
            case .string(let value) = options[index]["value"]?.value,
            !value.contains("."), !value.contains("[")
        else { return rest }
        return ".options." + value + rest[rest.index(after: close)...]
    }
}
