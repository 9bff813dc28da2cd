/// Vietnamese (vi): written with a space between syllables, not between words, so every term of
/// more than one syllable ("nhấn đúp", "chạm hai lần", "thanh trượt") is matched as a phrase of
/// syllables. Verbs do not inflect: "Phát bài hát." is both "Plays the song." and "Play the
/// song.", and is never reported. What shows a command are its markers: requests open with "Vui
/// lòng", "Xin", "Làm ơn" or "Hãy" (also after a comma: "Để xóa mục, hãy…"), prohibitions with
/// "Đừng" or "Chớ", a sentence addressed to the user with "Bạn có thể…", a soft request ends with
/// "nhé"; "Để phát bài hát." is a purpose without the result. Labels are short phrases without a
/// final full stop, with the head first ("Nút phát": the play button).
extension LanguageProfile {
    /// The Vietnamese table (`vi`, and through the registry `vi-VN`).
    public static let vietnamese = LanguageProfile(
        code: "vi", name: "Vietnamese", hasLetterCase: true,
        fullStop: ".", otherFullStops: ["。", "．"],
        abbreviations: [
            "v.v", "vv", "vd", "tp", "tr", "sđt", "đt", "ts", "ths", "gs", "pgs", "bs", "ks", "no", "vs", "inc", "ltd", "co", "corp",
            "tnhh", "ctcp", "q", "p",
        ],
        terms: TermTable(VietnameseGrammar.terms, segmentation: .words),
        instructionMarkers: VietnameseGrammar.instructionMarkers,
        vagueLabels: ["nút", "biểu tượng", "không có tiêu đề", "chưa đặt tên", "mục", "nhãn", "văn bản", "chỗ dành sẵn"],
        vagueConcepts: [
            // Not "Thêm" alone: it is Apple's "Add"; not "Khác": it is also "Other", a choice in a list.
            .more: ["xem thêm", "thêm nữa", "hiển thị thêm", "nhiều hơn", "xem nhiều hơn"],
            .learnMore: ["tìm hiểu thêm", "đọc thêm", "xem thêm thông tin"],
            .clickHere: [
                "nhấn vào đây", "chạm vào đây", "bấm vào đây", "nhấp vào đây", "nhấn đây", "bấm đây", "nhấp đây",
            ],
            .details: ["chi tiết", "xem chi tiết"],
            .info: ["thông tin", "thêm thông tin", "thông tin thêm", "thông tin chi tiết"],
            .here: ["đây", "ở đây", "tại đây"],
            .link: ["liên kết", "đường dẫn"],
            .image: ["hình ảnh", "ảnh", "hình"],
        ],
        determiners: VietnameseGrammar.determiners,
        hintForm: VietnameseGrammar.hintForm,
        modifierLinks: LanguageProfile.ModifierLinks(["của", "cho"], headFollows: false),
        conditionMarkers: ["nếu"], purposeMarkers: ["để", "nhằm"], conjunctions: ["và", "hoặc", "hay", "rồi", "với"],
        reflexivePronouns: [],
        stateConcepts: VietnameseGrammar.stateConcepts, controlTypeConcepts: VietnameseGrammar.controlTypeConcepts,
        gestureConcepts: VietnameseGrammar.gestureConcepts,
        examples: VietnameseGrammar.examples)
}

/// Vietnamese terms and hint grammar. Syllables that are words of their own and also part of
/// other words ("nhấn mạnh" emphasizes, "va chạm" is a collision, "kéo dài" lasts, "Ấn Độ" is
/// India) are given as neutral phrases, which win at their place.
enum VietnameseGrammar {
    /// The states VoiceOver announces, as Apple's Vietnamese interfaces word them (``StateConcept``).
    static let stateConcepts: [StateConcept: ConceptWords] = [
        .selected: .words(["đã chọn", "được chọn", "đã được chọn", "chưa chọn", "chưa được chọn", "không được chọn"]),
        .checked: .words(["đã đánh dấu", "đã được đánh dấu", "chưa đánh dấu", "đã kiểm", "chưa kiểm"]),
        .dimmed: .words(["bị làm mờ", "bị mờ"]),
        .expanded: .words(["đã mở rộng", "được mở rộng"]),
        .collapsed: .words(["đã thu gọn", "được thu gọn"]),
        .on: .none(because: "\"bật\" is a switch's value, which VoiceOver reads, and the verb of labels (Bật Wi-Fi)"),
        .off: .none(because: "\"tắt\" is a switch's value, which VoiceOver reads, and the verb of labels (Tắt tiếng)"),
    ]

    /// The control types VoiceOver announces, as Apple's Vietnamese interfaces word them
    /// (``ControlTypeConcept``): the source of the control-type terms.
    static let controlTypeConcepts: [ControlTypeConcept: ConceptWords] = [
        .button: .words(["nút", "nút bấm"]),
        .link: .none(because: "\"liên kết\" is as often what the element acts on (Sao chép liên kết, Chia sẻ liên kết)"),
        .image: .none(because: "\"hình ảnh\" is as often what the element acts on (Lưu hình ảnh); a label that is only \"Ảnh\" is vague"),
        .textField: .words(["trường văn bản", "ô văn bản", "hộp văn bản"]),
        .searchField: .words(["trường tìm kiếm", "ô tìm kiếm", "hộp tìm kiếm"]),
        .secureTextField: .words(["trường văn bản bảo mật"]),
        .slider: .words(["thanh trượt"]),
        .adjustable: .none(because: "\"có thể điều chỉnh\" is an ordinary phrase of labels (Kích thước có thể điều chỉnh)"),
        // Not "công tắc": a light switch, a smart-home device (Bật công tắc bếp).
        .toggle: .words(["nút gạt", "nút chuyển đổi"]),
        .checkbox: .words(["hộp kiểm", "ô kiểm", "ô đánh dấu"]),
        .radioButton: .words(["nút radio"]),
        .picker: .words(["bộ chọn", "bộ chọn ngày", "bộ chọn giờ", "bộ chọn màu"]),
        .segmentedControl: .words(["điều khiển phân đoạn"]),
        .tab: .none(because: "a browser's or an app's tab is content (Đóng tab, Tab mới)"),
        .tabBar: .words(["thanh tab"]),
        .menu: .none(because: "\"Menu\" is as often the name of the element that opens one"),
        .popUpButton: .words(["nút bật lên"]),
        .comboBox: .words(["hộp tổ hợp", "menu thả xuống", "danh sách thả xuống"]),
        .heading: .none(because: "\"tiêu đề\" is as often content (the title of a song, of a message)"),
        .progressIndicator: .words(["thanh tiến trình", "chỉ báo tiến trình"]),
        .stepper: .none(because: "Vietnamese interfaces name a stepper by what it counts (Số lượng, Số bản sao), with no word of its own"),
        .list: .none(because: "\"danh sách\" is as often what the element shows (Danh sách phát, Hiển thị danh sách)"),
        .scrollBar: .words(["thanh cuộn"]),
    ]

    /// The gestures, as this language words them (``GestureConcept``): the source of the gesture
    /// terms. Apple's Vietnamese guides say "chạm" (tap), "chạm hai lần" (double-tap), "vuốt"
    /// (swipe), "kéo" (drag), "chụm" (pinch), "chạm và giữ" (touch and hold); apps also write
    /// "nhấn", "bấm" and "nhấn đúp".
    static let gestureConcepts: [GestureConcept: ConceptWords] = [
        .tap: .words(["chạm", "chạm vào", "chạm nhẹ", "gõ nhẹ", "chạm một lần", "nhấn một lần"]),
        .doubleTap: .words([
            "chạm hai lần", "chạm 2 lần", "chạm đúp", "nhấn đúp", "nhấn hai lần", "nhấn 2 lần", "bấm hai lần", "bấm 2 lần",
            "nhấn đúp vào", "chạm hai lần vào",
        ]),
        .tripleTap: .words(["chạm ba lần", "chạm 3 lần", "nhấn ba lần", "nhấn 3 lần"]),
        .longPress: .words([
            "chạm và giữ", "chạm giữ", "chạm và giữ vào", "nhấn và giữ", "nhấn giữ", "nhấn lâu", "bấm giữ", "bấm và giữ", "bấm lâu",
            "giữ", "3d touch", "force touch",
        ]),
        .swipe: .words(["vuốt", "vuốt nhanh", "vuốt sang", "vuốt lên", "vuốt xuống", "vuốt sang trái", "vuốt sang phải"]),
        .drag: .words(["kéo", "kéo và thả", "kéo thả", "kéo rồi thả"]),
        .pinch: .words(["chụm", "chụm lại", "chụm hai ngón tay", "thu phóng bằng hai ngón tay"]),
        .rotate: .none(because: "\"xoay\" is as often what the element does (Xoay ảnh.)"),
        .shake: .words(["lắc", "lắc thiết bị", "lắc điện thoại"]),
        .click: .words(["nhấp", "nhấp vào", "nhấp chuột", "nhấp đúp", "nhấp đúp chuột", "bấm đúp", "nhấp chuột phải", "bấm chuột"]),
        .press: .words(["nhấn", "nhấn vào", "bấm", "bấm vào", "ấn", "ấn vào"]),
        .scroll: .words(["cuộn", "cuộn lên", "cuộn xuống", "cuộn sang"]),
        .fingers: .words(["hai ngón tay", "ba ngón tay", "bốn ngón tay", "2 ngón tay", "3 ngón tay", "4 ngón tay", "hai ngón", "ba ngón"]),
    ]

    /// Gesture words that also name things or describe results ("Nhấn" as a key's name, "Kéo"
    /// a pair of scissors, "lắc" a movement): instructions when they open the text or before an
    /// instruction word.
    static let leadingGestures: Set<String> = ["nhấn", "bấm", "ấn", "nhấp", "kéo", "lắc"]

    /// Gesture words that are as often other words ("Giữ bản sao" keeps a copy, "Cuộn lên đầu."
    /// scrolls itself, "cuộn phim" is a film roll): instructions only before "để", "vào", "lên"….
    static let instructionGestures: Set<String> = ["giữ", "cuộn", "cuộn lên", "cuộn xuống", "cuộn sang"]

    /// What makes a gesture word an instruction when it follows it: a purpose ("để"), a place
    /// ("vào", "đây"), another gesture ("và giữ") or the element ("nút"). Not "lên", "xuống",
    /// "sang": "Cuộn lên đầu danh sách." and "Cuộn sang trang sau." describe what the element does.
    static let instructionMarkers: Set<String> = [
        "để", "nhằm", "vào", "vô", "đây", "trái", "và", "hoặc", "rồi", "một", "hai", "ba", "giữ", "lâu", "nút", "nhẹ", "mục",
        "ở", "tại", "bằng",
    ]

    /// Phrases that contain a gesture word and are not the gesture: "nhấn mạnh" (emphasizes),
    /// "va chạm" (a collision), "kéo dài" (lasts, extends), "đồng hồ bấm giờ" (a stopwatch),
    /// "Ấn Độ" (India), "ấn bản" (an edition), "Lắc để hoàn tác" (Shake to Undo, a setting).
    static let neutralPhrases: [String] = [
        "nhấn mạnh", "va chạm", "đụng chạm", "chạm trán", "chạm khắc", "chạm tới", "chạm đến", "chạm mốc", "kéo dài", "kéo theo",
        "lôi kéo", "cái kéo", "bấm giờ", "đồng hồ bấm giờ", "ấn độ", "ấn bản", "ấn phẩm", "ấn tượng", "ấn định", "ấn hành",
        "lắc để hoàn tác", "lắc để hủy", "lắc để huỷ", "giữ nguyên", "giữ lại", "giữ gìn", "lưu giữ", "nắm giữ", "cuộn phim",
        "giấy cuộn", "chạm vào để thanh toán",
    ]

    /// Hardware buttons and other things called "nút": content, not the element's type.
    static let neutralButtons: [String] = [
        "nút nguồn", "nút âm lượng", "nút sườn", "nút bên", "nút home", "nút tác vụ", "nút chụp", "nút thắt", "nút mạng", "nút giao",
        "mã nút",
    ]

    /// Verbs of labels whose object may be a control ("Xóa trường tìm kiếm" clears the field,
    /// "Ẩn nút phát" hides another button): a control type right after one is what it acts on,
    /// not the element's own type.
    static let verbsActingOnControls: [String] = [
        "xóa", "xoá", "mở", "mở rộng", "thu nhỏ", "thu gọn", "phóng to", "đóng", "ẩn", "hiện", "hiển thị", "chọn", "bỏ chọn", "bật",
        "tắt", "nhập", "điền", "dán", "sao chép", "làm trống", "đặt lại", "thêm", "tập trung", "đến", "tới", "về", "vào", "khóa",
        "khoá", "mở khóa", "mở khoá", "kéo", "đặt", "sắp xếp", "đổi", "thay đổi", "tùy chỉnh", "tuỳ chỉnh", "di chuyển",
    ]

    static let terms: [Term] = {
        var terms = gestureConcepts.terms(leading: leadingGestures, marked: instructionGestures)
        for phrase in neutralPhrases + neutralButtons { terms.append(Term(phrase, .neutral)) }
        let controls = controlTypeConcepts.allWords
        terms += controls.map { Term($0, .controlType) }
        for verb in verbsActingOnControls {
            for control in controls {
                terms.append(Term(verb + " " + control, .neutral))
                terms.append(Term(verb + " các " + control, .neutral))
            }
        }
        terms += stateConcepts.terms()
        return terms
    }()

    /// Plural markers, quantifiers and classifiers that open a noun phrase ("các tin nhắn",
    /// "bài hát"): after a one-word label at the start of a hint they show that the label's word
    /// is the hint's verb ("Phát bài hát." after the label "Phát"), not a repeated subject.
    static let determiners: Set<String> = [
        "các", "những", "mọi", "mỗi", "tất", "toàn", "một", "cái", "chiếc", "con", "bài", "tấm", "bức", "cuốn", "quyển", "tờ",
        "này", "đó", "bạn",
    ]

    // MARK: Hint grammar

    /// Requests, by their folded words: "Vui lòng nhập tên." is "Please enter the name."; "Hãy"
    /// exhorts ("Hãy lưu khóa."). Longest first.
    static let requests: [[String]] = [
        ["xin", "vui", "lòng"], ["vui", "lòng"], ["xin", "hãy"], ["làm", "ơn"], ["hãy"], ["xin", "mời"], ["mời", "bạn"],
    ]
    /// Prohibitions: "Đừng đóng ứng dụng." Longest first. Not "Không": "Không có mục nào." states.
    static let prohibitions: [[String]] = [
        ["vui", "lòng", "không"], ["vui", "lòng", "đừng"], ["xin", "đừng"], ["hãy", "đừng"], ["đừng"], ["chớ"], ["không", "nên"],
    ]
    /// Words that address the user as the subject ("Bạn có thể…").
    static let userPronouns: Set<String> = ["bạn", "cậu", "quý khách", "quý vị"]
    /// What follows a pronoun that addresses the user: a modal or an action of theirs.
    static let userModals: Set<String> = ["có", "cần", "phải", "nên", "sẽ", "hãy", "được", "muốn", "đang", "đã", "chỉ", "vẫn", "không"]
    /// Final particles of a soft request: "Thử lại nhé."
    static let requestParticles: Set<String> = ["nhé", "nha", "nhen", "nghen"]
    /// Words that open a hint without its verb: a condition, a state in progress.
    static let nonVerbStarters: Set<String> = ["đang", "khi", "nếu", "lúc"]

    /// English words that no Vietnamese sentence uses: a hint with one is an untranslated English
    /// text, whose grammar is not Vietnamese. Not "an", "to", "in": Vietnamese syllables ("an
    /// toàn" safe, "phóng to" zoom in, "in" print).
    static let englishWords: Set<String> = [
        "the", "your", "you", "and", "of", "with", "this", "that", "for", "from", "is", "are", "it", "please", "will", "opens",
        "shows",
    ]

    /// Whether the folded words at `index` are `phrase`.
    private static func words(_ words: [Word], at index: Int, are phrase: [String]) -> Bool {
        guard index + phrase.count <= words.count else { return false }
        return phrase.indices.allSatisfy { words[index + $0].folded == phrase[$0] }
    }

    @Sendable
    static func hintForm(_ text: AnalyzedText) -> HintFormIssue? {
        // Only the hint's opening counts: not a word after a placeholder.
        guard text.words.first?.isPlaceholder != true else { return nil }
        let words = text.realWords
        guard let first = words.first else { return nil }
        if words.contains(where: { englishWords.contains($0.folded) }) { return nil }
        // Requests and prohibitions at the start, or opening a clause ("Để xóa mục, hãy …").
        for index in words.indices {
            if index > 0 {
                let (end, start) = (words[index - 1].end, words[index].start)
                guard text.holds(UInt8(ascii: ","), between: end, start) || text.holds(UInt8(ascii: ";"), between: end, start)
                    || text.holds(UInt8(ascii: ":"), between: end, start)
                else { continue }
            }
            if let phrase = prohibitions.first(where: { Self.words(words, at: index, are: $0) }) {
                let last = words[index + phrase.count - 1]
                return HintFormIssue(.negativeCommand, words: text.slice(words[index].start, last.end))
            }
            if let phrase = requests.first(where: { Self.words(words, at: index, are: $0) }) {
                let last = words[index + phrase.count - 1]
                // The words after the request already describe: "Vui lòng nhập tên." → "Nhập tên."
                guard index + phrase.count < words.count else { return HintFormIssue(.request, words: text.slice(words[index].start, last.end)) }
                let verb = words[index + phrase.count]
                return HintFormIssue(
                    .request, words: text.slice(words[index].start, verb.end),
                    suggestion: LetterCase.capitalized(text.slice(verb.start, verb.end)))
            }
        }
        let word = first.folded
        let second = words.count > 1 ? words[1].folded : nil
        if userPronouns.contains(word) || words.count > 2 && userPronouns.contains(word + " " + words[1].folded) {
            let pronounLength = userPronouns.contains(word) ? 1 : 2
            if words.count > pronounLength, userModals.contains(words[pronounLength].folded) {
                return HintFormIssue(.addressesUser, words: text.slice(first.start, words[pronounLength].end), severity: .info)
            }
        }
        // "Để phát bài hát.": a purpose, without the result.
        if word == "để", let second, words.count > 2, !["bạn", "có", "được", "không"].contains(second) {
            return HintFormIssue(.infinitive, words: text.slice(first.start, words[1].end), suggestion: LetterCase.capitalized(text.slice(words[1].start, words[1].end)))
        }
        if let last = words.last, words.count > 1, requestParticles.contains(last.folded) {
            return HintFormIssue(.request, words: text.slice(last.start, last.end))
        }
        if nonVerbStarters.contains(word), words.count > 1 {
            return HintFormIssue(.notAVerb, words: text.slice(first.start, first.end), severity: .info)
        }
        return nil
    }
}

extension VietnameseGrammar {
    /// Every language-specific rule, in Vietnamese: what it reports and what it leaves alone.
    static let examples: [RuleExample] = [
        .bad("label-trailing-period", "vi", .label, "Phát.", fix: "Phát"),
        .bad("label-trailing-period", "vi", .label, "Thêm vào mục yêu thích.", fix: "Thêm vào mục yêu thích"),
        .good("label-trailing-period", "vi", .label, "Phát"),
        .good("label-trailing-period", "vi", .label, "Đang tải..."),
        .good("label-trailing-period", "vi", .label, "Ảnh, video, v.v."),
        .good("label-trailing-period", "vi", .label, "Công ty TNHH."),

        .bad("label-control-type", "vi", .label, "Phát, nút", fix: "Phát"),
        // The type word heads the phrase ("the play button"): what is left is no label of its own.
        .badWithoutFix("label-control-type", "vi", .label, "Nút phát"),
        .bad("label-control-type", "vi", .label, "Âm lượng, thanh trượt", fix: "Âm lượng"),
        .badWithoutFix("label-control-type", "vi", .label, "Hộp kiểm đồng ý"),
        .good("label-control-type", "vi", .label, "Phát"),
        .good("label-control-type", "vi", .label, "Nút nguồn"),
        .good("label-control-type", "vi", .label, "Sao chép liên kết"),
        .good("label-control-type", "vi", .label, "Menu nhà hàng"),
        // A field after a verb is what the verb acts on.
        .good("label-control-type", "vi", .label, "Xóa trường tìm kiếm"),
        .good("label-control-type", "vi", .label, "Ẩn nút phát"),

        .bad("label-state", "vi", .label, "Wi-Fi, đã chọn", fix: "Wi-Fi"),
        .bad("label-state", "vi", .label, "Đã chọn"),
        .good("label-state", "vi", .label, "%lld đã chọn"),
        .good("label-state", "vi", .label, "Hiển thị ảnh đã chọn"),
        .good("label-state", "vi", .label, "Đã chọn 3 ảnh"),
        .good("label-state", "vi", .label, "Wi-Fi"),

        .bad("label-gesture", "vi", .label, "Chạm để phát"),
        .bad("label-gesture", "vi", .label, "Chạm hai lần để phóng to"),
        .bad("label-gesture", "vi", .label, "Nhấn đúp để phóng to"),
        .bad("label-gesture", "vi", .label, "Vuốt sang trái để xóa"),
        .bad("label-gesture", "vi", .label, "Nhấn giữ để ghi âm"),
        .bad("label-gesture", "vi", .label, "Giữ để nói"),
        .good("label-gesture", "vi", .label, "Giữ bản sao"),
        .good("label-gesture", "vi", .label, "Cái kéo"),
        .good("label-gesture", "vi", .label, "Lắc để hoàn tác"),
        .good("label-gesture", "vi", .label, "Cảnh báo va chạm"),
        .good("label-gesture", "vi", .label, "Phát"),

        .bad("label-capitalization", "vi", .label, "phát", fix: "Phát"),
        .bad("label-capitalization", "vi", .label, "tin nhắn mới", fix: "Tin nhắn mới"),
        .bad("label-capitalization", "vi", .label, "đổi ảnh đại diện", fix: "Đổi ảnh đại diện"),
        .good("label-capitalization", "vi", .label, "Phát"),
        .good("label-capitalization", "vi", .label, "iPhone của Lan"),
        .good("label-capitalization", "vi", .label, "%@ lượt thích"),

        .bad("label-length", "vi", .label, "Nhấn nút này để tạo một tin nhắn mới"),
        .good("label-length", "vi", .label, "Tin nhắn mới"),
        .good("label-length", "vi", .label, "Apple Inc., 125,25 USD, tăng 1,3%"),

        .bad("label-vague", "vi", .label, "Tìm hiểu thêm"),
        .bad("label-vague", "vi", .label, "Nhấn vào đây"),
        .bad("label-vague", "vi", .label, "Thông tin"),
        .bad("label-vague", "vi", .label, "Xem thêm"),
        .good("label-vague", "vi", .label, "Thêm"),
        .good("label-vague", "vi", .label, "Tìm hiểu thêm về giá"),
        .good("label-vague", "vi", .label, "Phát"),

        // Verbs do not inflect: a request's marker goes, and what follows already describes.
        .badWithoutFix("hint-imperative", "vi", .hint, "Vui lòng nhập tên của bạn."),
        .badWithoutFix("hint-imperative", "vi", .hint, "Hãy lưu khóa khôi phục ở nơi an toàn."),
        .badWithoutFix("hint-imperative", "vi", .hint, "Để xóa mục này, hãy chọn Xóa."),
        .badWithoutFix("hint-imperative", "vi", .hint, "Đừng đóng ứng dụng."),
        .badWithoutFix("hint-imperative", "vi", .hint, "Để phát bài hát."),
        .badWithoutFix("hint-imperative", "vi", .hint, "Thử lại nhé."),
        .bad("hint-imperative", "vi", .hint, "Bạn có thể thay đổi cài đặt tại đây."),
        .good("hint-imperative", "vi", .hint, "Phát bài hát."),
        .good("hint-imperative", "vi", .hint, "Mở trang tùy chọn."),
        .good("hint-imperative", "vi", .hint, "Quay lại màn hình trước."),
        .good("hint-imperative", "vi", .hint, "Không có tin nhắn nào."),
        .good("hint-imperative", "vi", .hint, "Hiển thị các thiết bị AirPlay khả dụng."),
        .good("hint-imperative", "vi", .hint, "Bạn bè của bạn sẽ thấy ảnh này."),

        .badWithoutFix("hint-gesture", "vi", .hint, "Chạm để phát bài hát."),
        .badWithoutFix("hint-gesture", "vi", .hint, "Chạm hai lần để mở danh sách."),
        .bad("hint-gesture", "vi", .hint, "Nhấn đúp để phóng to."),
        .bad("hint-gesture", "vi", .hint, "Vuốt sang trái để xóa mục."),
        .bad("hint-gesture", "vi", .hint, "Kéo để sắp xếp lại."),
        .bad("hint-gesture", "vi", .hint, "Nhấn vào nút để gửi yêu cầu."),
        .good("hint-gesture", "vi", .hint, "Bật Lắc để hoàn tác."),
        .good("hint-gesture", "vi", .hint, "Cuộn lên đầu danh sách."),
        .good("hint-gesture", "vi", .hint, "Kéo dài thời gian hẹn giờ."),
        .good("hint-gesture", "vi", .hint, "Xóa mục."),
        .good("hint-gesture", "vi", .hint, "Nhấn mạnh văn bản đã chọn."),

        .bad("hint-control-type", "vi", .hint, "Nút để thêm tên."),
        .bad("hint-control-type", "vi", .hint, "Thanh trượt điều chỉnh tỷ lệ."),
        .bad("hint-control-type", "vi", .hint, "Nút này thêm tên."),
        // Another element the hint acts on is its result.
        .good("hint-control-type", "vi", .hint, "Xóa trường tìm kiếm."),
        .good("hint-control-type", "vi", .hint, "Mở rộng trường văn bản."),
        .good("hint-control-type", "vi", .hint, "Thêm tên."),

        .bad("hint-repeats-label", "vi", .hint, "Lưu sẽ lưu các thay đổi của bạn.", label: "Lưu"),
        .bad("hint-repeats-label", "vi", .hint, "Quay lại sẽ trở về màn hình trước.", label: "Quay lại"),
        // The label's word is the hint's verb: "Phát bài hát." plays the song.
        .good("hint-repeats-label", "vi", .hint, "Lưu các thay đổi của bạn.", label: "Lưu"),
        .good("hint-repeats-label", "vi", .hint, "Phát bài hát.", label: "Phát"),
        .good("hint-repeats-label", "vi", .hint, "Xóa tin nhắn.", label: "Hủy"),

        .bad("hint-missing-period", "vi", .hint, "Phát bài hát", fix: "Phát bài hát."),
        .bad("hint-missing-period", "vi", .hint, "Thêm thành phố。", fix: "Thêm thành phố."),
        .good("hint-missing-period", "vi", .hint, "Phát bài hát."),
        .good("hint-missing-period", "vi", .hint, "Mở menu…"),

        .bad("hint-capitalization", "vi", .hint, "phát bài hát.", fix: "Phát bài hát."),
        .good("hint-capitalization", "vi", .hint, "Phát bài hát."),
        .good("hint-capitalization", "vi", .hint, "iCloud đồng bộ ghi chú của bạn."),

        .bad("hint-length", "vi", .hint,
             "Mở phần cài đặt nơi bạn có thể chọn tài khoản nào được dùng khi bạn đăng, trả lời hoặc chia sẻ lại một bài viết từ dòng thời gian chính của bạn."),
        .good("hint-length", "vi", .hint, "Mở cài đặt tài khoản."),
    ]
}
