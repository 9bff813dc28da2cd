import StringsParser

/// A look-up resolved across the program: its table, key and default text, and the accessor or
/// wrapper it went through.
struct ResolvedLookup: Hashable, Sendable {
    var table: String
    /// The key as written first, then the other keys a SwiftUI literal can stand for.
    var keys: [String]
    var defaultValue: String?
    var defaultLocation: SourceLocation?
    /// The accessor or wrapper the code used (`L10n.Player.play`, `AppLocalizedString`).
    var via: String?
    /// Where the key is written, for a key passed to a wrapper (`AppLocalizedString("Share")`).
    var keyLocation: SourceLocation?
}

/// What a value in code resolves to once the whole program is known.
enum ResolvedValue: Hashable, Sendable {
    case lookup(ResolvedLookup)
    case literal(String)

    var isLookup: Bool {
        if case .lookup = self { return true }
        return false
    }
}

/// The program-wide pass: discovers which functions are wrappers (a body that passes its own
/// parameter, or `self`, as the key to a look-up or to another wrapper, repeated until nothing
/// new is found), indexes every accessor, and resolves the values the files left symbolic.
///
/// Resolutions of accessors are memoized: each copy (one per thread) remembers its own.
struct CodeResolver: Sendable {
    /// Calls of wrappers through wrappers, accessors through accessors: at most this deep.
    static let maximumDepth = 12
    /// Names a wrapper may be called on as on a string: members of these types.
    static let stringTypes: Set<String> = ["String", "NSString", "NSMutableString", "StringProtocol", "Substring"]

    /// An accessor, by its index in ``accessors``.
    private typealias AccessorReference = Int

    /// Every accessor of the program, flat (reading them costs no copy of a file's analysis).
    private var accessors: [AccessorDefinition] = []
    /// The file each accessor is defined in, and the hash of its path.
    private var accessorFiles: [Int] = []
    private var accessorPathHashes: [UInt64] = []
    /// Each file's path and the positions of its offsets.
    private let fileNames: [String]
    private var filePositions: [OffsetPositions]
    private var functions: [(file: Int, function: FunctionDefinition)] = []
    /// The functions already found to be wrappers (by index in ``functions``).
    private var foundWrappers: Set<Int> = []
    private let configured: ConfiguredWrappers
    /// The accessors R.swift generates from the tables' keys at build time (their definitions
    /// are not in the code), once the code is known to use them.
    private var generatedNames: GeneratedKeyNames?
    /// Accessors by the last component of their path, and by their whole path.
    private var accessorsByName: [String: [AccessorReference]] = [:]
    private var accessorsByPath = HashedMap<[AccessorReference]>()
    /// The last two components of every accessor path of two or more (`Player.play`).
    private var accessorEndings = HashedSet()
    /// Wrappers by the name callers write.
    private(set) var wrappers: [String: [WrapperTemplate]] = [:]
    /// The wrappers that are called (all but properties), by name.
    private var callableWrappers: [String: [WrapperTemplate]] = [:]
    /// Those of a name called on a type, those of that type first: by name and type.
    private var callableWrappersByOwner: [String: [String: [WrapperTemplate]]] = [:]
    /// By accessor, what it resolves to, once resolved near enough to the top.
    private var accessorCache: [[ResolvedValue]?] = []
    /// Resolutions of paths used at the top of a value, and whether the last one depended on the
    /// file it is used in.
    private var pathCache = HashedMap<(path: [String], values: [ResolvedValue])>()
    /// What ``accessorValues(_:file:depth:functionsOnly:)`` found for a path.
    private var valuesCache = HashedMap<(path: [String], functionsOnly: Bool, values: [ResolvedValue]?)>()
    private var nearestWasUsed = false
    private var inProgress: Set<AccessorReference> = []
    /// Every default text met while resolving, by table and key (the first one found).
    private(set) var defaultTexts: [TableKey: (text: String, location: SourceLocation?)] = [:]

    /// - Parameters:
    ///   - files: every file's analysis, in a stable order.
    ///   - configured: the `wrappers` setting.
    init(files: [FileAnalysis], configured: ConfiguredWrappers) {
        self.configured = configured
        self.fileNames = files.map(\.file)
        self.filePositions = files.map(\.positions)
        for (fileIndex, file) in files.enumerated() { index(file, at: fileIndex) }
        discoverWrappers()
    }

    /// Resolves R.swift's `R.string.localizable.playLabel()` with these tables' keys.
    mutating func useGeneratedNames(_ names: GeneratedKeyNames) {
        generatedNames = names
    }

    /// Adds what files read later (in full) define: `files` are indexes of the files the
    /// resolver was made with, and what they hold now.
    mutating func add(_ files: [(index: Int, analysis: FileAnalysis)]) {
        for (fileIndex, file) in files {
            filePositions[fileIndex] = file.positions
            index(file, at: fileIndex)
        }
        discoverWrappers()
    }

    private mutating func index(_ file: FileAnalysis, at fileIndex: Int) {
        for accessor in file.accessors {
            guard let name = accessor.path.last else { continue }
            let index = accessors.count
            accessors.append(accessor)
            accessorFiles.append(fileIndex)
            let pathHash = Self.hash(accessor.path)
            accessorPathHashes.append(pathHash)
            accessorsByName[name, default: []].append(index)
            accessorsByPath.modify(pathHash, default: []) { $0.append(index) }
            accessorCache.append(nil)
            if accessor.path.count >= 2 { accessorEndings.insert(Self.hash(accessor.path.suffix(2))) }
        }
        for function in file.functions where !function.bodyValues.isEmpty { functions.append((fileIndex, function)) }
    }

    /// Byte patterns of a wrapper called with a literal: `AppLocalizedString("`, `tr("`,
    /// `stringForKey:@"`, `".localized`. A file that holds none calls no wrapper with a key.
    var wrapperCallPatterns: [String] {
        var patterns: Set<String> = []
        for (name, templates) in wrappers {
            for template in templates {
                switch template.kind {
                case .swiftFunction, .cFunction:
                    if template.key == .receiver { patterns.insert("\".\(name)(") } else { patterns.formUnion([name + "(\"", name + "(@\""]) }
                case .swiftProperty:
                    patterns.insert("\".\(name)")
                case .objectiveCMethod:
                    let first = name.split(separator: ":").first.map(String.init) ?? name
                    patterns.formUnion(template.parameters.isEmpty ? ["\" \(first)]"] : [first + ":@\"", first + ":\""])
                }
            }
        }
        return patterns.sorted()
    }

    /// The paths of the members that may stand for a look-up: their value is a look-up, a call
    /// of a wrapper, or another such accessor (or, when a wrapper is called on strings, a
    /// literal: an enum case's raw value). What ``AccessorUseFinder`` looks for: each path's
    /// hash (see ``hash(_:)``) with its first name.
    var lookupAccessorPaths: [UInt64: String] {
        let readsStrings = wrappers.values.contains { $0.contains { $0.key == .receiver } } || !configured.literalNames.isEmpty
        // For each accessor: 0 not asked yet, 1 being asked (or not), 2 stands for a look-up.
        var memo = [UInt8](repeating: 0, count: accessors.count)
        func standsForLookup(_ value: CodeValue, depth: Int) -> Bool {
            guard depth < 8 else { return false }
            switch value {
            case .lookup: return true
            case .literal: return readsStrings
            case .path(let path):
                guard let candidates = accessors(at: path) else { return false }
                return candidates.contains { isLookupAccessor($0, depth: depth + 1) }
            case .call(let call):
                return wrappers[call.name] != nil || configured.paths[call.name] != nil || configured.literalNames.contains(call.name)
                    || call.receiver.map { standsForLookup($0, depth: depth + 1) } ?? false
            case .member(let base, let name):
                return wrappers[name] != nil || configured.literalNames.contains(name) || standsForLookup(base, depth: depth + 1)
            case .parameter, .receiver: return false
            }
        }
        func isLookupAccessor(_ index: Int, depth: Int) -> Bool {
            if memo[index] != 0 { return memo[index] == 2 }
            memo[index] = 1
            let result = accessors[index].values.contains { standsForLookup($0, depth: depth) }
            memo[index] = result ? 2 : 1
            return result
        }
        var paths: [UInt64: String] = [:]
        // A global constant's look-up counts where it is written: only members' uses are looked for.
        for index in accessors.indices where accessors[index].path.count >= 2 && isLookupAccessor(index, depth: 0) {
            paths[accessorPathHashes[index]] = accessors[index].path[0]
        }
        return paths
    }

    /// The accessors whose path is `path`.
    private func accessors(at path: some Collection<String>) -> [AccessorReference]? {
        guard let candidates = accessorsByPath[Self.hash(path)] else { return nil }
        let exact = candidates.filter { accessors[$0].path.elementsEqual(path) }
        return exact.isEmpty ? nil : exact
    }

    /// A path's hash (FNV-1a over its names and the dots between them): a cheap key.
    static func hash(_ path: some Collection<String>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var isFirst = true
        for component in path {
            if !isFirst { hash = (hash ^ UInt64(UInt8(ascii: "."))) &* 0x100_0000_01B3 }
            isFirst = false
            hash = Self.hash(component, continuing: hash)
        }
        return hash
    }

    /// FNV-1a over a name's UTF-8, from `hash` (the hash of what comes before it).
    @inline(__always)
    static func hash(_ name: String, continuing hash: UInt64) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            var hash = hash
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return hash
        }
    }

    /// The location of an offset a value of `file` carries.
    private func location(ofOffset offset: Int?, in file: Int) -> SourceLocation? {
        guard let offset, let position = filePositions[file][offset] else { return nil }
        return SourceLocation(file: fileNames[file], position: position)
    }

    // MARK: - Wrappers

    /// Finds the wrappers, round after round: a function whose body passes a parameter as the
    /// key to a look-up, or to a wrapper found in an earlier round, is a wrapper.
    private mutating func discoverWrappers() {
        for _ in 0..<16 {
            var added = false
            for (index, candidate) in functions.enumerated() where !foundWrappers.contains(index) {
                for value in candidate.function.bodyValues {
                    guard let template = template(for: candidate.function, from: value, file: candidate.file) else { continue }
                    wrappers[template.name, default: []].append(template)
                    if template.kind != .swiftProperty {
                        callableWrappers[template.name, default: []].append(template)
                        callableWrappersByOwner[template.name] = nil
                    }
                    foundWrappers.insert(index)
                    added = true
                    break
                }
            }
            if !added { break }
        }
    }

    /// The template a function gets from one value of its body, if that value makes it a wrapper.
    private mutating func template(for function: FunctionDefinition, from value: CodeValue, file: Int) -> WrapperTemplate? {
        func make(key: WrapperSlot, table: WrapperSlot, defaultValue: WrapperSlot?) -> WrapperTemplate? {
            switch key {
            case .parameter, .receiver: break
            case .text: return nil
            }
            if key == .receiver, function.kind == .cFunction { return nil }
            return WrapperTemplate(
                name: function.name, kind: function.kind, owner: function.owner, parameters: function.parameters, isStatic: function.isStatic,
                key: key, table: table, defaultValue: defaultValue)
        }
        switch value {
        case .lookup(let lookup):
            guard let key = slot(lookup.key, file: file), let table = slot(lookup.table, file: file) else { return nil }
            return make(key: key, table: table, defaultValue: lookup.defaultValue.flatMap { slot($0, file: file) })
        case .call(let call):
            for wrapper in wrappers(for: call) where !(wrapper.name == function.name && wrapper.owner == function.owner) {
                guard let bound = bind(call, to: wrapper, file: file) else { continue }
                return make(key: bound.key, table: bound.table, defaultValue: bound.defaultValue)
            }
            return nil
        case .member(let base, let name):
            for wrapper in propertyWrappers(named: name) where wrapper.table != .receiver {
                guard let key = slot(base, file: file) else { continue }
                return make(key: key, table: wrapper.table, defaultValue: nil)
            }
            return nil
        case .literal, .path, .parameter, .receiver:
            return nil
        }
    }

    /// A part of a look-up inside a wrapper's body: a parameter, `self`, or fixed text.
    private mutating func slot(_ value: CodeValue, file: Int) -> WrapperSlot? {
        switch value {
        case .parameter(let index): return .parameter(index)
        case .receiver: return .receiver
        case .literal(let text): return .text(text)
        case .path:
            let texts = resolve(value, file: file, depth: 0).compactMap { resolved -> String? in
                if case .literal(let text) = resolved { return text }
                return nil
            }
            return texts.count == 1 ? .text(texts[0]) : nil
        default: return nil
        }
    }

    /// The slots a call of `wrapper` gives its own look-up (inside another wrapper's body).
    private mutating func bind(_ call: CodeCall, to wrapper: WrapperTemplate, file: Int) -> (key: WrapperSlot, table: WrapperSlot, defaultValue: WrapperSlot?)? {
        let bound: [[Int]]
        if wrapper.kind == .swiftProperty {
            bound = []
        } else {
            guard let binding = wrapper.bind(call) else { return nil }
            bound = binding
        }
        func argumentSlot(_ slot: WrapperSlot) -> WrapperSlot? {
            switch slot {
            case .text: return slot
            case .receiver: return call.receiver.flatMap { self.slot($0, file: file) }
            case .parameter(let index):
                guard let argument = bound[safe: index]?.first else {
                    guard let text = wrapper.parameters[safe: index]?.defaultText else { return nil }
                    return .text(text.isEmpty && slot == wrapper.table ? SourceAnalyzer.defaultTable : text)
                }
                guard let value = call.arguments[argument].value else { return nil }
                return self.slot(value, file: file)
            }
        }
        guard let key = argumentSlot(wrapper.key), let table = argumentSlot(wrapper.table) else { return nil }
        return (key, table, wrapper.defaultValue.flatMap(argumentSlot))
    }

    /// The wrappers a call may be, those whose owner is the call's receiver first.
    private mutating func wrappers(for call: CodeCall) -> [WrapperTemplate] {
        guard let callable = callableWrappers[call.name] else { return [] }
        guard callable.count > 1, case .path(let receiver)? = call.receiver, let owner = receiver.last,
            callable.contains(where: { $0.owner.last != owner })
        else { return callable }
        if let ordered = callableWrappersByOwner[call.name]?[owner] { return ordered }
        let ordered = callable.filter { $0.owner.last == owner } + callable.filter { $0.owner.last != owner }
        callableWrappersByOwner[call.name, default: [:]][owner] = ordered
        return ordered
    }

    /// Wrappers read as a property of a string: `var localized: String { … }`, `- (NSString *)localized`.
    private func propertyWrappers(named name: String) -> [WrapperTemplate] {
        (wrappers[name] ?? []).filter { $0.key == .receiver && ($0.kind == .swiftProperty || ($0.kind == .objectiveCMethod && $0.parameters.isEmpty)) }
    }

    // MARK: - Resolution

    /// What a value stands for: look-ups (through accessors and wrappers) and literals; nothing
    /// for what cannot be told.
    mutating func resolve(_ value: CodeValue, file: Int, depth: Int) -> [ResolvedValue] {
        guard depth < Self.maximumDepth else { return [] }
        switch value {
        case .literal(let text):
            return [.literal(text)]
        case .lookup(let lookup):
            return resolveLookup(lookup, file: file, depth: depth)
        case .path(let path):
            let key = Self.hash(path)
            if depth == 0, let cached = pathCache[key], cached.path == path { return cached.values }
            nearestWasUsed = false
            if let resolved = accessorValues(path, file: file, depth: depth) {
                // A path names the same accessors wherever it is used, unless several of the
                // same name were told apart by where the use is.
                if depth == 0, !nearestWasUsed { pathCache.set((path, resolved), for: key) }
                return resolved
            }
            if path.count >= 4, let generated = generatedNames?.lookup(receiverPath: Array(path.dropLast()), name: path[path.count - 1]) {
                return [.lookup(record(generated))]
            }
            guard path.count >= 2 else { return [] }
            return resolveMember(of: .path(Array(path.dropLast())), name: path[path.count - 1], file: file, depth: depth)
        case .member(let base, let name):
            return resolveMember(of: base, name: name, file: file, depth: depth)
        case .call(let call):
            return resolveCall(call, file: file, depth: depth)
        case .parameter, .receiver:
            return []
        }
    }

    private mutating func resolveLookup(_ lookup: CodeLookup, file: Int, depth: Int) -> [ResolvedValue] {
        let tables = literalTexts(lookup.table, file: file, depth: depth)
        let keys = literalTexts(lookup.key, file: file, depth: depth)
        guard tables.count == 1, !keys.isEmpty else { return [] }
        var defaultText: String?
        if let value = lookup.defaultValue { defaultText = literalTexts(value, file: file, depth: depth).first }
        let location = location(ofOffset: lookup.defaultValueOffset, in: file)
        return keys.map { key in
            let keys = keys.count == 1 ? [key] + lookup.alternativeKeys : [key]
            return .lookup(record(ResolvedLookup(table: tables[0], keys: keys, defaultValue: defaultText, defaultLocation: location)))
        }
    }

    /// The literal texts a value resolves to (a key or table name written as a constant).
    private mutating func literalTexts(_ value: CodeValue, file: Int, depth: Int) -> [String] {
        if case .literal(let text) = value { return [text] }
        return resolve(value, file: file, depth: depth + 1).compactMap {
            if case .literal(let text) = $0 { return text }
            return nil
        }
    }

    /// A member of a value: a wrapper read as a property (`"key".localized`, `A11y.play.text`),
    /// or a member of a look-up, which stays that look-up (`L10n.play.uppercased`).
    private mutating func resolveMember(of base: CodeValue, name: String, file: Int, depth: Int) -> [ResolvedValue] {
        let baseValues = resolve(base, file: file, depth: depth + 1)
        guard !baseValues.isEmpty else { return [] }
        var result: [ResolvedValue] = []
        let wrappers = propertyWrappers(named: name).filter { accepts($0, base: base) }
        for value in baseValues {
            switch value {
            case .literal(let key):
                if let wrapper = wrappers.first, case .text(let table) = wrapper.table {
                    result.append(.lookup(record(ResolvedLookup(table: table, keys: [key], via: "." + name))))
                } else if configured.literalNames.contains(name) {
                    result.append(.lookup(record(ResolvedLookup(table: SourceAnalyzer.defaultTable, keys: [key], via: "." + name))))
                }
            case .lookup:
                result.append(value)
            }
        }
        return result
    }

    /// Whether a wrapper called on a string applies to `base`: a `String` member applies to any
    /// string, an enum's member to that enum's cases.
    private func accepts(_ wrapper: WrapperTemplate, base: CodeValue) -> Bool {
        guard let owner = wrapper.owner.last, !Self.stringTypes.contains(owner) else { return true }
        guard case .path(let path) = base, path.count >= 2 else { return false }
        return path[path.count - 2] == owner
    }

    private mutating func resolveCall(_ call: CodeCall, file: Int, depth: Int) -> [ResolvedValue] {
        var receiverPath: [String]?
        if case .path(let path)? = call.receiver { receiverPath = path }
        // A static function returning a look-up: `L10n.count(3)`. (A function that returns
        // literal text builds it from its arguments, which the scanner does not follow.)
        if accessorsByName[call.name] != nil,
            let resolved = accessorValues((receiverPath ?? []) + [call.name], file: file, depth: depth, functionsOnly: true)?.filter(\.isLookup),
            !resolved.isEmpty
        {
            return resolved
        }
        if let receiverPath, let generated = generatedNames?.lookup(receiverPath: receiverPath, name: call.name) {
            return [.lookup(record(generated))]
        }
        for wrapper in wrappers(for: call) {
            if let resolved = apply(wrapper, to: call, file: file, depth: depth) { return resolved }
        }
        if configured.matches(name: call.name, receiverPath: receiverPath) || (call.receiver != nil && configured.literalNames.contains(call.name)) {
            if let resolved = applyConfigured(call, file: file, depth: depth) { return resolved }
        }
        // Something done to a look-up (`.uppercased()`, `Text(…).bold()`) keeps its key.
        guard let receiver = call.receiver else { return [] }
        return resolve(receiver, file: file, depth: depth + 1).filter {
            if case .lookup = $0 { return true }
            return false
        }
    }

    /// A call of a discovered wrapper: the look-up it makes with the call's arguments.
    private mutating func apply(_ wrapper: WrapperTemplate, to call: CodeCall, file: Int, depth: Int) -> [ResolvedValue]? {
        guard wrapper.kind != .swiftProperty, let bound = wrapper.bind(call) else { return nil }
        if wrapper.key == .receiver, call.receiver == nil { return nil }
        guard let key = texts(wrapper.key, of: wrapper, call: call, bound: bound, file: file, depth: depth), !key.texts.isEmpty,
            let tables = texts(wrapper.table, of: wrapper, call: call, bound: bound, file: file, depth: depth)?.texts, tables.count == 1
        else { return nil }
        let defaultValue = wrapper.defaultValue.flatMap { texts($0, of: wrapper, call: call, bound: bound, file: file, depth: depth) }
        return key.texts.map {
            .lookup(record(ResolvedLookup(
                table: tables[0], keys: [$0], defaultValue: defaultValue?.texts.first, defaultLocation: defaultValue?.location,
                via: wrapper.displayName, keyLocation: key.location)))
        }
    }

    /// The texts a slot of a wrapper's look-up stands for in a call of it (`bound`: the call's
    /// arguments by parameter), and where the argument is written. (A method, not a function
    /// nested in ``apply(_:to:file:depth:)``: one would take a copy of the whole resolver.)
    private mutating func texts(
        _ slot: WrapperSlot, of wrapper: WrapperTemplate, call: CodeCall, bound: [[Int]], file: Int, depth: Int
    ) -> (texts: [String], location: SourceLocation?)? {
        switch slot {
        case .text(let text): return ([text], nil)
        case .receiver:
            guard let receiver = call.receiver else { return nil }
            return (literalTexts(receiver, file: file, depth: depth), nil)
        case .parameter(let index):
            guard let argument = bound[safe: index]?.first else {
                // Left out: the declaration's default (`table: String = "Localizable"`).
                guard let text = wrapper.parameters[safe: index]?.defaultText else { return nil }
                return (text.isEmpty && slot == wrapper.table ? [SourceAnalyzer.defaultTable] : text.isEmpty ? [] : [text], nil)
            }
            guard let value = call.arguments[argument].value else { return nil }
            return (literalTexts(value, file: file, depth: depth), location(ofOffset: call.arguments[argument].offset, in: file))
        }
    }

    /// A call of a configured wrapper: the literal it is called on, else its first argument not
    /// labeled as something else, is the key; `table:` or `tableName:` the table.
    private mutating func applyConfigured(_ call: CodeCall, file: Int, depth: Int) -> [ResolvedValue]? {
        var keys: [String] = []
        var keyLocation: SourceLocation?
        if let receiver = call.receiver, configured.literalNames.contains(call.name), case .literal(let key) = receiver {
            keys = [key]
        } else if let argument = call.arguments.first(where: { !($0.label.map(ConfiguredWrappers.metaLabels.contains) ?? false) }),
            let value = argument.value
        {
            keys = literalTexts(value, file: file, depth: depth)
            keyLocation = location(ofOffset: argument.offset, in: file)
        }
        guard !keys.isEmpty else { return nil }
        var table = SourceAnalyzer.defaultTable
        if let argument = call.arguments.first(where: { $0.label == "table" || $0.label == "tableName" }) {
            guard let value = argument.value, let name = literalTexts(value, file: file, depth: depth).first else { return nil }
            table = name
        }
        let via = (call.receiver.flatMap { if case .path(let path) = $0 { return path.joined(separator: ".") + "." } else { return nil } } ?? "") + call.name
        return keys.map { .lookup(record(ResolvedLookup(table: table, keys: [$0], via: via, keyLocation: keyLocation))) }
    }

    // MARK: - Accessors

    /// The values of the accessor a path names, if one does: defined with that path, or with a
    /// path it ends (a use inside the owner's namespace) or that ends it (a module-qualified use).
    /// Among definitions in several places (two modules' `UserText`), the one nearest the use.
    private mutating func accessorValues(_ path: [String], file: Int, depth: Int, functionsOnly: Bool = false) -> [ResolvedValue]? {
        guard let name = path.last, let candidates = accessorsByName[name] else { return nil }
        let key = Self.hash(path) ^ (functionsOnly ? 0x5bd1_e995_5bd1_e995 : 0)
        if let cached = valuesCache[key], cached.path == path, cached.functionsOnly == functionsOnly { return cached.values }
        var usedNearest = false
        let values = accessorValues(path, candidates: candidates, file: file, depth: depth, functionsOnly: functionsOnly, usedNearest: &usedNearest)
        // Like an accessor's resolution, kept when made near the top, and when it did not depend
        // on where the use is.
        if depth <= 2, !usedNearest { valuesCache.set((path, functionsOnly, values), for: key) }
        return values
    }

    private mutating func accessorValues(
        _ path: [String], candidates: [AccessorReference], file: Int, depth: Int, functionsOnly: Bool, usedNearest: inout Bool
    ) -> [ResolvedValue]? {
        var matching = (accessors(at: path) ?? []).filter { !functionsOnly || accessors[$0].isFunction }
        if matching.isEmpty { matching = candidates.filter { reference in
            let defined = accessors[reference].path
            guard !functionsOnly || accessors[reference].isFunction else { return false }
            if defined == path { return true }
            if path.count >= 2, defined.count > path.count, defined.suffix(path.count).elementsEqual(path) { return true }
            return defined.count >= 2 && path.count > defined.count && path.suffix(defined.count).elementsEqual(defined)
        } }
        guard !matching.isEmpty else { return nil }
        if matching.count > 1 {
            let exact = matching.filter { accessors[$0].path == path }
            if !exact.isEmpty { matching = exact }
        }
        if matching.count > 1 {
            matching = nearest(matching, to: file)
            nearestWasUsed = true
            usedNearest = true
        }
        var result: [ResolvedValue] = []
        for reference in matching {
            for value in accessorResolution(reference, depth: depth) where !result.contains(value) { result.append(value) }
        }
        guard result.contains(where: \.isLookup) else { return result }
        let via = Self.dotted(path)
        return result.map { value in
            guard case .lookup(var lookup) = value else { return value }
            // Through an accessor, the use is where the key is used, not where the accessor writes it.
            lookup.via = via
            lookup.keyLocation = nil
            return .lookup(lookup)
        }
    }

    /// A path written with dots (`L10n.Player.play`).
    static func dotted(_ path: [String]) -> String {
        if path.count == 1 { return path[0] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.reduce(path.count) { $0 + $1.utf8.count })
        for (index, name) in path.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ".")) }
            var name = name
            name.withUTF8 { bytes.append(contentsOf: $0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The definitions in the file of the use, else in the files sharing the longest folder
    /// prefix with it.
    private func nearest(_ references: [AccessorReference], to file: Int) -> [AccessorReference] {
        let sameFile = references.filter { accessorFiles[$0] == file }
        if !sameFile.isEmpty { return sameFile }
        let path = Array(fileNames[file].utf8)
        func shared(_ other: Int) -> Int {
            let otherPath = fileNames[other].utf8
            var count = 0
            var lastSlash = 0
            for (a, b) in zip(path, otherPath) {
                guard a == b else { break }
                count += 1
                if a == UInt8(ascii: "/") { lastSlash = count }
            }
            return lastSlash
        }
        let scored = references.map { ($0, shared(accessorFiles[$0])) }
        let best = scored.map(\.1).max() ?? 0
        return scored.filter { $0.1 == best }.map(\.0)
    }

    private mutating func accessorResolution(_ reference: AccessorReference, depth: Int) -> [ResolvedValue] {
        if let cached = accessorCache[reference] { return cached }
        guard !inProgress.contains(reference) else { return [] }
        inProgress.insert(reference)
        var result: [ResolvedValue] = []
        for value in accessors[reference].values {
            for resolved in resolve(value, file: accessorFiles[reference], depth: depth + 1) where !result.contains(resolved) { result.append(resolved) }
        }
        inProgress.remove(reference)
        // A resolution cut short by the depth limit is not kept for uses nearer the top.
        if depth <= 2 { accessorCache[reference] = result }
        return result
    }

    /// Takes the default texts another copy of the resolver met, for the keys that have none yet.
    mutating func adoptDefaultTexts(_ texts: [TableKey: (text: String, location: SourceLocation?)]) {
        for (key, text) in texts where defaultTexts[key] == nil { defaultTexts[key] = text }
    }

    /// Resolves every accessor that writes a default text (`value:`, `fallback:`), so that the
    /// default texts of all keys are known, used or not.
    mutating func resolveAccessorsWithDefaultTexts() {
        for reference in accessors.indices where accessors[reference].values.contains(where: Self.carriesDefaultText) {
            _ = accessorResolution(reference, depth: 0)
        }
    }

    /// Whether a value writes a default text: a look-up's `value:`, a wrapper's `fallback:`.
    private static func carriesDefaultText(_ value: CodeValue) -> Bool {
        switch value {
        case .lookup(let lookup): return lookup.defaultValue != nil
        case .call(let call): return call.arguments.contains { $0.label.map(ConfiguredWrappers.metaLabels.contains) ?? false }
        default: return false
        }
    }

    /// Whether a value may resolve to anything: a cheap look at its names before resolving
    /// (most of the names code uses are no accessor, wrapper or string).
    func mayResolve(_ value: CodeValue) -> Bool {
        switch value {
        case .literal, .lookup: return true
        case .parameter, .receiver: return false
        case .path(let path):
            // Some beginning of the path must be an accessor: by its whole path, or, for a use
            // inside a namespace or with a module's name, by its last two names. (Hashes only:
            // a rare collision costs a resolution that finds nothing.)
            var prefix: UInt64 = 0xCBF2_9CE4_8422_2325
            var previous: String?
            for name in path {
                if previous != nil { prefix = (prefix ^ UInt64(UInt8(ascii: "."))) &* 0x100_0000_01B3 }
                prefix = Self.hash(name, continuing: prefix)
                if accessorsByPath.contains(prefix) { return true }
                if let previous {
                    let ending = Self.hash(name, continuing: (Self.hash(previous, continuing: 0xCBF2_9CE4_8422_2325) ^ UInt64(UInt8(ascii: "."))) &* 0x100_0000_01B3)
                    if accessorEndings.contains(ending) { return true }
                }
                previous = name
            }
            return false
        case .member(let base, let name):
            return wrappers[name] != nil || configured.literalNames.contains(name) || mayResolve(base)
        case .call(let call):
            if accessorsByName[call.name] != nil || wrappers[call.name] != nil || configured.paths[call.name] != nil
                || configured.literalNames.contains(call.name)
            {
                return true
            }
            if generatedNames != nil, case .path(let path)? = call.receiver, path.contains("string") { return true }
            return call.receiver.map(mayResolve) ?? false
        }
    }

    /// Notes a look-up's default text.
    private mutating func record(_ lookup: ResolvedLookup) -> ResolvedLookup {
        if let text = lookup.defaultValue, let key = lookup.keys.first {
            let id = TableKey(table: lookup.table, key: key)
            if defaultTexts[id] == nil { defaultTexts[id] = (text, lookup.defaultLocation) }
        }
        return lookup
    }
}

/// A key of a table, by the table's name.
public struct TableKey: Hashable, Sendable, Comparable {
    public var table: String
    public var key: String

    public init(table: String, key: String) {
        self.table = table
        self.key = key
    }

    public static func < (lhs: TableKey, rhs: TableKey) -> Bool { (lhs.table, lhs.key) < (rhs.table, rhs.key) }
}
