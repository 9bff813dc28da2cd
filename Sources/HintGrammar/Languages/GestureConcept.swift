/// A gesture, as every language table names it: a label or hint that tells the user which
/// gesture to make ("Double tap to play") is wrong for VoiceOver, whose users activate with their
/// own gestures, and for Switch Control and keyboard users. Each table maps each gesture to the
/// words that name it as an instruction in that language, or says why it has none; a test checks
/// every table.
public enum GestureConcept: String, CaseIterable, Hashable, Sendable {
    case tap
    case doubleTap
    case tripleTap
    /// A long press, touch and hold.
    case longPress
    /// A swipe or flick, with or without its direction.
    case swipe
    /// Dragging (and drag and drop).
    case drag
    case pinch
    case rotate
    case shake
    /// A click (and double-click) of a pointer.
    case click
    /// Pressing (a button, a key).
    case press
    case scroll
    /// Two, three or four fingers.
    case fingers
}
