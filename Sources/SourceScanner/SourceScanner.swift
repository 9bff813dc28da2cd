import StringsParser

/// Finds the keys and literals that Swift, SwiftUI and Objective-C code sets as accessibility
/// labels, hints and values, and every table look-up.
///
/// What it recognizes:
/// - UIKit and AppKit: `x.accessibilityLabel = …` (also `accessibilityHint`, `accessibilityValue`,
///   `accessibilityHelp`, the `Attributed` variants, implicit `self`, `a.b.c` chains), setters
///   `[x setAccessibilityLabel:…]` and `x.setAccessibilityHelp(…)`, getters
///   (`override var accessibilityHint: String? { … }`, `- (NSString *)accessibilityLabel { … }`),
///   custom actions (`UIAccessibilityCustomAction(name:)`), and arguments named for a property
///   (`Button(accessibilityLabel: …)`).
/// - SwiftUI: `.accessibilityLabel(…)`, `.accessibilityHint(…)`, `.accessibilityValue(…)`,
///   `.accessibility(label:hint:value:)`, `.accessibilityAction(named:)`, `.help(…)` (a hint); a
///   literal there, or in `Text("…")`, is a `LocalizedStringKey` (see ``LocalizedKeyVariants``).
/// - Values: look-ups (`NSLocalizedString` and its table/bundle/default-value variants,
///   `CFCopyLocalizedString…`, `String(localized:)`, `LocalizedStringResource`, `LocalizedStringKey`,
///   `localizedString(forKey:value:table:)`), plain literals, `Text(verbatim:)`,
///   `String(format:…)`, `String.localizedStringWithFormat`, casts, `try`, both branches of a
///   ternary and of `??`, and a variable assigned in the same function or type.
/// - Through the program (``CodeScanning``): accessors (SwiftGen's `L10n.Player.play`, accessor
///   enums' `UserText.share`, Objective-C `[AppStrings share]`, enum cases' raw values, R.swift's
///   `R.string.localizable.share()`), wrappers discovered from their bodies
///   (`AppLocalizedString("Share", nil)`, `"key".localized`, `#define AppString(key) …`) and the
///   configured ones.
public struct SourceScanner: Sendable {
    private let wrappers: [String]
    private let prefilter: SourcePrefilter

    /// - Parameter wrappers: look-up functions of the configuration (`L10n.tr`, `localized`).
    public init(wrappers: [String] = []) {
        self.wrappers = wrappers
        self.prefilter = SourcePrefilter(wrapperWords: ConfiguredWrappers(wrappers).prefilterWords)
    }

    /// Scans one file alone (its own accessors and wrappers only); to scan a program, use
    /// ``CodeScanning``.
    public static func scan(_ bytes: [UInt8], file: String, language: SourceLanguage, wrappers: [String] = []) -> SourceScanResult {
        SourceScanner(wrappers: wrappers).scan(bytes, file: file, language: language)
    }

    /// The references and look-ups of one file scanned alone, in the order of their positions.
    public func scan(_ bytes: [UInt8], file: String, language: SourceLanguage) -> SourceScanResult {
        var analysis = analyze(bytes, file: file, language: language)
        let resolver = CodeResolver(files: [analysis], configured: ConfiguredWrappers(wrappers))
        analysis.lookups += AccessorUseFinder(paths: resolver.lookupAccessorPaths, keys: [:]).occurrences(in: bytes, file: file)
        let index = CodeLinker.link([analysis], resolver: resolver)
        return SourceScanResult(references: index.references, lookups: index.lookups)
    }

    /// What one file says, before the program-wide pass.
    func analyze(_ bytes: [UInt8], file: String, language: SourceLanguage) -> FileAnalysis {
        guard prefilter.mayContainReferences(bytes) else { return FileAnalysis(file: file) }
        return analyzeAll(bytes, file: file, language: language)
    }

    /// What one file says, read in full whatever words it holds.
    func analyzeAll(_ bytes: [UInt8], file: String, language: SourceLanguage) -> FileAnalysis {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return bytes.withUnsafeBufferPointer { buffer in
            let source = SourceLexer.tokenize(buffer, from: start, language: language)
            var analyzer = SourceAnalyzer(buffer: buffer, source: source, language: language, catalog: CalleeCatalog())
            analyzer.analyze()
            return analyzer.fileAnalysis(file: file, lines: LineTable(bytes: bytes, firstLineStart: start))
        }
    }

    /// Whether a file can hold anything the scanner reports (the quick byte test ``scan(_:file:language:)``
    /// makes first).
    public func mayContainReferences(_ bytes: [UInt8]) -> Bool { prefilter.mayContainReferences(bytes) }
}
