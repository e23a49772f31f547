import PickerCore
import PickerFrame

/// Keys a screen reader takes before the panels: a key it consumes (one of its commands) never reaches
/// them, nor the text that key's press types.
public struct AccessibilityKeyGate {
    private var dropsNextText = false

    public init() {}

    /// Whether `accessibility` consumes `key` (a key press or release), telling it the key first.
    public mutating func consumes(_ key: RawKeyEvent, by accessibility: PanelHostAccessibility?) -> Bool {
        guard let accessibility else { return false }
        let consumed = accessibility.keyWillBeHandled(key)
        if key.isPress { dropsNextText = consumed && key.character.map { $0.value >= 0x20 && $0.value != 0x7f } == true }
        return consumed
    }

    /// Whether a text event is the text of a key the screen reader consumed (then the panels must not get it).
    public mutating func consumesText() -> Bool {
        defer { dropsNextText = false }
        return dropsNextText
    }
}
