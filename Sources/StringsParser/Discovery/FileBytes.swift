#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file's bytes, read with the system's calls straight into the array the parsers read: no
/// `Data` in between and no second copy, for the thousands of source and localization files
/// every run reads.
public enum FileBytes {
    /// The bytes of the file at `path`; nil when it cannot be opened or read (a folder, a file
    /// without permission, one removed since it was found).
    public static func read(atPath path: String) -> [UInt8]? {
        read(atFileSystemPath: Array(path.utf8))
    }

    /// The bytes of the file at `path` as the file system names it (a name need not be UTF-8).
    public static func read(atFileSystemPath path: [UInt8]) -> [UInt8]? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY) }
        }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = max(Int(status.st_size), 0)
        var failed = false
        // One byte more than the size: when it is read, the file has grown since. A regular
        // file's read gives all it holds up to the count asked, so a read that stops at the
        // size is the file's end: no second call to be told so.
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), endingAt: size, failed: &failed)
        }
        guard !failed else { return nil }
        guard bytes.count > size else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { readFully(descriptor, into: $0, failed: &failed) }
            guard !failed else { return nil }
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunk.count { return bytes }
        }
        #else
        return FileManager.default.contents(atPath: String(decoding: path, as: UTF8.self)).map { [UInt8]($0) }
        #endif
    }
}

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
/// Reads until `buffer` is full or the file ends, or (given `endingAt`) a read stops at that many
/// bytes, short of the buffer's end; the number of bytes read. Sets `failed` on an error other
/// than an interruption.
private func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, endingAt expected: Int? = nil, failed: inout Bool) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var total = 0
    while total < buffer.count {
        let result = read(descriptor, base + total, buffer.count - total)
        if result > 0 {
            total += result
            if total == expected { break }
        } else if result == 0 {
            break
        } else if errno != EINTR {
            failed = true
            break
        }
    }
    return total
}
#endif
