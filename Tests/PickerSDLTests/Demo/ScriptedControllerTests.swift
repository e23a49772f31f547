import Foundation
import PickerDemoKit
import PickerInspection
import PickerKit
import Testing

extension SDLTests {
    /// `--script`'s controller steps replayed offscreen: SDL controller events through `PanelHost`.
    @Suite struct ScriptedController {
        init() throws { _ = try SDLTests.library() }

        /// A focuses the page's first picker, right moves to the date-and-time picker, A engages it, down
        /// turns its date a day on, and A leaves keeping it: one change, logged for that picker.
        @Test func aControllerTurnsTheDateAndTimePickersDate() throws {
            let changes = try loggedEvents(page: .datepicker, script: """
                0.00 pad-down a
                0.05 pad-up a
                0.10 pad-down dpright
                0.15 pad-up dpright
                0.20 pad-down a
                0.25 pad-up a
                0.30 pad-down dpdown
                0.35 pad-up dpdown
                1.50 pad-down a
                1.55 pad-up a
                2.50 end
                """)
            #expect(changes.count == 1, "\(changes.map { $0.jsonValue.serialized() })")
            let change = try #require(changes.first)
            #expect(change.widget == "datepicker")
            #expect(change["date"] != nil, "\(change.jsonValue.serialized())")
        }

        /// The left stick held down on the engaged picker steps at once, then after 0.3 s and every 0.08 s:
        /// the date lands further on than one press takes it.
        @Test func aHeldStickRepeats() throws {
            let prefix = """
                0.00 pad-down a
                0.05 pad-up a
                0.10 pad-axis leftx 32767
                0.15 pad-axis leftx 0
                0.20 pad-down a
                0.25 pad-up a

                """
            let once = try loggedEvents(page: .datepicker, script: prefix + """
                0.30 pad-axis lefty 32767
                0.35 pad-axis lefty 0
                3.00 end
                """)
            let held = try loggedEvents(page: .datepicker, script: prefix + """
                0.30 pad-axis lefty 32767
                0.70 pad-axis lefty 0
                3.00 end
                """)
            let onceDate = try #require(once.last?["date"]), heldDate = try #require(held.last?["date"])
            #expect(held.allSatisfy { $0.widget == "datepicker" })
            #expect(onceDate != heldDate, "held: \(held.map { $0.jsonValue.serialized() })")
        }

        /// On the form, A focuses the name row's field and A again shows the on-screen keyboard; shift, A,
        /// n, n type "Ann" over the selected name: three changes of the name field, the last "Ann", and no
        /// other field changes.
        @Test func aControllerTypesIntoTheFormsNameRow() throws {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Scripts/form-typing.txt")
            let changes = try loggedEvents(page: .form, script: String(contentsOf: url, encoding: .utf8))
            let form = changes.filter { $0.widget == "form" }
            #expect(form.map { $0["value"] } == [.string("A"), .string("An"), .string("Ann")], "\(changes.map { $0.jsonValue.serialized() })")
            #expect(form.allSatisfy { $0["field"] == .string("name") })
            #expect(changes.allSatisfy { $0.widget == "form" || $0.widget == "form.name.text" })
        }

        @Test(arguments: [
            ("0 pad-down z", "unknown controller button 'z'"),
            ("0 pad-up", "unknown controller button ''"),
            ("0 pad-axis leftz 10", "unknown controller axis 'leftz'"),
            ("0 pad-axis lefty 40000", "whole number from -32768 to 32767, not '40000'"),
            ("0 pad-axis lefty", "whole number from -32768 to 32767"),
        ])
        func badControllerStepsAreScriptErrors(line: String, message: String) throws {
            #expect {
                try InputScript(parsing: line)
            } throws: { error in
                "\(error)".contains(message) && "\(error)".hasPrefix("script line 1:")
            }
        }

        @Test func everySDLButtonNameParses() throws {
            let names = "a b x y back guide start leftstick rightstick leftshoulder rightshoulder dpup dpdown dpleft dpright"
            let script = try InputScript(parsing: names.split(separator: " ").map { "0 pad-down \($0)" }.joined(separator: "\n"))
            #expect(Set(script.steps.map(\.action)).count == GamepadButton.allCases.count)
            #expect(script.usesController)
        }
    }
}
