#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `l10n-ax` executable: runs the tool on the process's arguments and exits with its status.
/// This is the only place that calls `exit`.
@main
struct L10nAxMain {
    static func main() {
        let console = Console.standardStreams()
        let status = Tool.run(Array(CommandLine.arguments.dropFirst()), console: console)
        exit(status.rawValue)
    }
}
