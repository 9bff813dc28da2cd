import Testing
@testable import HintGrammar

/// Bengali behaviour the rule examples do not show: the light verbs of compounds («শেয়ার করুন»,
/// «মুছে ফেলুন», «বেছে নিন»), the polite imperative told from the present and from nouns spelled
/// like it («দিন»: day), the danda, and strings of the kind Bengali apps ship that must stay silent.
@Suite("Bengali")
struct BengaliTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        let hint: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        let suggestion: String?
        var testDescription: String { hint }
    }

    static func findings(_ text: String, _ role: Role, rule: String? = nil, label: String? = nil) -> [Finding] {
        Auditor().check(text, language: "bn", role: role, label: label).filter { rule == nil || $0.rule == rule }
    }

    static func form(_ hint: String) -> HintFormIssue? { BengaliGrammar.hintForm(LanguageProfile.bengali.analyze(hint)) }

    @Test("bn and its regional tags find the Bengali table, which has no letter case")
    func registry() {
        #expect(LanguageRegistry.profile(for: "bn")?.code == "bn")
        #expect(LanguageRegistry.profile(for: "bn-IN")?.name == "Bengali")
        #expect(LanguageRegistry.profile(for: "bn-BD")?.name == "Bengali")
        #expect(!LanguageProfile.bengali.hasLetterCase)
    }

    @Test("the imperatives and the present are derived from the stem, with the raised vowel")
    func derivedForms() {
        #expect(BengaliGrammar.lexicon["খুলুন"]?.present == "খোলে")
        #expect(BengaliGrammar.lexicon["খোলো"]?.kind == .familiarImperative)
        #expect(BengaliGrammar.lexicon["চালান"]?.present == "চালায়")
        #expect(BengaliGrammar.lexicon["মুছুন"]?.present == "মোছে")
        #expect(BengaliGrammar.lexicon["লিখুন"]?.present == nil)
        #expect(BengaliGrammar.descriptiveVerbs["খুলুন"] == "খোলে")
    }

    static let forms: [FormCase] = [
        FormCase(hint: "পরবর্তী ট্র্যাক চালান।", kind: .imperative, severity: .warning, suggestion: "চালায়"),
        FormCase(hint: "প্লেব্যাকের ইতিহাস পরিষ্কার করুন।", kind: .imperative, severity: .warning, suggestion: "পরিষ্কার করে"),
        FormCase(hint: "সব ট্যাব বন্ধ করো।", kind: .imperative, severity: .warning, suggestion: "বন্ধ করে"),
        FormCase(hint: "বুকমার্কটি মুছে দিন।", kind: .imperative, severity: .warning, suggestion: "মুছে দেয়"),
        FormCase(hint: "ফোল্ডারটি খুলুন।", kind: .imperative, severity: .warning, suggestion: "খোলে"),
        FormCase(hint: "সেটিংসে যান।", kind: .imperative, severity: .warning, suggestion: "সেটিংসে যায়"),
        FormCase(hint: "সাবটাইটেল লুকিয়ে রাখুন।", kind: .imperative, severity: .warning, suggestion: "লুকিয়ে রাখে"),
        FormCase(hint: "আপনার ইমেল ঠিকানা টাইপ করুন।", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "অ্যাকাউন্টে সাইন ইন করুন।", kind: .imperative, severity: .warning, suggestion: nil),
        FormCase(hint: "দয়া করে কিছুক্ষণ অপেক্ষা করুন।", kind: .request, severity: .warning, suggestion: nil),
        FormCase(hint: "এই বার্তাটি কাউকে পাঠাবেন না।", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "অ্যাপটি বন্ধ করো না।", kind: .negativeCommand, severity: .warning, suggestion: nil),
        FormCase(hint: "আপনি পরে ভাষা বদলাতে পারেন।", kind: .addressesUser, severity: .info, suggestion: nil),
        FormCase(hint: "আপনাকে পাসওয়ার্ড লিখতে হবে।", kind: .addressesUser, severity: .info, suggestion: nil),
    ]

    @Test("imperatives, requests and prohibitions, with the present to write", arguments: forms)
    func hintForm(_ example: FormCase) throws {
        let issue = try #require(Self.form(example.hint))
        #expect(issue.kind == example.kind)
        #expect(issue.severity == example.severity)
        #expect(issue.suggestion == example.suggestion)
    }

    @Test("the present, the passive, negations, nouns spelled like imperatives, questions and English are left alone", arguments: [
        "পরবর্তী ট্র্যাক চালায়।", "প্লেব্যাকের ইতিহাস পরিষ্কার করে।", "সাবটাইটেলের তালিকা দেখায়।", "সব ট্যাব বন্ধ করে।",
        "বুকমার্কটি মুছে দেয়।", "ফাইলটি খোলে না।", "ভিডিওটি আবার চালানো হয়।", "শেষ ৩০ দিন।", "প্রতি দিন।", "পণ্যের চালান।",
        "নতুন বৈশিষ্ট্য ও পরিষেবা।", "সব ফাইল।", "আপনি কি সব ফাইল মুছে ফেলতে চান?", "%@ চালায়।", "গান %@", "Plays the song.",
        "", " ", "…",
    ])
    func silentForms(_ hint: String) {
        #expect(Self.form(hint) == nil, "\(hint)")
    }

    @Test("the danda ends a hint; a Latin full stop is replaced by it", arguments: [
        ("সেটিংস খোলে", "সেটিংস খোলে।"), ("সেটিংস খোলে.", "সেটিংস খোলে।"),
    ])
    func fullStop(_ pair: (String, String)) {
        let found = Self.findings(pair.0, .hint, rule: "hint-missing-period")
        #expect(found.count == 1)
        #expect(found.first?.fix == pair.1)
    }

    @Test("labels of the kind Bengali apps ship stay silent", arguments: [
        "চালান", "বিরতি", "পরবর্তী ট্র্যাক", "পূর্ববর্তী ট্র্যাক", "প্লেলিস্ট", "সাবটাইটেল", "পূর্ণ স্ক্রিন", "অনুসন্ধান",
        "অনুসন্ধান ফিল্ড পরিষ্কার করুন", "বুকমার্কে যোগ করুন", "ট্যাব বন্ধ করুন", "নতুন ট্যাব", "লিঙ্ক কপি করুন", "সেটিংস", "ফিরে যান",
        "%lld নির্বাচিত", "নির্বাচিত ছবি মুছুন", "সোয়াইপ অ্যাকশন", "ব্যাক ট্যাপ", "বোতামের আকার", "শব্দ চালু", "দাম ৫০০ টা.",
    ])
    func silentLabels(_ label: String) {
        #expect(Self.findings(label, .label).isEmpty, "\(label): \(Self.findings(label, .label).map(\.rule))")
    }

    @Test("hints of the kind Bengali apps ship stay silent", arguments: [
        "পরবর্তী ট্র্যাক চালায়।", "প্লেব্যাক থামায়।", "ভিডিওটি পূর্ণ স্ক্রিনে দেখায়।", "অনুসন্ধান ফিল্ড পরিষ্কার করে।",
        "টেক্সট ফিল্ডে লেখা পাঠ্য মুছে ফেলে।", "তালিকার একেবারে উপরে স্ক্রোল করে।", "বুকমার্কের তালিকা খোলে।",
    ])
    func silentHints(_ hint: String) {
        #expect(Self.findings(hint, .hint).isEmpty, "\(hint): \(Self.findings(hint, .hint).map(\.rule))")
    }

    @Test("labels and hints that name a type, a state or a gesture are reported", arguments: [
        ("প্লে বোতাম", Role.label, "label-control-type"), ("শব্দ, চেক করা হয়েছে", .label, "label-state"),
        ("দুবার ট্যাপ করুন", .label, "label-gesture"), ("আরও জানুন", .label, "label-vague"),
        ("ছবিটি খুলতে ট্যাপ করুন।", .hint, "hint-gesture"), ("দুই আঙুল দিয়ে স্ক্রিনে পিঞ্চ করুন।", .hint, "hint-gesture"),
        ("আগের অবস্থায় ফেরাতে ডিভাইস ঝাঁকান।", .hint, "hint-gesture"), ("এই বোতামটি বার্তা পাঠায়।", .hint, "hint-control-type"),
        ("বিকল্পগুলি দেখতে আলতো চাপুন।", .hint, "hint-gesture"),
    ])
    func reported(_ example: (String, Role, String)) {
        #expect(Self.findings(example.0, example.1).map(\.rule).contains(example.2), "\(example.0)")
    }

    @Test("a gesture command is reported once, by hint-gesture, with its count, direction or hold", arguments: [
        "ছবিটি খুলতে ট্যাপ করুন।", "মেনু দেখানোর জন্য দুবার ট্যাপ করুন।", "বিকল্পগুলি দেখতে চেপে ধরে রাখুন।",
        "আইটেম মুছতে বাঁদিকে সোয়াইপ করুন।", "বিকল্পগুলি দেখতে আলতো চাপুন।", "নিচে টেনে আনুন।",
    ])
    func gestureOnce(_ hint: String) {
        #expect(Self.findings(hint, .hint).map(\.rule) == ["hint-gesture"], "\(hint)")
    }
}
