import Foundation

/// The app's own look-up, with its table.
func AppLocalizedString(_ key: String, _ comment: String?) -> String {
    NSLocalizedString(key, tableName: "App", bundle: .main, comment: comment ?? "")
}

/// VoiceOver's strings live in their own table: the wrapper names it.
func VoiceOverString(_ key: String) -> String {
    NSLocalizedString(key, tableName: "VoiceOver", bundle: .main, comment: "")
}

/// A wrapper of a wrapper.
func PlayerString(_ key: String) -> String {
    VoiceOverString("player." + key)
}

/// Formats text: its parameter is not a key.
func decorated(_ text: String, badge: Int) -> String {
    String(format: "%@ (%d)", text, badge)
}

extension String {
    /// `"key".localized`.
    var localized: String {
        NSLocalizedString(self, comment: "")
    }

    /// `"key".localized(table: "Settings")`.
    func localized(table: String) -> String {
        NSLocalizedString(self, tableName: table, comment: "")
    }
}

/// Accessibility keys as an enum; the text is the raw value looked up.
enum A11yKey: String {
    case repeatButton = "player.repeat"
    case shuffle

    var text: String {
        NSLocalizedString(rawValue, tableName: "Accessibility", comment: "")
    }
}
