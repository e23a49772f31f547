import PickerCore
import PickerInspection
import PickerTestSupport
@testable import PickerWidgets

/// A page with a name field (text "Jane"), an email field under it and an OK button under that, typed
/// into with a controller's actions through `WidgetRoot.handle(_:controller:time:)`.
final class TypingPage {
    let root: WidgetRoot
    let name = TextField(id: "name", text: "Jane")
    let email = TextField(id: "email", text: "")
    let ok = Button(id: "ok", title: "OK")
    /// What the name field's `onValueChanged` heard.
    var typed: [String] = []
    var returns = 0
    var changes: [ValueChange] = []
    var events: [AccessibilityEvent] = []
    var now = 0.0
    let pad = ControllerID(1)

    init(size: Size = Size(width: 800, height: 600), nameFrame: Rect = Rect(x: 40, y: 40, width: 300, height: 44),
         theme: Theme = .light) {
        root = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: theme)
        for widget in [name, email, ok] as [Widget] { root.addChild(widget) }
        root.layout(size: size)
        name.frame = nameFrame
        email.frame = Rect(x: nameFrame.minX, y: nameFrame.maxY + 36, width: nameFrame.width, height: 44)
        ok.frame = Rect(x: nameFrame.minX, y: nameFrame.maxY + 116, width: 120, height: 44)
        name.onValueChanged = { [unowned self] in self.typed.append($0) }
        name.onReturn = { [unowned self] in self.returns += 1 }
        root.onValueChanged = { [unowned self] in self.changes.append(ValueChange($0)) }
        root.onAccessibilityEvent = { [unowned self] in self.events.append($0) }
    }

    /// Sends `action` a tenth of a second after the last one (a direction is released at once).
    @discardableResult
    func send(_ action: GamepadAction) -> Bool {
        now += 0.1
        root.tick(now: now)
        let used = root.handle(action, controller: pad, time: now)
        if case .move(let direction) = action { root.releaseDirection(direction, controller: pad) }
        return used
    }

    /// Sends each action in turn.
    func send(_ actions: [GamepadAction]) {
        for action in actions { send(action) }
    }

    /// Focuses the name field (the first press) and engages it for typing (the second).
    func startTyping() {
        send([.confirm, .confirm])
    }

    /// Moves the highlighted key: `count` steps `direction`.
    func move(_ direction: NavigationDirection, _ count: Int = 1) {
        for _ in 0..<count { send(.move(direction)) }
    }

    var keyboard: OnScreenKeyboard? { root.onScreenKeyboard }
    var highlighted: String? { keyboard?.highlightedKeyTitle }

    /// From `q` (where typing starts): shift, A, n, n.
    func typeAnn() {
        move(.down, 2)
        send(.confirm)          // shift
        move(.up)
        send(.confirm)          // A
        move(.down)
        move(.right, 6)
        send(.confirm)          // n
        send(.confirm)          // n
    }

    func pointer(down point: Point, up: Point? = nil) {
        now += 0.1
        root.handle(.pointerDown(PointerEvent(pointer: .mouse, location: point, time: now)))
        root.handle(.pointerUp(PointerEvent(pointer: .mouse, location: up ?? point, time: now + 0.05)))
        now += 0.05
    }

    func draw() -> RecordingCanvas {
        let canvas = RecordingCanvas()
        root.draw(in: canvas)
        return canvas
    }
}
