import Testing
import Foundation
@testable import SourceScanner
import StringsParser

@Test func zzDebug() throws {
    let path = ProcessInfo.processInfo.environment["DEBUG_FILE"] ?? ""
    guard !path.isEmpty else { return }
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    if let prefix = ProcessInfo.processInfo.environment["DEBUG_PREFIXES"] {
        for length in 0...bytes.count {
            for lang in [SourceLanguage.swift, .objectiveC] {
                FileHandle.standardError.write("TRY \(length) \(lang)\n".data(using: .utf8)!)
                _ = SourceScanner.scan(Array(bytes[..<length]), file: "F", language: lang)
            }
        }
        return
    }
    let lang: SourceLanguage = path.hasSuffix(".swift") ? .swift : .objectiveC
    let result = SourceScanner.scan(bytes, file: path, language: lang)
    for r in result.referenceSummaries { print("REF", r) }
    for r in result.lookupSummaries { print("LOOKUP", r) }

    let analysis = SourceScanner().analyze(bytes, file: path, language: lang)
    for f in analysis.functions { print("FUNC", f.owner, f.name, f.kind, f.parameters.map(\.name), f.bodyValues) }
    for a in analysis.accessors { print("ACC", a.path, a.values) }
}

@Test func zzDebugDir() throws {
    let dir = ProcessInfo.processInfo.environment["DEBUG_DIR"] ?? ""
    guard !dir.isEmpty else { return }
    let walk = FileWalker.files(under: [dir], options: DiscoveryOptions(), currentDirectory: dir, accepting: { CodeScanning.isSourceExtension($0) })
    var analyses: [FileAnalysis] = []
    let scanner = SourceScanner()
    for file in walk.files.sorted(by: { $0.path < $1.path }) {
        guard let dot = file.path.lastIndex(of: "."), let lang = SourceLanguage(fileExtension: file.path[file.path.index(after: dot)...]) else { continue }
        analyses.append(scanner.analyze(Array(try Data(contentsOf: URL(fileURLWithPath: file.absolutePath))), file: file.path, language: lang))
    }
    let resolver = CodeResolver(files: analyses, configured: ConfiguredWrappers([]))
    for (name, templates) in resolver.wrappers.sorted(by: { $0.key < $1.key }) { for t in templates { print("WRAPPER", name, t.displayName, t.key, t.table, t.defaultValue as Any) } }
    for (index, analysis) in analyses.enumerated() {
        for use in analysis.uses {

            let resolved = resolver.resolve(use.value, file: index, depth: 0)
            if resolved.isEmpty { print("UNRESOLVED", use.location, use.api, use.value) } else { print("RESOLVED", use.location.file + ":" + String(use.location.line), resolved) }
        }
    }
}
