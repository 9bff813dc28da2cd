import UIKit

final class PlayerViewController: UIViewController {
    let playButton = UIButton()
    let favoriteButton = UIButton()
    let titleLabel = UILabel()
    let slider = UISlider()
    private let stopLabel = L10n.stop
    private var isFavorite = false

    func update(title: String?, volume: Int, isPlaying: Bool) {
        let label = isPlaying ? L10n.pause : L10n.play
        playButton.accessibilityLabel = label
        favoriteButton.accessibilityLabel = stopLabel
        var hint: String
        if isFavorite {
            hint = L10n.unfavorite
        } else {
            hint = L10n.favorite
        }
        favoriteButton.accessibilityHint = hint
        titleLabel.accessibilityLabel = title ?? L10n.unnamed
        slider.accessibilityValue = String(format: L10n.volume, volume)
        slider.accessibilityHint = String.localizedStringWithFormat(L10n.position, volume)
        let delete = UIAccessibilityCustomAction(name: L10n.delete, target: self, selector: #selector(remove))
        view.accessibilityCustomActions = [delete]
    }

    @objc private func remove() -> Bool { true }
}

final class SpeedButton: UIButton {
    override var accessibilityLabel: String? {
        get { L10n.speed }
        set {}
    }

    override var accessibilityValue: String? {
        if isSelected {
            return L10n.on
        }
        return L10n.off
    }
}
