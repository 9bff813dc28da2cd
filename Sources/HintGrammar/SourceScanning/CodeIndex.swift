import StringsParser

/// Everything the source files under the audited paths say about accessibility strings: the
/// properties code sets, every table look-up, and the texts of storyboards and xibs.
public struct CodeIndex: Sendable {
    /// Accessibility properties set in Swift, SwiftUI and Objective-C code.
    public var references: [SourceReference]
    /// Every table look-up in code, accessibility or not.
    public var lookups: [LookupReference]
    /// Accessibility texts of storyboards and xibs.
    public var interfaceBuilderTexts: [InterfaceBuilderText]
    /// Problems reading source files (a storyboard that is not well-formed XML).
    public var diagnostics: [Diagnostic]
    /// How many code files (`.swift`, `.m`, `.mm`) were scanned.
    public var codeFileCount: Int
    /// The names of the storyboards and xibs scanned (their tables' names).
    public var interfaceBuilderTables: Set<String>

    public init(
        references: [SourceReference] = [], lookups: [LookupReference] = [], interfaceBuilderTexts: [InterfaceBuilderText] = [],
        diagnostics: [Diagnostic] = [], codeFileCount: Int = 0, interfaceBuilderTables: Set<String> = []
    ) {
        self.references = references
        self.lookups = lookups
        self.interfaceBuilderTexts = interfaceBuilderTexts
        self.diagnostics = diagnostics
        self.codeFileCount = codeFileCount
        self.interfaceBuilderTables = interfaceBuilderTables
    }

    /// No source file was scanned.
    public var isEmpty: Bool { codeFileCount == 0 && interfaceBuilderTables.isEmpty }

    /// Role evidence for table keys: code look-ups used as accessibility properties, and the
    /// storyboard keys (`<objectID>.accessibilityLabel`) of texts set in Interface Builder.
    public var keyReferences: [KeyReference] {
        var result: [KeyReference] = []
        for reference in references {
            guard case let .lookup(table, keys) = reference.value else { continue }
            let evidence = RoleEvidence(source: .code, role: reference.role, detail: reference.location.description)
            for key in keys { result.append(KeyReference(table: table, key: key, evidence: evidence)) }
        }
        for text in interfaceBuilderTexts {
            let detail = "\(text.location.file):\(text.location.line)"
            result.append(KeyReference(table: text.table, key: text.key, evidence: RoleEvidence(source: .storyboard, role: text.role, detail: detail)))
        }
        return result
    }

    /// The storyboard texts by table and key.
    var interfaceBuilderTextsByKey: [String: [String: InterfaceBuilderText]] {
        var result: [String: [String: InterfaceBuilderText]] = [:]
        for text in interfaceBuilderTexts where result[text.table]?[text.key] == nil { result[text.table, default: [:]][text.key] = text }
        return result
    }
}
