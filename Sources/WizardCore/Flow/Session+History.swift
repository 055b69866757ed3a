extension Session {
    /// What a line editor's history keeps of this session once the profile is saved: the
    /// answers of its text steps (``Step/isLineEdited``) whose kind lets them appear there
    /// (``AnswerExposure/Places/history``), in step order. Every mode that
    /// edits lines keeps the same entries, so ↑ in the name field recalls names, whichever
    /// mode they were typed in.
    public var historyEntries: [String] {
        flow.steps.compactMap { step in
            step.isLineEdited && step.kind.exposure.mayAppear(in: .history)
                ? answers[step.id]?.string : nil
        }
    }
}
