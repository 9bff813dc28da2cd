#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// How many processors the process may run on.
///
/// On Linux, the control group's CPU quota as Foundation's `ProcessInfo.activeProcessorCount`
/// reads it, and the affinity mask too (`taskset -c 0` leaves one), without making
/// `ProcessInfo`'s shared instance (its environment and arguments as Foundation values) and
/// without reading each file through `Data`: that was 1% of a re-run from the cache.
enum ProcessorCount {
    /// The processors of the process's affinity mask, at most its control group's CPU quota
    /// (rounded up: a quota of 1.5 processors keeps two busy), at least one.
    static func available() -> Int {
        #if os(Linux)
        var count = affinityCount() ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        if let quota = quotaProcessors() { count = min(count, quota) }
        return max(count, 1)
        #else
        return ProcessInfo.processInfo.activeProcessorCount
        #endif
    }

    #if os(Linux)
    /// The processors set in the affinity mask (`Cpus_allowed` in `/proc/self/status`: glibc's
    /// `sched_getaffinity` is not visible to Swift), nil when it cannot be read.
    private static func affinityCount() -> Int? {
        guard let status = contents(of: "/proc/self/status", limit: 8192) else { return nil }
        return affinityCount(status: status)
    }

    /// The processors of the `Cpus_allowed` line of a `/proc/<pid>/status` text (a hexadecimal
    /// mask in groups of eight digits, `ff,ffffffff`), nil without one.
    static func affinityCount(status: ArraySlice<UInt8>) -> Int? {
        let field = Array("Cpus_allowed:".utf8)
        var lineStart = status.startIndex
        while lineStart < status.endIndex {
            let lineEnd = status[lineStart...].firstIndex(of: 0x0A) ?? status.endIndex
            if status[lineStart..<lineEnd].starts(with: field) {
                var count = 0
                for byte in status[(lineStart + field.count)..<lineEnd] {
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"): count += (byte - UInt8(ascii: "0")).nonzeroBitCount
                    case UInt8(ascii: "a")...UInt8(ascii: "f"): count += (byte - UInt8(ascii: "a") + 10).nonzeroBitCount
                    case UInt8(ascii: "A")...UInt8(ascii: "F"): count += (byte - UInt8(ascii: "A") + 10).nonzeroBitCount
                    default: continue
                    }
                }
                return count > 0 ? count : nil
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    /// The control group's CPU quota in whole processors, rounded up: cgroup v2's `cpu.max`
    /// (`200000 100000`; `max 100000` is none), else v1's `cpu.cfs_quota_us` over
    /// `cpu.cfs_period_us` (a quota of -1 is none). Nil when there is none or none is readable.
    static func quotaProcessors(root: String = "/sys/fs/cgroup") -> Int? {
        if let fields = numbers(in: root + "/cpu.max") {
            return fields.count == 2 ? wholeProcessors(quota: fields[0], period: fields[1]) : nil
        }
        guard let quota = numbers(in: root + "/cpu/cpu.cfs_quota_us"), quota.count == 1,
            let period = numbers(in: root + "/cpu/cpu.cfs_period_us"), period.count == 1
        else { return nil }
        return wholeProcessors(quota: quota[0], period: period[0])
    }

    private static func wholeProcessors(quota: Int, period: Int) -> Int? {
        guard quota > 0, period > 0 else { return nil }
        return (quota + period - 1) / period
    }

    /// The whitespace-separated fields of a small file, as integers; a field that is not one
    /// (`max`) counts as -1. Nil when the file cannot be read or is empty.
    private static func numbers(in path: String) -> [Int]? {
        guard let bytes = contents(of: path, limit: 128) else { return nil }
        let fields = bytes.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 })
        guard !fields.isEmpty else { return nil }
        return fields.map { Int(String(decoding: $0, as: UTF8.self)) ?? -1 }
    }

    /// The first `limit` bytes of a file (one read: the kernel's small files come whole), nil
    /// when it cannot be read or is empty.
    private static func contents(of path: String, limit: Int) -> ArraySlice<UInt8>? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: limit)
        let length = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return length > 0 ? buffer[..<length] : nil
    }
    #endif
}
