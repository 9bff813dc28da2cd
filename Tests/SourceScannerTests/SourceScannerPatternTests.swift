import StringsParser
import Testing
@testable import SourceScanner

@Suite("Source scanner: patterns")
struct SourceScannerPatternTests {
    @Test("reading, comparing or declaring a property is not setting it", arguments: [
        "let text = view.accessibilityLabel",
        #"if view.accessibilityLabel == "Play" { }"#,
        #"enum Keys: String { case accessibilityLabel = "accessibility_label" }"#,
        #"view.accessibilityLabel += "more""#,
        "view.accessibilityLabel = nil",
        "view.accessibilityLabel = name",
        "view.accessibilityLabel = labels[0]",
        #"view.accessibilityLabel = "a" + "b""#,
        #"view.accessibilityLabel = String(describing: x)"#,
        "override var accessibilityLabel: String? { didSet { update() } }",
        "func setAccessibilityLabel(_ label: String?) { }",
        "let selector = #selector(setAccessibilityLabel(_:))",
    ])
    func notReferences(code: String) {
        #expect(scan(code).references.isEmpty)
    }

    @Test("Objective-C: reading, selectors and setter definitions are not references", arguments: [
        "NSString *label = self.accessibilityLabel;",
        "SEL s = @selector(setAccessibilityLabel:);",
        "- (void)setAccessibilityLabel:(NSString *)label { _label = label; }",
        "[view setAccessibilityLabel:label];",
        "- (NSString *)accessibilityLabel;",
    ])
    func notObjectiveCReferences(code: String) {
        #expect(scan(code, .objectiveC).references.isEmpty)
    }

    @Test("optional chains, implicit self, statements on one line, and the end of a Swift statement at a line break")
    func statements() {
        let result = scan("""
            view?.accessibilityLabel = NSLocalizedString("a", comment: ""); accessibilityHint = "B"
            accessibilityValue = NSLocalizedString("c", comment: "")
            (other as? UIView)?.accessibilityLabel = "D"
            label!.accessibilityHint = NSLocalizedString("e",
                comment: "")
            """)
        #expect(result.referenceSummaries == [
            "1:46 label Localizable: a [accessibilityLabel =]",
            "1:85 hint literal: B [accessibilityHint =]",
            "2:40 value Localizable: c [accessibilityValue =]",
            "3:42 label literal: D [accessibilityLabel =]",
            "4:46 hint Localizable: e [accessibilityHint =]",
        ])
    }

    @Test("a property typed LocalizedStringKey takes a key; other stored properties take literals")
    func declarations() {
        let result = scan("""
            let accessibilityLabel: LocalizedStringKey = "row.label"
            var accessibilityHint: String = "Opens the row."
            """)
        #expect(result.referenceSummaries == [
            "1:46 label Localizable: row.label [let accessibilityLabel]",
            "2:33 hint literal: Opens the row. [var accessibilityHint]",
        ])
    }

    @Test("table names: nil and empty are the default table; constants of the file; unknown tables are left out")
    func tables() {
        let swift = scan("""
            enum Tables { static let a11y = "A11y" }
            let kOther = "Other"
            a.accessibilityLabel = NSLocalizedString("k1", tableName: Tables.a11y, comment: "")
            a.accessibilityLabel = NSLocalizedString("k2", tableName: kOther, comment: "")
            a.accessibilityLabel = NSLocalizedString("k3", tableName: "", comment: "")
            a.accessibilityLabel = NSLocalizedString("k4", tableName: tableFor(x), comment: "")
            a.accessibilityLabel = NSLocalizedString("k5", tableName: unknown, comment: "")
            a.accessibilityLabel = Text("k6", tableName: kOther)
            """)
        #expect(swift.referenceSummaries.map { String($0.split(separator: " [")[0]) } == [
            "3:42 label A11y: k1", "4:42 label Other: k2", "5:42 label Localizable: k3", "8:29 label Other: k6",
        ])
        #expect(swift.lookups.map(\.key) == ["k1", "k2", "k3", "k6"])
        // A qualified name is the constant of its type; a name two types define, used
        // unqualified outside both, is not used.
        let qualified = scan("""
            enum A { static let table = "A" }
            enum B { static let table = "B" }
            x.accessibilityHint = NSLocalizedString("k", tableName: B.table, comment: "")
            y.accessibilityHint = NSLocalizedString("k2", tableName: table, comment: "")
            """)
        #expect(qualified.lookupSummaries == ["3:41 B: k"])
        let objectiveC = scan("""
            #define TABLE @"Macro"
            NSString * const kTable = @"Const";
            x.accessibilityLabel = NSLocalizedStringFromTable(@"k1", TABLE, nil);
            x.accessibilityLabel = NSLocalizedStringFromTable(@"k2", kTable, nil);
            x.accessibilityLabel = NSLocalizedStringFromTable(@"k3", nil, nil);
            """, .objectiveC)
        #expect(objectiveC.lookupSummaries == ["3:52 Macro: k1", "4:52 Const: k2", "5:52 Localizable: k3"])
    }

    @Test("positions: columns count Unicode scalars, CRLF and CR end lines, a byte order mark is not a column")
    func positions() {
        let code = "// é😀\r\nlet é = 1; view.accessibilityLabel = \"Play\"\r// x\nview.accessibilityHint = \"Plays.\""
        #expect(scan(code).referenceSummaries == [
            "2:38 label literal: Play [accessibilityLabel =]",
            "4:26 hint literal: Plays. [accessibilityHint =]",
        ])
        let withMark = SourceScanner.scan([0xEF, 0xBB, 0xBF] + Array("view.accessibilityLabel = \"Play\"".utf8), file: "F.swift", language: .swift)
        #expect(withMark.references.map(\.location) == [SourceLocation(file: "F.swift", line: 1, column: 27, offset: 29)])
    }

    @Test("files without any of the words are not lexed; the words can be anywhere, even in comments")
    func prefilter() {
        let scanner = SourceScanner(wrappers: ["L10n.tr"])
        #expect(!scanner.mayContainReferences(Array("let x = 1\nprint(x)".utf8)))
        #expect(!scanner.mayContainReferences([]))
        #expect(!scanner.mayContainReferences([0x61]))
        for text in ["// accessibility", "NSLocalizedString", "x.help(\"a\")", "Text(", "import SwiftUI", "L10n.tr(\"k\")"] {
            #expect(scanner.mayContainReferences(Array(text.utf8)), "\(text)")
        }
        // A wrapper is found by its longest part, however the call is spaced; the other parts
        // alone do not make a file worth reading.
        #expect(scanner.mayContainReferences(Array("let s = L10n\n    .tr(\"k\")".utf8)))
        #expect(!scanner.mayContainReferences(Array("let tr = t(1)".utf8)))
        let spaced = scanner.scan(Array("view.accessibilityHint = L10n\n    .tr(\"a11y.play.hint\")".utf8), file: "F", language: .swift)
        #expect(spaced.referenceSummaries == ["2:9 hint Localizable: a11y.play.hint [accessibilityHint =, via L10n.tr]"])
        let lookup = scanner.scan(Array("let s = L10n\n    .tr(\"a11y.play.hint\")".utf8), file: "F", language: .swift)
        #expect(lookup.lookups.map(\.key) == ["a11y.play.hint"])
        // A one-letter wrapper makes every file worth reading.
        #expect(SourceScanner(wrappers: ["L"]).mayContainReferences(Array("let x = 1".utf8)))
        #expect(scanner.scan(Array(#"x.title = "Play""#.utf8), file: "F", language: .swift).references.isEmpty)
    }

    @Test("AppKit attributed setters and NSAttributedString values")
    func attributed() {
        let result = scan(#"view.accessibilityAttributedLabel = NSAttributedString(string: NSLocalizedString("k", comment: ""))"#)
        #expect(result.referenceSummaries == ["1:82 label Localizable: k [accessibilityAttributedLabel =]"])
        let objectiveC = scan(#"[view setAccessibilityAttributedHint:[[NSAttributedString alloc] initWithString:@"Opens it."]];"#, .objectiveC)
        #expect(objectiveC.referenceSummaries == ["1:82 hint literal: Opens it. [setAccessibilityAttributedHint:]"])
    }
}
