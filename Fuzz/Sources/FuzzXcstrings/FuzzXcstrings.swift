import FuzzSupport

/// libFuzzer's entry point: the input read as a .xcstrings file and audited.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    FuzzHarness.run(data, count: count, as: .xcstrings)
    return 0
}
