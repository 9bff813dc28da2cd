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
        /// The file changed while the new one was written (see `unchanged`).
        case changed
        /// The system's reason.
        case cannotWrite(String)
    }

    /// A new file's name beside `path`, in the same folder (so that renaming it is atomic):
    /// `.NAME.UUID.tmp`, hidden and unlikely to be taken.
    static func temporaryPath(beside path: String) -> String {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        return folder + ".\(name).\(UUID().uuidString).tmp"
    }

    /// - Parameters:
    ///   - permissions: the mode the new file gets (a replaced file's own, so that it stays as it was).
    ///   - durable: whether the bytes reach the disk before the new file takes the old one's
    ///     place, so that a crash leaves one or the other whole (for a user's files; a cache,
    ///     checked when it is read, needs no such wait).
    ///   - unchanged: asked just before the new file takes the old one's place; false leaves the
    ///     old file as it is (it changed since it was read).
    static func write(
        _ bytes: [UInt8], to path: String, replacing: Bool, permissions: mode_t? = nil, durable: Bool = true, unchanged: () -> Bool = { true }
    ) throws(Failure) {
        let temporary = temporaryPath(beside: path)
        try create(temporary, holding: bytes, durable: durable)
        defer { unlink(temporary) }
        if let permissions, chmod(temporary, permissions) != 0 { throw .cannotWrite(String(cString: strerror(errno))) }
        guard unchanged() else { throw .changed }
        if replacing {
            guard rename(temporary, path) == 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        } else {
            guard link(temporary, path) == 0 else {
                throw errno == EEXIST ? .exists : .cannotWrite(String(cString: strerror(errno)))
            }
        }
    }

    /// A new file at `path` (none may be there) holding `bytes`, with the mode new files get
    /// (0666 less the umask); with `durable`, on the disk when this returns. Removed again when
    /// it cannot be written whole.
    private static func create(_ path: String, holding bytes: [UInt8], durable: Bool) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        var failure = bytes.withUnsafeBufferPointer { Console.write($0, to: descriptor) }
        if failure == nil, durable, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(path)
            throw .cannotWrite(failure)
        }
    }
}
