import Testing
@testable import HintGrammar

@Suite("Suppression directives: which files are read for them")
struct SourceSuppressionKindTests {
    @Test("code and Interface Builder files are told by their extension, in any case; other files are not read", arguments: [
        ("App/Player.swift", SourceSuppression.Kind.code), ("App/PLAYER.SWIFT", .code), ("a.m", .code), ("a.mm", .code), ("a.h", .code),
        ("a.c", .code), ("a.Cpp", .code), ("App/Main.storyboard", .interfaceBuilder), ("Cell.XIB", .interfaceBuilder),
        ("App/en.lproj/Localizable.strings", nil), ("App/Localizable.xcstrings", nil), ("Makefile", nil), ("App.swift/notes", nil),
        ("a.swiftx", nil), ("a.", nil), ("Ünïcode/é.swift", .code),
    ])
    func kinds(path: String, expected: SourceSuppression.Kind?) {
        #expect(SourceSuppression.Kind(path: path) == expected)
    }
}
