import SwiftUI

struct EpisodeView: View {
    let minutes: Int
    @State private var query = ""

    var body: some View {
        VStack {
            Button(action: {}) { Image(systemName: "play") }
                .accessibilityLabel(A11yStrings.playButton)
                .accessibilityHint(A11yStrings.playHint)
            Text("\(minutes)")
                .accessibilityValue(A11yStrings.timeLeft(minutes))
            Button(action: {}) { Image(systemName: "arrow.down") }
                .accessibilityLabel(Text(L10n.Episode.Toolbar.download))
                .accessibilityHint(L10n.Episode.Toolbar.downloadHint)
        }
    }
}
