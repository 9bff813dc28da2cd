/// Where a wrapper takes one part of its look-up from.
enum WrapperSlot: Hashable, Sendable {
    /// The caller's argument for this parameter.
    case parameter(Int)
    /// What the wrapper is called on (`"key".localized`, `self` in a `String` extension).
    case receiver
    /// Fixed by the wrapper's body (`NSLocalizedString(key, tableName: "VoiceOver", …)`).
    case text(String)
}

/// A function that looks a key up for its callers: which argument is the key, which the table
/// and which the default text. Discovered from bodies (see ``CodeResolver``) or configured.
struct WrapperTemplate: Hashable, Sendable {
    /// How callers write it: `AppLocalizedString`, `tr`, `stringForKey:table:`.
    var name: String
    var kind: CallableKind
    /// The enclosing type, for messages (`L10n.tr`).
    var owner: [String]
    var parameters: [DeclaredParameter]
    /// A `static` member or a free function: called on a type, or on nothing.
    var isStatic: Bool
    var key: WrapperSlot
    var table: WrapperSlot
    var defaultValue: WrapperSlot?
    /// `L10n.tr`, `AppLocalizedString`: how `list` names it.
    let displayName: String

    init(
        name: String, kind: CallableKind, owner: [String], parameters: [DeclaredParameter], isStatic: Bool, key: WrapperSlot, table: WrapperSlot,
        defaultValue: WrapperSlot?
    ) {
        self.name = name
        self.kind = kind
        self.owner = owner
        self.parameters = parameters
        self.isStatic = isStatic
        self.key = key
        self.table = table
        self.defaultValue = defaultValue
        let base = kind == .objectiveCMethod ? "[\(owner.last ?? "") \(name)]" : name
        self.displayName = kind == .objectiveCMethod || owner.isEmpty ? base : (owner + [name]).joined(separator: ".")
    }

    /// Whether the wrapper is called on a string (a `String` extension member, an Objective-C
    /// category method of `NSString`, an enum's member that reads `rawValue`).
    var isCalledOnString: Bool { key == .receiver }

    /// For each parameter, the index of the argument of `call` bound to it (several for a
    /// variadic one); nil when the call does not fit the declaration (another function of the
    /// same name).
    func bind(_ call: CodeCall) -> [[Int]]? {
        let arguments = call.arguments
        // A free function is called on nothing, a type's static member on a type, a method on
        // something.
        if key != .receiver {
            if owner.isEmpty || kind == .cFunction {
                guard call.receiver == nil else { return nil }
            } else if call.receiver == nil {
                // Called without naming the type: only from inside it.
                guard call.scope.last == owner.last else { return nil }
            } else if isStatic {
                guard case .path? = call.receiver else { return nil }
            }
        }
        switch kind {
        case .swiftProperty:
            return nil
        case .cFunction, .objectiveCMethod:
            guard arguments.count == parameters.count else { return nil }
            return arguments.indices.map { [$0] }
        case .swiftFunction:
            var bound: [[Int]] = []
            var next = 0
            for parameter in parameters {
                if parameter.isVariadic {
                    var taken: [Int] = []
                    if next < arguments.count, arguments[next].label == parameter.label {
                        taken.append(next)
                        next += 1
                        while next < arguments.count, arguments[next].label == nil { taken.append(next); next += 1 }
                    }
                    bound.append(taken)
                } else if next < arguments.count, arguments[next].label == parameter.label {
                    bound.append([next])
                    next += 1
                } else if parameter.hasDefault {
                    bound.append([])
                } else {
                    return nil
                }
            }
            return next == arguments.count ? bound : nil
        }
    }
}

/// Wrappers named in the configuration (`"wrappers": ["L10n.tr", "localized"]`): the key is the
/// literal a wrapper of one name is called on, else its first argument not labeled `table`,
/// `bundle`, `comment` or the like; the table is the argument labeled `table:` or `tableName:`.
struct ConfiguredWrappers: Sendable {
    /// Labels of a wrapper's arguments that are never its key.
    static let metaLabels: Set<String> = ["table", "tableName", "bundle", "comment", "value", "defaultValue", "fallback", "locale"]

    /// The configured paths by their last name (`tr` → `[["L10n", "tr"]]`).
    let paths: [String: [[String]]]
    /// Names of one component, which may also be called on a string literal (`"key".localized`).
    let literalNames: Set<String>
    /// For each wrapper, a word every file that calls it contains (``SourcePrefilter``).
    let prefilterWords: [String]

    init(_ wrappers: [String]) {
        var paths: [String: [[String]]] = [:]
        var literalNames: Set<String> = []
        var words: [String] = []
        for wrapper in wrappers {
            let path = wrapper.split(separator: ".").map(Self.trimmed).filter { !$0.isEmpty }
            guard let name = path.last else { continue }
            // Every part of the path is in a file that calls it, however the call is spaced
            // (`L10n\n    .tr(…)`): the longest is the most telling.
            words.append(path.max { $0.utf8.count < $1.utf8.count } ?? name)
            paths[name, default: []].append(path)
            if path.count == 1 { literalNames.insert(name) }
        }
        self.paths = paths
        self.literalNames = literalNames
        self.prefilterWords = words
    }

    /// Whether a call of `name` on a receiver path (`L10n` in `L10n.tr`) is a configured wrapper.
    func matches(name: String, receiverPath: [String]?) -> Bool {
        guard let candidates = paths[name] else { return false }
        return candidates.contains { path in
            let prefix = path.dropLast()
            guard let receiverPath else { return prefix.isEmpty }
            return prefix.isEmpty || receiverPath.suffix(prefix.count).elementsEqual(prefix)
        }
    }

    /// A path component without surrounding spaces and tabs.
    private static func trimmed(_ component: Substring) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(component.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}
