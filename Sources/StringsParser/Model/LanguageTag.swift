/// BCP 47 language tags as l10n-ax writes them.
public enum LanguageTag {
    /// The language of Interface Builder's base localization (`Base.lproj`), kept as is.
    public static let base = "Base"
    /// Message documentation (`qqq.lproj`, as translatewiki writes it): a comment for every key,
    /// never a language.
    public static let messageDocumentation = "qqq"

    /// Old `.lproj` names that Xcode still understands.
    private static let legacyNames: [String: String] = [
        "english": "en", "japanese": "ja", "french": "fr", "german": "de", "spanish": "es", "italian": "it",
        "dutch": "nl", "portuguese": "pt", "swedish": "sv", "danish": "da", "finnish": "fi", "norwegian": "nb",
        "korean": "ko", "russian": "ru", "polish": "pl", "chinese": "zh-Hans",
    ]

    /// Normalizes a language identifier or `.lproj` folder name to BCP 47 form:
    /// `pt_BR` → `pt-BR`, `zh_hant` → `zh-Hant`, `en.lproj` → `en`, `English` → `en`,
    /// `es_419` → `es-419`; `Base` stays `Base`.
    public static func normalize(_ identifier: String) -> String {
        var name = Substring(identifier)
        if name.hasSuffix(".lproj") { name = name.dropLast(6) }
        if name == "Base" || name.lowercased() == "base" { return base }
        if let legacy = legacyNames[name.lowercased()] { return legacy }
        let subtags = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = subtags.first else { return String(name) }
        var result = first.lowercased()
        for subtag in subtags.dropFirst() {
            result += "-"
            let isAlphabetic = subtag.allSatisfy { $0.isASCII && $0.isLetter }
            if subtag.count == 4 && isAlphabetic {
                result += subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()  // script: Hant
            } else if (subtag.count == 2 && isAlphabetic) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)) {
                result += subtag.uppercased()  // region: BR, 419
            } else {
                result += subtag.lowercased()
            }
        }
        return result
    }

    /// The tag without its last subtag (`zh-Hant-HK` → `zh-Hant`, `en-GB` → `en`), or `nil` for a
    /// bare language.
    public static func parent(of tag: String) -> String? {
        guard let dash = tag.lastIndex(of: "-") else { return nil }
        return String(tag[..<dash])
    }

    /// Whether a tag names a pseudo-locale, which tests an app's layout rather than speaking to
    /// anyone: a region of the private-use range pseudo-localization takes (`en-XA` accented,
    /// `ar-XB` mirrored, `en-XC`), Windows' `qps-ploc`, or a private-use tag (`x-pseudo`,
    /// `en-x-psaccent`). Message documentation (`qqq`) is no language either.
    public static func isPseudoLocale(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-").map { $0.lowercased() }
        guard let first = subtags.first else { return false }
        if first == "qps" || first == "x" || first == messageDocumentation || subtags.contains("x") { return true }
        return subtags.dropFirst().contains { $0 == "xa" || $0 == "xb" || $0 == "xc" }
    }

    /// The primary language subtag (`pt-BR` → `pt`).
    public static func primaryLanguage(of tag: String) -> String {
        guard let dash = tag.utf8.firstIndex(of: UInt8(ascii: "-")) else { return tag }
        return String(tag[..<dash])
    }
}
