import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file whole or not at all: into a temporary file beside it, then renamed over it, or,
/// when it must not exist yet, linked to its name (which fails if the name is taken). A full disk
/// or a crash leaves the old file as it was.
enum AtomicFile {
    enum Failure: Error {
        /// The file exists, and was not to be replaced.
        case exists
        /// The system's reason.
        case cannotWrite(String)
    }

    static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        } catch {
            unlink(temporary)
            throw .cannotWrite(error.localizedDescription)
        }
        defer { unlink(temporary) }
        if replacing {
            guard rename(temporary, path) == 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        } else {
            guard link(temporary, path) == 0 else {
                throw errno == EEXIST ? .exists : .cannotWrite(String(cString: strerror(errno)))
            }
        }
    }
}
