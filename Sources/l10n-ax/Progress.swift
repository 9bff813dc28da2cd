import Foundation

/// A progress line on standard error, shown only on a terminal and only once the run has taken
/// more than `delay` seconds: "l10n-ax: reading 3,192 files…". Cleared before results are printed.
final class Progress: @unchecked Sendable {
    private let console: Console
    private let lock = NSLock()
    private var phase: String?
    private var shown = false
    private var finished = false
    private var timer: DispatchSourceTimer?

    /// Starts watching; a console that is not a terminal gets nothing at all.
    init(console: Console, delay: TimeInterval = 1.0, repeating interval: TimeInterval = 0.25) {
        self.console = console
        guard console.errorIsTerminal, delay > 0 else { return }
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + delay, repeating: interval)
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
        self.timer = timer
    }

    deinit { timer?.cancel() }

    /// What the run is doing now.
    func update(_ phase: String) {
        lock.lock()
        self.phase = phase
        lock.unlock()
    }

    /// Prints the current phase over the previous one (called by the timer, or directly).
    func tick() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished, let phase, console.errorIsTerminal else { return }
        console.error("\r\u{1B}[K" + "l10n-ax: " + phase + "…")
        shown = true
    }

    /// Stops the line and clears it if it was shown.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        timer?.cancel()
        timer = nil
        finished = true
        if shown { console.error("\r\u{1B}[K") }
        shown = false
    }

    /// "3,192" for a count of files.
    static func count(_ number: Int) -> String {
        let digits = Array(String(number))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}
