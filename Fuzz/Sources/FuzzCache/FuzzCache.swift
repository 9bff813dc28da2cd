import FuzzSupport

/// libFuzzer's entry point: the input read as the content of a cache snapshot.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    FuzzHarness.runCache(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}
