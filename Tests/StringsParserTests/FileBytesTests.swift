import Foundation
import Testing
import TestSupport
@testable import StringsParser

@Suite("Reading a file's bytes")
struct FileBytesTests {
    /// A new folder in the temporary directory, removed after `body`.
    private func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-bytes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    @Test("a file's bytes are read whole, whatever its size, also when it is empty")
    func readsWholeFiles() throws {
        try withFolder { folder in
            var generator = SeededGenerator(seed: 3)
            for size in [0, 1, 4_095, 65_536, 65_537, 300_001] {
                let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
                let path = folder + "/file-\(size)"
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                #expect(FileBytes.read(atPath: path) == bytes, "\(size) bytes")
            }
        }
    }

    @Test("a folder and a missing file give nothing; a locked file nothing, or to a superuser its bytes")
    func unreadable() throws {
        try withFolder { folder in
            #expect(FileBytes.read(atPath: folder) == nil)
            #expect(FileBytes.read(atPath: folder + "/missing.strings") == nil)
            let locked = folder + "/locked.strings"
            try Data("\"a\" = \"b\";".utf8).write(to: URL(fileURLWithPath: locked))
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
            // A superuser reads it anyway: then the bytes are right.
            if let bytes = FileBytes.read(atPath: locked) { #expect(bytes == Array("\"a\" = \"b\";".utf8)) }
        }
    }
}
