import FuzzSupport

runFuzzer { data, size in
    checkStoreCodec(FuzzInput(data, size).rest)
    return 0
}
