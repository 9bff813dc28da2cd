import StringsParser
import Testing
@testable import HintGrammar

/// Thai behaviour that the rule examples do not show: regional tags, the words and syllables
/// that contain a term without being it, the hint forms and their severities, and strings of the
/// kind apps ship, with the correct forms that must stay silent.
@Suite("Thai")
struct ThaiTests {
    static let profile = LanguageProfile.thai

    /// The findings of the given rules for one string.
    static func findings(_ text: String, _ role: Role, rules: Set<String>, label: String? = nil, language: String = "th") -> [Finding] {
        Auditor(configuration: AuditConfiguration(selectedRules: rules)).check(text, language: language, role: role, label: label)
    }

    static func terms(_ text: String) -> [(text: String, kind: TermKind)] {
        let analyzed = profile.analyze(text)
        return profile.terms.matches(in: analyzed).map { (analyzed.slice($0.start, $0.end), $0.term.kind) }
    }

    static let gestureKinds: Set<TermKind> = [.gesture, .leadingGesture, .instructionGesture]

    @Test("Thai tags find the Thai table", arguments: ["th", "th-TH", "th_TH"])
    func tags(_ tag: String) {
        #expect(LanguageRegistry.profile(for: LanguageTag.normalize(tag))?.code == "th")
    }

    /// Words that hold a gesture's letters across a syllable or inside a longer word.
    @Test("words and syllables that contain a gesture word are not taken for it", arguments: [
        "แสดงฉลากสินค้า", "ซื้อสลากกินแบ่ง", "เลือกสีหลากหลาย", "ลาก่อน", "ยื่นใบลากิจ", "ปัดเศษเป็นจำนวนเต็ม", "เปิดหุ่นยนต์ปัดกวาด",
        "เริ่มจากด้านบน", "รู้สึกดีขึ้น", "เก็บของในโกดัง", "ลดแรงกดดัน", "บีบอัดไฟล์", "ใส่รองเท้าแตะ", "เลื่อนนัดหมาย",
    ])
    func compounds(_ text: String) {
        let gestures = Self.terms(text).filter { Self.gestureKinds.contains($0.kind) }
        #expect(gestures.isEmpty, "\(gestures.map(\.text))")
        #expect(Self.findings(text, .hint, rules: ["hint-gesture"]).isEmpty)
        #expect(Self.findings(text, .label, rules: ["label-gesture"]).isEmpty)
    }

    @Test("the longest term wins at its place: a radio button is one control type, a keypad none")
    func longestTerm() {
        #expect(Self.terms("ปุ่มตัวเลือก").map(\.text) == ["ปุ่มตัวเลือก"])
        #expect(Self.terms("ปุ่มกด").isEmpty)
        #expect(Self.terms("กดค้างไว้").map(\.text) == ["กดค้างไว้"])
        #expect(Self.terms("การแตะสองครั้ง").first?.kind == .neutral)
    }

    @Test("scroll and press words count at the start or before an instruction word, not in a description", arguments: [
        ("เลื่อนเพื่อดูเพิ่มเติม", true), ("เลื่อนลงเพื่อโหลดเพิ่ม", true), ("กดที่ปุ่มเพื่อเล่น", true), ("ลากไปทางขวาเพื่อเปิด", true),
        ("เลื่อนขึ้นไปด้านบน", false), ("เลื่อนไปยังข้อความล่าสุด", false), ("อนุญาตให้ลากไฟล์", false), ("รองรับการลากและวาง", false),
    ])
    func markedGestures(_ text: String, _ reported: Bool) {
        #expect(!Self.findings(text, .hint, rules: ["hint-gesture"]).isEmpty == reported)
    }

    @Test("hint forms: requests and prohibitions in any phrase, addressing the user and polite particles as information", arguments: [
        ("กรุณาลองอีกครั้ง", HintFormIssue.Kind.request, Severity.warning),
        ("โปรดเชื่อมต่ออินเทอร์เน็ต", .request, .warning),
        ("เล่นเพลงต่อ โปรดอย่าปิดแอป", .negativeCommand, .warning),
        ("ห้ามปิดหน้าต่างนี้", .negativeCommand, .warning),
        ("คุณสามารถแชร์ลิงก์นี้ได้", .addressesUser, .info),
        ("เปิดการตั้งค่าครับ", .request, .info),
        ("ลองใหม่อีกครั้งเถอะ", .imperative, .warning),
    ])
    func hintForms(_ text: String, _ kind: HintFormIssue.Kind, _ severity: Severity) throws {
        let issue = try #require(Self.profile.hintForm(Self.profile.analyze(text)))
        #expect(issue.kind == kind)
        #expect(issue.severity == severity)
        #expect(issue.suggestion == nil)
    }

    /// Labels and hints as Thai apps word them, correctly: nothing to report.
    @Test("correct labels stay silent", arguments: [
        "เล่น", "หยุดชั่วคราว", "เพลงถัดไป", "เพิ่มลงในเพลย์ลิสต์", "แชร์", "ลบ", "ค้นหา", "รายการโปรด", "ระดับเสียง",
        "บัญชีผู้ใช้", "รูปแบบปุ่ม", "ยกเลิก", "ตำแหน่งปัจจุบัน", "%lld เลือกแล้ว", "รหัสผ่าน",
    ])
    func silentLabels(_ text: String) {
        let findings = Auditor().check(text, language: "th", role: .label)
        #expect(findings.isEmpty, "\(findings.map(\.rule))")
    }

    @Test("correct hints stay silent", arguments: [
        "เล่นหรือหยุดสื่อที่กำลังเล่นอยู่ชั่วคราว", "แชร์ไฟล์ที่เลือก", "เปลี่ยนชื่อไฟล์ที่เลือก", "แสดงเมนูอุปกรณ์ที่ใช้ได้",
        "ล็อกวิดีโอให้อยู่ในแนวปัจจุบัน", "ล้างช่องค้นหา", "เลื่อนไปที่ด้านบนของรายการ", "เปิดรายการเพลงโปรดของคุณ",
        "อย่างน้อยต้องเลือกหนึ่งรายการ", "แสดงผู้ชนะของการแข่งขัน", "เปิดโหมดห้ามรบกวน", "เปิดเมนูคลิกขวา",
        "ตั้งค่าความเร็วของการดับเบิลคลิก",
    ])
    func silentHints(_ text: String) {
        let findings = Auditor().check(text, language: "th", role: .hint)
        #expect(findings.isEmpty, "\(findings.map(\.rule))")
    }

    @Test("mistakes apps ship are found", arguments: [
        ("แตะสองครั้งเพื่อแสดงหรือซ่อนตัวควบคุม", Role.hint, "hint-gesture"),
        ("กด %@ เพื่อลบ", .hint, "hint-gesture"),
        ("ปุ่มนี้ใช้สำหรับเล่นเพลง", .hint, "hint-control-type"),
        ("กรุณาป้อนรหัสผ่าน", .hint, "hint-imperative"),
        ("ปุ่มเล่น", .label, "label-control-type"),
        ("แตะเพื่อเล่น", .label, "label-gesture"),
        ("รูปภาพ", .label, "label-vague"),
        ("บลูทูธ, เลือกแล้ว", .label, "label-state"),
    ])
    func mistakes(_ text: String, _ role: Role, _ rule: String) {
        #expect(Auditor().check(text, language: "th", role: role).map(\.rule).contains(rule))
    }

    @Test("a gesture before a purpose is removed, with or without a space before เพื่อ", arguments: [
        ("แตะสองครั้งเพื่อเปิดเมนู", "เปิดเมนู"), ("แตะสองครั้ง เพื่อเปิดเมนู", "เปิดเมนู"),
    ])
    func gestureFix(_ text: String, _ fix: String) {
        #expect(Self.findings(text, .hint, rules: ["hint-gesture"]).map(\.fix) == [fix])
    }

    @Test("a Thai string without a full stop shows no sentence by its end: a generic string's shape is not a hint")
    func shapeWithoutFullStop() {
        let profile = LanguageProfile.thai
        #expect(StringShape.role(of: profile.analyze("ปุ่มเล่น"), profile: profile) != .hint)
    }
}
