/// Something a parser has to say about a file: a value, never printed by the parser itself.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        /// The file, or part of it, cannot be read as Apple reads it.
        case error
        /// The file is read, but something in it is probably not what the author meant.
        case warning
        /// Extra information attached to the file.
        case note

        private var rank: Int {
            switch self {
            case .error: 2
            case .warning: 1
            case .note: 0
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    /// A stable kebab-case identifier of the kind of problem, e.g. `missing-semicolon`.
    public var code: String
    /// What is wrong, in words a translator understands, with what to do about it.
    public var message: String
    /// Where it is.
    public var location: SourceLocation

    public init(severity: Severity, code: String, message: String, location: SourceLocation) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
    }

    /// A diagnostic for one of the parsers' problems.
    public init(_ problem: some DiagnosticMessage, at location: SourceLocation) {
        self.init(severity: problem.severity, code: problem.code, message: problem.message, location: location)
    }

    /// `file:line:column: severity: message [code]`.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(code)]"
    }
}

/// A kind of problem a parser reports, with its wording.
///
/// Each format keeps all of its messages in one enum conforming to this protocol
/// (``StringsProblem``, ``JSONProblem``, ``XMLProblem``, …), so the wording lives in one place
/// and not inside the parsing logic.
public protocol DiagnosticMessage: Sendable {
    var severity: Diagnostic.Severity { get }
    var code: String { get }
    var message: String { get }
}
