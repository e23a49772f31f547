import PickerCore
import PickerWidgets

/// What the bridge shows on the accessibility bus at one moment: the application, its window and the
/// window's panels, each a semantics tree in its panel's points. Plain data, read afresh when asked.
public struct AccessibleApplicationSnapshot: Sendable {
    /// One panel of the window: a scene's semantics tree placed at `origin`.
    public struct Panel: Sendable {
        /// Tells panels apart for as long as they exist (the host's order of adding them).
        public var key: Int
        /// Where the panel's (0, 0) is, in window points.
        public var origin: Point
        /// The scene's tree, its frames in the panel's points.
        public var tree: AccessibilityNode

        public init(key: Int, origin: Point, tree: AccessibilityNode) {
            self.key = key
            self.origin = origin
            self.tree = tree
        }
    }

    /// The application's name (and its window's).
    public var name: String
    /// The window's size in points.
    public var windowSize: Size
    /// Where the window's top-left corner is on the screen, in screen coordinates.
    public var windowOrigin: Point
    /// Window (and screen) coordinates per point.
    public var coordinatesPerPoint: Double
    /// Whether the window has the keyboard (AT-SPI's `active`).
    public var isActive: Bool
    /// The panels, back to front.
    public var panels: [Panel]

    public init(
        name: String, windowSize: Size, windowOrigin: Point = .zero, coordinatesPerPoint: Double = 1, isActive: Bool = true,
        panels: [Panel]
    ) {
        self.name = name
        self.windowSize = windowSize
        self.windowOrigin = windowOrigin
        self.coordinatesPerPoint = coordinatesPerPoint
        self.isActive = isActive
        self.panels = panels
    }
}

/// The app the bridge serves: it describes itself as a snapshot and does what a screen reader asks, as
/// the user would. Called on the main thread only.
public protocol AccessibleApplication: AnyObject {
    /// The application, its window and its panels now.
    func accessibilitySnapshot() -> AccessibleApplicationSnapshot
    /// Does `action` on the node `identifier` of the panel `panel`. Returns whether it was done.
    func performAccessibilityAction(_ action: AccessibilityAction, on identifier: String, inPanel panel: Int) -> Bool
    /// Sets the number of the node `identifier` of the panel `panel`. Returns whether it was taken.
    func setAccessibilityValue(_ value: Double, on identifier: String, inPanel panel: Int) -> Bool
    /// Moves the keyboard focus to the node `identifier` of the panel `panel`. Returns whether it moved.
    func focusAccessibilityNode(_ identifier: String, inPanel panel: Int) -> Bool
    /// Replaces the text of the node `identifier` (an entry) of the panel `panel`. Returns whether it was taken.
    func setAccessibilityText(_ text: String, on identifier: String, inPanel panel: Int) -> Bool
}

extension AccessibleApplication {
    /// No text can be set.
    public func setAccessibilityText(_ text: String, on identifier: String, inPanel panel: Int) -> Bool { false }
}
