/// One key of an on-screen keyboard: what pressing it does, and how wide it is.
public struct KeyboardKey: Hashable, Sendable {
    /// What a key does when it is pressed.
    public enum Kind: Hashable, Sendable {
        /// Types `text`; a single lowercase letter types its capital while shift or caps lock is on.
        case character(String)
        /// Types a space.
        case space
        /// Deletes the character before the caret (or the selection).
        case backspace
        /// Shift: the next letter is a capital; pressed again while on, caps lock; again, off.
        case shift
        /// Shows another layer of keys (letters, symbols).
        case layer(KeyboardLayout.LayerName)
        /// Moves the caret one character toward the start of the text (backward).
        case caretBackward
        /// Moves the caret one character toward the end of the text (forward).
        case caretForward
        /// Leaves typing, keeping the text.
        case done
    }

    /// What the key does.
    public var kind: Kind
    /// The key's width in key units: a letter key is 1.
    public var width: Double

    public init(_ kind: Kind, width: Double = 1) {
        self.kind = kind
        self.width = width
    }

    /// A key that types `text`, one unit wide.
    public static func character(_ text: String) -> KeyboardKey { KeyboardKey(.character(text)) }

    /// The name a screen reader reads for the key ("q", "Shift", "Backspace").
    public var accessibilityName: String {
        switch kind {
        case .character(let text): text
        case .space: "Space"
        case .backspace: "Backspace"
        case .shift: "Shift"
        case .layer(.letters): "Letters"
        case .layer(.symbols): "Symbols"
        case .caretBackward: "Move left"
        case .caretForward: "Move right"
        case .done: "Done"
        }
    }
}
