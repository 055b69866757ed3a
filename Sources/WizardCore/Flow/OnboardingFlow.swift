import EmbeddedFlows

/// The default flow, from the seed's OnboardingView: welcome, name, age, gender
/// (`docs/architecture.md`, where the seeds live). Its definition is
/// `Sources/EmbeddedFlows/onboarding.json`, compiled in as bytes (``onboardingDefinition``);
/// `Flow.onboarding` is the same flow as Swift values, generated from that file
/// (`OnboardingFlow+Generated.swift`, `Scripts/generate-default-flow`), so that no run parses
/// it.
extension Flow {
    /// The default flow's definition file as compiled into the binary: what
    /// `wizard flow show` prints, in the format of every `--flow FILE`.
    public static var onboardingDefinition: [UInt8] {
        var size = 0
        guard let bytes = wizard_onboarding_flow(&size) else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }
}
