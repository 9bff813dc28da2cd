/// The two file formats of property lists that hold localizations.
public enum PlistFormat: String, Hashable, Sendable {
    /// `<?xml …?><plist>…</plist>`: how `.stringsdict` files are written in a project.
    case xml
    /// `bplist00…`: how a built app stores its `.strings` and `.stringsdict` files.
    case binary

    /// The property-list format of a file, or `nil` when it is neither (an old-style `.strings`
    /// file, for instance).
    ///
    /// XML: after an optional UTF-8 byte order mark and whitespace, the text starts with
    /// `<?xml`, `<!DOCTYPE plist` or `<plist`. Binary: the bytes start with `bplist`.
    ///
    /// Pass the file's own bytes to recognise a binary property list: text decoding can take its
    /// many zero bytes for UTF-16 and transcode them. For XML, the decoded text (``DecodedText``)
    /// works for every encoding, and so do the raw bytes of a UTF-8 file.
    public static func detect(in bytes: [UInt8], from start: Int = 0) -> PlistFormat? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = max(0, min(start, buffer.count))
            if matches("bplist", buffer, at: index) { return .binary }
            if matches("\u{FEFF}", buffer, at: index) { index += 3 }
            while index < buffer.count, XMLByte.isWhitespace(buffer[index]) { index += 1 }
            if matches("<?xml", buffer, at: index) { return .xml }
            if matches("<plist", buffer, at: index) {
                let after = index + 6
                if after == buffer.count || XMLByte.isWhitespace(buffer[after])
                    || buffer[after] == XMLByte.greaterThan || buffer[after] == XMLByte.slash {
                    return .xml
                }
                return nil
            }
            if matches("<!DOCTYPE", buffer, at: index) {
                var after = index + 9
                guard after < buffer.count, XMLByte.isWhitespace(buffer[after]) else { return nil }
                while after < buffer.count, XMLByte.isWhitespace(buffer[after]) { after += 1 }
                if matches("plist", buffer, at: after) { return .xml }
            }
            return nil
        }
    }

    private static func matches(_ literal: StaticString, _ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        ByteSearch.hasLiteral(literal, in: buffer, at: offset, end: buffer.count)
    }
}
