/// The plural categories each language uses for cardinal numbers, from CLDR's plural rules
/// (`common/supplemental/plurals.xml` of CLDR 41, with CLDR 42's changes for Hebrew and Maltese:
/// CLDR 42 is the data of the ICU in iOS 17 and macOS 14), for every language those rules name:
/// what a `.stringsdict` plural rule or a String Catalog's plural variation needs in that language.
///
/// For each language: every category, and those that whole numbers below a million select (a
/// `%d` count never selects `many` in Czech, which is for decimals, nor in French, where it is
/// for exact millions).
public struct PluralCategories: Hashable, Sendable {
    /// In CLDR's order: zero, one, two, few, many, other.
    public static let order = ["zero", "one", "two", "few", "many", "other"]

    /// Every category of the language.
    public let all: Set<String>
    /// The categories whole numbers below 1,000,000 select.
    public let wholeNumbers: Set<String>

    init(_ all: [String], wholeNumbers: [String]) {
        self.all = Set(all)
        self.wholeNumbers = Set(wholeNumbers)
    }

    /// The categories a plural with `present` lacks, in CLDR's order: for a whole-number count,
    /// those whole numbers select. In a language whose `other` is for decimals alone (Russian,
    /// Polish), whole numbers never reach `other`, and `many` may be written as `other`, which
    /// Apple falls back to: either does.
    public func missing(in present: Set<String>, wholeNumbers countsWholeNumbers: Bool) -> [String] {
        var needed = countsWholeNumbers ? wholeNumbers : all
        if countsWholeNumbers, !wholeNumbers.contains("other"), present.contains("other") { needed.remove("many") }
        return Self.order.filter { needed.contains($0) && !present.contains($0) }
    }

    /// The categories of a language (`pt-PT`, `sr-Latn`, `zh-Hant`: by its tag, else its
    /// language), nil for a language CLDR has no rules for.
    public static func of(_ language: String) -> PluralCategories? {
        let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first else { return nil }
        let primary = first.lowercased()
        if parts.count > 1, let regional = byLocale["\(primary)_\(parts[1].uppercased())"] { return regional }
        return byLocale[primary]
    }

    private static let byLocale: [String: PluralCategories] = {
        var table: [String: PluralCategories] = [:]
        for (locales, categories) in groups {
            for locale in locales.split(separator: " ") { table[String(locale)] = categories }
        }
        return table
    }()

    private static let other = PluralCategories(["other"], wholeNumbers: ["other"])
    private static let oneOther = PluralCategories(["one", "other"], wholeNumbers: ["one", "other"])

    /// The groups of locales sharing the categories (the rules within a group may differ;
    /// the categories do not).
    private static let groups: [(String, PluralCategories)] = [
        ("bm bo dz hnj id ig ii in ja jbo jv jw kde kea km ko lkt lo ms my nqo osa root sah ses sg su th to tpi vi wo yo yue zh", other),
        ("am as bn doi fa gu hi kn pcm zu ff hy kab ast de en et fi fy gl ia io ji lij nl sc scn sv sw ur yi si ak bho guw ln mg nso "
            + "pa ti wa tzm af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg kk "
            + "kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof rwk saq sd sdh seh "
            + "sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog da is mk ceb fil tl", oneOther),
        ("lv prg lag ksh", PluralCategories(["zero", "one", "other"], wholeNumbers: ["zero", "one", "other"])),
        // Hebrew lost `many` in CLDR 42.
        ("iu naq sat se sma smi smj smn sms he iw", PluralCategories(["one", "two", "other"], wholeNumbers: ["one", "two", "other"])),
        ("shi mo ro bs hr sh sr", PluralCategories(["one", "few", "other"], wholeNumbers: ["one", "few", "other"])),
        // `many` is for exact millions and compact numbers.
        ("fr pt ca it pt_PT es", PluralCategories(["one", "many", "other"], wholeNumbers: ["one", "other"])),
        ("gd sl dsb hsb", PluralCategories(["one", "two", "few", "other"], wholeNumbers: ["one", "two", "few", "other"])),
        // `many` is for decimals.
        ("cs sk", PluralCategories(["one", "few", "many", "other"], wholeNumbers: ["one", "few", "other"])),
        ("lt", PluralCategories(["one", "few", "many", "other"], wholeNumbers: ["one", "few", "other"])),
        // `other` is for decimals.
        ("pl be ru uk", PluralCategories(["one", "few", "many", "other"], wholeNumbers: ["one", "few", "many"])),
        // Maltese gained `two` in CLDR 42.
        ("mt", PluralCategories(["one", "two", "few", "many", "other"], wholeNumbers: ["one", "two", "few", "many", "other"])),
        ("br", PluralCategories(["one", "two", "few", "many", "other"], wholeNumbers: ["one", "two", "few", "other"])),
        ("ga", PluralCategories(["one", "two", "few", "many", "other"], wholeNumbers: ["one", "two", "few", "many", "other"])),
        ("gv", PluralCategories(["one", "two", "few", "many", "other"], wholeNumbers: ["one", "two", "few", "other"])),
        ("kw ar ars cy", PluralCategories(
            ["zero", "one", "two", "few", "many", "other"], wholeNumbers: ["zero", "one", "two", "few", "many", "other"])),
    ]
}
