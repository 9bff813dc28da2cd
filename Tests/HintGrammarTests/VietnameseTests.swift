import StringsParser
import Testing
@testable import HintGrammar

/// Vietnamese behaviour that the rule examples do not show: verbs that do not inflect (a bare
/// verb describes), the markers of requests and prohibitions, terms of several syllables, and
/// strings of the kind apps ship, the correct ones silent.
@Suite("Vietnamese")
struct VietnameseTests {
    static let profile = LanguageProfile.vietnamese

    static func findings(_ text: String, _ role: Role, language: String = "vi", label: String? = nil) -> [Finding] {
        Auditor().check(text, language: language, role: role, label: label)
    }

    static func form(_ text: String) -> HintFormIssue? { profile.hintForm(profile.analyze(text)) }

    @Test("every regional tag finds the Vietnamese table", arguments: ["vi", "vi-VN", "vi_VN"])
    func regionalTags(_ tag: String) throws {
        #expect(LanguageRegistry.profile(for: LanguageTag.normalize(tag))?.code == "vi")
        let finding = try #require(Self.findings("Vui lòng nhập mật khẩu.", .hint, language: tag).first { $0.rule == "hint-imperative" })
        #expect(finding.severity == .warning)
    }

    @Test("correct hints produce no finding at all, from any rule", arguments: [
        "Phát bài hát.", "Hiển thị các thiết bị AirPlay khả dụng.", "Mở một bài viết.", "Mở liên kết.", "Xóa các tệp đã chọn.",
        "Quay lại màn hình trước.", "Tham gia cuộc gọi.", "Đánh dấu tin nhắn là đã đọc.", "Cuộn lên đầu danh sách.",
        "Cuộn sang trang sau.", "Thu gọn trường văn bản tin nhắn.", "Có thể mất vài phút.", "Không có tin nhắn nào.",
        "Bật công tắc trong bếp.", "Kéo dài thời gian hẹn giờ.", "Nhấn mạnh văn bản đã chọn.", "Bật Lắc để hoàn tác.",
        "Bạn bè của bạn sẽ thấy ảnh này.",
    ])
    func goodHints(_ text: String) {
        #expect(Self.findings(text, .hint).isEmpty, "\(Self.findings(text, .hint).map(\.message))")
    }

    @Test("correct labels produce no finding at all", arguments: [
        "Phát", "Tạm dừng", "Xóa", "Lưu", "Ẩn mật khẩu", "Xuống cuối", "Tốc độ phát", "Trường mã PIN", "Mã QR",
        "Tin nhắn thoại, thời lượng: %1$@", "Chỉ khi được đề cập tới", "Tắt thông báo", "Nút nguồn", "Mở rộng ô nhập tin nhắn",
        "Xóa trường tìm kiếm", "Ảnh, video, v.v.", "Danh sách phát", "Sao chép liên kết", "Giữ bản sao", "Cái kéo",
        "Biểu trưng Home Assistant", "Đổi ảnh đại diện", "%lld đã chọn",
    ])
    func goodLabels(_ text: String) {
        #expect(Self.findings(text, .label).isEmpty, "\(Self.findings(text, .label).map(\.message))")
    }

    @Test("a bare verb is never a command: it reads as the description", arguments: [
        "Phát bài hát.", "Lưu các thay đổi.", "Chọn ảnh.", "Xem chi tiết bài hát.", "Gửi tin nhắn.", "Thêm vào danh sách phát.",
    ])
    func bareVerbs(_ text: String) {
        #expect(Self.form(text) == nil)
    }

    @Test("requests, prohibitions and purposes, with the verb that describes where it is certain", arguments: [
        ("Vui lòng nhập tên của bạn.", HintFormIssue.Kind.request, Severity.warning, "Nhập" as String?),
        ("Xin vui lòng chờ.", .request, .warning, "Chờ"),
        ("Hãy lưu khóa khôi phục ở nơi an toàn.", .request, .warning, "Lưu"),
        ("Làm ơn thử lại.", .request, .warning, "Thử"),
        ("Để xóa mục này, hãy chọn Xóa.", .request, .warning, "Chọn"),
        ("Đừng đóng ứng dụng.", .negativeCommand, .warning, nil),
        ("Vui lòng không tắt thiết bị.", .negativeCommand, .warning, nil),
        ("Để phát bài hát.", .infinitive, .warning, "Phát"),
        ("Thử lại nhé.", .request, .warning, nil),
        ("Bạn có thể thay đổi cài đặt tại đây.", .addressesUser, .info, nil),
        ("Đang tải danh sách.", .notAVerb, .info, nil),
    ])
    func markedForms(_ text: String, _ kind: HintFormIssue.Kind, _ severity: Severity, _ suggestion: String?) throws {
        let issue = try #require(Self.form(text))
        #expect(issue.kind == kind)
        #expect(issue.severity == severity)
        #expect(issue.suggestion == suggestion)
    }

    @Test("gesture instructions in hints", arguments: [
        "Chạm để sao chép khóa khôi phục.", "Nhấn để hiện tùy chọn.", "Nhấn giữ để ghi âm.", "Kéo để chọn vùng mong muốn.",
        "Vuốt sang trái để xóa thẻ.", "Chạm hai lần để mở.", "Nhấp đúp chuột vào một hàng để chỉnh sửa.", "Dùng hai ngón tay để thu phóng.",
        "Cuộn xuống để tải thêm.",
    ])
    func gestureHints(_ text: String) {
        #expect(Self.findings(text, .hint).contains { $0.rule == "hint-gesture" }, "\(text)")
    }

    @Test("labels that carry their type, state or a gesture", arguments: [
        ("Nút phát", "label-control-type"), ("Phát, nút", "label-control-type"), ("Âm lượng, thanh trượt", "label-control-type"),
        ("Wi-Fi, đã chọn", "label-state"), ("Đã đánh dấu", "label-state"), ("Nhấn để gửi yêu cầu", "label-gesture"),
        ("Vuốt lên", "label-gesture"), ("Nhấn vào đây", "label-vague"), ("Thông tin", "label-vague"),
    ])
    func reportedLabels(_ text: String, _ rule: String) {
        #expect(Self.findings(text, .label).contains { $0.rule == rule }, "\(text): \(Self.findings(text, .label).map(\.rule))")
    }

    @Test("a hint that opens with its label's verb describes; one that repeats it as the subject is reported")
    func repeatedLabel() {
        #expect(Self.findings("Phát bài hát.", .hint, label: "Phát").isEmpty)
        #expect(Self.findings("Lưu sẽ lưu các thay đổi của bạn.", .hint, label: "Lưu").contains { $0.rule == "hint-repeats-label" })
    }

    @Test("untranslated English hints are not judged by Vietnamese grammar")
    func englishHint() {
        #expect(Self.form("Please open the link.") == nil)
    }
}
