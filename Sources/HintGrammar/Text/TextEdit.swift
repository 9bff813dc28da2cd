/// Small judgements and edits on pieces of text, shared by rules and their fixes.
enum TextEdit {
    /// Punctuation that separates the parts of a label: "Wi-Fi, selected", "Play (selected)";
    /// the Arabic comma and semicolon («تشغيل، زر»).
    static let separators: Set<Unicode.Scalar> = [
        ",", ";", ":", "(", ")", "-", "–", "—", "，", "、", "；", "：", "（", "）", "|", "/", "·", "•", "\u{060C}", "\u{061B}",
    ]

    static func isPunctuationOrSpace(_ scalar: Unicode.Scalar) -> Bool {
        if TextScanning.isWhitespace(scalar) || TextScanning.isInvisible(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// Whether the text has nothing but white space and punctuation.
    static func isBlankOrPunctuation(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isPunctuationOrSpace)
    }

    /// The text without white space and separators at its end: "Play, " → "Play".
    static func trimmingTrailingSeparators(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        while let last = scalars.last, TextScanning.isWhitespace(last) || separators.contains(last) { scalars.removeLast() }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Whether the text ends, white space aside, with a separator (or the script needs none).
    static func endsWithSeparator(_ text: String, segmentation: Segmentation?) -> Bool {
        if segmentation == .characters { return true }
        // A bidirectional mark beside the separator is invisible: «تشغيل،\u{200F} زر».
        guard let last = text.unicodeScalars.last(where: { !TextScanning.isWhitespace($0) && !TextScanning.isInvisible($0) }) else { return false }
        return separators.contains(last)
    }

    /// Whether the text starts, white space aside, with a separator.
    static func startsWithSeparator(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { !TextScanning.isWhitespace($0) && !TextScanning.isInvisible($0) }) else { return false }
        return separators.contains(first)
    }

    /// The text with its letter at `offset` in upper case ("play" → "Play"), as `capitals` say
    /// where the language's capital is not Unicode's (Turkish "iptal" → "İptal").
    static func capitalizingFirstLetter(_ text: String, at offset: Int, capitals: [Character: String] = [:]) -> String {
        let utf8 = Array(text.utf8)
        let (scalar, length) = TextScanning.decode(utf8, at: offset)
        let upper = capitals[Character(scalar)] ?? scalar.properties.titlecaseMapping
        return String(decoding: utf8[0..<offset], as: UTF8.self) + upper + String(decoding: utf8[(offset + length)...], as: UTF8.self)
    }
}

/// The length of a text in an unspaced script: its characters, punctuation and spaces aside,
/// with each run of Latin letters or digits (a brand, "Wi-Fi", "%@") counted as one, and the
/// vowel and tone marks written above or below a letter (Thai) not counted apart from it.
enum CharacterCount {
    static func units(in text: Substring) -> Int {
        var count = 0
        var inLatinRun = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "%" || scalar == "@" {
                if !inLatinRun { count += 1 }
                inLatinRun = true
                continue
            }
            // "Wi-Fi", "v1.2": a hyphen or dot inside a Latin run does not end it.
            if inLatinRun, scalar == "-" || scalar == "." { continue }
            inLatinRun = false
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if !TextEdit.isPunctuationOrSpace(scalar) { count += 1 }
        }
        return count
    }
}
