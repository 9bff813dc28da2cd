import UIKit

/// UIKit in Swift: assignments, setters, getter overrides, look-ups with tables.
final class PlayerViewController: UIViewController {
    private let playButton = UIButton(type: .system)
    private let volumeSlider = UISlider()
    private let cell = UITableViewCell()
    private let tableName = "Accessibility"

    override func viewDidLoad() {
        super.viewDidLoad()
        playButton.accessibilityLabel = NSLocalizedString("player.play.label", comment: "Play button")
        playButton.accessibilityHint = NSLocalizedString("player.play.hint", tableName: "Accessibility", comment: "")
        volumeSlider.accessibilityValue = String(format: NSLocalizedString("player.volume.value", comment: ""), 50)
        cell.textLabel?.accessibilityLabel = NSLocalizedString(
            "player.cell.label",
            tableName: tableName,
            bundle: .main,
            value: "Now playing",
            comment: "Spread over lines"
        )
        view.accessibilityLabel = "Player"
        playButton.accessibilityHint = isPlaying
            ? NSLocalizedString("player.pause.hint", comment: "")
            : NSLocalizedString("player.resume.hint", comment: "")
        let title = "Not a key"
        playButton.accessibilityLabel = title
        playButton.accessibilityValue = String(localized: "player.progress.value", table: "Accessibility", comment: "")
        playButton.accessibilityLabel = Bundle.main.localizedString(forKey: "player.bundle.label", value: nil, table: nil)
        volumeSlider.accessibilityHint = NSLocalizedString("player.volume.hint", tableName: nil, comment: "")
        let message = NSLocalizedString("player.error.message", comment: "Not accessibility")
        print(message)
    }

    var isPlaying = false
}

final class ShuffleButton: UIButton {
    override var accessibilityLabel: String? {
        get { NSLocalizedString("shuffle.label", comment: "") }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityHint: String? {
        if isSelected {
            return NSLocalizedString("shuffle.off.hint", comment: "")
        }
        return NSLocalizedString("shuffle.on.hint", comment: "")
    }

    override var accessibilityValue: String? {
        get {
            String(localized: "shuffle.value")
        }
        set {}
    }
}

final class RepeatButton: UIButton {
    override var accessibilityLabel: String? { NSLocalizedString("repeat.label", comment: "") }

    func configure() {
        accessibilityHint = NSLocalizedString("repeat.hint", comment: "implicit self")
        self.accessibilityValue = "Off"
    }
}
