import EmbeddedFlows

extension Flow {
    /// The default flow's definition file as compiled into the binary: what
    /// `wizard flow show` prints, in the format of every `--flow FILE`.
    public static var onboardingDefinition: [UInt8] {
        var size = 0
        guard let bytes = wizard_onboarding_flow(&size) else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }

    /// The JSON Schema (2020-12) of the flow format, `docs/flow.schema.json` as compiled
    /// into the binary: what `wizard flow schema` prints.
    public static var schema: [UInt8] {
        var size = 0
        guard let bytes = wizard_flow_schema(&size) else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }

    /// The default flow (`docs/architecture.md`, where the seeds live), from the seed's OnboardingView: welcome, name, age,
    /// gender. Read from ``onboardingDefinition`` on first use; the tests check that file
    /// reads without a single problem.
    public static let onboarding: Flow = {
        guard let flow = FlowReader.read(onboardingDefinition).flow else {
            preconditionFailure("the embedded flow file does not read; run the tests")
        }
        return flow
    }()
}
