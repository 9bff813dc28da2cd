import Foundation

enum L10n {
    static let play = NSLocalizedString("play", comment: "")
    static let pause = NSLocalizedString("pause", comment: "")
    static let stop = NSLocalizedString("stop", comment: "")
    static let favorite = NSLocalizedString("favorite", comment: "")
    static let unfavorite = NSLocalizedString("unfavorite", comment: "")
    static let unnamed = NSLocalizedString("unnamed", comment: "")
    static let volume = NSLocalizedString("volume %lld", comment: "")
    static let position = NSLocalizedString("position", comment: "")
    static let delete = NSLocalizedString("delete", comment: "")
    static let speed = NSLocalizedString("speed", comment: "")
    static let more = NSLocalizedString("more", comment: "")
    static let on = NSLocalizedString("state.on", comment: "")
    static let off = NSLocalizedString("state.off", comment: "")
    static let queue = NSLocalizedString("queue", comment: "")
    static let download = NSLocalizedString("download", comment: "")
}
