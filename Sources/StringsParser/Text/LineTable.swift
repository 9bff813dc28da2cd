import Foundation

/// Turns byte offsets in a UTF-8 buffer into line and column numbers.
///
/// Built once per file with a single pass over the bytes; each lookup is a binary search over
/// the line starts plus a walk over the bytes of one line — of at most ``checkpointSpacing``
/// bytes in a file with long lines (a minified catalog, a one-line storyboard), whose scalars
/// are counted ahead in checkpoints, so that no lookup walks a whole long line. Parsers keep
/// byte offsets and ask the table only when they need a ``SourcePosition``.
public struct LineTable: Sendable {
    /// The text, as UTF-8.
    public let bytes: [UInt8]
    /// The offset of the first byte of every line.
    public let lineStarts: [Int]
    /// In a file with a line longer than ``checkpointSpacing``: the number of scalars before
    /// each multiple of it; otherwise empty.
    private let scalarCheckpoints: [Int]
    /// Bytes between two checkpoints.
    static let checkpointSpacing = 1024

    /// - Parameters:
    ///   - bytes: the UTF-8 text.
    ///   - firstLineStart: where the first line starts; 3 for a file that begins with a UTF-8
    ///     byte order mark, so that the mark does not count as a column.
    public init(bytes: [UInt8], firstLineStart: Int = 0) {
        self.bytes = bytes
        var starts: [Int] = [min(firstLineStart, bytes.count)]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = starts[0]
            if let base = buffer.baseAddress, index < count, memchr(base + index, 0x0D, count - index) == nil {
                // Line feeds only (most files): each found by the C library's search, many bytes
                // at a time.
                while index < count, let found = memchr(base + index, 0x0A, count - index) {
                    index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(index)
                }
                return
            }
            while true {
                index = ByteSearch.firstIndex(of: 0x0A, 0x0D, in: buffer, from: index, to: count)
                guard index < count else { break }
                if buffer[index] == 0x0D, index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                index += 1
                starts.append(index)
            }
        }
        self.lineStarts = starts
        var hasLongLine = false
        var previous = 0
        for start in starts {
            if start - previous > Self.checkpointSpacing { hasLongLine = true }
            previous = start
        }
        if bytes.count - previous > Self.checkpointSpacing { hasLongLine = true }
        var checkpoints: [Int] = []
        if hasLongLine {
            checkpoints.reserveCapacity(bytes.count / Self.checkpointSpacing + 1)
            var scalars = 0
            bytes.withUnsafeBufferPointer { buffer in
                var start = 0
                while start <= buffer.count {
                    checkpoints.append(scalars)
                    let end = min(start + Self.checkpointSpacing, buffer.count)
                    scalars += ByteSearch.scalarCount(in: buffer, from: start, to: end)
                    start += Self.checkpointSpacing
                }
            }
        }
        self.scalarCheckpoints = checkpoints
    }

    /// The number of scalars before `offset`, from the nearest checkpoint (only with checkpoints).
    private func scalars(before offset: Int) -> Int {
        let block = offset / Self.checkpointSpacing
        return scalarCheckpoints[block]
            + bytes.withUnsafeBufferPointer { ByteSearch.scalarCount(in: $0, from: block * Self.checkpointSpacing, to: offset) }
    }

    /// How many bytes finding the column of `offset` walks: the bound that keeps positions in
    /// one long line from costing its length each.
    func bytesWalked(forOffset offset: Int) -> Int {
        let start = lineStarts[line(ofOffset: offset) - 1]
        guard !scalarCheckpoints.isEmpty, offset - start > Self.checkpointSpacing else { return offset - start }
        return offset % Self.checkpointSpacing + start % Self.checkpointSpacing
    }

    /// The 1-based column of `offset` on the line starting at `start`.
    func column(ofOffset offset: Int, lineStart start: Int) -> Int {
        if !scalarCheckpoints.isEmpty, offset - start > Self.checkpointSpacing {
            return 1 + scalars(before: offset) - scalars(before: start)
        }
        // Every byte that is not a UTF-8 continuation byte starts a new scalar.
        return 1 + bytes.withUnsafeBufferPointer { ByteSearch.scalarCount(in: $0, from: start, to: offset) }
    }

    /// The 1-based line that holds `offset`.
    public func line(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The line, column and offset of a byte offset (clamped to the text).
    public func position(ofOffset rawOffset: Int) -> SourcePosition {
        let offset = max(lineStarts[0], min(rawOffset, bytes.count))
        let line = line(ofOffset: offset)
        return SourcePosition(line: line, column: column(ofOffset: offset, lineStart: lineStarts[line - 1]), offset: offset)
    }

    /// A resolver for offsets that mostly come in increasing order, as a parser meets them.
    public func resolver() -> PositionResolver { PositionResolver(table: self) }

    /// A location in `file` for a byte offset.
    public func location(ofOffset offset: Int, in file: String) -> SourceLocation {
        SourceLocation(file: file, position: position(ofOffset: offset))
    }
}

/// Resolves byte offsets that mostly increase (a parser's tokens) faster than independent
/// look-ups: it remembers the last line and column and continues from there.
public struct PositionResolver {
    private let table: LineTable
    private var line = 0
    private var lastOffset = -1
    private var lastColumn = 1

    init(table: LineTable) { self.table = table }

    public mutating func position(ofOffset rawOffset: Int) -> SourcePosition {
        let starts = table.lineStarts
        let offset = max(starts[0], min(rawOffset, table.bytes.count))
        if offset < lastOffset || lastOffset < 0 || offset - lastOffset > LineTable.checkpointSpacing {
            // Backwards, or far ahead: looked up, not walked to.
            let position = table.position(ofOffset: offset)
            line = position.line - 1
            lastOffset = offset
            lastColumn = position.column
            return position
        }
        while line + 1 < starts.count, starts[line + 1] <= offset {
            line += 1
            lastOffset = starts[line]
            lastColumn = 1
        }
        let column = lastColumn + table.bytes.withUnsafeBufferPointer { ByteSearch.scalarCount(in: $0, from: lastOffset, to: offset) }
        lastOffset = offset
        lastColumn = column
        return SourcePosition(line: line + 1, column: column, offset: offset)
    }
}
