import StringsParser

/// A parameter of a function, method or macro declared in code.
struct DeclaredParameter: Hashable, Sendable {
    /// The argument label callers write (Swift); nil for `_`, C functions, macros and
    /// Objective-C methods (whose selector carries the labels).
    var label: String?
    /// The name the body uses.
    var name: String
    /// `_ args: CVarArg...`: takes any number of arguments, also none.
    var isVariadic: Bool
    /// `= default`: callers may leave it out.
    var hasDefault: Bool
    /// The default when it is a plain literal; `""` for `nil`.
    var defaultText: String? = nil
}

/// How a function is called, for matching its calls.
enum CallableKind: Hashable, Sendable {
    /// A Swift function or method: `name(label: …)`, matched by base name and argument labels.
    case swiftFunction
    /// A Swift computed property on a string (`var localized: String { … }`): `"key".localized`.
    case swiftProperty
    /// An Objective-C method, matched by selector (`stringForKey:table:`).
    case objectiveCMethod
    /// A C function or a function-like macro, matched by name and argument count.
    case cFunction
}

/// A function, method, computed property or macro declared in a file, with what its body does
/// with its parameters: the program-wide pass decides from this whether it is a wrapper (see
/// ``CodeResolver``).
struct FunctionDefinition: Hashable, Sendable {
    /// The base name (`tr`, `AppLocalizedString`, `localized`) or Objective-C selector.
    var name: String
    var kind: CallableKind
    /// The enclosing type (`L10n`, `String`), empty at file level.
    var owner: [String]
    var parameters: [DeclaredParameter]
    /// A `static` or `class` member, or a free function (nothing is its receiver).
    var isStatic: Bool
    /// The look-ups and calls in the body that use a parameter or `self`.
    var bodyValues: [CodeValue]
    var location: SourceLocation
}

/// A named string the program defines: a `static let`/`static var`/`static func` of a type, a
/// global constant, an Objective-C class method or object-like macro, an enum case's raw value.
/// Its uses (`L10n.Player.play`, `[AppStrings play]`) stand for its values.
struct AccessorDefinition: Hashable, Sendable {
    /// The owner types and the member's name: `["L10n", "Player", "play"]`.
    var path: [String]
    var values: [CodeValue]
    /// A `static func` (used as a call) rather than a property.
    var isFunction: Bool
    var location: SourceLocation
}

/// The declarations of one file that scopes need: type bodies, function bodies and their
/// parameters, and the variables declared in each scope (for data flow within a function or type).
struct ScopeIndex {
    /// A type's body: its `{` token → the type's name path (`extension A.B` gives `["A", "B"]`),
    /// and whether its inheritance clause names `String` (raw values of an enum).
    var typeBodies: [Int: (path: [String], isStringBacked: Bool)] = [:]
    /// An Objective-C `@implementation Name … @end`: its token range and class name.
    var implementations: [(range: Range<Int>, name: String)] = []
    /// Functions (and computed properties, macros) declared in the file, with their bodies.
    var functions: [(definition: FunctionSite, body: Range<Int>)] = []
    /// A function's body `{` → its index in ``functions``.
    var functionByBody: [Int: Int] = [:]
    /// Macro bodies (one line, no braces): their token ranges and function index.
    var macroBodies: [(range: Range<Int>, function: Int)] = []
    /// Variables by the hash of their name's bytes (``SourceAnalyzer/nameHash(_:)``): where each
    /// is declared, and how.
    var variables: [UInt64: [VariableSite]] = [:]
    /// Static members and global constants that may be accessors.
    var accessorSites: [AccessorSite] = []
}

/// A function declaration before its body is read.
struct FunctionSite {
    var nameToken: Int
    var name: String
    var kind: CallableKind
    var owner: [String]
    var parameters: [DeclaredParameter]
    var isStatic: Bool
}

/// A static member or global constant that may be an accessor.
struct AccessorSite {
    var nameToken: Int
    var path: [String]
    var isFunction: Bool
    /// How its value is written.
    var value: VariableValue
}

/// How a variable, property or accessor gets its value.
enum VariableValue {
    /// `= expression`: the expression's tokens, and how a literal there is taken.
    case expression(Range<Int>, ValueContext)
    /// `{ … }`: a getter body (its `{` token).
    case getter(Int)
    /// An enum case's raw value (its name when it has none).
    case rawValue(String)
    /// No value where declared (`let label: String`): only later assignments give one.
    case none
}

/// Where a variable is declared or assigned.
struct VariableSite {
    /// The innermost `{` around the declaration (-1 at file level): the scope it is visible in.
    var scope: Int
    /// The declaring name's token.
    var token: Int
    var value: VariableValue
    /// A declaration (`let`, `var`, a typed Objective-C variable); otherwise an assignment.
    var isDeclaration: Bool
}
