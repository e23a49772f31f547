import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Filling in a form's text rows with a controller")
struct FormTypingTests {
    @Test func aConfirmOnATextRowTypesIntoItAndTheFormReportsTheField() throws {
        let form = try SamplePerson.harness()
        var reported: [FormField] = []
        form.table.onValueChanged = { reported.append($0) }
        let pad = ControllerID(1)
        var t = 0.0
        func send(_ action: GamepadAction) {
            t += 0.1
            form.run(until: t)
            form.root.handle(action, controller: pad, time: t)
            if case .move(let direction) = action { form.root.releaseDirection(direction, controller: pad) }
        }
        send(.confirm)                                  // focuses the name row's field
        let name = try #require(form.table.rows[PersonField.name].textField)
        #expect(form.root.focusedWidget === name)
        send(.confirm)                                  // types
        #expect(form.root.isTyping)
        // Under the row, inside the window.
        let keyboard = try #require(form.root.onScreenKeyboard)
        #expect(keyboard.frame.minY >= name.frame.maxY && Rect(x: 0, y: 0, width: 800, height: 600).contains(keyboard.frame))
        for action: [GamepadAction] in [[.move(.down), .move(.down), .confirm], [.move(.up), .confirm],
                                        [.move(.down)] + Array(repeating: .move(.right), count: 6) + [.confirm, .confirm]] {
            action.forEach(send)
        }
        #expect(name.text == "Ann")
        #expect(form.table.fields[PersonField.name].text == "Ann")
        #expect(reported.map(\.key) == ["name", "name", "name"] && reported.last?.text == "Ann")
        #expect(form.changes.contains { $0.widget == "form" && $0["field"] == .string("name") && $0["value"] == .string("Ann") })
        send(.cancel)
        #expect(!form.root.isTyping && form.root.focusedWidget === name)
        send(.move(.down))
        #expect(form.root.focusedWidget === form.table.rows[PersonField.email].textField, "directions move between rows again")
    }
}
