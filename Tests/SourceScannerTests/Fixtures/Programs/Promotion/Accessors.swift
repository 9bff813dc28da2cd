/// Accessors that only call the wrapper: no look-up word in this file.
enum PlayerText {
    static let play = Str("player.play")
    static let pause = Str("player.pause")
}
