import Testing
@testable import PickerCore

@Suite struct GamepadButtonMappingTests {
    @Test func theBottomButtonConfirmsByDefault() {
        let mapping = GamepadButtonMapping()
        #expect(mapping.faceLayout == .confirmOnBottom)
        #expect(mapping.action(for: .a) == .confirm)
        #expect(mapping.action(for: .b) == .cancel)
    }

    @Test func theNintendoLayoutSwapsConfirmAndCancel() {
        let mapping = GamepadButtonMapping(faceLayout: .confirmOnRight)
        #expect(mapping.action(for: .b) == .confirm)
        #expect(mapping.action(for: .a) == .cancel)
    }

    @Test func otherButtonsDoNotDependOnTheLayout() {
        for layout in GamepadFaceLayout.allCases {
            let mapping = GamepadButtonMapping(faceLayout: layout)
            #expect(mapping.action(for: .dpadUp) == .move(.up))
            #expect(mapping.action(for: .dpadDown) == .move(.down))
            #expect(mapping.action(for: .dpadLeft) == .move(.left))
            #expect(mapping.action(for: .dpadRight) == .move(.right))
            #expect(mapping.action(for: .leftShoulder) == .pageBack)
            #expect(mapping.action(for: .rightShoulder) == .pageForward)
            #expect(mapping.action(for: .start) == .start)
            #expect(mapping.action(for: .back) == .back)
            // X and Y are typing's: the navigator uses them only while a text field is engaged.
            #expect(mapping.action(for: .x) == .deleteBackward)
            #expect(mapping.action(for: .y) == .insertSpace)
            for unused: GamepadButton in [.guide, .leftStick, .rightStick] { #expect(mapping.action(for: unused) == nil) }
        }
    }
}
