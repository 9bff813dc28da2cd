/// `label-identifier`: `btn_play`, `closeButton`, `icon_close.png` — a raw key or file name leaked.
struct LabelIdentifierRule: StringRule {
    static let description = RuleDescription(
        id: "label-identifier", name: "Label is an identifier", severity: .warning,
        summary: "An accessibility label is a code identifier, a key or a file name (btn_play, closeButton, icon.png).",
        rationale: "VoiceOver reads it letter by letter or as nonsense (\"btn underscore play\"). It usually means a "
            + "key or an image name was used where localized text belongs. Apple: labels are localized text that "
            + "identifies the element.",
        guideline: "iOS Accessibility Programming Guide, labels (p.15)",
        scope: .label, languages: .all, genericStrings: .anyShape,
        fix: .rewrite,
        examples: [
            .bad("label-identifier", "en", .label, "btn_play"), .bad("label-identifier", "ja", .label, "closeButton"),
            .bad("label-identifier", "de", .label, "icon_close.png"), .bad("label-identifier", "en", .label, "player.play.title"),
            .good("label-identifier", "en", .label, "iPhone"), .good("label-identifier", "en", .label, "YouTube"),
            .good("label-identifier", "en", .label, "duckduckgo.com"), .good("label-identifier", "en", .label, "Version 1.2.3"),
            .good("label-identifier", "ja", .label, "再生"), .good("label-identifier", "en", .label, "macOS"),
            .good("label-identifier", "de", .label, "Wiedergabe"),
        ])

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp", "tiff"]
    static let identifierWords: Set<String> = [
        "button", "btn", "icon", "image", "img", "label", "lbl", "view", "cell", "title", "text", "field", "tab", "item",
    ]
    /// Top-level domains that make a dotted word a web address, not a key.
    static let domains: Set<String> = ["com", "org", "net", "io", "app", "dev", "de", "fr", "uk", "jp", "cn", "edu", "gov", "co", "me", "tv"]

    func check(_ context: StringContext, into findings: inout [Finding]) {
        let trimmed = String(context.text.trimmed)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0 == " " || $0 == "\u{A0}" }) else { return }
        guard let reason = Self.reason(trimmed) else { return }
        findings.append(context.finding(
            Self.description, "label \(DisplayText.quoted(trimmed)) looks like \(reason), not text for VoiceOver to read"))
    }

    static func reason(_ text: String) -> String? {
        // Most labels are a capitalized word: a file name and a key need a dot, snake_case an
        // underscore, and camelCase a lower-case start.
        guard let firstByte = text.utf8.first else { return nil }
        if !(firstByte >= UInt8(ascii: "a") && firstByte <= UInt8(ascii: "z")),
            !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") })
        {
            return nil
        }
        let scalars = Array(text.unicodeScalars)
        guard scalars.allSatisfy({ $0.isASCII }) else { return nil }
        let lower = text.lowercased()
        if let dot = lower.lastIndex(of: "."), imageExtensions.contains(String(lower[lower.index(after: dot)...])) {
            return "a file name"
        }
        let isAlphanumeric: (Unicode.Scalar) -> Bool = { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        // snake_case: an underscore between letters or digits.
        for index in scalars.indices.dropFirst().dropLast() where scalars[index] == "_" {
            if isAlphanumeric(scalars[index - 1]), isAlphanumeric(scalars[index + 1]) { return "an identifier" }
        }
        // dotted.key: lower-case segments, not a web address or a version number.
        let segments = lower.split(separator: ".", omittingEmptySubsequences: false)
        if segments.count >= 3, segments.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy(isAlphanumeric) }),
            text == lower, !segments.allSatisfy({ $0.allSatisfy(\.isNumber) }), !domains.contains(String(segments.last!))
        {
            return "a localization key"
        }
        // lowerCamelCase with an identifier word or two humps: "closeButton", "settingsViewTitle".
        guard let first = scalars.first, first.properties.isLowercase, scalars.allSatisfy(isAlphanumeric) else { return nil }
        // A hump starts at a capital that follows a lower-case letter or digit ("macOS": mac, OS).
        var humps: [String] = []
        var current = ""
        var previousIsUpper = true
        for scalar in scalars {
            let isUpper = scalar.properties.isUppercase
            if isUpper, !previousIsUpper, !current.isEmpty {
                humps.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            previousIsUpper = isUpper
        }
        humps.append(current)
        guard humps.count >= 2 else { return nil }
        let lastHump = humps.last!.lowercased()
        // "iPhone", "eBay", "macOS": one short lower-case prefix and one capitalized word.
        if humps.count == 2, humps[0].count <= 3, !identifierWords.contains(lastHump) { return nil }
        if humps.count >= 3 || identifierWords.contains(lastHump) { return "an identifier" }
        return nil
    }
}
