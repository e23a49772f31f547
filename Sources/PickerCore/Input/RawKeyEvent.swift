/// A key press or release as the keyboard reported it, for an assistive technology's key listeners: the
/// key's position (its USB HID usage, SDL's scancode) and what it types, whatever SDL reported it.
public struct RawKeyEvent: Hashable, Sendable {
    /// The modifier keys and locks held.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1 << 0)
        public static let capsLock = Modifiers(rawValue: 1 << 1)
        public static let control = Modifiers(rawValue: 1 << 2)
        public static let alt = Modifiers(rawValue: 1 << 3)
        public static let numLock = Modifiers(rawValue: 1 << 4)
        public static let `super` = Modifiers(rawValue: 1 << 5)
    }

    /// Whether the key went down (or up).
    public var isPress: Bool
    /// The key's USB HID usage on the keyboard page.
    public var usage: Int
    /// What the key types unshifted, if it is a character key.
    public var character: Unicode.Scalar?
    public var modifiers: Modifiers
    /// Milliseconds on SDL's clock.
    public var timestamp: UInt32

    public init(isPress: Bool, usage: Int, character: Unicode.Scalar?, modifiers: Modifiers, timestamp: UInt32) {
        self.isPress = isPress
        self.usage = usage
        self.character = character
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}
