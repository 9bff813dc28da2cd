import SwiftUI

/// Neither a property for VoiceOver nor a look-up word: only literal keys and accessor uses are found here.
struct SettingsView: View {
    var body: some View {
        Text("settings.title")
        Text("settings.title")
        Text(PlayerText.play)
        // PlayerText.pause is mentioned in a comment only.
    }
}
