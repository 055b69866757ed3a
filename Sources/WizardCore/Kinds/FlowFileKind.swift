/// A step kind as the flow reader reads it: from the fields of a step object that are
/// not shared by every step (`kind`, `key`/`id`, `title`, `button`).
///
/// Every kind in ``KindRegistry`` conforms; the requirement is internal because the
/// reader's field access and problem reporting are. A kind also writes itself as Swift
/// source (``SwiftSourceConvertible``, in the kind's `+Source.swift` file): the generated
/// default flow is built from that, and `GeneratedFlowTests` fails while a field is left out.
protocol FlowFileKind: StepKind, SwiftSourceConvertible {
    /// Reads the kind's fields, reporting each problem to `reader` with its path and
    /// location.
    ///
    /// - Parameter key: the step's store key (its id for an info page), for defaults such
    ///   as the card label.
    /// - Returns: `nil` when a problem leaves the kind unusable; the reader then also
    ///   counts a blocking problem.
    static func read(_ fields: inout JSONFields, key: String, reader: inout FlowReader) -> Self?
}
