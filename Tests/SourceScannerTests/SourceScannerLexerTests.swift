import Testing
import TestSupport
@testable import SourceScanner

/// Lexes `code` and returns its tokens with their literals and bytes.
func lex(_ code: String, _ language: SourceLanguage = .swift) -> (source: TokenizedSource, bytes: [UInt8]) {
    let bytes = Array(code.utf8)
    let source = bytes.withUnsafeBufferPointer { SourceLexer.tokenize($0, from: 0, language: language) }
    return (source, bytes)
}

/// The segments of every string literal, in order (nested ones after their outer string).
func literalSegments(_ code: String, _ language: SourceLanguage = .swift) -> [[String]] {
    lex(code, language).source.literals.map(\.segments)
}

/// The text of every identifier token.
func identifiers(_ code: String, _ language: SourceLanguage = .swift) -> [String] {
    let (source, bytes) = lex(code, language)
    return source.tokens.filter { $0.kind == .identifier }.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
}

@Suite("Source scanner: lexer")
struct SourceScannerLexerTests {
    @Test("Swift escapes: \\n \\t \\\" \\\\ \\0 \\' \\u{…}; an unknown escape keeps its backslash")
    func swiftEscapes() {
        #expect(literalSegments(#"let a = "a\n\t\"\\\u{1F600}\u{E9}\0\'""#) == [["a\n\t\"\\😀é\0'"]])
        #expect(literalSegments(#""\q \u{110000} \u{zz}""#) == [["\\q \u{FFFD} \\u{zz}"]])
    }

    @Test("raw strings: escapes only with the delimiter's hashes; quotes inside")
    func rawStrings() {
        #expect(literalSegments(##"#"a\nb "c""#"##) == [[#"a\nb "c""#]])
        #expect(literalSegments(##"#"a\#nb"#"##) == [["a\nb"]])
        #expect(literalSegments(###"##"a"#b\#(x)\##(y)"##"###).map(\.count) == [2])
        #expect(literalSegments(###"##"a"#b\#(x)\##(y)"##"###) == [[##"a"#b\#(x)"##, ""]])
    }

    @Test("multi-line strings: indentation of the closing delimiter, blank lines, continuation, CRLF")
    func multiline() {
        let code = "let x = \"\"\"\r\n    one\r\n\r\n      two \\\r\n    three\r\n    \"\"\"\r\nlet y = 1"
        #expect(literalSegments(code) == [["one\n\n  two three"]])
        #expect(identifiers(code) == ["let", "x", "let", "y"])
        #expect(literalSegments("\"\"\"\n\"\"\"") == [[""]])
        #expect(literalSegments("\"\"\"\n  a \"quoted\" \"\" b\n  \"\"\"") == [["a \"quoted\" \"\" b"]])
        #expect(literalSegments("#\"\"\"\n  a\\nb \"\"\" c\n  \"\"\"#") == [["a\\nb \"\"\" c"]])
    }

    @Test("interpolations: segments between them, nested strings and parentheses, tokens inside")
    func interpolations() {
        let code = #"let s = "a\(f("c)", d[")"]))e\(x)" + y"#
        let (source, _) = lex(code)
        #expect(source.literals.map(\.segments) == [["a", "e", ""], ["c)"], [")"]])
        let outer = source.literals[0]
        #expect(outer.interpolations.count == 2)
        #expect(outer.isTerminated)
        #expect(identifiers(code) == ["let", "s", "f", "d", "x", "y"])
        // The string token's sibling is the `+` after it, past its interpolations' tokens.
        #expect(source.tokens[outer.tokenEnd].kind == .operatorSymbol)
    }

    @Test("a single-line string ends at a line break, also inside an interpolation; multi-line interpolations may span lines")
    func unterminated() {
        let (source, _) = lex("let a = \"abc\nlet b = \"x\\(y\n + z)\"\nlet c = 1")
        #expect(source.literals.map(\.isTerminated) == [false, false, false])
        #expect(identifiers("let a = \"abc\nlet b = 1") == ["let", "a", "let", "b"])
        let multi = lex("let a = \"\"\"\n  x\\(f(\n 1))y\n  \"\"\"")
        #expect(multi.source.literals.map(\.segments) == [["x", "y"]])
        #expect(multi.source.literals[0].isTerminated)
    }

    @Test("comments: Swift block comments nest, Objective-C ones do not; comment markers inside strings are text")
    func comments() {
        #expect(identifiers("/* a /* b */ c */ x // y\nz") == ["x", "z"])
        #expect(identifiers("/* a /* b */ c */ x", .objectiveC) == ["c", "x"])
        #expect(literalSegments(#"let s = "// not /* a comment""#) == [["// not /* a comment"]])
        #expect(identifiers("a /* unterminated") == ["a"])
    }

    @Test("Objective-C literals: @\"\" and C strings joined across comments and lines, C escapes")
    func objectiveCLiterals() {
        #expect(literalSegments("x = @\"a\" \"b\" /* c */\n  @\"d\";", .objectiveC) == [["abd"]])
        #expect(literalSegments(#"s = "\x41\101\u00e9\U0001F600\q\?\e";"#, .objectiveC) == [["AAé😀q?\u{1B}"]])
        #expect(literalSegments("s = \"one \\\ntwo\";", .objectiveC) == [["one two"]])
        #expect(literalSegments(#"s = L"wide" "tail"; t = u8"narrow";"#, .objectiveC) == [["widetail"], ["narrow"]])
        let (source, _) = lex("a = @\"x\"; b = @\"y\";", .objectiveC)
        #expect(source.literals.map(\.segments) == [["x"], ["y"]])
    }

    @Test("Objective-C character literals do not open strings; C++ raw strings keep their text")
    func charactersAndRawStrings() {
        #expect(literalSegments(#"char c = '"'; NSString *s = @"after";"#, .objectiveC) == [["after"]])
        #expect(literalSegments(#"char c = '\''; s = "x";"#, .objectiveC) == [["x"]])
        #expect(literalSegments(#"auto r = R"x(a"b)" \n)x"; s = "y";"#, .objectiveC) == [[#"a"b)" \n"#], ["y"]])
        #expect(literalSegments(#"auto r = R"(never closed"#, .objectiveC) == [["never closed"]])
    }

    @Test("Swift regular expression literals, backquoted names, operators and numbers")
    func otherTokens() {
        let (source, bytes) = lex(#"let r = #/a"b/#; let `default` = x?.y ?? 1.5e3..<2"#)
        #expect(source.literals.isEmpty)
        #expect(source.tokens.contains { $0.kind == .other })
        let operators = source.tokens.filter { $0.kind == .operatorSymbol }.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        #expect(operators == ["=", "=", "?", "??", "..<"])
        #expect(identifiers(#"let `default` = 1"#) == ["let", "default"])
    }

    @Test("interpolations nested past the limit are read as text, without recursing further")
    func deepInterpolation() {
        let depth = 200
        let code = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
        let (source, _) = lex(code)
        /// How many literals are nested in the literal of the string token at `index`, itself included.
        func nesting(_ index: Int) -> Int {
            let literal = source.literals[source.tokens[index].literal]
            var deepest = 0
            for interpolation in literal.interpolations {
                // Direct children only: skip each inner string's own interpolations.
                var token = interpolation.tokens.lowerBound
                while token < interpolation.tokens.upperBound {
                    if source.tokens[token].kind == .string {
                        deepest = max(deepest, nesting(token))
                        token = source.literals[source.tokens[token].literal].tokenEnd
                    } else {
                        token += 1
                    }
                }
            }
            return 1 + deepest
        }
        #expect(nesting(0) == SourceLexer.maximumInterpolationDepth + 1)
        #expect(source.tokens.last.map { $0.end <= code.utf8.count } == true)
    }
}

@Suite("Source scanner: literals read at once")
struct PlainLiteralLexingTests {
    @Test("a literal without escapes or line breaks, read at once, lexes as the general reading does, on generated Swift")
    func plainLiteralsLexAsBefore() {
        var generator = SeededGenerator(seed: 2_024)
        let pieces = [
            "\"", "#\"", "\"#", "##\"", "\"##", "\\", "\\(", "\\#(", ")", "(", "\n", "\r\n", "\"\"\"", "a", "key_label", " ", "é", "😀",
            "L10n.tr(\"Localizable\", \"cancel\")", "\\n", "\\u{41}", "//", "/*", "*/", "`x`", "#/re/#", "1.5", "\t",
        ]
        for _ in 0..<2_000 {
            let code = (0..<generator.next(below: 24)).map { _ in generator.pick(pieces) }.joined()
            let bytes = Array(code.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let atOnce = SourceLexer.tokenize(buffer, from: 0, language: .swift)
                let general = SourceLexer.tokenize(buffer, from: 0, language: .swift, readsPlainLiteralsAtOnce: false)
                #expect(atOnce == general, "\(code)")
            }
        }
    }
}
