import Dispatch

/// A value computed on another thread while this one goes on; `value` waits for it.
final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the background thread before `done` is signalled; read only after waiting.
    private var result: Value?
    // Touched only by the thread that reads `value`.
    private var hasWaited = false

    init(_ compute: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.result = compute()
            self.done.signal()
        }
    }

    /// The value, once computed (waiting for it if need be).
    var value: Value {
        if !hasWaited {
            done.wait()
            hasWaited = true
        }
        return result!
    }
}
