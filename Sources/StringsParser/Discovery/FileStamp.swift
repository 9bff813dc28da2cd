#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says of a file without reading it: its size, when its content and its
/// status last changed, and its inode. A file whose stamp is unchanged is taken to hold what it
/// held (as `make` and `git` take it); one written since is seen by a new stamp.
public struct FileStamp: Hashable, Sendable {
    public var size: Int64
    /// The last change of the content, in nanoseconds since 1970.
    public var modified: Int64
    /// The last change of the file's status (written, renamed, its modification time set).
    public var statusChanged: Int64
    public var inode: UInt64

    public init(size: Int64, modified: Int64, statusChanged: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.statusChanged = statusChanged
        self.inode = inode
    }

    /// The stamp of the file at `path` (links followed), or nil when nothing is there.
    public static func of(fileSystemPath path: [UInt8]) -> FileStamp? {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { of(name: $0.baseAddress!, inFolder: AT_FDCWD) }
        }
    }

    /// The stamp of the file `name` in the open folder `folder` (links followed).
    static func of(name: UnsafePointer<CChar>, inFolder folder: Int32) -> FileStamp? {
        var status = stat()
        guard fstatat(folder, name, &status, 0) == 0 else { return nil }
        return FileStamp(status)
    }

    /// The stamp of the open file (or folder) `descriptor`.
    static func of(descriptor: Int32) -> FileStamp? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return FileStamp(status)
    }

    private init(_ status: stat) {
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        let changed = status.st_ctimespec
        #else
        let modified = status.st_mtim
        let changed = status.st_ctim
        #endif
        self.init(
            size: Int64(status.st_size), modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            statusChanged: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec), inode: UInt64(status.st_ino))
    }

    /// The latest of the two times: a file changed at or after a moment is one whose stamp may
    /// not show a second change made within the same tick of the file system's clock.
    public var lastChange: Int64 { max(modified, statusChanged) }

    /// The time now, in the nanoseconds of ``modified`` (the wall clock, as file times are).
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
