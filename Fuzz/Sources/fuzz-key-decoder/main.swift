import FuzzSupport

runFuzzer { data, size in
    var input = FuzzInput(data, size)
    checkKeyDecoder(&input)
    return 0
}
