import WizardMessages

/// Where a value is in a JSON document, as a problem names it (`$.steps[2].title`).
///
/// The flow reader passes one down to every step, field and text, but a problem is rare:
/// the path is a chain of parts, and its text is written only when ``description`` is
/// asked for. Writing each as text up front cost a megabyte of steps more than parsing it.
indirect enum JSONPath: Sendable, Equatable, CustomStringConvertible {
    /// The document itself, `$`.
    case root
    /// The member `key` of the object at the path.
    case member(JSONPath, String)
    /// The element at `index` of the array at the path.
    case element(JSONPath, Int)

    /// The path of the member `key` of the object here: `$.steps[2]` + `min` →
    /// `$.steps[2].min`.
    func member(_ key: String) -> JSONPath { .member(self, key) }

    /// The path of the element at `index` of the array here: `$.steps` + 2 → `$.steps[2]`.
    func element(_ index: Int) -> JSONPath { .element(self, index) }

    /// Whether the path is an alert's text: a member `alert` or `…_alert`, or a language of
    /// one.
    var isAlert: Bool {
        var path = self
        for _ in 0..<2 {
            guard case .member(let parent, let key) = path else { return false }
            if key == "alert" || key.hasSuffix("_alert") { return true }
            path = parent
        }
        return false
    }

    /// The path as text: `$`, then `.key` for each member and `[index]` for each element,
    /// bounded as a message's values are (``MessageValue/quoted(_:)``): a key may be as long
    /// as the flow.
    var description: String {
        var parts: [String] = []
        var path = self
        while true {
            switch path {
            case .root:
                var text = "$"
                for part in parts.reversed() { text += part }
                return MessageValue.quoted(text)
            case .member(let parent, let key):
                parts.append("." + key)
                path = parent
            case .element(let parent, let index):
                parts.append("[\(index)]")
                path = parent
            }
        }
    }
}
