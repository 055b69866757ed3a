/// Kinds made from plain values, for question sources that are not flow files: a program
/// that asks its own questions (a package's configuration script over debconf's protocol)
/// names what it asks, a line of text or one of some choices, and these make the kind
/// that asks it. Each kind's folder adds its own maker (`+StepKinds.swift`), so that no
/// source outside `Kinds/` names a kind's type (`KindFolderTests`).
public enum StepKinds {}
