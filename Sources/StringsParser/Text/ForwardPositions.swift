/// Line and column numbers of offsets asked for in increasing order (what a forward scan finds),
/// counted from the last offset asked for: no table of the text's lines is made, and nothing past
/// the last offset is read. The same positions as ``LineTable``: a line ends at LF, CR LF or a
/// lone CR; a column counts Unicode scalars from 1.
///
/// It reads the buffer it was made with: use it only while that buffer is valid.
public struct ForwardPositions {
    private let buffer: UnsafeBufferPointer<UInt8>
    private let firstLineStart: Int
    /// Where counting line breaks goes on from: the last offset asked for, or the CR of a CR LF
    /// whose LF was that offset.
    private var counted: Int
    private var line = 1
    private var lineStart: Int
    /// The last offset asked for, and its column.
    private var lastOffset: Int
    private var lastColumn = 1

    /// - Parameter firstLineStart: where the first line starts; 3 after a UTF-8 byte order mark,
    ///   so that the mark is no column.
    public init(buffer: UnsafeBufferPointer<UInt8>, firstLineStart: Int = 0) {
        self.buffer = buffer
        self.firstLineStart = min(max(firstLineStart, 0), buffer.count)
        counted = self.firstLineStart
        lineStart = self.firstLineStart
        lastOffset = self.firstLineStart
    }

    /// The position of `rawOffset` (clamped to the text). An offset before the last one asked
    /// for is counted again from the start.
    public mutating func position(ofOffset rawOffset: Int) -> SourcePosition {
        let offset = max(firstLineStart, min(rawOffset, buffer.count))
        if offset < lastOffset { self = ForwardPositions(buffer: buffer, firstLineStart: firstLineStart) }
        let previousLine = line
        var index = counted
        while index < offset {
            if index + 8 <= offset {
                let word = ByteSearch.load(buffer, at: index)
                if ByteSearch.matches(word, 0x0A) | ByteSearch.matches(word, 0x0D) == 0 {
                    index += 8
                    continue
                }
            }
            let byte = buffer[index]
            index += 1
            guard byte == 0x0A || byte == 0x0D else { continue }
            if byte == 0x0D, index < buffer.count, buffer[index] == 0x0A {
                // CR LF ends one line, after its LF; the LF itself is still on the CR's line.
                guard index < offset else {
                    index -= 1
                    break
                }
                index += 1
            }
            line += 1
            lineStart = index
        }
        let column: Int
        if line == previousLine {
            column = lastColumn + ByteSearch.scalarCount(in: buffer, from: lastOffset, to: offset)
        } else {
            column = 1 + ByteSearch.scalarCount(in: buffer, from: lineStart, to: offset)
        }
        counted = index
        lastOffset = offset
        lastColumn = column
        return SourcePosition(line: line, column: column, offset: offset)
    }
}
