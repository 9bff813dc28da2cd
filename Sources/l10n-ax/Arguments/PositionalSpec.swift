/// The declaration of a positional argument of a command, such as `PATH...` or `RULE`.
struct PositionalSpec: Hashable, Sendable {
    /// How many command-line arguments a positional takes.
    ///
    /// Arguments are handed out in declaration order; a variadic positional leaves to the positionals after it
    /// the arguments they need, but at most one positional of a command should be variadic or optional.
    enum Arity: Hashable, Sendable {
        /// Exactly one argument: `RULE`.
        case one
        /// Zero or one argument: `[COMMAND]`.
        case optional
        /// Any number of arguments: `[PATH...]`.
        case zeroOrMore
        /// At least one argument: `PATH...`.
        case oneOrMore

        /// How many arguments this positional needs at the least.
        var minimum: Int {
            switch self {
            case .one, .oneOrMore: 1
            case .optional, .zeroOrMore: 0
            }
        }
    }

    /// The name shown in help and messages, conventionally upper case: `PATH`.
    var name: String
    /// How many arguments it takes.
    var arity: Arity
    /// What the argument is, in one sentence.
    var help: String

    /// `RULE`, `[RULE]`, `[PATH...]` or `PATH...`, as usage lines show it.
    var synopsis: String {
        switch arity {
        case .one: name
        case .optional: "[\(name)]"
        case .zeroOrMore: "[\(name)...]"
        case .oneOrMore: "\(name)..."
        }
    }
}
