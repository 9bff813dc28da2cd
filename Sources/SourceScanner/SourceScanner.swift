import StringsParser

/// Finds the keys and literals that Swift, SwiftUI and Objective-C code sets as accessibility
/// labels, hints and values, and every table look-up in the file.
///
/// What it recognizes:
/// - UIKit and AppKit: `x.accessibilityLabel = …` (also `accessibilityHint`, `accessibilityValue`,
///   `accessibilityHelp`, the `Attributed` variants, implicit `self`, `a.b.c` chains), setters
///   `[x setAccessibilityLabel:…]` and `x.setAccessibilityHelp(…)`, and getters:
///   `override var accessibilityHint: String? { … }` (`return`, implicit return, `get { … }`),
///   `override func accessibilityLabel() -> String? { … }`, `- (NSString *)accessibilityLabel { … }`.
/// - SwiftUI: `.accessibilityLabel(…)`, `.accessibilityHint(…)`, `.accessibilityValue(…)`,
///   `.accessibility(label:hint:value:)`, `.help(…)` (a hint); a literal there, or in `Text("…")`,
///   is a `LocalizedStringKey` (see ``LocalizedKeyVariants``).
/// - Values: look-ups (`NSLocalizedString` and its table/bundle/default-value variants,
///   `CFCopyLocalizedString…`, `String(localized:)`, `LocalizedStringResource`, `LocalizedStringKey`,
///   `localizedString(forKey:value:table:)`, `localizedStringForKey:value:table:`, the wrappers),
///   plain literals (`.literal`), `Text(verbatim:)`, `String(format:…)`, `stringWithFormat:`,
///   `NSAttributedString(string:)`, casts, parentheses and both branches of a ternary. A
///   variable, a concatenation or an interpolated key outside SwiftUI yields no reference.
///
/// Wrappers are function names from the configuration: `L10n.tr` matches a call `L10n.tr(…)`
/// (or `X.L10n.tr(…)`), `localized` matches `localized(…)`, `x.localized(…)`, and, on a
/// string literal, `"key".localized`, `"key".localized(…)` and `[@"key" localized]`. The key is
/// the literal the wrapper is called on, else the first argument not labeled `table`,
/// `tableName`, `bundle`, `comment`, `value`, `defaultValue`, `fallback` or `locale`, which must
/// be a literal; the table is the argument labeled `table:` or `tableName:`, else `Localizable`.
///
/// Table names are literals, `nil` (the default table), or constants defined in the same file
/// (`let table = "A11y"`, `NSString *const kTable = @"A11y";`, `#define TABLE @"A11y"`); a look-up
/// whose table cannot be told is left out.
public struct SourceScanner: Sendable {
    private let catalog: CalleeCatalog
    private let prefilter: SourcePrefilter

    /// - Parameter wrappers: function names that look keys up (`L10n.tr`, `localized`).
    public init(wrappers: [String] = []) {
        self.catalog = CalleeCatalog(wrappers: wrappers)
        self.prefilter = SourcePrefilter(wrapperWords: catalog.prefilterWords)
    }

    /// Scans one file with a scanner made for `wrappers`; to scan many files, make one
    /// ``SourceScanner`` and call ``scan(_:file:language:)``.
    public static func scan(_ bytes: [UInt8], file: String, language: SourceLanguage, wrappers: [String] = []) -> SourceScanResult {
        SourceScanner(wrappers: wrappers).scan(bytes, file: file, language: language)
    }

    /// The references and look-ups in a file's UTF-8 bytes (a leading byte order mark is
    /// skipped). References and look-ups are in the order of their offsets.
    public func scan(_ bytes: [UInt8], file: String, language: SourceLanguage) -> SourceScanResult {
        guard prefilter.mayContainReferences(bytes) else { return SourceScanResult() }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var analyzer = bytes.withUnsafeBufferPointer { buffer -> SourceAnalyzer in
            let source = SourceLexer.tokenize(buffer, from: start, language: language)
            var analyzer = SourceAnalyzer(buffer: buffer, source: source, language: language, catalog: catalog)
            analyzer.analyze()
            return analyzer
        }
        // Every key a reference looks up is a look-up too.
        for reference in analyzer.references { analyzer.record([reference.found]) }

        let references = Self.sortedUnique(analyzer.references) { left, right in
            if left.found.offset != right.found.offset { return left.found.offset < right.found.offset }
            if left.api != right.api { return left.api < right.api }
            return left.role.rawValue < right.role.rawValue
        }
        let lookups = Self.sortedUnique(analyzer.lookups) { left, right in
            if left.offset != right.offset { return left.offset < right.offset }
            if left.table != right.table { return left.table < right.table }
            return left.key < right.key
        }
        let lines = LineTable(bytes: bytes, firstLineStart: start)
        var resolver = lines.resolver()
        var result = SourceScanResult()
        result.references = references.map {
            SourceReference(role: $0.role, value: $0.found.value, location: SourceLocation(file: file, position: resolver.position(ofOffset: $0.found.offset)), api: $0.api)
        }
        result.lookups = lookups.map {
            LookupReference(table: $0.table, key: $0.key, location: SourceLocation(file: file, position: resolver.position(ofOffset: $0.offset)))
        }
        return result
    }

    /// The elements in order, each once. Duplicates (the same look-up found by two passes)
    /// sort next to each other or at least within a run of elements that are not ordered.
    static func sortedUnique<Element: Equatable>(_ elements: [Element], by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        let sorted = elements.sorted(by: areInIncreasingOrder)
        var unique: [Element] = []
        unique.reserveCapacity(sorted.count)
        var runStart = 0
        for element in sorted {
            if let last = unique.last, areInIncreasingOrder(last, element) { runStart = unique.count }
            if !unique[runStart...].contains(element) { unique.append(element) }
        }
        return unique
    }

    /// Whether a file can hold anything the scanner reports (the quick byte test ``scan(_:file:language:)``
    /// makes first).
    public func mayContainReferences(_ bytes: [UInt8]) -> Bool { prefilter.mayContainReferences(bytes) }
}
