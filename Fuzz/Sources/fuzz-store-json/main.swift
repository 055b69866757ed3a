import FuzzSupport

runFuzzer { data, size in
    checkStoreJSON(FuzzInput(data, size).rest)
    return 0
}
