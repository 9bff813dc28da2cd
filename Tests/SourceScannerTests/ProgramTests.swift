import Foundation
import StringsParser
import Testing
@testable import SourceScanner

/// Scans a fixture program of `Fixtures/Programs/<name>`, every file of it, as one program.
func scanProgram(
    _ name: String, wrappers: [String] = [], tableKeys: [String: [String]] = [:], literalKeys: [String: [String]] = [:]
) throws -> CodeIndex {
    let directory = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/Programs/\(name)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let sources = try names.compactMap { file -> CodeScanning.Source? in
        guard let dot = file.lastIndex(of: "."), let kind = CodeScanning.kind(ofExtension: file[file.index(after: dot)...]) else { return nil }
        return CodeScanning.Source(path: "\(name)/\(file)", kind: kind, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(file))))
    }
    return CodeScanning.index(sources, wrappers: wrappers, tableKeys: { tableKeys }, literalKeys: literalKeys)
}

extension CodeIndex {
    /// `File.swift:12:9 label Table: key [api, via X]`, file names without their folder.
    var referenceSummaries: [String] {
        references.map { reference in
            let text: String
            switch reference.value {
            case .lookup(let table, let keys): text = "\(table): " + keys.joined(separator: " | ")
            case .literal(let literal): text = "literal: " + literal
            }
            let file = reference.location.file.split(separator: "/").last.map(String.init) ?? reference.location.file
            return "\(file):\(reference.location.line):\(reference.location.column) \(reference.role) \(text) [\(reference.construct)]"
        }
    }

    /// `Table: key`, sorted, each once.
    var usedKeys: [String] { Array(Set(lookups.map { "\($0.table): \($0.key)" })).sorted() }

    /// `Table: key = text (File.swift:line)`.
    var defaultSummaries: [String] {
        defaultTexts.map { "\($0.table): \($0.key) = \($0.text) (\($0.location.map { "\($0.file.split(separator: "/").last ?? ""):\($0.line)" } ?? "?"))" }
    }
}

@Suite("Source scanner: a program's accessors and wrappers")
struct ProgramTests {
    @Test("SwiftGen: flat and structured accessors, static functions, fallback texts, tr through trIn")
    func swiftGen() throws {
        let index = try scanProgram("SwiftGen")
        #expect(index.referenceSummaries == [
            "EpisodeView.swift:10:37 label Accessibility: play_button [.accessibilityLabel(_:), via A11yStrings.playButton]",
            "EpisodeView.swift:11:36 hint Accessibility: play_hint [.accessibilityHint(_:), via A11yStrings.playHint]",
            "EpisodeView.swift:13:37 value Accessibility: time_left [.accessibilityValue(_:), via A11yStrings.timeLeft]",
            "EpisodeView.swift:15:42 label Localizable: episode.toolbar.download [.accessibilityLabel(_:), via L10n.Episode.Toolbar.download]",
            "EpisodeView.swift:16:36 hint Localizable: episode.toolbar.download_hint [.accessibilityHint(_:), via L10n.Episode.Toolbar.downloadHint]",
        ])
        // The accessors' definitions are no use: their uses are (the placeholder's too, and
        // SwiftUI's `Text("\\(minutes)")`, a key of specifiers).
        #expect(index.usedKeys == [
            "Accessibility: play_button",
            "Accessibility: play_hint",
            "Accessibility: time_left",
            "Localizable: %@",
            "Localizable: %lf",
            "Localizable: %lld",
            "Localizable: episode.toolbar.download",
            "Localizable: episode.toolbar.download_hint",
            "Localizable: search_hint",
        ])
        #expect(index.defaultSummaries == [
            "Accessibility: play_button = Play (Strings.swift:8)", "Accessibility: play_hint = Starts the episode. (Strings.swift:10)",
            "Accessibility: time_left = %@ minutes left (Strings.swift:13)",
        ])
        #expect(index.wrappers == ["A11yStrings.tr", "L10n.tr", "L10n.trIn"])
    }

    @Test("an accessor enum: static members defined by look-ups with their English text, functions, what is not a string")
    func accessorEnum() throws {
        let index = try scanProgram("AccessorEnum")
        #expect(index.referenceSummaries == [
            "TabCell.swift:8:42 label Localizable: share.label [accessibilityLabel =, via UserText.shareLabel]",
            "TabCell.swift:9:41 hint Localizable: share.hint [accessibilityHint =, via UserText.shareHint]",
            "TabCell.swift:10:42 label Localizable: tab.close [accessibilityLabel =, via UserText.closeTab]",
            "TabCell.swift:11:30 label Localizable: tab.open [accessibilityLabel =, via UserText.openTab]",
        ])
        #expect(index.defaultSummaries == [
            "Localizable: share.hint = Tap to share the page (UserText.swift:6)", "Localizable: share.label = Share (UserText.swift:5)",
            "Localizable: tab.close = Close tab (UserText.swift:7)", "Localizable: tab.open = Open tab %@ (UserText.swift:10)",
        ])
    }

    @Test("wrappers found from their bodies: functions with their table, wrappers of wrappers, String extensions, enum raw values")
    func wrappers() throws {
        let index = try scanProgram("Wrappers")
        #expect(index.referenceSummaries == [
            "PlayerControls.swift:11:60 label App: Play [accessibilityLabel =, via AppLocalizedString]",
            "PlayerControls.swift:12:58 label VoiceOver: close.label [accessibilityLabel =, via VoiceOverString]",
            "PlayerControls.swift:13:41 hint Localizable: close.hint [accessibilityHint =, via .localized]",
            "PlayerControls.swift:14:43 label Accessibility: player.repeat [accessibilityLabel =, via .text]",
            "PlayerControls.swift:15:44 label Accessibility: shuffle [accessibilityLabel =, via .text]",
            "PlayerControls.swift:16:43 hint Settings: shuffle.hint [accessibilityHint =, via String.localized]",
        ])
        // `decorated(_:badge:)` formats its parameter: no wrapper, so "Inbox" is no key; a
        // wrapper that builds its key (`"player." + key`) says nothing of its callers' keys.
        #expect(index.wrappers == ["A11yKey.text", "AppLocalizedString", "String.localized", "String.localized", "VoiceOverString"])
        #expect(!index.usedKeys.contains { $0.hasSuffix("Inbox") || $0.hasSuffix("controls.hint") })
    }

    @Test("Objective-C: class methods as accessors, method and macro wrappers, a category on NSString, Swift accessors")
    func objectiveC() throws {
        let index = try scanProgram("ObjectiveC")
        #expect(index.referenceSummaries == [
            "PlayerController.m:7:43 label Localizable: player.play.label [accessibilityLabel =, via AppStrings.playLabel]",
            "PlayerController.m:8:56 label App: pause.label [setAccessibilityLabel:, via AppString]",
            "PlayerController.m:9:67 hint Player: next.hint [accessibilityHint =, via [AppStrings stringForKey:]]",
            "PlayerController.m:10:44 label Localizable: stop.label [accessibilityLabel =, via .localizedString]",
            "PlayerController.m:11:43 label Localizable: a11y_video_call [accessibilityLabel =, via L10n.a11yVideoCall]",
            "PlayerController.m:12:44 hint Localizable: a11y_call_help [setAccessibilityHelp:, via L10n.a11yCallHelp]",
        ])
    }

    @Test("R.swift: generated accessors resolved against the tables' keys")
    func rSwift() throws {
        let keys = ["Localizable": ["skip.back.label", "skip_back"], "Accessibility": ["skipBack.hint"]]
        let index = try scanProgram("RSwift", tableKeys: keys)
        #expect(index.referenceSummaries == [
            "NowPlayingView.swift:7:33 label Localizable: skip.back.label [.accessibilityLabel(_:), via R.string.localizable.skipBackLabel]",
            "NowPlayingView.swift:8:32 hint Accessibility: skipBack.hint [.accessibilityHint(_:), via R.string.accessibility.skipBackHint]",
        ])
        #expect(try scanProgram("RSwift").references.isEmpty)
        #expect(GeneratedKeyNames.identifier(for: "skip_back.label") == "skip_backLabel")
        #expect(GeneratedKeyNames.identifier(for: "URL title") == "urlTitle")
        #expect(GeneratedKeyNames.identifier(for: "Play") == "play")
        #expect(GeneratedKeyNames.identifier(for: "1st place") == "stPlace")
    }

    @Test("the tables' keys are asked for only by a program that uses R.swift's accessors")
    func tableKeysAskedForOnlyWhenNeeded() throws {
        var asked = 0
        let keys = { () -> [String: [String]] in
            asked += 1
            return ["Localizable": ["skip.back.label"]]
        }
        func scan(_ name: String) throws -> CodeIndex {
            let directory = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/Programs/\(name)")
            let sources = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().filter { $0.hasSuffix(".swift") }.map {
                CodeScanning.Source(path: $0, kind: .code(.swift), bytes: Array(try Data(contentsOf: directory.appendingPathComponent($0))))
            }
            return CodeScanning.index(sources, tableKeys: keys)
        }
        _ = try scan("SwiftGen")
        #expect(asked == 0)
        #expect(try scan("RSwift").references.count == 1)
        #expect(asked == 1)
    }

    @Test("data flow within a function or type: locals, properties, branches, ??, formats, custom actions, getters, arguments")
    func dataFlow() throws {
        let index = try scanProgram("DataFlow")
        #expect(index.referenceSummaries == [
            "NotLabels.swift:14:59 label literal: Long [accessibilityLabel =]",
            "NotLabels.swift:14:68 label literal: Short [accessibilityLabel =]",
            "PlayerViewController.swift:8:29 label Localizable: stop [accessibilityLabel =, via L10n.stop]",
            "PlayerViewController.swift:12:33 label Localizable: pause [accessibilityLabel =, via L10n.pause]",
            "PlayerViewController.swift:12:46 label Localizable: play [accessibilityLabel =, via L10n.play]",
            "PlayerViewController.swift:17:20 hint Localizable: unfavorite [accessibilityHint =, via L10n.unfavorite]",
            "PlayerViewController.swift:19:20 hint Localizable: favorite [accessibilityHint =, via L10n.favorite]",
            "PlayerViewController.swift:22:50 label Localizable: unnamed [accessibilityLabel =, via L10n.unnamed]",
            "PlayerViewController.swift:23:52 value Localizable: volume %lld [accessibilityValue =, via L10n.volume]",
            "PlayerViewController.swift:24:69 hint Localizable: position [accessibilityHint =, via L10n.position]",
            "PlayerViewController.swift:25:56 label Localizable: delete [UIAccessibilityCustomAction(name:), via L10n.delete]",
            "PlayerViewController.swift:34:15 label Localizable: speed [override var accessibilityLabel, via L10n.speed]",
            "PlayerViewController.swift:40:20 value Localizable: state.on [override var accessibilityValue, via L10n.on]",
            "PlayerViewController.swift:42:16 value Localizable: state.off [override var accessibilityValue, via L10n.off]",
            "QueueView.swift:9:42 label Localizable: more [.accessibilityLabel(_:), via L10n.more]",
            "QueueView.swift:10:49 inputLabel Localizable: more [accessibilityInputLabels, via L10n.more]",
            "QueueView.swift:10:66 inputLabel Localizable: Options [accessibilityInputLabels]",
            "QueueView.swift:13:48 label Localizable: download [DownloadButton(accessibilityLabel:), via L10n.download]",
            "QueueView.swift:18:27 label Localizable: queue [.accessibilityLabel(_:), via L10n.queue]",
            "QueueView.swift:18:47 label Localizable: queue [.accessibilityLabel(_:), via L10n.queue]",
        ])
    }

    @Test("a file that only calls a wrapper found elsewhere is read in full; other files are searched for accessors and literal keys")
    func promotion() throws {
        let index = try scanProgram("Promotion", literalKeys: ["Localizable": ["settings.title"], "Player": ["player.pause"]])
        #expect(index.referenceSummaries == [
            "Controls.swift:7:47 label Player: player.pause [accessibilityLabel =, via PlayerText.pause]",
            "Controls.swift:7:66 label Player: player.play [accessibilityLabel =, via PlayerText.play]",
        ])
        // One look-up per key and file; a comment's mention counts (a use too many is harmless).
        #expect(index.lookups.map { "\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line) \($0.table): \($0.key)" } == [
            "Controls.swift:7 Player: player.pause", "Controls.swift:7 Player: player.play", "Settings.swift:6 Localizable: settings.title",
            "Settings.swift:8 Player: player.play", "Settings.swift:9 Player: player.pause",
        ])
    }

    @Test("a call fits a wrapper's declaration: labels, defaults, variadics, receivers")
    func binding() {
        let parameters = [
            DeclaredParameter(label: nil, name: "table", isVariadic: false, hasDefault: false),
            DeclaredParameter(label: nil, name: "key", isVariadic: false, hasDefault: false),
            DeclaredParameter(label: nil, name: "args", isVariadic: true, hasDefault: false),
            DeclaredParameter(label: "fallback", name: "value", isVariadic: false, hasDefault: true),
        ]
        let wrapper = WrapperTemplate(
            name: "tr", kind: .swiftFunction, owner: ["L10n"], parameters: parameters, isStatic: true, key: .parameter(1),
            table: .parameter(0), defaultValue: .parameter(3))
        func call(_ labels: [String?], receiver: CodeValue? = .path(["L10n"]), scope: [String] = []) -> CodeCall {
            CodeCall(receiver: receiver, name: "tr", arguments: labels.map { CodeArgument(label: $0, value: nil, offset: 0) }, scope: scope)
        }
        #expect(wrapper.bind(call([nil, nil])) == [[0], [1], [], []])
        #expect(wrapper.bind(call([nil, nil, nil, nil, "fallback"])) == [[0], [1], [2, 3], [4]])
        #expect(wrapper.bind(call([nil])) == nil)
        #expect(wrapper.bind(call([nil, "key"])) == nil)
        #expect(wrapper.bind(call([nil, nil], receiver: nil)) == nil)
        #expect(wrapper.bind(call([nil, nil], receiver: nil, scope: ["L10n"])) == [[0], [1], [], []])
    }
}
