#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a folder as the file system lists it: its name's bytes and what it is.
struct FileSystemEntry {
    enum Kind {
        case file
        case directory
        /// A socket, a device, a link to a folder (not followed), a link to nothing.
        case other
    }

    var name: [UInt8]
    var kind: Kind
    /// The file's stamp, when asked for (see ``entries(of:stamping:)``).
    var stamp: FileStamp?

    /// What the path is (a link to a file is a file; a link to a folder is `other` unless
    /// `followingLinks`), or nil when nothing is there.
    static func kind(at path: [UInt8], followingLinks: Bool) -> Kind? {
        var status = stat()
        let found = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { name in
                followingLinks ? stat(name.baseAddress!, &status) : lstat(name.baseAddress!, &status)
            }
        }
        guard found == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK:
            // A link: to a file, read; to a folder, not followed (it may lead back up).
            return kind(at: path, followingLinks: true) == .file ? .file : .other
        default: return .other
        }
    }

    /// The entries of the folder at `path` (without `.` and `..`), or nil when it cannot be read;
    /// the files whose names `stamping` accepts with their stamps (looked up in the open folder,
    /// not from the root again).
    static func entries(of path: [UInt8], stamping: (ArraySlice<UInt8>) -> Bool = { _ in false }) -> [FileSystemEntry]? {
        let directory = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { opendir($0.baseAddress!) }
        }
        guard let directory else { return nil }
        defer { closedir(directory) }
        var entries: [FileSystemEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
                let bytes = raw.bindMemory(to: UInt8.self)
                return Array(bytes.prefix { $0 != 0 })
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = Self.kind(at: path + [UInt8(ascii: "/")] + name, followingLinks: false) ?? .other
            default:
                // DT_UNKNOWN on some file systems: asked.
                kind = Self.kind(at: path + [UInt8(ascii: "/")] + name, followingLinks: false) ?? .other
            }
            var stamp: FileStamp?
            if kind == .file, stamping(name[...]) {
                stamp = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    FileStamp.of(name: raw.bindMemory(to: CChar.self).baseAddress!, inFolder: dirfd(directory))
                }
            }
            entries.append(FileSystemEntry(name: name, kind: kind, stamp: stamp))
        }
        return entries
    }
}
