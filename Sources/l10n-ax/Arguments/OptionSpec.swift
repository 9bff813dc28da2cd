/// The declaration of one option of a command, such as `--format FORMAT`, `--select RULE` or `--strict`.
struct OptionSpec: Hashable, Sendable {
    /// What an option takes on the command line.
    enum Kind: Hashable, Sendable {
        /// Present or absent, never followed by a value: `--strict`.
        case flag
        /// Takes one value; given more than once, the last one wins: `--format json`.
        case value(valueName: String)
        /// Takes one value each time and may be given any number of times: `--select a --select b`.
        case repeatable(valueName: String)
    }

    /// The long name without its dashes: `format` for `--format`.
    var name: String
    /// The one-letter name used with a single dash (`f` for `-f`), if any.
    var shortName: Character?
    /// Whether the option is a flag or takes values.
    var kind: Kind
    /// The only values accepted, in the order help lists them; empty when any value is accepted.
    var allowedValues: [String]
    /// The value the command uses when the option is not given, shown in help.
    var defaultValue: String?
    /// Whether the command cannot run without this option.
    var isRequired: Bool
    /// What the option does, in one sentence; help appends the allowed values and the default.
    var help: String

    /// A flag such as `--strict`.
    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .flag, allowedValues: [], defaultValue: nil, isRequired: false, help: help)
    }

    /// An option that takes one value, such as `--format FORMAT`.
    static func value(
        _ name: String, short: Character? = nil, valueName: String, allowed: [String] = [], default defaultValue: String? = nil,
        required: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, kind: .value(valueName: valueName), allowedValues: allowed, defaultValue: defaultValue,
            isRequired: required, help: help)
    }

    /// An option that may be given many times, each time with one value, such as `--select RULE`.
    static func repeatable(
        _ name: String, short: Character? = nil, valueName: String, allowed: [String] = [], required: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, kind: .repeatable(valueName: valueName), allowedValues: allowed, defaultValue: nil,
            isRequired: required, help: help)
    }

    /// The built-in `-h, --help` flag that every command accepts.
    static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")

    /// The tool's own `--version` flag, accepted only as its first argument.
    static let version = OptionSpec.flag("version", help: "Show the version.")

    /// `--name` as typed on the command line.
    var longSpelling: String { "--" + name }

    /// The name of the value in help and messages (`FORMAT`), or `nil` for a flag.
    var valueName: String? {
        switch kind {
        case .flag: nil
        case let .value(valueName), let .repeatable(valueName): valueName
        }
    }

    /// `--name VALUE` (or `--name` for a flag), as usage lines and messages show it.
    var synopsis: String {
        valueName.map { "\(longSpelling) \($0)" } ?? longSpelling
    }
}
