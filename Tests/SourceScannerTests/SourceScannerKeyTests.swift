import Testing
@testable import SourceScanner

@Suite("Source scanner: SwiftUI keys")
struct SourceScannerKeyTests {
    /// The keys of the first reference in a SwiftUI snippet.
    func keys(_ code: String) -> [String] {
        guard case .lookup(_, let keys)? = scan(code).references.first?.value else { return [] }
        return keys
    }

    @Test("a literal without interpolation is the key as written, % and all")
    func plain() {
        #expect(LocalizedKeyVariants.keys(segments: ["50% off"], specifiers: []) == ["50% off"])
        #expect(keys(#"v.accessibilityLabel("50% off")"#) == ["50% off"])
    }

    @Test("each interpolation becomes %@, %lld or %lf, %@ first; the text's % is doubled")
    func oneInterpolation() {
        #expect(keys(#"v.accessibilityValue("\(count) of 100%")"#) == ["%@ of 100%%", "%lld of 100%%", "%lf of 100%%"])
    }

    @Test("what the interpolation shows decides: specifier:, format:, strings, Text, number literals")
    func knownSpecifiers() {
        #expect(keys(#"v.accessibilityValue("\(x, specifier: "%.1f") km")"#) == ["%.1f km"])
        #expect(keys(#"v.accessibilityValue("\(date, format: .dateTime) now")"#) == ["%@ now"])
        #expect(keys(#"v.accessibilityValue("\(date, style: .date) now")"#) == ["%@ now"])
        #expect(keys(#"v.accessibilityValue("\("a") \(Text("b")) \(Image(systemName: "c"))")"#) == ["%@ %@ %@"])
        #expect(keys(#"v.accessibilityValue("\(3) and \(2.5)")"#) == ["%lld and %lf"])
    }

    @Test("combinations: fewer non-%@ specifiers first, at most 27 keys, all different")
    func combinations() {
        let two = LocalizedKeyVariants.keys(segments: ["", "/", ""], specifiers: [["%@", "%lld", "%lf"], ["%@", "%lld", "%lf"]])
        #expect(two == [
            "%@/%@", "%@/%lld", "%@/%lf", "%lld/%@", "%lf/%@", "%lld/%lld", "%lld/%lf", "%lf/%lld", "%lf/%lf",
        ])
        let four = LocalizedKeyVariants.keys(segments: ["a", "b", "c", "d", "e"], specifiers: Array(repeating: LocalizedKeyVariants.interpolationSpecifiers, count: 4))
        #expect(four.count == LocalizedKeyVariants.maximumCount)
        #expect(four.first == "a%@b%@c%@d%@e")
        #expect(Set(four).count == four.count)
        // Past 729 combinations only the keys one change away from the first are listed.
        let eight = LocalizedKeyVariants.keys(segments: Array(repeating: "-", count: 9), specifiers: Array(repeating: LocalizedKeyVariants.interpolationSpecifiers, count: 8))
        #expect(eight.count == 17)
        #expect(eight.first == "-" + String(repeating: "%@-", count: 8))
    }

    @Test("String(localized:) and LocalizedStringResource keys follow the same rules; NSLocalizedString keys cannot be interpolated")
    func foundationKeys() {
        let result = scan(#"""
            a.accessibilityLabel = String(localized: "Play \(name)")
            a.accessibilityHint = NSLocalizedString("Play \(name)", comment: "")
            let r = LocalizedStringResource("Count: \(n)", table: "T")
            """#)
        #expect(result.referenceSummaries == ["1:42 label Localizable: Play %@ | Play %lld | Play %lf [accessibilityLabel =]"])
        #expect(result.lookupSummaries == [
            "1:42 Localizable: Play %@", "1:42 Localizable: Play %lf", "1:42 Localizable: Play %lld",
            "3:33 T: Count: %@", "3:33 T: Count: %lf", "3:33 T: Count: %lld",
        ])
    }
}
