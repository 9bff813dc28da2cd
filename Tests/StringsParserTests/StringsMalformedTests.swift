import Testing
@testable import StringsParser

/// Broken `.strings` input: every mistake has its location and message, the parser recovers on
/// the next line and keeps the rest of the file.
@Suite("Malformed strings files")
struct StringsMalformedTests {
    @Test("missing ';' after a value names the value's start and keeps both entries")
    func missingSemicolon() {
        let result = parseStrings("\"a\" = \"b\"\n\"c\" = \"d\";")
        #expect(result.pairs == ["a=b", "c=d"])
        #expect(result.summaries == ["1:10 error missing-semicolon"])
        #expect(result.diagnostics[0].message.hasPrefix("missing ';' after the value of \"a\" that starts at 1:7;"))
        #expect(result.diagnostics[0].message.hasSuffix("Apple's parser rejects the whole file, so none of its strings load at run time"))
    }

    @Test("Apple's parser stops at the first error: it is reported with how many follow, not each of them; warnings stay")
    func errorsAfterTheFirst() {
        // A ',' for every ';': two errors a line, forty lines.
        let text = (0..<40).map { "\"k\($0)\" = \"v\($0)\"," }.joined(separator: "\n") + "\n\"k1\" = \"again\";"
        let result = parseStrings(text)
        #expect(result.pairs.count == 41, "every entry is still read")
        #expect(result.summaries == ["1:12 error missing-semicolon", "41:1 warning duplicate-key"])
        #expect(result.diagnostics[0].message.hasSuffix(
            "none of its strings load at run time; 79 more errors after it are not listed, as Apple's parser stops at this one: fix it and audit again"))
        // One error alone says nothing more.
        #expect(!parseStrings("\"a\" = \"b\"\n\"c\" = \"d\";").diagnostics.contains { $0.message.contains("not listed") })
    }

    @Test("missing ';' at the end of the file is reported right after the value")
    func missingSemicolonAtEnd() {
        let result = parseStrings("\"a\" = \"b\"")
        #expect(result.pairs == ["a=b"])
        #expect(result.summaries == ["1:10 error missing-semicolon"])
    }

    @Test("a missing closing quote swallows the next line: reported with a hint, and the next entry is recovered")
    func missingClosingQuote() {
        let result = parseStrings("\"a\" = \"b;\n\"c\" = \"d\";\n\"e\" = \"f\";")
        #expect(result.pairs == ["c=d", "e=f"])
        #expect(result.summaries == ["2:2 error missing-semicolon"])
        #expect(result.diagnostics[0].message.contains("is a closing quote missing?"))
    }

    @Test("an unterminated string at the end of the file")
    func unterminatedString() {
        let result = parseStrings("\"a\" = \"b\";\n\"c\" = 'd;\n")
        #expect(result.pairs == ["a=b"])
        #expect(result.summaries == ["2:7 error unterminated-string"])
        #expect(result.diagnostics[0].message.hasPrefix("this string is never closed: add the closing '"))
    }

    @Test("an unterminated key")
    func unterminatedKey() {
        let result = parseStrings("\"a\" = \"b\";\n\"c")
        #expect(result.pairs == ["a=b"])
        #expect(result.summaries == ["2:1 error unterminated-string"])
    }

    @Test("a backslash as the last character")
    func unterminatedEscape() {
        let result = parseStrings("\"a\" = \"b\\")
        #expect(result.entries.isEmpty)
        #expect(result.summaries == ["1:9 error unterminated-escape"])
    }

    @Test("an unterminated comment: Apple ignores the rest of the file, an error if entries are lost")
    func unterminatedComment() {
        let lossy = parseStrings("\"a\" = \"b\";\n/* note\n\"c\" = \"d\";")
        #expect(lossy.pairs == ["a=b"])
        #expect(lossy.summaries == ["2:1 error unterminated-comment"])
        let harmless = parseStrings("\"a\" = \"b\";\n/* just a note")
        #expect(harmless.pairs == ["a=b"])
        #expect(harmless.summaries == ["2:1 warning unterminated-comment"])
        // A comment inside the previous entry does not stand in for the unclosed one.
        let afterInnerComment = parseStrings("\"a\" /* m */ = \"x\"; /* unclosed\n\"b\" = \"y\";")
        #expect(afterInnerComment.summaries == ["1:20 error unterminated-comment"])
    }

    @Test("a stray '=' where the value should be")
    func strayEquals() {
        let result = parseStrings("\"a\" = = \"b\";\n\"c\" = \"d\";")
        #expect(result.pairs == ["c=d"])
        #expect(result.summaries == ["1:7 error missing-value"])
        #expect(result.diagnostics[0].message.hasPrefix("expected a quoted value after '=' of the key \"a\", found '='"))
    }

    @Test("a key followed by something other than '=' or ';'")
    func missingEquals() {
        let result = parseStrings("\"a\" \"b\";\n\"c\" = \"d\";")
        #expect(result.pairs == ["c=d"])
        #expect(result.summaries == ["1:5 error expected-equals"])
        #expect(result.diagnostics[0].message.hasPrefix("expected '=' after the key \"a\", found '\"'"))
    }

    @Test("junk between entries: Apple stops reading silently, the message counts the entries lost")
    func junkBetweenEntries() {
        let result = parseStrings("\"a\" = \"b\";\n!!! junk\n\"c\" = \"d\";\n\"e\" = \"f\";")
        #expect(result.pairs == ["a=b", "c=d", "e=f"])
        #expect(result.summaries == ["2:1 error stray-text"])
        #expect(result.diagnostics[0].message
            == "unexpected '!' where a key should start: Apple's parser silently stops reading here, so the 2 entries after it are lost at run time")
    }

    @Test("a doubled ';' also stops Apple's parser")
    func doubledSemicolon() {
        let result = parseStrings("\"a\" = \"b\";;\n\"c\" = \"d\";")
        #expect(result.pairs == ["a=b", "c=d"])
        #expect(result.summaries == ["1:11 error stray-text"])
        #expect(result.diagnostics[0].message.contains("the entry after it is lost at run time"))
    }

    @Test("junk before the first entry makes Apple reject the file")
    func junkAtStart() {
        let result = parseStrings("= \"a\" = \"b\";\n\"c\" = \"d\";")
        #expect(result.pairs == ["a=b", "c=d"])
        #expect(result.summaries == ["1:1 error stray-text"])
        #expect(result.diagnostics[0].message.hasPrefix("unexpected '=' where the first key should start;"))
    }

    @Test("the key is the last thing in the file, or '=' is")
    func truncatedEntries() {
        #expect(parseStrings("\"a\" = \"b\";\n\"c\"").summaries == ["2:1 error expected-equals"])
        #expect(parseStrings("\"a\" = \"b\";\n\"c\" =  ").summaries == ["2:5 error missing-value"])
    }

    @Test("a value that is a dictionary, list or data is reported and skipped", arguments: [
        "\"x\" = { \"k\" = \"v\"; };", "\"x\" = ( \"a\", \"b\" );", "\"x\" = <0fbd77>;", "\"x\" = { \"k\" = ( \"})\" ); };",
    ])
    func nonTextValue(value: String) {
        let result = parseStrings("\(value)\n\"c\" = \"d\";")
        #expect(result.pairs == ["c=d"])
        #expect(result.summaries == ["1:7 error value-not-text"])
    }

    @Test("braces: a missing '}' and text after the '}'")
    func braceProblems() {
        let unclosed = parseStrings("{ \"a\" = \"b\";\n")
        #expect(unclosed.pairs == ["a=b"])
        #expect(unclosed.summaries == ["2:1 error missing-closing-brace"])
        let junk = parseStrings("{ \"a\" = \"b\"; }\n\"c\" = \"d\";")
        #expect(junk.pairs == ["a=b"])
        #expect(junk.summaries == ["2:1 error text-after-table"])
        let stray = parseStrings("{ \"a\" = \"b\"; ! }")
        #expect(stray.summaries == ["1:14 error stray-text"])
    }

    @Test("a file holding a list is not a table")
    func listFile() {
        #expect(parseStrings("( \"a\", \"b\" )").summaries == ["1:1 error not-a-table"])
    }

    @Test("every prefix of a broken file parses without trapping, and the parser always ends")
    func everyPrefix() {
        let source = Array("""
            /* c */ "a" = "b\\U00e9\\351"; 'q' = x.y;
            { "k" = ( "v", <0a0b> ); } "u\\UD83D" = "\\
            // end
            """.utf8)
        for length in 0...source.count {
            let result = StringsFileParser.parse(Array(source[0..<length]), file: "t")
            #expect(result.entries.count <= 4)
        }
    }

    @Test("invalid UTF-8 is an error naming the byte offset, and the rest of the file is still read")
    func invalidUTF8() {
        var bytes = Array("\"a\" = \"caf".utf8)
        bytes.append(0xE9)  // Latin-1 é
        bytes += Array("\";\n\"b\" = \"c\";".utf8)
        let result = StringsFileParser.parse(bytes, file: "t")
        #expect(result.pairs == ["a=caf\u{FFFD}", "b=c"])
        #expect(result.summaries == ["1:11 error invalid-utf8"])
        #expect(result.diagnostics[0].message.hasPrefix("byte 0xE9 at byte offset 10 is not valid UTF-8;"))
    }
}
