import WizardMessages
import WizardText

/// Texts a flow shares (`"texts"`, docs/flow-format.md): each defined once by id and
/// referred to as `{"text": ID}` wherever a text may stand.
///
/// Contract: a definition is read as any text (``FlowReader/text(_:path:allowingLineFeeds:)``),
/// at its own path, and is the only place `wizard flow po` sees it; its substitutions may
/// name the flow's variables and `${app}` only. A reference reads as the text it names, adds
/// the names that text uses to the referring step's references and substitution sites, and
/// adds no text site and no translation check of its own.
extension FlowReader {
    /// A flow shares at most this many texts.
    static let sharedTextLimit = 1_000

    /// A text a flow shares, read at its definition.
    struct SharedText {
        /// The text, with `${app}` filled in when it names nothing known only at run time.
        let text: LocalizedText
        /// How many times the text names each variable: what a reference adds to its step.
        let substitutionSites: [String: Int]
        /// Whether some language of it holds a line feed, which only a step's `text` may.
        let holdsLineFeed: Bool
    }

    /// Reads the flow's `texts`, an object of at most ``sharedTextLimit`` texts by id (a key
    /// as ``isValidKey(_:)`` says), into ``sharedTexts``. Read after `vars` and `app`, before
    /// the steps.
    mutating func readSharedTexts(_ node: JSONNode, path: JSONPath) {
        guard case .object(let members) = node.value else {
            problem(
                path, node,
                Message.FlowCheck.objectExpected(found: Message.FlowCheck.typeName(node)))
            return
        }
        guard members.count <= Self.sharedTextLimit else {
            problem(path, node, Message.FlowCheck.tooManyTexts(Self.sharedTextLimit))
            return
        }
        for member in members {
            declaredSharedTexts.insert(member.key)
            let memberPath = path.member(member.key)
            guard Self.isValidKey(member.key) else {
                problems.report(at: member.keyLocation) {
                    FlowProblem(
                        path: memberPath, location: member.keyLocation,
                        message: Message.FlowCheck.badName)
                }
                continue
            }
            // The steps are not read yet: what the text names is counted apart, for each
            // reference to add to its step.
            let outer = (stepReferences, substitutionSites)
            (stepReferences, substitutionSites) = ([], [:])
            readingSharedText = true
            let text = self.text(member.value, path: memberPath, allowingLineFeeds: true)
            readingSharedText = false
            let sites = substitutionSites
            (stepReferences, substitutionSites) = outer
            guard let text else { continue }
            sharedTexts[member.key] = SharedText(
                text: text, substitutionSites: sites,
                holdsLineFeed: text.contains { $0.utf8.contains(0x0A) })
        }
    }

    /// Whether `node` is written as a reference to a shared text: an object with a member
    /// `text`, which no text by language has.
    static func isSharedTextReference(_ node: JSONNode) -> Bool {
        if case .object = node.value, node["text"] != nil { true } else { false }
    }

    /// The shared text `node` (`{"text": ID}`) refers to, its names added to the step being
    /// read as if written there; `nil` after a problem: a malformed reference, an unknown id
    /// (at the id), or a line feed where `allowingLineFeeds` is false (at the reference).
    mutating func sharedText(_ node: JSONNode, path: JSONPath, allowingLineFeeds: Bool)
        -> LocalizedText?
    {
        guard case .object(let members) = node.value, members.count == 1,
            let idNode = node["text"], case .string(let id) = idNode.value
        else {
            problem(path, node, Message.FlowCheck.sharedTextReference(example: #"{"text": ID}"#))
            return nil
        }
        guard let shared = sharedTexts[id] else {
            // A definition with a problem of its own is already reported.
            if !declaredSharedTexts.contains(id) {
                problem(path.member("text"), idNode, Message.FlowCheck.unknownSharedText(id))
            }
            return nil
        }
        if shared.holdsLineFeed, !allowingLineFeeds {
            problem(path, node, Message.FlowCheck.sharedTextLineFeed(id))
            return nil
        }
        for (name, count) in shared.substitutionSites {
            stepReferences.insert(name)
            substitutionSites[name, default: 0] += count
        }
        return shared.text
    }
}
