import StringsParser

/// Everything the source files under the audited paths say about accessibility strings: the
/// properties code sets, every table look-up, and the texts of storyboards and xibs.
public struct CodeIndex: Sendable {
    /// Accessibility properties set in Swift, SwiftUI and Objective-C code.
    public var references: [SourceReference]
    /// Every table look-up in code, accessibility or not (an accessor's definition is not one:
    /// its uses are).
    public var lookups: [LookupReference]
    /// Keys' texts written in code (`value:`, `fallback:`), by table and key.
    public var defaultTexts: [DefaultText] = []
    /// The wrappers found in the code (`AppLocalizedString`, `L10n.tr`), sorted.
    public var wrappers: [String] = []
    /// Accessibility texts of storyboards and xibs.
    public var interfaceBuilderTexts: [InterfaceBuilderText]
    /// Problems reading source files (a storyboard that is not well-formed XML).
    public var diagnostics: [Diagnostic]
    /// How many code files (`.swift`, `.m`, `.mm`) were scanned.
    public var codeFileCount: Int
    /// The names of the storyboards and xibs scanned (their tables' names).
    public var interfaceBuilderTables: Set<String>
    /// The development regions of the Xcode projects and Swift packages scanned.
    public var developmentRegions = DevelopmentRegions([])
    /// Which source files gave the scan something, and what it looked for in the others (nil
    /// when the index was not made by a scan).
    public var relevance: SourceRelevance?

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

    /// The storyboard texts by table and key.
    public var interfaceBuilderTextsByKey: [String: [String: InterfaceBuilderText]] {
        var result: [String: [String: InterfaceBuilderText]] = [:]
        for text in interfaceBuilderTexts where result[text.table]?[text.key] == nil { result[text.table, default: [:]][text.key] = text }
        return result
    }
}
