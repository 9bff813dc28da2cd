import SwiftUI

/// R.swift generates its accessors at build time: `R.string.<table>.<key>()`.
struct NowPlayingView: View {
    var body: some View {
        Button(action: {}) { Image(systemName: "backward") }
            .accessibilityLabel(R.string.localizable.skipBackLabel())
            .accessibilityHint(R.string.accessibility.skipBackHint())
    }
}
