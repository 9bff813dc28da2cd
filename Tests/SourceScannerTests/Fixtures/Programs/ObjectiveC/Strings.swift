import Foundation

/// Swift accessors, used from Objective-C as class properties.
@objc public final class L10n: NSObject {
    @objc public static var a11yVideoCall: String { NSLocalizedString("a11y_video_call", comment: "") }
    @objc public static var a11yCallHelp: String { NSLocalizedString("a11y_call_help", comment: "") }
}
