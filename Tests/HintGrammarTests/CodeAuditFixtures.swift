import SourceScanner
import StringsParser

extension CodeIndex {
    /// The index of one Swift file scanned alone (its own accessors and wrappers only).
    static func ofSwift(_ code: String, file: String) -> CodeIndex {
        let scanned = SourceScanner.scan(Array(code.utf8), file: file, language: .swift)
        return CodeIndex(references: scanned.references, lookups: scanned.lookups, codeFileCount: 1)
    }
}

/// The English `Localizable` table of `bundle`, read from `.strings` text by the real reader.
func englishLocalizable(_ text: String, bundle: String = "App") -> LocalizationFile {
    LocalizationFileReader.read(
        Array(text.utf8),
        as: DiscoveredFile(
            path: "\(bundle)/en.lproj/Localizable.strings", format: .strings, language: "en",
            table: TableID(bundle: bundle, name: "Localizable")))
}
