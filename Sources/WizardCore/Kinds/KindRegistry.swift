/// The step kinds wizard knows, in the order `docs/flow-format.md` lists them: the one
/// place a new kind is registered.
enum KindRegistry {
    static let kinds: [any FlowFileKind.Type] = [
        InfoPage.self,
        TextQuestion.self,
        SecretQuestion.self,
        SliderQuestion.self,
        PickerQuestion.self,
        ConfirmQuestion.self,
        MultiSelectQuestion.self,
    ]

    /// The kind a flow file names, `nil` for an unknown name.
    static func kind(named name: String) -> (any FlowFileKind.Type)? {
        kinds.first { $0.formatName == name }
    }

    /// Every kind's format name, for the unknown-kind problem.
    static var names: [String] { kinds.map { $0.formatName } }
}
