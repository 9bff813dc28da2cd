import Testing
import TestSupport

@testable import StringsParser

/// Scans a whole document and renders every event as `kind(content)@offset`, attributes as
/// `name=value@valueOffset`.
private func render(_ xml: String, maximumDepth: Int = XMLScanner.defaultMaximumDepth) throws(XMLSyntaxError) -> [String] {
    var scanner = XMLScanner(bytes: Array(xml.utf8), maximumDepth: maximumDepth)
    var rendered: [String] = []
    while let event = try scanner.next() {
        switch event {
        case let .startTag(tag):
            let attributes = tag.attributes.map { " \(scanner.name(of: $0))=\(scanner.value(of: $0))@\($0.valueOffset)" }.joined()
            rendered.append("<\(scanner.name(of: tag))\(attributes)\(tag.isSelfClosing ? "/" : "")>@\(tag.offset)")
        case let .endTag(tag):
            rendered.append("</\(scanner.name(of: tag))>@\(tag.offset)")
        case let .text(text):
            rendered.append("\(text.kind == .cdata ? "cdata" : "text")(\(scanner.text(of: text)))@\(text.offset)")
        case let .comment(offset):
            rendered.append("comment@\(offset)")
        case let .processingInstruction(offset):
            rendered.append("pi@\(offset)")
        }
    }
    return rendered
}

/// The error scanning `bytes` ends with, or `nil` for a well-formed document.
private func firstError(_ bytes: [UInt8], maximumDepth: Int = XMLScanner.defaultMaximumDepth) -> XMLSyntaxError? {
    var scanner = XMLScanner(bytes: bytes, maximumDepth: maximumDepth)
    do {
        while try scanner.next() != nil {}
        return nil
    } catch {
        return error
    }
}

private func firstError(_ xml: String, maximumDepth: Int = XMLScanner.defaultMaximumDepth) -> XMLSyntaxError? {
    firstError(Array(xml.utf8), maximumDepth: maximumDepth)
}

@Suite("XMLScanner")
struct XMLScannerTests {
    // MARK: Events

    @Test("events carry names, decoded values and exact offsets")
    func basicEvents() throws {
        let events = try render(#"<a x="1" y='two'>hi<b/> <c></c></a>"#)
        #expect(events == [
            "<a x=1@6 y=two@12>@0", "text(hi)@17", "<b/>@19", "text( )@23", "<c>@24", "</c>@27", "</a>@31",
        ])
    }

    @Test("the XML declaration, DOCTYPE, comments and processing instructions outside the root are skipped")
    func prologAndEpilogAreSkipped() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- before -->
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <?stylesheet href="a>b"?>
            <r/>
            <!-- after --> <?after?>\n
            """
        let events = try render(xml)
        #expect(events.count == 1)
        #expect(events.first?.hasPrefix("<r/>@") == true)
    }

    @Test("a DOCTYPE internal subset with quoted >, ] and comments is skipped")
    func doctypeWithInternalSubset() throws {
        let xml = #"<!DOCTYPE r [ <!ENTITY e "a>b]c"> <!-- ]> ' --> <?pi ]>?> <!ATTLIST r x CDATA '>'> ]><r>t</r>"#
        let events = try render(xml)
        let rootOffset = xml.utf8.count - "<r>t</r>".utf8.count
        #expect(events == ["<r>@\(rootOffset)", "text(t)@\(rootOffset + 3)", "</r>@\(rootOffset + 4)"])
    }

    @Test("comments and processing instructions inside the root element are reported, not their content")
    func commentsInsideRoot() throws {
        #expect(try render("<a><!-- <b> & --><?pi x?>t</a>") == ["<a>@0", "comment@3", "pi@17", "text(t)@25", "</a>@26"])
    }

    @Test(
        "every entity form decodes in text and in attribute values",
        arguments: [
            ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"),
            ("&#65;", "A"), ("&#x41;", "A"), ("&#xe9;", "é"), ("&#xE9;", "é"), ("&#233;", "é"),
            ("&#x1F600;", "😀"), ("&#128512;", "😀"), ("&#x20AC;", "€"), ("&#0065;", "A"),
            ("a&amp;b&lt;c", "a&b<c"), ("&#x10FFFF;", "\u{10FFFF}"),
        ])
    func entities(reference: String, decoded: String) throws {
        #expect(try render("<a>\(reference)</a>") == ["<a>@0", "text(\(decoded))@3", "</a>@\(3 + reference.utf8.count)"])
        #expect(try render("<a v=\"\(reference)\"/>") == ["<a v=\(decoded)@6/>@0"])
        #expect(try render("<a v='\(reference)'/>") == ["<a v=\(decoded)@6/>@0"])
    }

    @Test("CDATA is text taken literally, only its line ends normalized")
    func cdata() throws {
        #expect(try render("<a>x<![CDATA[<b>&amp;]]]]>y</a>") == [
            "<a>@0", "text(x)@3", "cdata(<b>&amp;]])@13", "text(y)@26", "</a>@27",
        ])
        var scanner = XMLScanner(bytes: Array("<a><![CDATA[1\r\n2\r3]]></a>".utf8))
        _ = try scanner.next()
        guard case let .text(text) = try scanner.next() else {
            Issue.record("expected the CDATA section")
            return
        }
        #expect(text.kind == .cdata)
        #expect(text.needsDecoding)
        #expect(scanner.text(of: text) == "1\n2\n3")
    }

    @Test("line ends in text become \\n; character references keep their characters")
    func textLineEnds() throws {
        #expect(try render("<a>1\r\n2\r3\n4&#13;5&#10;6</a>") == ["<a>@0", "text(1\n2\n3\n4\r5\n6)@3", "</a>@23"])
    }

    @Test("attribute values: either quote, the other inside, literal whitespace normalized, references kept")
    func attributeNormalization() throws {
        let xml = "<a q='say \"hi\"' d=\"it's\" n=\"x\ny\" c=\"x\r\ny\rz\" t=\"x\ty\" r=\"x&#10;y&#9;z&#13;\" e=\"\"/>"
        #expect(try render(xml) == [
            "<a q=say \"hi\"@6 d=it's@19 n=x y@28 c=x y z@36 t=x y@47 r=x\ny\tz\r@55 e=@77/>@0"
        ])
    }

    @Test("whitespace around = and before /> or > is allowed")
    func whitespaceInTags() throws {
        #expect(try render("<a  x = \"1\"\n\ty\t=\t'2' ></a >") == ["<a x=1@9 y=2@18>@0", "</a>@22"])
        #expect(try render("<a x=\"1\" />") == ["<a x=1@6/>@0"])
    }

    @Test("self-closing tags have no end tag event; a self-closing root is a whole document")
    func selfClosing() throws {
        #expect(try render("<r/>") == ["<r/>@0"])
        #expect(try render("<r><e/><e x='1'/></r>") == ["<r>@0", "<e/>@3", "<e x=1@13/>@7", "</r>@17"])
    }

    @Test("text events know whether they are whitespace and whether they need decoding")
    func textFlags() throws {
        var scanner = XMLScanner(bytes: Array("<a>\n\t <b>x</b>&amp;</a>".utf8))
        var texts: [XMLText] = []
        while let event = try scanner.next() {
            if case let .text(text) = event { texts.append(text) }
        }
        #expect(texts.map(\.isWhitespace) == [true, false, false])
        #expect(texts.map(\.needsDecoding) == [false, false, true])
    }

    @Test("names are compared as bytes and attributes found by name")
    func byteAccess() throws {
        var scanner = XMLScanner(bytes: Array(#"<accessibility key="accessibilityConfiguration" label="Send" hint="Sends it."/>"#.utf8))
        guard case let .startTag(tag) = try scanner.next() else {
            Issue.record("expected a start tag")
            return
        }
        #expect(scanner.bytes(in: tag.nameRange, equal: "accessibility"))
        #expect(!scanner.bytes(in: tag.nameRange, equal: "accessibilit"))
        #expect(!scanner.bytes(in: tag.nameRange, equal: "Accessibility"))
        #expect(scanner.attribute(named: "label", of: tag).map { scanner.value(of: $0) } == "Send")
        #expect(scanner.attribute(named: "hint", of: tag).map { scanner.value(of: $0) } == "Sends it.")
        #expect(scanner.attribute(named: "identifier", of: tag) == nil)
        #expect(try scanner.next() == nil)
        #expect(try scanner.next() == nil)
    }

    @Test("a document after a byte order mark is read from its start offset")
    func startOffset() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a>x</a>".utf8)
        var scanner = XMLScanner(bytes: bytes, from: 3)
        #expect(try scanner.next() == .startTag(XMLStartTag(offset: 3, nameRange: 4..<5, attributes: [], isSelfClosing: false, endOffset: 6)))
        #expect(try scanner.next() == .text(XMLText(range: 6..<7, kind: .characters, needsDecoding: false, isWhitespace: false)))
    }

    @Test("byte offsets of attribute values after emoji and CJK map to the right line and column")
    func multibytePositions() throws {
        // Line 3 is "  😀再见<item label="值😀" hint="h"/>": 2 spaces (2 bytes), 😀 (4 bytes), 再见 (6 bytes).
        let xml = "<?xml version=\"1.0\"?>\n<root>\n  😀再见<item label=\"值😀\" hint=\"h\"/>\n</root>\n"
        let bytes = Array(xml.utf8)
        var scanner = XMLScanner(bytes: bytes)
        var item: XMLStartTag?
        while let event = try scanner.next() {
            if case let .startTag(tag) = event, scanner.bytes(in: tag.nameRange, equal: "item") { item = tag }
        }
        let tag = try #require(item)
        let lines = LineTable(bytes: bytes)
        // Line 1 is 21 bytes + \n, line 2 "<root>" 6 bytes + \n: line 3 starts at byte 29.
        #expect(tag.offset == 29 + 2 + 4 + 6)
        let label = try #require(scanner.attribute(named: "label", of: tag))
        let hint = try #require(scanner.attribute(named: "hint", of: tag))
        #expect(label.valueOffset == 41 + 13)
        #expect(hint.valueOffset == 54 + 7 + 8)  // 值 (3 bytes) + 😀 (4 bytes), `" hint="` (8 bytes)
        #expect(scanner.value(of: label) == "值😀")
        #expect(lines.position(ofOffset: tag.offset) == SourcePosition(line: 3, column: 6, offset: 41))
        #expect(lines.position(ofOffset: label.valueOffset) == SourcePosition(line: 3, column: 19, offset: 54))
        #expect(lines.position(ofOffset: hint.valueOffset) == SourcePosition(line: 3, column: 29, offset: 69))
    }

    // MARK: Malformed documents

    @Test(
        "the first problem is reported with its code and exact offset",
        arguments: [
            ("<a><b></a>", "xml-mismatched-end-tag", 6),
            ("<a><b>", "xml-unclosed-element", 6),
            ("<a>text", "xml-unclosed-element", 7),
            ("<a><!-- x", "xml-unterminated-comment", 3),
            ("<a><!-- x --", "xml-unterminated-comment", 3),
            ("<a><![CDATA[x]]", "xml-unterminated-cdata", 3),
            ("<a><![CDA", "xml-unterminated-cdata", 3),
            ("<a x=\"1\"", "xml-unterminated-tag", 0),
            ("<a><b x='1'", "xml-unterminated-tag", 3),
            ("<a", "xml-unterminated-tag", 0),
            ("<", "xml-unterminated-tag", 0),
            ("<a></a", "xml-unterminated-tag", 3),
            ("<a x=\"1>", "xml-unterminated-attribute-value", 5),
            ("<a x='&amp", "xml-unterminated-attribute-value", 5),
            ("<?xml version=\"1.0\"", "xml-unterminated-processing-instruction", 0),
            ("<!DOCTYPE a [ <!ENTITY x \"y\">", "xml-unterminated-doctype", 0),
            ("<!DOCTYPE a \"x>", "xml-unterminated-doctype", 0),
            ("<!DOC", "xml-unterminated-doctype", 0),
            ("<a>1 < 2</a>", "xml-unescaped-less-than", 5),
            ("<a><1/></a>", "xml-unescaped-less-than", 3),
            ("<a x=\"<\"/>", "xml-less-than-in-attribute-value", 6),
            ("<a>AT&T</a>", "xml-unescaped-ampersand", 5),
            ("<a>a & b</a>", "xml-unescaped-ampersand", 5),
            ("<a x=\"&amp\"/>", "xml-unescaped-ampersand", 6),
            ("<a>&am", "xml-unescaped-ampersand", 3),
            ("<a>&nbsp;</a>", "xml-unknown-entity", 3),
            ("<a x='&eacute;'/>", "xml-unknown-entity", 6),
            ("<a>&#xD800;</a>", "xml-invalid-character-reference", 3),
            ("<a>&#x110000;</a>", "xml-invalid-character-reference", 3),
            ("<a>&#99999999999999999999;</a>", "xml-invalid-character-reference", 3),
            ("<a>&#12a;</a>", "xml-invalid-character-reference", 3),
            ("<a>&#;</a>", "xml-invalid-character-reference", 3),
            ("<a>&#x;</a>", "xml-invalid-character-reference", 3),
            ("<a>&#X41;</a>", "xml-invalid-character-reference", 3),
            ("<a x=\"1\" x=\"2\"/>", "xml-duplicate-attribute", 9),
            ("<a x/>", "xml-attribute-without-value", 3),
            ("<a x y=\"1\"/>", "xml-attribute-without-value", 3),
            ("<a x=1/>", "xml-unquoted-attribute-value", 5),
            ("<a x=\"1\"y=\"2\"/>", "xml-missing-space-between-attributes", 8),
            ("<a x=\"1\" / >", "xml-unexpected-character-in-tag", 9),
            ("<a =\"1\"/>", "xml-unexpected-character-in-tag", 3),
            ("<a></ a>", "xml-unexpected-character-in-tag", 5),
            ("<a></a b>", "xml-unexpected-character-in-tag", 7),
            ("<a><!x></a>", "xml-invalid-markup-declaration", 3),
            ("<a><!DOCTYPE a></a>", "xml-misplaced-doctype", 3),
            ("<!DOCTYPE a><!DOCTYPE a><a/>", "xml-misplaced-doctype", 12),
            ("<a>x</a>y", "xml-content-after-root-element", 8),
            ("<a/><b/>", "xml-content-after-root-element", 4),
            ("<a/></a>", "xml-content-after-root-element", 4),
            ("<a/>\n<![CDATA[x]]>", "xml-content-after-root-element", 5),
            ("x<a/>", "xml-text-before-root-element", 0),
            ("  &amp;<a/>", "xml-text-before-root-element", 2),
            ("<![CDATA[x]]><a/>", "xml-text-before-root-element", 0),
            ("", "xml-missing-root-element", 0),
            ("  <!-- only a comment -->\n", "xml-missing-root-element", 26),
            ("</a>", "xml-unexpected-end-tag", 0),
        ])
    func malformed(xml: String, code: String, offset: Int) {
        let error = firstError(xml)
        #expect(error?.problem.code == code)
        #expect(error?.offset == offset)
    }

    @Test("problems carry the names and positions their messages need")
    func problemDetails() {
        #expect(firstError("<r>\n  <dict>\n  </array>") == XMLSyntaxError(
            .mismatchedEndTag(found: "array", expected: "dict", openedAt: SourcePosition(line: 2, column: 3, offset: 6)), at: 15))
        #expect(firstError("<r>\n  <dict>\n") == XMLSyntaxError(
            .unclosedElement(name: "dict", openedAt: SourcePosition(line: 2, column: 3, offset: 6)), at: 13))
        #expect(firstError("<a>&nbsp;</a>")?.problem == .unknownEntity(name: "nbsp"))
        #expect(firstError("<a>&#xD800;</a>")?.problem == .invalidCharacterReference(reference: "&#xD800;"))
        #expect(firstError("<a x='1' x='2'/>")?.problem == .duplicateAttribute(name: "x", tag: "a"))
        #expect(firstError("<a x=\"<\"/>")?.problem == .lessThanInAttributeValue(attribute: "x"))
        #expect(firstError("<a\tb='1'\n/ >")?.problem == .unexpectedCharacterInTag(character: "'/'", tag: "a"))
        #expect(firstError("<a></a\t=>")?.problem == .unexpectedCharacterInTag(character: "'='", tag: "/a"))
        #expect(firstError("<a\u{1}/>")?.problem == .unexpectedCharacterInTag(character: "character U+0001", tag: "a"))
    }

    @Test("messages name the elements and where they were opened")
    func messages() {
        let problem = XMLProblem.unclosedElement(name: "dict", openedAt: SourcePosition(line: 12, column: 5, offset: 300))
        #expect(problem.message.contains("the <dict> element opened at 12:5 is never closed"))
        let mismatch = XMLProblem.mismatchedEndTag(found: "array", expected: "dict", openedAt: SourcePosition(line: 2, column: 3, offset: 6))
        #expect(mismatch.message.contains("</array>"))
        #expect(mismatch.message.contains("<dict> element opened at 2:3"))
        #expect(XMLProblem.contentAfterRootElement.severity == .warning)
        #expect(XMLProblem.unescapedAmpersand.severity == .error)
    }

    @Test("after a problem every later call throws the same error")
    func errorsAreSticky() {
        var scanner = XMLScanner(bytes: Array("<a>&bad;</a>".utf8))
        var errors: [XMLSyntaxError] = []
        for _ in 0..<4 {
            do { _ = try scanner.next() } catch { errors.append(error) }
        }
        #expect(errors.count == 3)
        #expect(Set(errors) == [XMLSyntaxError(.unknownEntity(name: "bad"), at: 3)])
    }

    @Test("nesting deeper than the limit is a problem at the tag that goes too deep")
    func nestingLimit() {
        #expect(firstError("<a><a><a></a></a></a>", maximumDepth: 3) == nil)
        #expect(firstError("<a><a><a><a/></a></a></a>", maximumDepth: 3) == nil)
        #expect(firstError("<a><a><a><a></a></a></a></a>", maximumDepth: 3) == XMLSyntaxError(.nestingTooDeep(limit: 3), at: 9))
        let deep = String(repeating: "<a>", count: 100_000)
        #expect(firstError(deep)?.problem == .nestingTooDeep(limit: XMLScanner.defaultMaximumDepth))
    }

    // MARK: Truncation and damage

    static let completeDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd" [ <!ENTITY e "]>"> ]>
        <!-- a comment -->
        <plist version="1.0">
        <dict>
        \t<key>a &amp; b &#x1F600; &#233;</key>
        \t<string attr='x&lt;y' other="再见">😀 text <![CDATA[<raw> & ]]> more</string>
        \t<?pi data?><!-- inner -->
        \t<true/>
        </dict>
        </plist>
        """

    @Test("every prefix of a document is scanned without a crash, and only the whole document is well-formed")
    func everyPrefix() {
        let bytes = Array(Self.completeDocument.utf8)
        #expect(firstError(bytes) == nil)
        for length in 0..<bytes.count {
            let error = firstError(Array(bytes[0..<length]))
            #expect(error != nil, "prefix of \(length) bytes")
            if let error { #expect(error.offset >= 0 && error.offset <= length, "prefix of \(length) bytes") }
        }
    }

    @Test("prefixes that end after the root element are complete; a cut inside a trailing comment is not")
    func prefixesAfterRoot() {
        let bytes = Array("<r/>\n<!-- end -->\n".utf8)
        for length in 0...bytes.count {
            let error = firstError(Array(bytes[0..<length]))
            let complete = (4...5).contains(length) || length >= 17
            #expect((error == nil) == complete, "prefix of \(length) bytes")
        }
    }

    @Test("damaged documents never crash and report offsets inside the input", arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func damagedDocuments(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let original = Array(Self.completeDocument.utf8)
        let specials = Array("<>&;'\"/!?[]=-#x \n".utf8)
        for _ in 0..<300 {
            var bytes = original
            for _ in 0...random.next(below: 4) {
                let index = random.next(below: bytes.count)
                switch random.next(below: 3) {
                case 0: bytes[index] = specials[random.next(below: specials.count)]
                case 1: bytes.remove(at: index)
                default: bytes.insert(specials[random.next(below: specials.count)], at: index)
                }
            }
            var scanner = XMLScanner(bytes: bytes)
            var events = 0
            do {
                while try scanner.next() != nil { events += 1 }
            } catch {
                #expect(error.offset >= 0 && error.offset <= bytes.count)
            }
            #expect(events <= bytes.count)
        }
    }
}
