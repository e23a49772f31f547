import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The root's page hooks (shortcut keys, per-frame work) and the JSON the demo prints.
@Suite("Widget root and JSON")
struct WidgetRootTests {
    /// A page that records the keys and ticks that reach it.
    final class ShortcutPage: WidgetRoot {
        var keys: [Key] = []
        var ticks: [Double] = []
        init() { super.init(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light) }
        override func key(_ event: KeyEvent) -> Bool {
            keys.append(event.key)
            return true
        }
        override func tick(now: Double) {
            super.tick(now: now)
            ticks.append(now)
        }
    }

    func press(_ key: Key, on page: WidgetRoot, at time: Double) {
        page.handle(.key(KeyEvent(key: key, time: time)))
    }

    @Test func keysGoToThePageWhenNothingHasFocus() {
        let page = ShortcutPage()
        press(.character("r"), on: page, at: 0)
        #expect(page.keys == [.character("r")])
    }

    @Test func keysTheFocusedWidgetLeavesGoToThePageAndOnlyThose() throws {
        let page = ShortcutPage()
        let picker = try WheelPicker(id: "w", titles: [["a", "b", "c"]])
        page.addChild(picker)
        page.layout(size: Size(width: 400, height: 300))
        picker.frame = Rect(x: 0, y: 0, width: 320, height: 216)
        page.moveFocus(forward: true)
        #expect(page.focusedWidget === picker)
        press(.down, on: page, at: 0)  // the wheel takes it
        press(.character("r"), on: page, at: 0.1)  // the wheel leaves it
        press(.tab, on: page, at: 0.2)  // focus movement never reaches the page
        #expect(page.keys == [.character("r")])
        #expect(picker.components[0].model.targetRow == 1)
    }

    @Test func aPageCanFollowEveryTick() {
        let page = ShortcutPage()
        page.tick(now: 0.5)
        page.tick(now: 0.75)
        #expect(page.ticks == [0.5, 0.75])
        #expect(page.currentTime == 0.75)
    }

    /// 402.00001 prints as 402, not "402." (which no JSON parser reads); other fractions keep four decimals.
    @Test func doublesAlwaysPrintAsJSONNumbers() throws {
        let values: [(Double, String)] = [
            (402.00001, "402"), (402.99999, "403"), (-0.00001, "0"), (-3.00004, "-3"), (44.666666, "44.6667"),
            (0.5, "0.5"), (12, "12"), (-7.25, "-7.25"),
        ]
        for (value, text) in values {
            #expect(JSONValue.double(value).serialized() == text, "\(value)")
        }
        let frame = Rect(x: 402.0000001, y: 162, width: 44.666666, height: 216).jsonValue.serialized()
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Double])
        #expect(parsed == ["x": 402, "y": 162, "width": 44.6667, "height": 216])
    }
}
