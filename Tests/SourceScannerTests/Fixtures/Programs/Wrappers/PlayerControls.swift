import UIKit

final class PlayerControls: UIView {
    let playButton = UIButton()
    let closeButton = UIButton()
    let repeatButton = UIButton()
    let shuffleButton = UIButton()
    let badgeLabel = UILabel()

    func configure(count: Int) {
        playButton.accessibilityLabel = AppLocalizedString("Play", nil)
        closeButton.accessibilityLabel = VoiceOverString("close.label")
        closeButton.accessibilityHint = "close.hint".localized
        repeatButton.accessibilityLabel = A11yKey.repeatButton.text
        shuffleButton.accessibilityLabel = A11yKey.shuffle.text
        shuffleButton.accessibilityHint = "shuffle.hint".localized(table: "Settings")
        badgeLabel.accessibilityLabel = decorated("Inbox", badge: count)
        accessibilityHint = PlayerString("controls.hint")
    }
}
