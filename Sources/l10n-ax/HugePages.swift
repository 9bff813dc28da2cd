#if canImport(Glibc)
import Glibc
#endif

/// Huge pages for the allocator's heaps, on Linux with glibc.
///
/// A run allocates its memory a small object at a time, and the kernel maps each 4 KiB page of
/// the heaps the first time it is written: on a large audit, a tenth of the run's time goes to
/// those faults. Where transparent huge pages are given to the programs that ask for them (the
/// kernel's `madvise` mode, most distributions' default), glibc asks for them for its heaps
/// when its `glibc.malloc.hugetlb=1` tunable is set; it reads its tunables once, from the
/// environment, as the process starts. So the tool starts itself again, once, with the tunable
/// added to `GLIBC_TUNABLES` (about a millisecond); a large audit then takes about a tenth less
/// time. Nothing else changes: the same arguments, environment, process and output.
enum HugePages {
    /// The tunable that has glibc's allocator ask for transparent huge pages.
    static let tunable = "glibc.malloc.hugetlb=1"

    /// The `GLIBC_TUNABLES` to start again with, given the current one and the kernel's
    /// transparent huge page setting (`/sys/kernel/mm/transparent_hugepage/enabled`, whose
    /// chosen mode is in brackets: `always [madvise] never`); nil when starting again would
    /// change nothing. The kernel gives huge pages without being asked in the `always` mode and
    /// never in the `never` mode; a `GLIBC_TUNABLES` that already sets the tunable (the user's,
    /// or the one this process was started again with) is left as it is.
    static func tunables(current: String?, transparentHugePages setting: String) -> String? {
        guard setting.contains("[madvise]") else { return nil }
        guard let current, !current.isEmpty else { return tunable }
        guard !current.contains("glibc.malloc.hugetlb") else { return nil }
        return current + ":" + tunable
    }

    /// Starts the process again with the tunable, when that helps (see ``tunables(current:transparentHugePages:)``);
    /// returns when it does not, or when the process cannot be started again (no `/proc`).
    static func startAgainIfUseful() {
        #if canImport(Glibc)
        guard let setting = kernelSetting(),
            let tunables = tunables(current: getenv("GLIBC_TUNABLES").map { String(cString: $0) }, transparentHugePages: setting),
            setenv("GLIBC_TUNABLES", tunables, 1) == 0
        else { return }
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Not started again: the run goes on as it is, with the environment it was given.
        if tunables == tunable { unsetenv("GLIBC_TUNABLES") } else { setenv("GLIBC_TUNABLES", String(tunables.dropLast(tunable.utf8.count + 1)), 1) }
        #endif
    }

    #if canImport(Glibc)
    /// The kernel's transparent huge page setting, nil when it cannot be read.
    private static func kernelSetting() -> String? {
        let descriptor = open("/sys/kernel/mm/transparent_hugepage/enabled", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }
    #endif
}
