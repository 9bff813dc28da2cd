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
        normalizedASCII(identifier) ?? normalizedScalars(identifier)
    }

    /// ``normalize(_:)`` of an identifier all in ASCII (every real folder name), by its bytes:
    /// nil for any other. (The same rules: an ASCII letter's case changes as `String`'s does.)
    static func normalizedASCII(_ identifier: String) -> String? {
        var identifier = identifier
        return identifier.withUTF8 { all -> String? in
            guard !all.contains(where: { $0 >= 0x80 }) else { return nil }
            let suffix = ".lproj".utf8
            var end = all.count
            if end >= suffix.count, all[(end - suffix.count)..<end].elementsEqual(suffix) { end -= suffix.count }
            let name = UnsafeBufferPointer(rebasing: all[0..<end])
            if ASCIICase.equals(name, lowercase: "base") { return base }
            @inline(__always) func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
            @inline(__always) func upper(_ byte: UInt8) -> UInt8 { byte >= 0x61 && byte <= 0x7A ? byte & ~0x20 : byte }
            @inline(__always) func isLetter(_ byte: UInt8) -> Bool { lower(byte) >= 0x61 && lower(byte) <= 0x7A }
            if let legacy = legacyNames[String(decoding: name.map(lower), as: UTF8.self)] { return legacy }
            var result: [UInt8] = []
            result.reserveCapacity(name.count)
            var start = 0
            var isFirst = true
            for index in 0...name.count where index == name.count || name[index] == UInt8(ascii: "_") || name[index] == UInt8(ascii: "-") {
                defer { start = index + 1 }
                let subtag = UnsafeBufferPointer(rebasing: name[start..<index])
                guard !subtag.isEmpty else { continue }
                if isFirst {
                    result += subtag.map(lower)
                    isFirst = false
                    continue
                }
                result.append(UInt8(ascii: "-"))
                let isAlphabetic = subtag.allSatisfy(isLetter)
                if subtag.count == 4 && isAlphabetic {
                    result.append(upper(subtag[0]))
                    result += subtag.dropFirst().map(lower)
                } else if (subtag.count == 2 && isAlphabetic) || (subtag.count == 3 && subtag.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }) {
                    result += subtag.map(upper)
                } else {
                    result += subtag.map(lower)
                }
            }
            return String(decoding: isFirst ? Array(name) : result, as: UTF8.self)
        }
    }

    /// ``normalize(_:)`` by characters: for an identifier with text beyond ASCII.
    static func normalizedScalars(_ identifier: String) -> String {
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
