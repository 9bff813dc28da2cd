import StringsParser

/// An accessibility property set in code, and where.
struct CodeUse: Sendable {
    var role: Role
    var value: CodeValue
    /// How it is set, for messages: `accessibilityHint =`, `.accessibilityLabel(_:)`.
    var api: String
    var location: SourceLocation
}

/// A value that is or may be a look-up, and where it is written.
struct CodeOccurrence: Sendable {
    var value: CodeValue
    var location: SourceLocation
}

/// Everything one source file says before the program-wide pass: what it sets, what it looks
/// up, and what it defines for other files.
struct FileAnalysis: Sendable {
    var file: String
    var uses: [CodeUse] = []
    var lookups: [CodeOccurrence] = []
    var accessors: [AccessorDefinition] = []
    var functions: [FunctionDefinition] = []
    /// The positions of the offsets that values carry (arguments, default texts), for what
    /// the program-wide pass reports from them.
    var positions = OffsetPositions()

    init(file: String) { self.file = file }

    /// The location of an offset a value carries in this file.
    func location(ofOffset offset: Int?) -> SourceLocation? {
        guard let offset, let position = positions[offset] else { return nil }
        return SourceLocation(file: file, position: position)
    }
}

/// The positions of some offsets of a file, sorted by offset: a look-up is a binary search.
struct OffsetPositions: Sendable {
    private var offsets: [Int] = []
    private var positions: [SourcePosition] = []

    init() {}

    /// Keeps the position of each offset; offsets are added in increasing order.
    mutating func append(_ position: SourcePosition, forOffset offset: Int) {
        offsets.append(offset)
        positions.append(position)
    }

    mutating func reserveCapacity(_ count: Int) {
        offsets.reserveCapacity(count)
        positions.reserveCapacity(count)
    }

    /// The position of `offset`, if it is one of those kept.
    subscript(offset: Int) -> SourcePosition? { offsets.sortedIndex(of: offset).map { positions[$0] } }
}

extension SourceAnalyzer {
    /// The analysis with every offset turned into a position (once per file, in order).
    func fileAnalysis(file: String, lines: LineTable) -> FileAnalysis {
        var offsets: [Int] = []
        for use in uses { offsets.append(use.found.offset); Self.collectOffsets(use.found.value, into: &offsets) }
        for lookup in lookups { offsets.append(lookup.offset); Self.collectOffsets(lookup.value, into: &offsets) }
        for accessor in accessors {
            offsets.append(tokens[accessor.nameToken].start)
            for value in accessor.values { Self.collectOffsets(value.value, into: &offsets) }
        }
        for function in functions { offsets.append(tokens[function.site.nameToken].start) }
        offsets.sort()
        var resolver = lines.resolver()
        var positions = OffsetPositions()
        positions.reserveCapacity(offsets.count)
        var previous = -1
        for offset in offsets where offset != previous && offset >= 0 {
            positions.append(resolver.position(ofOffset: offset), forOffset: offset)
            previous = offset
        }
        func location(_ offset: Int) -> SourceLocation {
            SourceLocation(file: file, position: positions[offset] ?? .unknown)
        }
        var analysis = FileAnalysis(file: file)
        analysis.positions = positions
        analysis.uses = uses.map { CodeUse(role: $0.role, value: $0.found.value, api: $0.api, location: location($0.found.offset)) }
        analysis.lookups = lookups.map { CodeOccurrence(value: $0.value, location: location($0.offset)) }
        analysis.accessors = accessors.map {
            AccessorDefinition(path: $0.path, values: $0.values.map(\.value), isFunction: $0.isFunction, location: location(tokens[$0.nameToken].start))
        }
        analysis.functions = functions.map {
            FunctionDefinition(
                name: $0.site.name, kind: $0.site.kind, owner: $0.site.owner, parameters: $0.site.parameters, isStatic: $0.site.isStatic,
                bodyValues: $0.bodyValues, location: location(tokens[$0.site.nameToken].start))
        }
        return analysis
    }

    /// The offsets of arguments and default texts inside a value.
    static func collectOffsets(_ value: CodeValue, into offsets: inout [Int]) {
        switch value {
        case .lookup(let lookup):
            if let offset = lookup.defaultValueOffset { offsets.append(offset) }
        case .call(let call):
            for argument in call.arguments {
                offsets.append(argument.offset)
                if let value = argument.value { collectOffsets(value, into: &offsets) }
            }
            if let receiver = call.receiver { collectOffsets(receiver, into: &offsets) }
        case .member(let base, _):
            collectOffsets(base, into: &offsets)
        case .literal, .path, .parameter, .receiver:
            break
        }
    }
}
