import PickerSDL3
import Testing

extension SDL3Tests {
    /// A virtual gamepad's presses come through SDL 3's queue as a real pad's do, and name the core's buttons.
    @Suite struct Gamepads {
        init() throws {
            let library = try SDL3Tests.library()
            try #require(library.supportsGameControllers)
        }

        /// The events SDL has now, after updating its joysticks.
        private func events() -> [SDL_Event] {
            var events: [SDL_Event] = []
            var event = SDL_Event()
            SDL_PumpEvents()
            while SDL_PollEvent(&event) { events.append(event) }
            return events
        }

        @Test func aVirtualPressIsTheCoreButtonOnThatController() throws {
            _ = events()
            let controllers = GameControllers()
            let pad = try VirtualGameController()
            let added = try #require(events().first { $0.type == SDL_EVENT_GAMEPAD_ADDED.rawValue })
            #expect(try controllers.open(added.gdevice.which) == pad.controllerID)
            #expect(controllers.faceLayout(of: pad.controllerID) == .confirmOnBottom)

            for button in [GamepadButton.a, .dpadLeft, .start] {
                try pad.setButton(button, isDown: true)
                let pressed = try #require(events().first { $0.type == SDL_EVENT_GAMEPAD_BUTTON_DOWN.rawValue })
                #expect(ControllerID(Int(pressed.gbutton.which)) == pad.controllerID)
                #expect(SDLGamepadMapping.button(SDL_GamepadButton(Int32(pressed.gbutton.button))) == button)
                try pad.setButton(button, isDown: false)
                #expect(events().contains { $0.type == SDL_EVENT_GAMEPAD_BUTTON_UP.rawValue })
            }

            try pad.setAxis(SDL_GAMEPAD_AXIS_LEFTX, value: -32768)
            let moved = try #require(events().first { $0.type == SDL_EVENT_GAMEPAD_AXIS_MOTION.rawValue })
            let axis = try #require(SDLGamepadMapping.leftStickAxis(SDL_GamepadAxis(Int32(moved.gaxis.axis))))
            #expect(controllers.updateStick(axis, value: Int(moved.gaxis.value), on: pad.controllerID) == [.press(.left)])

            pad.detach()
            #expect(events().contains { $0.type == SDL_EVENT_GAMEPAD_REMOVED.rawValue })
            #expect(controllers.remove(pad.controllerID))
            #expect(throws: SDLError.self) { try pad.setButton(.a, isDown: true) }
        }
    }
}
