import StringsParser
import Testing
@testable import SourceScanner

@Suite("development region")
struct DevelopmentRegionTests {
    func region(_ text: String, at path: String = "App.xcodeproj/project.pbxproj") -> DevelopmentRegion? {
        guard let kind = DevelopmentRegion.projectFile(at: path) else { return nil }
        return DevelopmentRegion.read(Array(text.utf8), of: kind, path: path)
    }

    @Test("an Xcode project's developmentRegion: bare or quoted, old names normalized, comments and strings passed over")
    func xcodeProject() {
        #expect(region("{ objects = { 1 = { isa = PBXProject; developmentRegion = en; }; }; }")?.language == "en")
        #expect(region(#"{ developmentRegion = "pt_BR"; }"#)?.language == "pt-BR")
        #expect(region("{ developmentRegion = English; }")?.language == "en")
        let decoys = """
            // developmentRegion = fr;
            { /* developmentRegion = de; */ name = "developmentRegion = it;"; developmentRegion = ja; }
            """
        #expect(region(decoys)?.language == "ja")
        #expect(region("{ knownRegions = (en, fr); }") == nil)
        // Cut short, or nothing but a comment: nothing, and no read past the end.
        #expect(region("{ developmentRegion = ") == nil)
        #expect(region("{ developmentRegion = \"en")?.language == "en")
        #expect(region("/* developmentRegion = en;") == nil)
        // Governs the folder that holds the .xcodeproj.
        #expect(region("{ developmentRegion = de; }", at: "Apps/Player/Player.xcodeproj/project.pbxproj")?.folder == "Apps/Player")
        #expect(DevelopmentRegion.projectFile(at: "Player/project.pbxproj") == nil)
    }

    @Test("a Swift package's defaultLocalization")
    func packageManifest() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            // defaultLocalization: "fr"
            let package = Package(name: "Kit", defaultLocalization: "de", platforms: [.iOS(.v16)])
            """
        #expect(region(manifest, at: "Kit/Package.swift") == DevelopmentRegion(folder: "Kit", language: "de", path: "Kit/Package.swift"))
        #expect(region("let package = Package(name: \"Kit\")", at: "Package.swift") == nil)
        #expect(DevelopmentRegion.projectFile(at: "Kit/Package@swift-5.9.swift") == .packageManifest)
    }

    @Test("a folder's region is its innermost project's; outside every project, the one most declare")
    func nearest() {
        let regions = DevelopmentRegions([
            DevelopmentRegion(folder: "", language: "en", path: "App.xcodeproj/project.pbxproj"),
            DevelopmentRegion(folder: "Packages/Kit", language: "de", path: "Packages/Kit/Package.swift"),
        ])
        #expect(regions.language(of: "Packages/Kit/Sources/Kit/Resources") == "de")
        #expect(regions.language(of: "Packages/KitTests") == "en")
        #expect(regions.language(of: "App") == "en")
        let siblings = DevelopmentRegions([
            DevelopmentRegion(folder: "A", language: "fr", path: "A/A.xcodeproj/project.pbxproj"),
            DevelopmentRegion(folder: "B", language: "fr", path: "B/B.xcodeproj/project.pbxproj"),
            DevelopmentRegion(folder: "C", language: "de", path: "C/C.xcodeproj/project.pbxproj"),
        ])
        #expect(siblings.language(of: "Shared") == "fr")
        #expect(DevelopmentRegions([]).language(of: "App") == nil)
    }
}
