import FuzzSupport

runFuzzer { data, size in
    checkPattern(FuzzInput(data, size))
    return 0
}
