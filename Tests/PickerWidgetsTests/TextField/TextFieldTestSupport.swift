import PickerCore
import PickerTestSupport
@testable import PickerWidgets

/// A text field 200 points wide at (40, 50) in a 20-point font: with the fixed-advance measurer every
/// character is 10 points wide, the text area starts at x 50 (10 points of padding) and is 180 wide,
/// so the caret before character `i` is at `50 + 10 i - scrollOffset`.
func makeTextField(_ text: String = "", focused: Bool = true) -> WidgetHarness<TextField> {
    let field = TextField(id: "name", text: text)
    field.font = Font(size: 20)
    let harness = WidgetHarness(widget: field, frame: Rect(x: 40, y: 50, width: 200, height: 44))
    if focused { harness.root.setFocus(field) }
    return harness
}

extension WidgetHarness where W == TextField {
    var field: TextField { widget }
    var text: String { widget.text }
    var selection: Range<Int> { widget.selectedRange }

    /// Committed text, as SDL_TEXTINPUT brings it.
    func type(_ text: String, at time: Double) { send(.text(text, time: time)) }
    /// An input method's composition, as SDL_TEXTEDITING brings it.
    func compose(_ text: String, cursor: Int, at time: Double) { send(.textEditing(text, cursor: cursor, time: time)) }
    /// The x of the caret position `i` with the field unscrolled.
    func x(_ i: Int) -> Double { 50 + 10 * Double(i) }
    /// The values `--log-events` printed.
    var reportedValues: [String] {
        changes.compactMap { if case .string(let value)? = $0["value"] { return value } else { return nil } }
    }
}

/// A page that records the keys that fall through to it (its shortcuts).
final class ShortcutRecordingRoot: WidgetRoot {
    var keys: [KeyEvent] = []
    init() { super.init(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light) }
    override func key(_ event: KeyEvent) -> Bool {
        keys.append(event)
        return true
    }
}

/// A clipboard that refuses every read and write, as a system clipboard that does not answer.
final class BrokenClipboard: Clipboard {
    struct Failure: Error {}
    func text() throws -> String? { throw Failure() }
    func setText(_ text: String) throws { throw Failure() }
}
