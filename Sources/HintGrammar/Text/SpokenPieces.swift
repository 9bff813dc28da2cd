import StringsParser

/// Which edge of the spoken text a rule judges: its first word (capitalization) or its last
/// character (a full stop).
public enum TextEdge: String, Hashable, Sendable {
    case start
    case end
}

/// What VoiceOver speaks for a key built from pieces: a `.stringsdict` or String Catalog format
/// (`"%#@tabs@"`, `"Delete %#@count@?"`) whose variables are replaced by one of their variants
/// (`tabs.one`: "One Private Tab"). A piece holds the start of the spoken text when nothing comes
/// before it, and its end when nothing follows: "%#@tabs@" holds neither (its variants hold both),
/// "Delete %#@count@?" holds both (its variants neither). A rule about an edge judges only the
/// pieces that hold it: a full stop belongs after the last piece, once.
struct SpokenPieces {
    /// Whether the value at each index holds the start and the end of the spoken text; `nil`
    /// when every value is whole (a plain value: most keys, nothing to allocate).
    private let edges: [(start: Bool, end: Bool)]?

    /// Whether the value at `index` holds the start of the spoken text.
    func holdsStart(_ index: Int) -> Bool { edges?[index].start ?? true }
    /// Whether the value at `index` holds the end of the spoken text.
    func holdsEnd(_ index: Int) -> Bool { edges?[index].end ?? true }

    /// The pieces of one key's values in one language (every variant of it).
    init(_ values: LanguageStrings) {
        let count = values.count
        guard count > 1 || values.first.map({ Self.mayReferenceVariables($0.value) }) == true else {
            edges = nil
            return
        }
        // The variables each value refers to, and those at its start and at its end.
        let variables = values.map { Self.variableEdges(of: $0.value) }
        var referenced: Set<String> = []
        var opening: Set<String> = []
        var closing: Set<String> = []
        for edge in variables {
            referenced.formUnion(edge.all)
            if let first = edge.first { opening.insert(first) }
            if let last = edge.last { closing.insert(last) }
        }
        var pieces: [(start: Bool, end: Bool)] = []
        pieces.reserveCapacity(count)
        for (value, edge) in zip(values, variables) {
            // A variant of a variable holds an edge only where a format puts that variable.
            let variable = referenced.isEmpty ? nil : Self.variable(ofVariant: value.variant, among: referenced)
            let startsAsPiece = variable.map { opening.contains($0) } ?? true
            let endsAsPiece = variable.map { closing.contains($0) } ?? true
            // A format whose text begins or ends with a variable leaves that edge to its variants.
            pieces.append((startsAsPiece && edge.first == nil, endsAsPiece && edge.last == nil))
        }
        self.edges = pieces
    }

    /// Whether `text` may hold a variable (`%#@name@`): a quick test before scanning.
    private static func mayReferenceVariables(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "@")) && text.utf8.contains(UInt8(ascii: "#"))
    }

    /// The variables `text` refers to; the first when nothing but spaces comes before it, the
    /// last when nothing but spaces follows it.
    private static func variableEdges(of text: String) -> (all: [String], first: String?, last: String?) {
        guard mayReferenceVariables(text) else { return ([], nil, nil) }
        let specifiers = FormatSpecifierScanner.scan(text)
        var names: [String] = []
        var first: String?
        var last: String?
        let bytes = Array(text.utf8)
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        for specifier in specifiers {
            guard case let .variable(name) = specifier.type else { continue }
            names.append(name)
            if bytes[..<specifier.start].allSatisfy(isSpace) { first = name }
            if bytes[specifier.end...].allSatisfy(isSpace) { last = name }
        }
        return (names, first, last)
    }

    /// The variable a variant belongs to: the component of its path that names one of the key's
    /// variables (`tabs.one` in a `.stringsdict`, `substitutions.tabs.plural.one` in a catalog).
    private static func variable(ofVariant variant: String?, among names: Set<String>) -> String? {
        guard let variant else { return nil }
        var components = variant.split(separator: ".")
        // The last component is the variant's own category (`one`, `other`, `iphone`).
        guard components.count > 1 else { return nil }
        components.removeLast()
        return components.last { names.contains(String($0)) }.map(String.init)
    }
}
