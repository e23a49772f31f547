import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Accessibility tree")
struct AccessibilityTreeTests {
    /// A root with a label, a button and a text field in a row.
    private func controls() -> (root: WidgetRoot, label: Label, button: Button, field: TextField, pressed: () -> [Double]) {
        let root = WidgetRoot(id: "page", textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        let label = Label(id: "caption", text: "Chosen date")
        var times: [Double] = []
        let button = Button(id: "ok", title: "OK") { times.append($0) }
        let field = TextField(id: "name", text: "Ada", placeholder: "Your name")
        for widget in [label, button, field] as [Widget] { root.addChild(widget) }
        root.layout(size: Size(width: 400, height: 200))
        label.frame = Rect(x: 10, y: 10, width: 100, height: 20)
        button.frame = Rect(x: 10, y: 40, width: 80, height: 30)
        field.frame = Rect(x: 10, y: 80, width: 200, height: 30)
        return (root, label, button, field, { times })
    }

    @Test func controlsDescribeTheirRoleNameValueStatesAndActions() {
        let (root, _, button, field, _) = controls()
        let node = root.accessibilityNode()
        #expect(node.identifier == "page")
        #expect(node.role == .panel)
        #expect(node.frame == Rect(x: 0, y: 0, width: 400, height: 200))
        #expect(node.children.map(\.role) == [.label, .pushButton, .entry])
        #expect(node.children.map(\.name) == ["Chosen date", "OK", "Your name"])
        #expect(node.children[0].states == [.enabled])
        #expect(node.children[0].actions.isEmpty)
        #expect(node.children[1].states == [.enabled, .focusable])
        #expect(node.children[1].actions == [.click])
        #expect(node.children[1].frame == button.frame)
        #expect(node.children[2].valueText == "Ada")
        #expect(node.children[2].states == [.enabled, .focusable, .editable])
        // The app's names and descriptions win.
        button.accessibilityLabel = "Confirm"
        button.accessibilityHint = "Saves the date"
        field.accessibilityLabel = "Name"
        let named = root.accessibilityNode()
        #expect(named.children[1].name == "Confirm")
        #expect(named.children[1].description == "Saves the date")
        #expect(named.children[2].name == "Name")
        #expect(AccessibilityStates([.focused, .enabled, .expanded]).names == ["focused", "enabled", "expanded"])
        #expect(AccessibilityRole.spinButton.rawValue == "spin button")
    }

    @Test func theJSONHasTheDumpsKeysInOrder() {
        let segment = AccessibilityNode(
            identifier: "dmy.day", role: .spinButton, name: "Day", valueText: "21", valueRange: .rows(20, count: 31),
            states: [.focusable, .enabled, .focused], frame: Rect(x: 10, y: 20, width: 60, height: 44.5))
        let picker = AccessibilityNode(
            identifier: "dmy", role: .panel, name: "Date", description: "Day, month and year", states: [.enabled],
            actions: [.click], frame: Rect(x: 10, y: 20, width: 200, height: 44.5), children: [segment])
        #expect(picker.jsonValue.serialized() == #"{"id":"dmy","role":"panel","name":"Date","description":"Day, month and year","value":null,"#
            + #""states":["enabled"],"actions":["click"],"frame":{"x":10,"y":20,"width":200,"height":44.5},"children":["#
            + #"{"id":"dmy.day","role":"spin button","name":"Day","value":"21","range":{"current":20,"minimum":0,"maximum":30,"step":1},"#
            + #""states":["focusable","focused","enabled"],"actions":[],"frame":{"x":10,"y":20,"width":60,"height":44.5},"children":[]}]}"#)
        let window = AccessibilityNode.window(named: "Demo", size: Size(width: 800, height: 600), panels: [picker])
        #expect(window.role == .frame)
        #expect(window.frame == Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(window.node(withIdentifier: "dmy.day") == segment)
        #expect(window.subtree.map(\.identifier) == ["window", "dmy", "dmy.day"])
    }

    @Test func aButtonsClickTriggersItsActionAtTheRootsTime() {
        let (root, _, _, _, pressed) = controls()
        root.tick(now: 2.5)
        #expect(root.performAccessibilityAction(.click, on: "ok"))
        #expect(pressed() == [2.5])
        #expect(!root.performAccessibilityAction(.click, on: "caption"))
        #expect(!root.performAccessibilityAction(AccessibilityAction(rawValue: "press"), on: "ok"))
        #expect(!root.setAccessibilityValue(1, on: "ok"))
        #expect(pressed() == [2.5])
    }

    @Test func focusChangesAndEditsAreAnnounced() {
        let (root, _, button, field, _) = controls()
        var events: [AccessibilityEvent] = []
        root.onAccessibilityEvent = { events.append($0) }
        root.setFocus(button)
        root.handle(.key(KeyEvent(key: .tab, modifiers: [], time: 1)))
        #expect(events == [
            AccessibilityEvent(.focus, identifier: "ok", time: 0), AccessibilityEvent(.focus, identifier: "name", time: 1),
        ])
        #expect(root.accessibilityNode().node(withIdentifier: "name")?.states.contains(.focused) == true)
        #expect(root.accessibilityNode().node(withIdentifier: "ok")?.states.contains(.focused) == false)
        root.handle(.text("!", time: 2))
        #expect(field.text.hasSuffix("!"))
        #expect(events.last == AccessibilityEvent(.valueChanged, identifier: "name", time: 2))
        #expect(root.accessibilityNode().node(withIdentifier: "name")?.valueText == field.text)
    }
}
