import WizardMessages
import WizardText

extension FlowReader {
    /// Warns of each name `--shell` would refuse to print (``ShellName/isSpecial(_:)``):
    /// under the flow's own prefix, every run's `--shell` without `--prefix` fails; under
    /// the empty one, `--prefix ''` does. `signed_in`, which `--shell` prints first, is
    /// reported at the flow's id, each question's key at its `key`.
    mutating func warnOfShellNames(flowID: String, at idSite: (node: JSONNode, path: JSONPath)) {
        let prefixes = [ShellName.defaultPrefix(forFlow: flowID), ""]
        let sites = [(ProfileDocument.signedInKey, idSite.node, idSite.path)] + storeKeys
        for (key, node, path) in sites {
            guard
                let prefix = prefixes.first(where: {
                    ShellName.isSpecial(ShellName.name(of: key, prefix: $0))
                })
            else { continue }
            problems.warn(at: node.location) {
                FlowProblem(
                    path: path, location: node.location,
                    message: Message.FlowCheck.shellNameSpecial(
                        ShellName.name(of: key, prefix: prefix), prefix: prefix),
                    isWarning: true)
            }
        }
    }
}
