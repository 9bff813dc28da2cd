/// What reading a property list gave: its root value and the problems found on the way.
public struct PlistReadResult: Sendable {
    /// The root value, or `nil` when the file could not be read: the XML is not well-formed
    /// (content after the root element excepted, which Apple's parser ignores), there is no
    /// value, Foundation rejected a binary file, or a binary file holds a value this tree cannot
    /// represent.
    public var root: PlistValue?
    /// Every problem with the byte offset it points at (`nil` for a binary property list, whose
    /// values have no place in a text), in the order the reader found them: not always by offset,
    /// since a key without a value or a duplicate key is found when its `<dict>` closes.
    public var problems: [(problem: PlistProblem, offset: Int?)]
    /// The format that was read.
    public var format: PlistFormat

    /// A result (the readers make them; this is public for tests and tools).
    public init(root: PlistValue?, problems: [(problem: PlistProblem, offset: Int?)], format: PlistFormat) {
        self.root = root
        self.problems = problems
        self.format = format
    }

    /// Whether any problem is an error, i.e. Apple's parser would reject the file.
    public var hasErrors: Bool {
        problems.contains { $0.problem.severity == .error }
    }

    /// The problems as diagnostics located in `file` (unknown positions without a line table).
    public func diagnostics(file: String, lines: LineTable?) -> [Diagnostic] {
        problems.map { problem, offset in
            let position = offset.flatMap { offset in lines.map { $0.position(ofOffset: offset) } } ?? .unknown
            return Diagnostic(problem, at: SourceLocation(file: file, position: position))
        }
    }
}
