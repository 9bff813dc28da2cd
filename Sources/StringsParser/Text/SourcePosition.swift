/// A point in a text file.
///
/// - `line` is 1-based. Lines end at `\n`, `\r\n` or a lone `\r`.
/// - `column` is 1-based and counts Unicode scalars (code points) from the start of the line:
///   `é`, `再` and `😀` each count as one column, a tab counts as one. The count is the same
///   whether the file is stored as UTF-8, UTF-16 or UTF-32, and matches SARIF's
///   `unicodeCodePoints` column kind.
/// - `offset` is the 0-based byte offset in the UTF-8 text the parser read. For a UTF-8 file
///   (with or without a byte order mark) it is the offset in the file itself; for a UTF-16 or
///   UTF-32 file it is the offset in its UTF-8 transcoding.
///
/// A position with `line == 0` means "no position known": values read from a binary property
/// list have no lines.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The position of a value that has no place in its file (binary property lists).
    public static let unknown = SourcePosition(line: 0, column: 0, offset: 0)

    /// Whether this position names a real line and column.
    public var isKnown: Bool { line > 0 }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }

    /// `line:column`, or an empty string when the position is unknown.
    public var description: String { isKnown ? "\(line):\(column)" : "" }
}

/// A position in a named file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it or as discovery found it.
    public var file: String
    public var position: SourcePosition

    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    public init(file: String, line: Int, column: Int, offset: Int = 0) {
        self.init(file: file, position: SourcePosition(line: line, column: column, offset: offset))
    }

    public var line: Int { position.line }
    public var column: Int { position.column }
    public var offset: Int { position.offset }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.position) < (rhs.file, rhs.position)
    }

    /// `file:line:column`, or just `file` when the position is unknown.
    public var description: String {
        position.isKnown ? "\(file):\(position.line):\(position.column)" : file
    }
}
