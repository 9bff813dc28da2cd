/// Thai: no spaces between words (a space ends a phrase or a sentence) and no full stop: a hint
/// is a verb phrase without a subject and without a final mark (「เล่นเพลง」, "Plays the song"), a
/// label a short noun or verb phrase. No letter case. Thai verbs do not inflect, so a bare verb is
/// never a command; requests (กรุณา, โปรด), prohibitions (อย่า, ห้าม), sentences that address the
/// user (คุณสามารถ…) and the final particles of requests (นะ, เถอะ, ครับ, ค่ะ) are what tell one.
extension LanguageProfile {
    /// The Thai table (`th`, and through the registry `th-TH`).
    public static let thai = LanguageProfile(
        code: "th", name: "Thai", hasLetterCase: false,
        fullStop: "",
        terms: TermTable(ThaiGrammar.terms, segmentation: .characters),
        instructionMarkers: ThaiGrammar.instructionMarkers,
        vagueLabels: ThaiGrammar.vagueLabels, vagueConcepts: ThaiGrammar.vagueConcepts,
        labelSubjectMarkers: ThaiGrammar.labelSubjectMarkers,
        determiners: ["นี่คือ", "นี่เป็น", "นี้คือ"],
        hintForm: ThaiGrammar.hintForm, verbPosition: .first,
        modifierLinks: LanguageProfile.ModifierLinks(["ของ", "สำหรับ", "ที่"], headFollows: false),
        purposeMarkers: ["เพื่อ", " เพื่อ", "เพื่อที่จะ", " เพื่อที่จะ"],
        conjunctions: ["และ", "หรือ", "แล้ว"],
        stateConcepts: ThaiGrammar.stateConcepts, controlTypeConcepts: ThaiGrammar.controlTypeConcepts,
        gestureConcepts: ThaiGrammar.gestureConcepts,
        examples: ThaiGrammar.examples)
}

/// Thai terms, hint grammar and examples. Terms match as text, so each term lists the longer
/// words that contain it and are other words (「ฉลาก」 holds 「ลาก」, 「ปัดเศษ」 rounds a number),
/// and, built once for every term, the places where it would cut a syllable: a term ending in a
/// consonant before a vowel or tone mark of that consonant (「จากด้าน」 is not 「กด」), or starting
/// with a consonant after a vowel written before it.
enum ThaiGrammar {
    /// The states VoiceOver announces, as this language words them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["เลือกแล้ว", "ถูกเลือก", "เลือกอยู่"]),
        .checked: .words(["ทำเครื่องหมายแล้ว", "กาเครื่องหมายแล้ว"]),
        .dimmed: .none(because: "「ไม่พร้อมใช้งาน」 and 「ปิดใช้งาน」 are as often a message or a setting's value of their own"),
        .expanded: .words(["ขยายแล้ว", "ขยายอยู่"]),
        .collapsed: .words(["ยุบแล้ว", "ยุบอยู่"]),
        .on: .none(because: "「เปิด」 is a switch's value, which VoiceOver reads, and the verb \"open\" of many labels"),
        .off: .none(because: "「ปิด」 is a switch's value, which VoiceOver reads, and the verb \"close\" of many labels"),
    ]

    /// The control types VoiceOver announces, as this language words them (``ControlTypeConcept``):
    /// the source of the control-type terms. The head noun comes first in Thai (「ปุ่มเล่น」 is the
    /// play button), so a type word that ends a label usually has another noun before it that it
    /// modifies (「สีปุ่ม」, the buttons' colour): those are exclusions.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["ปุ่ม"]),
        .link: .none(because: "「ลิงก์」 is as often what the element acts on (「คัดลอกลิงก์」)"),
        .image: .none(because: "「รูปภาพ」 and 「ภาพ」 are as often what the element acts on (「บันทึกรูปภาพ」); a label that is only 「รูปภาพ」 is vague"),
        .textField: .words(["ช่องข้อความ", "ช่องป้อนข้อความ", "ช่องกรอกข้อความ", "ฟิลด์ข้อความ"]),
        .searchField: .words(["ช่องค้นหา", "ฟิลด์ค้นหา"]),
        .secureTextField: .none(because: "a password field's label names the password; VoiceOver itself says that the field is secure"),
        .slider: .words(["ตัวเลื่อน", "ตัวปรับเลื่อน"]),
        .adjustable: .none(because: "「ปรับได้」 is an ordinary phrase of labels (「ความสว่างปรับได้」)"),
        .toggle: .none(because: "「สวิตช์」 is as often content (a smart-home switch, 「สวิตช์ไฟ」), and a switch's on and off are its value"),
        .checkbox: .words(["กล่องกาเครื่องหมาย", "ช่องกาเครื่องหมาย", "ช่องทำเครื่องหมาย", "เช็คบ็อกซ์"]),
        .radioButton: .words(["ปุ่มตัวเลือก", "ปุ่มเรดิโอ"]),
        .picker: .none(because: "「ตัวเลือก」 is as often the options themselves (「ตัวเลือกเพิ่มเติม」)"),
        .segmentedControl: .words(["ตัวควบคุมแบบแบ่งส่วน"]),
        .tab: .none(because: "「แท็บ」 is as often content (a browser's tab)"),
        .tabBar: .none(because: "「แถบแท็บ」 usually names another element (「ซ่อนแถบแท็บ」)"),
        .menu: .none(because: "「เมนู」 is as often the name of the element that opens one, or a restaurant's menu"),
        .popUpButton: .words(["ปุ่มป๊อปอัป", "ปุ่มป๊อปอัพ", "ปุ่มเมนูป๊อปอัป"]),
        .comboBox: .words(["กล่องคอมโบ", "คอมโบบ็อกซ์"]),
        .heading: .none(because: "「หัวเรื่อง」 and 「หัวข้อ」 are as often content (a title, a topic)"),
        .progressIndicator: .none(because: "「แถบความคืบหน้า」 usually names another element (「แสดงแถบความคืบหน้า」)"),
        .stepper: .words(["สเต็ปเปอร์", "ตัวเพิ่มลดค่า"]),
        .list: .none(because: "「รายการ」 is both a list and an item, and as often content (「รายการเพลง」)"),
        .scrollBar: .none(because: "「แถบเลื่อน」 usually names another element (「แสดงแถบเลื่อน」)"),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms. 「กด」 and 「ลาก」 also describe (「อนุญาตให้ลากไฟล์」), and 「เลื่อน」 and 「บีบ」 are also
    /// what the element does (「เลื่อนขึ้นไปด้านบน」, 「บีบอัดไฟล์」): those count at the start or
    /// before an instruction word only.
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["แตะ", "แตะหนึ่งครั้ง"]),
        .doubleTap: .words(["แตะสองครั้ง", "แตะ 2 ครั้ง", "แตะสองที", "ดับเบิลแท็ป"]),
        .tripleTap: .words(["แตะสามครั้ง", "แตะ 3 ครั้ง"]),
        .longPress: .words(["กดค้าง", "กดค้างไว้", "แตะค้าง", "แตะค้างไว้", "กดแช่"]),
        .swipe: .words(["ปัด"]),
        .drag: .words(["ลาก", "ลากและวาง", "ลากแล้ววาง"]),
        .pinch: .words(["บีบนิ้ว", "จีบนิ้ว", "ถ่างนิ้ว", "บีบ"]),
        .rotate: .none(because: "「หมุน」 is as often what the element does (「หมุนรูปภาพ」)"),
        .shake: .words(["เขย่า"]),
        .click: .words(["คลิก", "ดับเบิลคลิก", "คลิกขวา", "คลิกสองครั้ง"]),
        .press: .words(["กด", "กดสองครั้ง"]),
        .scroll: .words(["เลื่อน", "เลื่อนขึ้น", "เลื่อนลง", "เลื่อนดู"]),
        .fingers: .words(["สองนิ้ว", "สามนิ้ว", "สี่นิ้ว", "ด้วย 2 นิ้ว", "ด้วย 3 นิ้ว", "ด้วย 4 นิ้ว"]),
    ]

    // MARK: Terms

    /// Gesture words that also describe a result: an instruction at the start or before a marker.
    static let leadingGestures: Set<String> = ["กด", "ลาก", "ลากและวาง", "ลากแล้ววาง", "เขย่า"]
    /// Gesture words that are an instruction only before a marker (「เลื่อนเพื่อดูเพิ่มเติม」).
    static let markedGestures: Set<String> = ["เลื่อน", "เลื่อนขึ้น", "เลื่อนลง", "เลื่อนดู", "บีบ"]

    /// The longer words that contain a term and are other words.
    static let exclusions: [String: [String]] = [
        // Nouns the button word modifies where it ends the phrase, a keypad, a hotkey, a taste bud.
        "ปุ่ม": [
            "ปุ่มกด", "ปุ่มลัด", "ปุ่มรับรส", "สีปุ่ม", "ขนาดปุ่ม", "รูปแบบปุ่ม", "รูปทรงปุ่ม", "ตำแหน่งปุ่ม", "เสียงปุ่ม",
            "ข้อความปุ่ม", "ป้ายปุ่ม", "แถวปุ่ม", "กลุ่มปุ่ม", "แสดงปุ่ม", "ซ่อนปุ่ม",
        ],
        // Sandals, and touching in the figurative sense.
        "แตะ": ["รองเท้าแตะ", "แตะต้อง"],
        // Rounding a number, dusting, sweeping (a robot vacuum), wipers, warding off, dismissing.
        "ปัด": ["ปัดเศษ", "ปัดฝุ่น", "ปัดกวาด", "ปัดน้ำฝน", "ปัดป้อง", "ปัดตก", "ปัดความ", "ปัดเป่า"],
        // A label or tag, a lottery ticket, varied, towing, drawing a line, drawn out.
        "ลาก": ["ฉลาก", "สลาก", "หลาก", "ลากจูง", "ลากเส้น", "ลากยาว", "ลากเสียง"],
        // Pressure, oppression, a keypad or key, pickles.
        "กด": ["กดดัน", "กดขี่", "ปุ่มกด", "แป้นกด", "ผักดอง"],
        // Compressing a file, squeezing.
        "บีบ": ["บีบอัด", "บีบคั้น"],
        // Postponing an appointment.
        "เลื่อน": ["เลื่อนนัด", "เลื่อนเวลา", "เลื่อนวัน"],
    ]

    /// Thai vowels and marks written after (or above, below) the consonant they belong to: after a
    /// term's final consonant, they make that consonant the start of the next syllable.
    static let followingMarks: [String] = [
        "\u{0E30}", "\u{0E31}", "\u{0E32}", "\u{0E33}", "\u{0E34}", "\u{0E35}", "\u{0E36}", "\u{0E37}", "\u{0E38}", "\u{0E39}",
        "\u{0E3A}", "\u{0E47}", "\u{0E48}", "\u{0E49}", "\u{0E4A}", "\u{0E4B}", "\u{0E4C}", "\u{0E4D}",
    ]
    /// Thai vowels written before the consonant they follow in speech (เ แ โ ใ ไ).
    static let precedingVowels: [String] = ["\u{0E40}", "\u{0E41}", "\u{0E42}", "\u{0E43}", "\u{0E44}"]

    /// Whether a scalar is a Thai consonant (ก … ฮ).
    static func isConsonant(_ scalar: Unicode.Scalar) -> Bool { (0x0E01...0x0E2E).contains(scalar.value) }

    /// The places where `term` would cut a syllable: its final consonant followed by a vowel or
    /// tone mark of its own (「ลาก่อน」, 「จากด้าน」), its first consonant preceded by a vowel written
    /// before it (「โกดัง」).
    static func syllableExclusions(_ term: String) -> [String] {
        var result: [String] = []
        if let last = term.unicodeScalars.last, isConsonant(last) { result += followingMarks.map { term + $0 } }
        if let first = term.unicodeScalars.first, isConsonant(first) { result += precedingVowels.map { $0 + term } }
        return result
    }

    static let terms: [Term] = {
        let gestures = gestureConcepts.allWords.map { word in
            let kind: TermKind = markedGestures.contains(word) ? .instructionGesture : leadingGestures.contains(word) ? .leadingGesture : .gesture
            return Term(word, kind, except: (exclusions[word] ?? []) + syllableExclusions(word))
        }
        let controls = controlTypeConcepts.allWords.map { word in
            Term(word, .controlType, except: (exclusions[word] ?? []) + syllableExclusions(word))
        }
        // A state word in a relative clause (「ไฟล์ที่เลือกแล้ว」, the selected files) or after a
        // counted noun (「3 รายการเลือกแล้ว」) describes content, not this element.
        let states = stateConcepts.allWords.map { word in
            Term(word, .state, except: (["ที่", "ซึ่ง"] + measureWords).map { $0 + word } + syllableExclusions(word))
        }
        // A gesture named as a noun (「การแตะสองครั้ง」, the double tap of a setting), a feature
        // named after its gesture (Shake to Undo) and the context menu instruct nobody.
        let neutrals = gestureConcepts.allWords.map { Term("การ" + $0, .neutral) }
            + [Term("เขย่าเพื่อเลิกทำ", .neutral), Term("เมนูคลิกขวา", .neutral)]
        return gestures + controls + states + neutrals
    }()

    /// Nouns that count items before a state word: 「3 รายการเลือกแล้ว」.
    static let measureWords = ["รายการ", "ไฟล์", "รูป", "ภาพ", "เพลง", "คน", "ชิ้น", "อัน", "ข้อความ"]

    /// What follows a gesture word when it is an instruction: a purpose (「แตะเพื่อเล่น」), a place
    /// (「แตะที่นี่」, 「กดที่ปุ่ม」), a direction (「ปัดขึ้น」), holding (「กดค้างไว้」), or the verb of the
    /// result (「แตะสองครั้งเปิด」).
    static let instructionMarkers: Set<String> = [
        "เพื่อ", " เพื่อ", "ที่", " ที่", "ตรงนี้", "ตรงที่", "ค้างไว้", "ไว้", "หนึ่งครั้ง", "ปุ่ม", " ปุ่ม", "ขึ้น", "ลง", "ไปทาง",
        "ซ้าย", "ขวา", "บน", "เปิด", "ปิด", "ลบ", "เล่น", "ซูม", "ขยาย", "ย่อ", "แก้ไข", "แชร์", "ซ่อน", "แสดง", "ย้อนกลับ",
        "รีเฟรช", "ปลดล็อก", "คัดลอก", "ส่ง", "เลือก", "เพิ่ม", "จัดเรียง", "จัดลำดับ",
    ]

    /// Whole labels that say nothing out of context.
    static let vagueLabels: Set<String> = ["ปุ่ม", "ไอคอน", "ไม่มีชื่อ", "ไม่มีชื่อเรื่อง", "ตัวยึดตำแหน่ง"]

    /// The vague labels of every concept (``VagueLabelConcept``).
    static let vagueConcepts: [VagueLabelConcept: [String]] = [
        .more: ["เพิ่มเติม", "ดูเพิ่มเติม"],
        .learnMore: ["เรียนรู้เพิ่มเติม", "ดูข้อมูลเพิ่มเติม", "อ่านเพิ่มเติม"],
        .clickHere: ["คลิกที่นี่", "แตะที่นี่", "กดที่นี่", "คลิกตรงนี้", "แตะตรงนี้"],
        .details: ["รายละเอียด", "ดูรายละเอียด", "รายละเอียดเพิ่มเติม"],
        .info: ["ข้อมูล", "ข้อมูลเพิ่มเติม"],
        .here: ["ที่นี่", "ตรงนี้"],
        .link: ["ลิงก์", "ลิงค์"],
        .image: ["รูปภาพ", "ภาพ", "รูป"],
    ]

    /// What follows a label repeated as the subject of its hint: label 「บันทึก」, hint
    /// 「บันทึกจะบันทึกการเปลี่ยนแปลงของคุณ」. Not a bare 「ใช้」 (「เปิดใช้งานบลูทูธ」 after 「เปิด」).
    static let labelSubjectMarkers: [String] = [
        "จะ", " จะ", "ใช้สำหรับ", " ใช้สำหรับ", "ใช้เพื่อ", " ใช้เพื่อ", "ช่วยให้คุณ", " ช่วยให้คุณ", "ทำให้คุณ", "ให้คุณ",
        "สามารถ", "คือ", " คือ", "เป็นปุ่ม", " เป็นปุ่ม",
    ]

    static let grammar = ThaiHintGrammar(
        requests: ["กรุณา", "โปรด", "ได้โปรด", "รบกวน"],
        prohibitions: ["อย่า", "ห้าม", "โปรดอย่า", "กรุณาอย่า"],
        addressing: [
            "คุณสามารถ", "ท่านสามารถ", "คุณต้อง", "ท่านต้อง", "คุณควร", "ท่านควร", "คุณจะ", "คุณอาจ", "คุณจำเป็นต้อง",
            "ไม่ต้อง",
        ],
        exceptions: ["อย่าง", "ห้ามรบกวน", "ห้ามล้อ", "โปรดปราน", "รบกวนการ"],
        finalImperatives: ["เถอะ", "เถิด", "ซะ"],
        finalRequests: ["นะคะ", "นะครับ", "ครับ", "ค่ะ", "คะ", "นะ", "จ้ะ", "จ้า"],
        finalExceptions: ["ชนะ", "ทัศนะ", "ฐานะ", "ภาชนะ", "เจ้า"])

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? { grammar.judge(text) }
}

/// Judges the form of a Thai hint. Thai verbs do not inflect: 「เล่นเพลง」 reads as "Plays the
/// song" and as "Play the song", so a bare verb is never reported. What can be told apart are
/// words: a request (กรุณา, โปรด) or a prohibition (อย่า, ห้าม) at the start of any phrase (a
/// space ends one: 「หากต้องการลบ กรุณาแตะสองครั้ง」), a sentence addressed to the user at the
/// start (คุณสามารถ…), and a final particle (เถอะ orders; นะ, ครับ and ค่ะ ask or speak politely to
/// the listener, `info`). Strings are compared by grapheme, so 「โปรด」 is not the start of
/// 「โปรดักชัน」.
struct ThaiHintGrammar: Sendable {
    /// A form recognized by the words that open a phrase or end the hint.
    struct Form: Sendable {
        let words: String
        let kind: HintFormIssue.Kind
        let severity: Severity
        /// Whether an opening also counts at the start of a later phrase.
        let inPhrases: Bool
    }

    private let openings: [Form]
    private let exceptions: [String]
    private let finals: [Form]
    private let finalExceptions: [String]

    /// Characters that end a phrase: the next one starts another.
    private static let phraseBreaks: Set<Character> = [",", ";", ":", "!", "?", "，", "、"]
    /// Characters that may follow the final particle.
    private static let trailing: Set<Character> = ["!", ".", "~", "…", "！"]

    init(
        requests: [String], prohibitions: [String], addressing: [String], exceptions: [String], finalImperatives: [String],
        finalRequests: [String], finalExceptions: [String]
    ) {
        let openings =
            requests.map { Form(words: $0, kind: .request, severity: .warning, inPhrases: true) }
            + prohibitions.map { Form(words: $0, kind: .negativeCommand, severity: .warning, inPhrases: true) }
            + addressing.map { Form(words: $0, kind: .addressesUser, severity: .info, inPhrases: false) }
        self.openings = openings.sorted { $0.words.count > $1.words.count }
        self.exceptions = exceptions
        let finals =
            finalImperatives.map { Form(words: $0, kind: .imperative, severity: .warning, inPhrases: false) }
            + finalRequests.map { Form(words: $0, kind: .request, severity: .info, inPhrases: false) }
        self.finals = finals.sorted { $0.words.count > $1.words.count }
        self.finalExceptions = finalExceptions
    }

    /// The form's issue, or `nil` when the hint shows none of the markers.
    func judge(_ text: AnalyzedText) -> HintFormIssue? {
        let value = String(text.trimmed)
        guard !value.isEmpty else { return nil }
        var phraseStarts = [value.startIndex]
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            index = value.index(after: index)
            guard character.isWhitespace || Self.phraseBreaks.contains(character) else { continue }
            var next = index
            while next < value.endIndex, value[next].isWhitespace || Self.phraseBreaks.contains(value[next]) { next = value.index(after: next) }
            if next < value.endIndex, phraseStarts.last != next { phraseStarts.append(next) }
            index = next
        }
        for (position, start) in phraseStarts.enumerated() {
            let phrase = value[start...]
            if exceptions.contains(where: { phrase.hasPrefix($0) }) { continue }
            if let form = openings.first(where: { (position == 0 || $0.inPhrases) && phrase.hasPrefix($0.words) }) {
                return HintFormIssue(form.kind, words: form.words, severity: form.severity)
            }
        }
        return finalParticle(of: value)
    }

    /// 「เล่นเพลงเถอะ」, 「เปิดเมนูนะคะ」: the particle that ends the hint, after a verb phrase.
    private func finalParticle(of value: String) -> HintFormIssue? {
        var body = Substring(value)
        while let last = body.last, last.isWhitespace || Self.trailing.contains(last) { body = body.dropLast() }
        guard let form = finals.first(where: { body.hasSuffix($0.words) }) else { return nil }
        let before = body.dropLast(form.words.count)
        guard before.contains(where: { !$0.isWhitespace && !$0.isPunctuation }) else { return nil }
        if finalExceptions.contains(where: { body.hasSuffix($0) }) { return nil }
        return HintFormIssue(form.kind, words: form.words, severity: form.severity)
    }
}

extension ThaiGrammar {
    /// Every language-specific rule, in Thai: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        // Thai has no full stop: a label or hint ends with none, and no rule asks for one.
        .good("label-trailing-period", "th", .label, "เล่น"),
        .good("label-trailing-period", "th", .label, "วันที่ 1 ม.ค."),
        .good("hint-missing-period", "th", .hint, "เล่นเพลง"),
        .good("hint-missing-period", "th", .hint, "เปิดรายการเพลงที่เลือก"),

        .bad("label-control-type", "th", .label, "เล่น ปุ่ม", fix: "เล่น"),
        .bad("label-control-type", "th", .label, "เล่น, ปุ่ม", fix: "เล่น"),
        .badWithoutFix("label-control-type", "th", .label, "ปุ่มเล่น"),
        .good("label-control-type", "th", .label, "ล้างช่องค้นหา"),
        .bad("label-control-type", "th", .label, "ระดับเสียง ตัวเลื่อน", fix: "ระดับเสียง"),
        .good("label-control-type", "th", .label, "เล่น"),
        .good("label-control-type", "th", .label, "สีปุ่ม"),
        .good("label-control-type", "th", .label, "ปุ่มกด"),
        .good("label-control-type", "th", .label, "คัดลอกลิงก์"),
        .good("label-control-type", "th", .label, "เมนูร้านอาหาร"),

        .bad("label-state", "th", .label, "Wi-Fi, เลือกแล้ว", fix: "Wi-Fi"),
        .bad("label-state", "th", .label, "เลือกแล้ว"),
        .good("label-state", "th", .label, "แสดงรูปภาพที่เลือกแล้ว"),
        .good("label-state", "th", .label, "%lld เลือกแล้ว"),
        .good("label-state", "th", .label, "3 รายการเลือกแล้ว"),
        .good("label-state", "th", .label, "เลือกรูปภาพ"),

        .bad("label-gesture", "th", .label, "แตะเพื่อเล่น"),
        .bad("label-gesture", "th", .label, "แตะสองครั้งเพื่อขยาย"),
        .bad("label-gesture", "th", .label, "ปัดซ้ายเพื่อลบ"),
        .bad("label-gesture", "th", .label, "กดค้างไว้เพื่อพูด"),
        .bad("label-gesture", "th", .label, "เลื่อนเพื่อดูเพิ่มเติม"),
        .good("label-gesture", "th", .label, "การตั้งค่าการแตะสองครั้ง"),
        .good("label-gesture", "th", .label, "ฉลากสินค้า"),
        .good("label-gesture", "th", .label, "ปัดเศษทศนิยม"),
        .good("label-gesture", "th", .label, "เขย่าเพื่อเลิกทำ"),
        .good("label-gesture", "th", .label, "เลื่อนนัดหมาย"),

        .bad("label-length", "th", .label, "กดปุ่มนี้เพื่อสร้างข้อความอีเมลใหม่แล้วส่งให้ผู้ติดต่อของคุณ"),
        .good("label-length", "th", .label, "ข้อความใหม่"),
        // Vowel and tone marks above and below a letter are not counted apart from it.
        .good("label-length", "th", .label, "เชื่อมต่อไปยังเซิร์ฟเวอร์"),
        .good("label-length", "th", .label, "Apple Inc., 432.39 ดอลลาร์"),

        .bad("label-vague", "th", .label, "คลิกที่นี่"),
        .bad("label-vague", "th", .label, "เรียนรู้เพิ่มเติม"),
        .bad("label-vague", "th", .label, "เพิ่มเติม"),
        .good("label-vague", "th", .label, "เรียนรู้เพิ่มเติมเกี่ยวกับราคา"),
        .good("label-vague", "th", .label, "เล่น"),

        .bad("hint-imperative", "th", .hint, "กรุณาป้อนชื่อของคุณ"),
        .bad("hint-imperative", "th", .hint, "โปรดเลือกไฟล์"),
        .bad("hint-imperative", "th", .hint, "อย่าปิดแอป"),
        .bad("hint-imperative", "th", .hint, "หากต้องการลบรายการนี้ กรุณาแตะสองครั้ง"),
        .bad("hint-imperative", "th", .hint, "คุณสามารถเปลี่ยนการตั้งค่าได้ที่นี่"),
        .bad("hint-imperative", "th", .hint, "เล่นเพลงเถอะ"),
        .bad("hint-imperative", "th", .hint, "เปิดเมนูนะคะ"),
        .good("hint-imperative", "th", .hint, "เล่นเพลง"),
        .good("hint-imperative", "th", .hint, "เปิดแผ่นตัวเลือก"),
        .good("hint-imperative", "th", .hint, "แสดงเพลงโปรดของคุณ"),
        .good("hint-imperative", "th", .hint, "อย่างน้อยหนึ่งรายการต้องถูกเลือก"),
        .good("hint-imperative", "th", .hint, "เปิดโหมดห้ามรบกวน"),
        .good("hint-imperative", "th", .hint, "แสดงผู้ชนะ"),
        .good("hint-imperative", "th", .hint, "โปรดักชันใหม่จะเริ่มเล่น"),

        .bad("hint-gesture", "th", .hint, "แตะสองครั้งเพื่อเปิดเมนู", fix: "เปิดเมนู"),
        .bad("hint-gesture", "th", .hint, "แตะเพื่อเล่นเพลง", fix: "เล่นเพลง"),
        .bad("hint-gesture", "th", .hint, "ปัดขึ้นหรือลงเพื่อปรับค่า"),
        .bad("hint-gesture", "th", .hint, "ลากเพื่อจัดลำดับใหม่", fix: "จัดลำดับใหม่"),
        .bad("hint-gesture", "th", .hint, "กด %@ เพื่อลบ"),
        .bad("hint-gesture", "th", .hint, "เลื่อนเพื่อดูรูปภาพเพิ่มเติม"),
        .good("hint-gesture", "th", .hint, "เลื่อนขึ้นไปด้านบนของรายการ"),
        .good("hint-gesture", "th", .hint, "อนุญาตให้ลากไฟล์ไปยังโฟลเดอร์"),
        .good("hint-gesture", "th", .hint, "ปัดเศษตัวเลขเป็นจำนวนเต็ม"),
        .good("hint-gesture", "th", .hint, "แสดงฉลากของสินค้า"),
        .good("hint-gesture", "th", .hint, "เลื่อนจากด้านบนลงมา"),
        .good("hint-gesture", "th", .hint, "บีบอัดไฟล์ที่เลือก"),
        .good("hint-gesture", "th", .hint, "เปิดการตั้งค่าการแตะสองครั้ง"),

        .bad("hint-control-type", "th", .hint, "ปุ่มนี้ใช้เพิ่มชื่อ"),
        .bad("hint-control-type", "th", .hint, "ตัวเลื่อนสำหรับปรับระดับเสียง"),
        .good("hint-control-type", "th", .hint, "ล้างช่องค้นหา"),
        .good("hint-control-type", "th", .hint, "ปรับระดับเสียง"),

        .bad("hint-repeats-label", "th", .hint, "บันทึกจะบันทึกการเปลี่ยนแปลงของคุณ", label: "บันทึก"),
        .bad("hint-repeats-label", "th", .hint, "ย้อนกลับใช้สำหรับกลับไปยังหน้าจอก่อนหน้า", label: "ย้อนกลับ"),
        .good("hint-repeats-label", "th", .hint, "บันทึกการเปลี่ยนแปลงของคุณ", label: "บันทึก"),
        .good("hint-repeats-label", "th", .hint, "เปิดใช้งานบลูทูธ", label: "เปิด"),

        .bad("hint-length", "th", .hint,
             "เปิดหน้าการตั้งค่าที่คุณสามารถเลือกบัญชีที่จะใช้เมื่อโพสต์ ตอบกลับ หรือแชร์โพสต์ต่อบนไทม์ไลน์ และเลือกว่าใครบ้างที่สามารถเห็นโพสต์เหล่านี้"),
        .good("hint-length", "th", .hint, "เปิดการตั้งค่าบัญชี"),
    ]
}
