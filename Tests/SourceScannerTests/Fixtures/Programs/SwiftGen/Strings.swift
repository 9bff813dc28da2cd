// Generated using SwiftGen: the flat template for the Accessibility table, the structured one
// for Localizable, and a tr that looks keys up with a fallback.

import Foundation

internal enum A11yStrings {
  /// Play
  internal static let playButton = A11yStrings.tr("Accessibility", "play_button", fallback: "Play")
  /// Starts the episode.
  internal static let playHint = A11yStrings.tr("Accessibility", "play_hint", fallback: "Starts the episode.")
  /// %@ minutes left
  internal static func timeLeft(_ p1: Any) -> String {
    return A11yStrings.tr("Accessibility", "time_left", String(describing: p1), fallback: "%@ minutes left")
  }
}

internal enum L10n {
  internal enum Episode {
    internal enum Toolbar {
      /// Download
      internal static var download: String { return L10n.tr("Localizable", "episode.toolbar.download") }
      /// Downloads the episode for listening offline.
      internal static var downloadHint: String { return L10n.tr("Localizable", "episode.toolbar.download_hint") }
    }
  }
  /// Search
  internal static var searchPlaceholder: String { return L10n.tr("Localizable", "search_hint") }
}

extension A11yStrings {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
    let format = trIn(table, key)
    return String(format: format, locale: Locale.current, arguments: args)
  }

  private static func trIn(_ table: String, _ key: String) -> String {
    NSLocalizedString(key, tableName: table, bundle: BundleToken.bundle, comment: "")
  }
}

private final class BundleToken {
  static let bundle = Bundle(for: BundleToken.self)
}
