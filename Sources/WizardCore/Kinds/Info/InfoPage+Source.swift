/// An info page as Swift source, for the generated default flow (``FlowSource``).
extension InfoPage {
    var swiftSource: SwiftExpression {
        let exit = exit.map { [("exit", SwiftExpression.verbatim(String($0)))] } ?? []
        return .call(
            "InfoPage",
            [
                ("icon", .string(icon)), ("features", .array(features)),
                ("tour", tour.swiftSource),
            ] + exit)
    }
}

extension Feature: SwiftSourceConvertible {
    var swiftSource: SwiftExpression {
        .call(
            "Feature",
            [("icon", .string(icon)), ("title", title.swiftSource), ("text", text.swiftSource)])
    }
}

extension TourStyle: SwiftSourceConvertible {
    var swiftSource: SwiftExpression {
        switch self {
        case .basic: .verbatim(".basic")
        case .slide: .verbatim(".slide")
        case .progress(let seconds): .call(".progress", [("seconds", .double(seconds))])
        }
    }
}
