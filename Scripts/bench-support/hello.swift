// The floor of Scripts/bench for Swift: a static executable that starts the Swift runtime
// and prints, built as wizard is (`-static-executable`).
print("hello")
