import StringsParser
import Testing
@testable import HintGrammar

@Suite("Plural categories by language (CLDR)")
struct PluralCategoriesTests {
    @Test("each language's categories, by its tag or its language; what a whole-number count needs")
    func categories() throws {
        #expect(PluralCategories.of("en")?.all == ["one", "other"])
        #expect(PluralCategories.of("zh-Hant")?.all == ["other"])
        #expect(PluralCategories.of("sr-Latn")?.all == ["one", "few", "other"])
        #expect(PluralCategories.of("pt_PT")?.all == ["one", "many", "other"])
        #expect(PluralCategories.of("he")?.all == ["one", "two", "other"])
        #expect(PluralCategories.of("ar")?.all.count == 6)
        #expect(PluralCategories.of("tlh") == nil)
        let russian = try #require(PluralCategories.of("ru"))
        // `other` is for decimals: whole numbers never reach it, and it may stand for `many`.
        #expect(russian.missing(in: ["one", "few", "other"], wholeNumbers: true).isEmpty)
        #expect(russian.missing(in: ["one", "few", "many"], wholeNumbers: true).isEmpty)
        #expect(russian.missing(in: ["one", "other"], wholeNumbers: true) == ["few"])
        #expect(russian.missing(in: ["one", "few"], wholeNumbers: true) == ["many"])
        #expect(russian.missing(in: ["one", "few", "many"], wholeNumbers: false) == ["other"])
        #expect(PluralCategories.of("fr")?.missing(in: ["one", "other"], wholeNumbers: true) == [])
        #expect(PluralCategories.of("cs")?.missing(in: ["one", "other"], wholeNumbers: true) == ["few"])
        #expect(PluralCategories.of("de")?.missing(in: ["other"], wholeNumbers: true) == ["one"])
    }

    @Test("plural rules among a key's variants: a .stringsdict variable, a catalog's variation and substitution; decimals")
    func variants() {
        func string(_ variant: String, _ value: String) -> LocalizedString {
            LocalizedString(
                table: TableID(bundle: "", name: "L"), key: "k", language: "ru", variant: variant, value: value,
                location: SourceLocation(file: "L.xcstrings", line: 1, column: 1), format: .xcstrings)
        }
        let rules = PluralVariants.rules(in: [
            string("NSStringLocalizedFormatKey", "%#@n@"), string("n.one", "%d файл"), string("n.other", "%d файлов"),
            string("plural.one", "%.1f км"), string("plural.other", "%.1f км"),
            string("substitutions.count.plural.few", "%lld"), string("substitutions.count.plural.other", "%lld"),
            string("device.iphone", "Телефон"),
        ])
        #expect(rules.map(\.name) == ["n", nil, "count"])
        #expect(rules.map(\.countsWholeNumbers) == [true, false, true])
        #expect(rules.map { $0.variants.keys.sorted() } == [["one", "other"], ["one", "other"], ["few", "other"]])
    }
}
