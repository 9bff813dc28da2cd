import Foundation
import Testing
@testable import StringsParser

@Suite("Processors the process may run on")
struct ProcessorCountTests {
    /// Foundation counts the processors of the control group's quota, not those the affinity
    /// mask leaves out (`taskset -c 0`): this counts both.
    @Test("The count is Foundation's, less the processors the affinity mask leaves out")
    func sameAsFoundation() throws {
        let foundation = ProcessInfo.processInfo.activeProcessorCount
        #if os(Linux)
        let status = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/status"))
        let allowed = try #require(ProcessorCount.affinityCount(status: [UInt8](status)[...]))
        #expect(ProcessorCount.available() == min(foundation, allowed))
        #else
        #expect(ProcessorCount.available() == foundation)
        #endif
    }

    #if os(Linux)
    /// A control group folder of its own with `files`, removed after `body`.
    func withControlGroup(_ files: [String: String], _ body: (String) -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cgroup-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        body(root)
    }

    @Test(
        "A CPU quota, in whole processors rounded up",
        arguments: [
            (["cpu.max": "200000 100000\n"], 2), (["cpu.max": "150000 100000\n"], 2), (["cpu.max": "50000 100000\n"], 1),
            (["cpu/cpu.cfs_quota_us": "300000\n", "cpu/cpu.cfs_period_us": "100000\n"], 3),
        ] as [([String: String], Int)])
    func quota(files: [String: String], processors: Int) throws {
        try withControlGroup(files) { root in #expect(ProcessorCount.quotaProcessors(root: root) == processors) }
    }

    @Test(
        "No quota: none set, none readable, or not numbers",
        arguments: [
            ["cpu.max": "max 100000\n"], ["cpu/cpu.cfs_quota_us": "-1\n", "cpu/cpu.cfs_period_us": "100000\n"],
            ["cpu/cpu.cfs_quota_us": "100000\n"], ["cpu.max": ""], [:],
        ] as [[String: String]])
    func noQuota(files: [String: String]) throws {
        try withControlGroup(files) { root in #expect(ProcessorCount.quotaProcessors(root: root) == nil) }
    }
    @Test("The affinity mask's processors, from a status text")
    func affinityMask() {
        func count(_ text: String) -> Int? { ProcessorCount.affinityCount(status: Array(text.utf8)[...]) }
        #expect(count("Name:\tl10n-ax\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n") == 2)
        #expect(count("Cpus_allowed:\tff,ffffffff\n") == 40)
        #expect(count("Cpus_allowed:\t00000000,0000000A") == 2)
        #expect(count("Name:\tx\nCpus_allowed_list:\t0-1\n") == nil)
        #expect(count("Cpus_allowed:\t0\n") == nil)
    }
    #endif
}
