import SwiftUI

/// SwiftUI: modifiers with keys, Text in tables, interpolations, verbatim text and variables.
struct LibraryView: View {
    let albumCount: Int
    let title: String
    let progress: Double
    @State private var isShuffled = false

    var body: some View {
        VStack {
            Image(systemName: "play.fill")
                .accessibilityLabel("library.play.label")
                .accessibilityHint(Text("library.play.hint", tableName: "Accessibility"))
            Text("\(albumCount) albums")
                .accessibilityValue("library.albums.value \(albumCount)")
            Button("library.shuffle.title") { isShuffled.toggle() }
                .accessibility(label: Text("library.shuffle.label"))
                .accessibility(hint: Text("library.shuffle.hint", tableName: "Accessibility", comment: "Deprecated form"))
                .help("library.shuffle.help")
            Slider(value: .constant(progress))
                .accessibilityValue(Text("\(progress, specifier: "%.0f") percent done"))
                .accessibilityLabel(Text(verbatim: "Progress"))
            Text(title)
                .accessibilityLabel(title)
                .accessibilityHint(Text(title))
                .help(Text("library.title.help", bundle: .main, comment: "Bundle, no table"))
            Toggle("library.shuffle.toggle", isOn: $isShuffled)
                .accessibilityHint(isShuffled ? "library.shuffle.on.hint" : "library.shuffle.off.hint")
            Label("library.recent", systemImage: "clock")
                .accessibilityLabel(Text(NSLocalizedString("library.recent.label", comment: "")))
                .accessibilityValue(String(localized: "library.recent.value \(albumCount)", table: "Accessibility"))
            Text("100% \(title)")
                .accessibilityLabel(Text(LocalizedStringResource("library.resource.label", table: "Accessibility")))
                .accessibilityHint(
                    Text(
                        "library.multiline.hint",
                        tableName: "Accessibility",
                        comment: "A call spread over lines"
                    )
                )
        }
        .navigationTitle("library.title")
    }
}
