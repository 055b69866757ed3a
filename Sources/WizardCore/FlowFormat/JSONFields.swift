import WizardMessages

/// The members of one JSON object being read by a schema: each field is taken once, and
/// whatever the schema never took is reported as unknown (a typo such as `"titel"` should
/// not pass silently).
struct JSONFields {
    let node: JSONNode
    let path: JSONPath
    private var members: [JSONNode.Member]
    /// The keys the schema asked for, in the order asked; a handful per object.
    private var taken: [String] = []

    /// - Returns: `nil`, reporting the problem, when `node` is not an object.
    init?(_ node: JSONNode, path: JSONPath, problems: inout FlowProblemList) {
        guard case .object(let members) = node.value else {
            problems.report(at: node.location) {
                FlowProblem(
                    path: path, location: node.location,
                    message: Message.FlowCheck.objectExpected(
                        found: Message.FlowCheck.typeName(node)))
            }
            return nil
        }
        self.node = node
        self.path = path
        self.members = members
    }

    /// The value of `key`, marking it read.
    mutating func take(_ key: String) -> JSONNode? {
        taken.append(key)
        return members.first { $0.key == key }?.value
    }

    /// The path of a field of this object: `$.steps[2]` + `min` → `$.steps[2].min`.
    func path(_ key: String) -> JSONPath { path.member(key) }

    /// Reports keys given twice and keys never taken, at the key.
    func reportLeftovers(into problems: inout FlowProblemList) {
        // Objects in a flow have a few keys; a set pays off only for big hostile ones.
        let usesSet = members.count > 16
        var seen: Set<String> = []
        // Listed once, and only when some key is unknown: reading a good flow builds no
        // message.
        var known: String?
        for (index, member) in members.enumerated() {
            let isRepeat =
                usesSet
                ? !seen.insert(member.key).inserted
                : members[..<index].contains { $0.key == member.key }
            if isRepeat {
                problems.report(at: member.keyLocation) {
                    FlowProblem(
                        path: path(member.key), location: member.keyLocation,
                        message: Message.FlowCheck.givenTwice(member.key))
                }
            } else if !taken.contains(member.key) {
                problems.report(at: member.keyLocation) {
                    let list =
                        known ?? taken.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                    known = list
                    return FlowProblem(
                        path: path(member.key), location: member.keyLocation,
                        message: Message.FlowCheck.unknownField(member.key, known: list))
                }
            }
        }
    }
}
