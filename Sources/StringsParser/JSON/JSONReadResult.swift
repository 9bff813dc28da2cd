/// What ``JSONReader`` made of a document.
public struct JSONReadResult: Sendable {
    /// The document's value; `nil` when there is an error.
    public var root: JSONNode?
    /// Problems in the order found, each with its byte offset: warnings, and at most one error,
    /// the last one, at which reading stopped.
    public var problems: [(problem: JSONProblem, offset: Int)]

    /// A result with a value and problems.
    public init(root: JSONNode?, problems: [(problem: JSONProblem, offset: Int)]) {
        self.root = root
        self.problems = problems
    }

    /// The error at which reading stopped, if there is one.
    public var error: (problem: JSONProblem, offset: Int)? {
        problems.last { $0.problem.severity == .error }
    }

    /// The problems as diagnostics located in `file`.
    public func diagnostics(file: String, lines: LineTable) -> [Diagnostic] {
        problems.map { Diagnostic($0.problem, at: lines.location(ofOffset: $0.offset, in: file)) }
    }
}
