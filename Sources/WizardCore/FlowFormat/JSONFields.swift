/// The members of one JSON object being read by a schema: each field is taken once, and
/// whatever the schema never took is reported as unknown (a typo such as `"titel"` should
/// not pass silently).
struct JSONFields {
    let node: JSONNode
    let path: String
    private var members: [JSONNode.Member]
    private var taken: Set<String> = []

    /// - Returns: `nil`, reporting the problem, when `node` is not an object.
    init?(_ node: JSONNode, path: String, problems: inout [FlowProblem]) {
        guard case .object(let members) = node.value else {
            problems.append(
                FlowProblem(
                    path: path, location: node.location,
                    message: "expected an object, found \(node.typeDescription)"))
            return nil
        }
        self.node = node
        self.path = path
        self.members = members
    }

    /// The value of `key`, marking it read.
    mutating func take(_ key: String) -> JSONNode? {
        taken.insert(key)
        return members.first { $0.key == key }?.value
    }

    /// The path of a field of this object: `$.steps[2]` + `min` → `$.steps[2].min`.
    func path(_ key: String) -> String { "\(path).\(key)" }

    /// Reports keys given twice and keys never taken, at the key.
    func reportLeftovers(into problems: inout [FlowProblem]) {
        var seen: Set<String> = []
        for member in members {
            if !seen.insert(member.key).inserted {
                problems.append(
                    FlowProblem(
                        path: path(member.key), location: member.keyLocation,
                        message: "\"\(member.key)\" is given twice"))
            } else if !taken.contains(member.key) {
                let known = taken.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                problems.append(
                    FlowProblem(
                        path: path(member.key), location: member.keyLocation,
                        message: "unknown field \"\(member.key)\"; known fields here: \(known)"))
            }
        }
    }
}
