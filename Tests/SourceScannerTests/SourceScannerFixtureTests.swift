import Foundation
import StringsParser
import Testing
@testable import SourceScanner

/// The bytes of a source fixture in `Fixtures/Sources`.
func sourceFixture(_ name: String) throws -> [UInt8] {
    let directory = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/Sources")
    return Array(try Data(contentsOf: directory.appendingPathComponent(name)))
}

/// The names of every source fixture.
let sourceFixtureNames = [
    "PlayerViewController.swift", "LibraryView.swift", "InspectorView.swift", "Pitfalls.swift", "WrapperCell.swift",
    "PlayerCell.m", "CanvasView.m", "Pitfalls.m", "WrapperCell.m",
]

func language(of name: String) -> SourceLanguage {
    name.hasSuffix(".m") ? .objectiveC : .swift
}

func scanFixture(_ name: String, wrappers: [String] = []) throws -> SourceScanResult {
    SourceScanner.scan(try sourceFixture(name), file: name, language: language(of: name), wrappers: wrappers)
}

/// Scans a snippet of code.
func scan(_ code: String, _ language: SourceLanguage = .swift, wrappers: [String] = []) -> SourceScanResult {
    SourceScanner.scan(Array(code.utf8), file: "Snippet", language: language, wrappers: wrappers)
}

extension SourceReference {
    /// `12:59 label Localizable: key1 | key2 [api]` or `22:35 label literal: Player [api]`.
    var summary: String {
        let text: String
        switch value {
        case .lookup(let table, let keys): text = "\(table): " + keys.joined(separator: " | ")
        case .literal(let literal): text = "literal: " + literal
        }
        return "\(location.line):\(location.column) \(role) \(text) [\(construct)]"
    }
}

extension LookupReference {
    /// `12:59 Localizable: key`.
    var summary: String { "\(location.line):\(location.column) \(table): \(key)" }
}

extension SourceScanResult {
    var referenceSummaries: [String] { references.map(\.summary) }
    var lookupSummaries: [String] { lookups.map(\.summary) }
}

@Suite("Source scanner: fixtures")
struct SourceScannerFixtureTests {
    @Test("UIKit in Swift: assignments, ternaries, look-ups with tables and constants, getter overrides")
    func uiKitSwift() throws {
        let result = try scanFixture("PlayerViewController.swift")
        #expect(result.referenceSummaries == [
            "12:59 label Localizable: player.play.label [accessibilityLabel =]",
            "13:58 hint Accessibility: player.play.hint [accessibilityHint =]",
            "14:76 value Localizable: player.volume.value [accessibilityValue =]",
            "16:13 label Accessibility: player.cell.label [accessibilityLabel =]",
            "22:35 label literal: Player [accessibilityLabel =]",
            "24:33 hint Localizable: player.pause.hint [accessibilityHint =]",
            "25:33 hint Localizable: player.resume.hint [accessibilityHint =]",
            // A local assigned once and then set: its literal, where it is written.
            "26:21 label literal: Not a key [accessibilityLabel =]",
            "28:59 value Accessibility: player.progress.value [accessibilityValue =]",
            "29:77 label Localizable: player.bundle.label [accessibilityLabel =]",
            "30:60 hint Localizable: player.volume.hint [accessibilityHint =]",
            "40:33 label Localizable: shuffle.label [override var accessibilityLabel]",
            "46:38 hint Localizable: shuffle.off.hint [override var accessibilityHint]",
            "48:34 hint Localizable: shuffle.on.hint [override var accessibilityHint]",
            "53:31 value Localizable: shuffle.value [override var accessibilityValue]",
            "60:66 label Localizable: repeat.label [override var accessibilityLabel]",
            "63:47 hint Localizable: repeat.hint [accessibilityHint =]",
            "64:35 value literal: Off [accessibilityValue =]",
        ])
        // Every look-up, with the one that is not for accessibility (31:41).
        #expect(result.lookupSummaries == [
            "12:59 Localizable: player.play.label", "13:58 Accessibility: player.play.hint", "14:76 Localizable: player.volume.value",
            "16:13 Accessibility: player.cell.label", "24:33 Localizable: player.pause.hint", "25:33 Localizable: player.resume.hint",
            "28:59 Accessibility: player.progress.value", "29:77 Localizable: player.bundle.label", "30:60 Localizable: player.volume.hint",
            "31:41 Localizable: player.error.message", "40:33 Localizable: shuffle.label", "46:38 Localizable: shuffle.off.hint",
            "48:34 Localizable: shuffle.on.hint", "53:31 Localizable: shuffle.value", "60:66 Localizable: repeat.label",
            "63:47 Localizable: repeat.hint",
        ])
        #expect(result.references.allSatisfy { $0.location.file == "PlayerViewController.swift" })
    }

    @Test("SwiftUI: keys, tables, interpolations, specifiers, Text(verbatim:), variables, deprecated and help modifiers")
    func swiftUI() throws {
        let result = try scanFixture("LibraryView.swift")
        #expect(result.referenceSummaries == [
            "13:37 label Localizable: library.play.label [.accessibilityLabel(_:)]",
            "14:41 hint Accessibility: library.play.hint [.accessibilityHint(_:)]",
            "16:37 value Localizable: library.albums.value %@ | library.albums.value %lld | library.albums.value %lf [.accessibilityValue(_:)]",
            "18:44 label Localizable: library.shuffle.label [.accessibility(label:)]",
            "19:43 hint Accessibility: library.shuffle.hint [.accessibility(hint:)]",
            "20:23 hint Localizable: library.shuffle.help [.help(_:)]",
            "22:42 value Localizable: %.0f percent done [.accessibilityValue(_:)]",
            "23:52 label literal: Progress [.accessibilityLabel(_:)]",
            "27:28 hint Localizable: library.title.help [.help(_:)]",
            "29:49 hint Localizable: library.shuffle.on.hint [.accessibilityHint(_:)]",
            "29:77 hint Localizable: library.shuffle.off.hint [.accessibilityHint(_:)]",
            "31:60 label Localizable: library.recent.label [.accessibilityLabel(_:)]",
            "32:55 value Accessibility: library.recent.value %@ | library.recent.value %lld | library.recent.value %lf [.accessibilityValue(_:)]",
            "34:66 label Accessibility: library.resource.label [.accessibilityLabel(_:)]",
            "37:25 hint Accessibility: library.multiline.hint [.accessibilityHint(_:)]",
        ])
        // SwiftUI keys outside accessibility are look-ups too: Text, Button, Toggle, Label,
        // .navigationTitle; `100%` is doubled in an interpolated key.
        #expect(result.lookupSummaries == [
            "13:37 Localizable: library.play.label", "14:41 Accessibility: library.play.hint",
            "15:18 Localizable: %@ albums", "15:18 Localizable: %lf albums", "15:18 Localizable: %lld albums",
            "16:37 Localizable: library.albums.value %@", "16:37 Localizable: library.albums.value %lf",
            "16:37 Localizable: library.albums.value %lld", "17:20 Localizable: library.shuffle.title",
            "18:44 Localizable: library.shuffle.label", "19:43 Accessibility: library.shuffle.hint",
            "20:23 Localizable: library.shuffle.help", "22:42 Localizable: %.0f percent done", "27:28 Localizable: library.title.help",
            "28:20 Localizable: library.shuffle.toggle", "29:49 Localizable: library.shuffle.on.hint",
            "29:77 Localizable: library.shuffle.off.hint", "30:19 Localizable: library.recent", "31:60 Localizable: library.recent.label",
            "32:55 Accessibility: library.recent.value %@", "32:55 Accessibility: library.recent.value %lf",
            "32:55 Accessibility: library.recent.value %lld", "33:18 Localizable: 100%% %@", "33:18 Localizable: 100%% %lf",
            "33:18 Localizable: 100%% %lld", "34:66 Accessibility: library.resource.label", "37:25 Accessibility: library.multiline.hint",
            "43:26 Localizable: library.title",
        ])
    }

    @Test("UIKit in Objective-C: setters, dot syntax, table macros, constants, CF look-ups, getter overrides")
    func objectiveC() throws {
        let result = try scanFixture("PlayerCell.m")
        #expect(result.referenceSummaries == [
            "11:63 label Localizable: cell.play.label [setAccessibilityLabel:]",
            "12:71 hint Accessibility: cell.play.hint [setAccessibilityHint:]",
            "13:90 value Localizable: cell.volume.value [accessibilityValue =]",
            "14:77 label Accessibility: cell.title.label [accessibilityLabel =]",
            "15:81 hint Player: cell.detail.hint [accessibilityHint =]",
            "19:46 label literal: Share [setAccessibilityLabel:]",
            "20:44 label literal: Album artwork [accessibilityLabel =]",
            "23:78 label Localizable: cell.unlike.label [setAccessibilityLabel:]",
            "23:125 label Localizable: cell.like.label [setAccessibilityLabel:]",
            "24:88 label Localizable: cell.more.label [accessibilityLabel =]",
            "25:109 hint Accessibility: cell.queue.hint [accessibilityHint =]",
            "31:31 label Localizable: cell.accessibility.label [-accessibilityLabel]",
            "37:44 hint Accessibility: cell.pause.hint [-accessibilityHint]",
            "39:40 hint Accessibility: cell.play.hint [-accessibilityHint]",
        ])
        #expect(result.lookupSummaries == [
            "11:63 Localizable: cell.play.label", "12:71 Accessibility: cell.play.hint", "13:90 Localizable: cell.volume.value",
            "14:77 Accessibility: cell.title.label", "15:81 Player: cell.detail.hint", "23:78 Localizable: cell.unlike.label",
            "23:125 Localizable: cell.like.label", "24:88 Localizable: cell.more.label", "25:109 Accessibility: cell.queue.hint",
            "26:43 Localizable: cell.status.text", "31:31 Localizable: cell.accessibility.label", "37:44 Accessibility: cell.pause.hint",
            "39:40 Accessibility: cell.play.hint",
        ])
    }

    @Test("AppKit: setAccessibilityHelp is a hint, in Swift and Objective-C; getter methods; setter definitions and selectors are not references")
    func appKit() throws {
        let swift = try scanFixture("InspectorView.swift")
        #expect(swift.referenceSummaries == [
            "8:60 label Inspector: inspector.zoom.label [setAccessibilityLabel(_:)]",
            "9:59 hint Inspector: inspector.zoom.help [setAccessibilityHelp(_:)]",
            "10:42 value literal: 100% [setAccessibilityValue(_:)]",
            "12:31 hint Inspector: inspector.zoom.help.long [setAccessibilityHelp(_:)]",
            "19:27 label Inspector: inspector.view.label [override func accessibilityLabel()]",
            "23:34 hint Inspector: inspector.view.help [override func accessibilityHelp()]",
        ])
        #expect(swift.lookups.count == 5)
        let objectiveC = try scanFixture("CanvasView.m")
        #expect(objectiveC.referenceSummaries == [
            "8:65 label Canvas: canvas.label [setAccessibilityLabel:]",
            "9:64 hint Canvas: canvas.help [setAccessibilityHelp:]",
            "10:102 value Localizable: canvas.ruler.value [setAccessibilityValue:]",
            "11:66 hint Localizable: canvas.grid.help [setAccessibilityHelp:]",
            "18:40 hint Canvas: canvas.getter.help [-accessibilityHelp]",
        ])
        #expect(objectiveC.lookupSummaries == [
            "8:65 Canvas: canvas.label", "9:64 Canvas: canvas.help", "10:102 Localizable: canvas.ruler.value",
            "11:66 Localizable: canvas.grid.help", "18:40 Canvas: canvas.getter.help",
        ])
    }

    @Test("Swift pitfalls: comments, strings, raw and multi-line strings, interpolations, concatenation, dynamic keys")
    func swiftPitfalls() throws {
        let result = try scanFixture("Pitfalls.swift")
        #expect(result.referenceSummaries == [
            #"15:30 label literal: Play \(name.isEmpty ? "unknown" : name.uppercased()) (\(count)) [accessibilityLabel =]"#,
            "16:47 hint Localizable: pitfalls.after.strings [accessibilityHint =]",
            #"17:31 value literal: Raw "quoted" \(count) value [accessibilityValue =]"#,
            "19:48 label Localizable: pitfalls.after.tricky [accessibilityLabel =]",
            "20:29 hint literal: Multi-line hint with \"quotes\"\n  and indentation. [accessibilityHint =]",
            "25:48 label Accessibility: pitfalls.labels [accessibilityLabel =]",
            "26:48 value Localizable: pitfalls.bundle [accessibilityValue =]",
            "29:30 value literal: 😀 \t\"escaped\"\\ [accessibilityValue =]",
            ##"30:31 hint literal: Two hashes: "# and \#(count) stay [accessibilityHint =]"##,
        ])
        // Nothing from comments or strings; the concatenated key and the key inside an
        // interpolation are still look-ups; an interpolated key of NSLocalizedString is not.
        #expect(result.lookupSummaries == [
            "16:47 Localizable: pitfalls.after.strings", "19:48 Localizable: pitfalls.after.tricky",
            "25:48 Accessibility: pitfalls.labels", "26:48 Localizable: pitfalls.bundle",
            "28:48 Localizable: pitfalls.concatenated", "31:99 Localizable: pitfalls.nested.key",
        ])
    }

    @Test("Objective-C pitfalls: comments do not nest, character literals, joined literals with escapes, CFBridgingRelease")
    func objectiveCPitfalls() throws {
        let result = try scanFixture("Pitfalls.m")
        #expect(result.referenceSummaries == [
            "9:52 value Localizable: pitfalls.unnested [setAccessibilityValue:]",
            "12:50 label Localizable: pitfalls.after.char [accessibilityLabel =]",
            "13:31 hint literal: Line one\ncontinues \"here\" and AAé. [accessibilityHint =]",
            "15:77 value Localizable: pitfalls.cf [accessibilityValue =]",
            "16:59 label literal: %@ %@ [accessibilityLabel =]",
            "17:49 hint Localizable: pitfalls.concatenated [accessibilityHint =]",
        ])
        #expect(result.lookupSummaries == [
            "9:52 Localizable: pitfalls.unnested", "12:50 Localizable: pitfalls.after.char", "15:77 Localizable: pitfalls.cf",
            "17:49 Localizable: pitfalls.concatenated",
        ])
    }

    @Test("wrappers: dotted names, methods on literals, functions; configured, or discovered from their bodies")
    func wrappers() throws {
        let wrappers = ["L10n.tr", "localized", " A11yString "]
        let swift = try scanFixture("WrapperCell.swift", wrappers: wrappers)
        #expect(swift.referenceSummaries == [
            "12:38 label Localizable: wrapper.label [accessibilityLabel =, via L10n.tr]",
            "13:37 hint Accessibility: wrapper.hint [accessibilityHint =, via L10n.tr]",
            "14:30 value Localizable: wrapper.value [accessibilityValue =, via .localized]",
            "15:47 label Accessibility: wrapper.detail.label [accessibilityLabel =, via localized]",
            "17:51 label Localizable: wrapper.function [accessibilityLabel =, via localized]",
        ])
        // `tr(…)` without `L10n.` and `name.localized` (a variable) are not look-ups;
        // `Strings.L10n.tr` is.
        #expect(swift.lookupSummaries == [
            "12:38 Localizable: wrapper.label", "13:37 Accessibility: wrapper.hint", "14:30 Localizable: wrapper.value",
            "15:47 Accessibility: wrapper.detail.label", "17:51 Localizable: wrapper.function", "19:37 Localizable: wrapper.title",
        ])
        // The macro's body names its table: the configuration adds nothing to what is discovered.
        let objectiveC = try scanFixture("WrapperCell.m", wrappers: wrappers)
        #expect(objectiveC.referenceSummaries == [
            "8:45 label Accessibility: wrapper.objc.label [setAccessibilityLabel:, via A11yString]",
            "9:32 hint Localizable: wrapper.objc.hint [accessibilityHint =, via .localized]",
        ])
        // Without configuration, the wrappers the files define are still found: `L10n.tr`
        // and the macro; `localized`, defined nowhere, is not.
        #expect(try scanFixture("WrapperCell.swift").referenceSummaries == [
            "12:38 label Localizable: wrapper.label [accessibilityLabel =, via L10n.tr]",
            "13:37 hint Accessibility: wrapper.hint [accessibilityHint =, via L10n.tr]",
        ])
        #expect(try scanFixture("WrapperCell.m").lookupSummaries == ["8:45 Accessibility: wrapper.objc.label"])
    }
}
