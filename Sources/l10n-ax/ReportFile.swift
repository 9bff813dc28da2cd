import Foundation
import StringsParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--output FILE`: the report written into a file instead of standard output, whole or not at
/// all. It is written into a new file beside FILE as the command produces it, and takes FILE's
/// place only when the command has done its job (exit status 0 or 1); otherwise FILE is left as
/// it was.
final class ReportFile {
    /// The path as the user gave it, for messages.
    let shownPath: String
    private let path: String
    private let temporary: String
    private var descriptor: Int32

    /// Creates the new file beside `path` (relative to `currentDirectory`).
    init(_ path: String, currentDirectory: String) throws(ToolError) {
        shownPath = path
        self.path = StandardPath.of(path, in: currentDirectory)
        if StandardPath.isDirectory(self.path) == true { throw .reportNotWritten(path, "it is a folder") }
        temporary = AtomicFile.temporaryPath(beside: self.path)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        if descriptor < 0 { throw .reportNotWritten(path, String(cString: strerror(errno))) }
    }

    /// Writes bytes to the new file; the system's reason when it cannot.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard descriptor >= 0 else { return "the file is closed" }
        return Console.write(bytes, to: descriptor)
    }

    /// Puts the new file in FILE's place.
    func commit() throws(ToolError) {
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .reportNotWritten(shownPath, reason)
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .reportNotWritten(shownPath, reason)
        }
    }

    /// Removes the new file and leaves FILE as it was.
    func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporary)
    }
}
