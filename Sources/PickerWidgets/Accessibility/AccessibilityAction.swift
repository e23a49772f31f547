/// Something an assistive technology can ask a node to do, by AT-SPI's action name.
public struct AccessibilityAction: RawRepresentable, Hashable, Sendable {
    /// The action's name ("click").
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Does what a click or tap does: triggers a button, selects a day, opens or closes a date row.
    public static let click = AccessibilityAction(rawValue: "click")
}
