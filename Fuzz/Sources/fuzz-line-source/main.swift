import FuzzSupport

runFuzzer { data, size in
    checkLineSource(FuzzInput(data, size))
    return 0
}
