import FuzzSupport

runFuzzer { data, size in
    checkFlowReader(FuzzInput(data, size).rest)
    return 0
}
