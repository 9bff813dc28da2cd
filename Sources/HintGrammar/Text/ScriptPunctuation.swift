import StringsParser

/// The full stop of a language that has no table of its own, by the script it is written in, so
/// that the full-stop rules run in every language an app ships: `।` in Hindi and Bengali, `።` in
/// Amharic, `։` in Armenian, `။` in Burmese, `។` in Khmer, `།` in Tibetan, `。` in Cantonese, `.`
/// in Latin, Cyrillic, Greek, Arabic and Hebrew script; none in Thai and Lao, which end
/// sentences with a space.
struct ScriptPunctuation: Hashable, Sendable {
    /// What a fix writes.
    let fullStop: String
    /// Every stop a sentence of the language may end with (`।` and `.` in Hindi).
    let stops: [String]
    /// Endings that are no full stop but may end a hint: questions (Greek `;`, Arabic `؟`), exclamations, ellipses.
    let otherEndings: [String]

    static let commonEndings = ["?", "!", "…", "...", "？", "！", "⋯"]

    /// The full stops of every script.
    static let fullStops: Set<Unicode.Scalar> = [".", "。", "．", "।", "۔", "։", "።", "။", "។", "།"]

    /// The punctuation of `language` (BCP 47), nil when its script ends sentences with no mark.
    static func of(_ language: String) -> ScriptPunctuation? {
        var primary = LanguageTag.primaryLanguage(of: language).lowercased()
        // A language written in Arabic script as well as its own (Shahmukhi Punjabi, `pa-Arab`
        // or `pa-PK`; Sindhi and Kashmiri in Devanagari): the script decides.
        let subtags = Set(language.split(separator: "-").dropFirst().map(String.init))
        if ["pa", "sd", "ks"].contains(primary) {
            if subtags.contains("Arab") || (primary == "pa" && subtags.contains("PK")) {
                primary = "ur"
            } else if subtags.contains("Deva") || subtags.contains("Guru") {
                primary = "hi"
            }
        }
        switch primary {
        case "th", "lo":
            return nil
        case "hi", "ne", "sa", "bn", "as", "pa", "or", "mai", "bho":
            return ScriptPunctuation(fullStop: "।", stops: ["।", "॥", "."], otherEndings: commonEndings)
        case "ur", "sd", "ks":
            return ScriptPunctuation(fullStop: "۔", stops: ["۔", "."], otherEndings: commonEndings + ["؟"])
        case "ar", "fa", "ps", "ug", "ckb", "ku":
            return ScriptPunctuation(fullStop: ".", stops: [".", "۔"], otherEndings: commonEndings + ["؟"])
        case "hy":
            return ScriptPunctuation(fullStop: "։", stops: ["։", ":"], otherEndings: commonEndings + ["՞"])
        case "am", "ti", "gez":
            return ScriptPunctuation(fullStop: "።", stops: ["።"], otherEndings: commonEndings + ["፧"])
        case "my":
            return ScriptPunctuation(fullStop: "။", stops: ["။"], otherEndings: commonEndings)
        case "km":
            return ScriptPunctuation(fullStop: "។", stops: ["។"], otherEndings: commonEndings)
        case "bo", "dz":
            return ScriptPunctuation(fullStop: "།", stops: ["།", "༎"], otherEndings: commonEndings)
        case "zh", "yue", "ja", "wuu":
            return ScriptPunctuation(fullStop: "。", stops: ["。", "．"], otherEndings: commonEndings)
        case "el":
            // The Greek question mark looks like a semicolon (U+037E, or `;` itself).
            return ScriptPunctuation(fullStop: ".", stops: ["."], otherEndings: commonEndings + [";", "\u{037E}"])
        default:
            return ScriptPunctuation(fullStop: ".", stops: ["."], otherEndings: commonEndings)
        }
    }
}
