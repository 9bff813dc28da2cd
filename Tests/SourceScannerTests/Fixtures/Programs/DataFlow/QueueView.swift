import SwiftUI

struct QueueView: View {
    let isDownloaded: Bool

    var body: some View {
        HStack {
            Button(action: {}) { Image(systemName: "ellipsis") }
                .accessibilityLabel(Text(L10n.more))
                .accessibilityInputLabels([Text(L10n.more), Text("Options")])
            Button(action: {}) { Image(systemName: "list.bullet") }
                .accessibilityLabel(queueLabel)
            DownloadButton(accessibilityLabel: L10n.download, isDone: isDownloaded)
        }
    }

    private var queueLabel: String {
        if isDownloaded { L10n.queue } else { L10n.queue }
    }
}

struct DownloadButton: View {
    let accessibilityLabel: String
    let isDone: Bool

    var body: some View {
        Image(systemName: isDone ? "checkmark" : "arrow.down")
            .accessibilityLabel(accessibilityLabel)
    }
}
