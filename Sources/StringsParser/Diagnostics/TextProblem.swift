/// Problems with the bytes of a file, before any format is parsed.
public enum TextProblem: DiagnosticMessage, Hashable {
    /// Bytes that are not valid UTF-8. `fileOffset` counts bytes from the start of the file.
    case invalidUTF8(byte: UInt8, fileOffset: Int, count: Int)
    /// A UTF-16 code unit that is half of a surrogate pair without its other half.
    case unpairedSurrogate(codeUnit: UInt16, fileOffset: Int, encoding: TextEncoding)
    /// A UTF-16 or UTF-32 file whose length is not a whole number of code units.
    case truncatedCodeUnit(fileOffset: Int, encoding: TextEncoding)
    /// A UTF-32 code unit that is not a Unicode scalar.
    case invalidUTF32(value: UInt32, fileOffset: Int)
    /// UTF-16 text without a byte order mark: read here, rejected by Apple's property list parser
    /// (a warning: whether the app loads it depends on how the build copies it).
    case utf16WithoutBOM(TextEncoding)

    public var severity: Diagnostic.Severity {
        switch self {
        case .invalidUTF8, .unpairedSurrogate, .truncatedCodeUnit, .invalidUTF32: .error
        case .utf16WithoutBOM: .warning
        }
    }

    public var code: String {
        switch self {
        case .invalidUTF8: "invalid-utf8"
        case .unpairedSurrogate: "unpaired-surrogate"
        case .truncatedCodeUnit: "truncated-code-unit"
        case .invalidUTF32: "invalid-utf32"
        case .utf16WithoutBOM: "utf16-without-bom"
        }
    }

    public var message: String {
        switch self {
        case let .invalidUTF8(byte, offset, count):
            let more = count > 1 ? " (\(count) invalid bytes in all)" : ""
            return "byte 0x\(hex(byte)) at byte offset \(offset) is not valid UTF-8\(more); Apple's parser rejects the whole file. "
                + "Save it as UTF-8 (or UTF-16 with a byte order mark). Invalid bytes were read as U+FFFD"
        case let .unpairedSurrogate(unit, offset, encoding):
            return "\(encoding.rawValue) code unit 0x\(hex(unit)) at byte offset \(offset) is half of a surrogate pair without "
                + "its other half; it was read as U+FFFD"
        case let .truncatedCodeUnit(offset, encoding):
            return "the file ends in the middle of a \(encoding.rawValue) code unit at byte offset \(offset); the last bytes were ignored"
        case let .invalidUTF32(value, offset):
            return "0x\(String(value, radix: 16, uppercase: true)) at byte offset \(offset) is not a Unicode scalar; it was read as U+FFFD"
        case let .utf16WithoutBOM(encoding):
            let name = encoding == .utf16BigEndianWithoutBOM ? "UTF-16BE" : "UTF-16LE"
            return "the file is \(name) without a byte order mark: l10n-ax reads it, but Apple's property list parser "
                + "rejects it, so its strings load only if the build's copy step converts the file first. Save it with a byte "
                + "order mark, or as UTF-8"
        }
    }
}

/// A value in upper-case hexadecimal, zero-padded to its width (`0A`, `D800`), for messages.
func hex(_ value: some BinaryInteger & CVarArg) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    let width = MemoryLayout.size(ofValue: value) * 2
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
