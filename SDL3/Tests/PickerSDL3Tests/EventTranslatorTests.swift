import PickerSDL3
import Testing

extension SDL3Tests {
    /// SDL 3's events, built as SDL fills them in, become the same core events as SDL 2's.
    @Suite struct EventTranslator {
        /// A 400 x 300 point window shown at user scale 2 (800 x 600 window coordinates).
        let translator = SDLEventTranslator(pointsPerWindowCoordinate: 0.5, windowSizeInPoints: Size(width: 400, height: 300))

        private func mouse(_ type: SDL_EventType, x: Float, y: Float, button: Int = 1, which: SDL_MouseID = 0) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            if type == SDL_EVENT_MOUSE_MOTION {
                (event.motion.x, event.motion.y, event.motion.which) = (x, y, which)
            } else {
                (event.button.x, event.button.y, event.button.which) = (x, y, which)
                (event.button.button, event.button.down) = (UInt8(button), type == SDL_EVENT_MOUSE_BUTTON_DOWN)
            }
            return event
        }

        private func key(_ code: SDL_Keycode, mod: SDL_Keymod = 0, down: Bool = true, repeating: Bool = false) -> SDL_Event {
            var event = SDL_Event()
            event.type = (down ? SDL_EVENT_KEY_DOWN : SDL_EVENT_KEY_UP).rawValue
            (event.key.key, event.key.mod, event.key.down, event.key.repeat) = (code, mod, down, repeating)
            return event
        }

        @Test func aLeftButtonDragInFloatCoordinatesBecomesPointsInOrder() {
            let down = translator.translate(mouse(SDL_EVENT_MOUSE_BUTTON_DOWN, x: 200.5, y: 100), time: 1)
            let moved = translator.translate(mouse(SDL_EVENT_MOUSE_MOTION, x: 261, y: 90), time: 1.1)
            let up = translator.translate(mouse(SDL_EVENT_MOUSE_BUTTON_UP, x: 300, y: 80.5), time: 1.2)
            #expect(down == [.pointerDown(PointerEvent(pointer: .mouse, location: Point(x: 100.25, y: 50), time: 1))])
            #expect(moved == [.pointerMoved(PointerEvent(pointer: .mouse, location: Point(x: 130.5, y: 45), time: 1.1))])
            #expect(up == [.pointerUp(PointerEvent(pointer: .mouse, location: Point(x: 150, y: 40.25), time: 1.2))])
            #expect(!translator.isAnyPointerDown)
        }

        @Test func otherButtonsAndMouseEventsMadeUpFromTouchesAreNotPresses() {
            #expect(translator.translate(mouse(SDL_EVENT_MOUSE_BUTTON_DOWN, x: 10, y: 10, button: 3), time: 0).isEmpty)
            #expect(translator.translate(mouse(SDL_EVENT_MOUSE_BUTTON_DOWN, x: 10, y: 10, which: .max), time: 0).isEmpty)
            #expect(!translator.isMouseDown)
            // A release whose press happened outside the window is not reported.
            #expect(translator.translate(mouse(SDL_EVENT_MOUSE_BUTTON_UP, x: 10, y: 10), time: 0).isEmpty)
        }

        @Test func fingersAreTouchPointersOfTheirOwnAndCancelledWithTheWindow() {
            var finger = SDL_Event()
            finger.type = SDL_EVENT_FINGER_DOWN.rawValue
            (finger.tfinger.touchID, finger.tfinger.fingerID, finger.tfinger.x, finger.tfinger.y) = (1, 7, 0.25, 0.5)
            let down = translator.translate(finger, time: 2)
            #expect(down == [.pointerDown(PointerEvent(pointer: PointerID(1), kind: .touch, location: Point(x: 100, y: 150), time: 2))])
            finger.tfinger.touchID = .max  // SDL_MOUSE_TOUCHID: made up from the mouse
            #expect(translator.translate(finger, time: 2).isEmpty)
            #expect(translator.cancelAllPointers(time: 3)
                == [.pointerCancelled(PointerEvent(pointer: PointerID(1), kind: .touch, location: Point(x: 100, y: 150), time: 3))])
        }

        @Test func aCancelledFingerCancelsItsPointerWhereItLastWas() {
            var finger = SDL_Event()
            finger.type = SDL_EVENT_FINGER_DOWN.rawValue
            (finger.tfinger.touchID, finger.tfinger.fingerID, finger.tfinger.x, finger.tfinger.y) = (1, 3, 0.5, 0.5)
            _ = translator.translate(finger, time: 1)
            finger.type = SDL_EVENT_FINGER_MOTION.rawValue
            finger.tfinger.x = 0.75
            _ = translator.translate(finger, time: 1.1)
            finger.type = SDL_EVENT_FINGER_CANCELED.rawValue
            (finger.tfinger.x, finger.tfinger.y) = (0, 0)
            #expect(translator.translate(finger, time: 1.2)
                == [.pointerCancelled(PointerEvent(pointer: PointerID(1), kind: .touch, location: Point(x: 300, y: 150), time: 1.2))])
            #expect(!translator.isAnyPointerDown)
            // Its lifting afterwards is nothing: the touch is over.
            finger.type = SDL_EVENT_FINGER_UP.rawValue
            #expect(translator.translate(finger, time: 1.3).isEmpty)
        }

        @Test func keysCarryTheirModifiersAndRepeat() {
            let events = translator.translate(key(SDLK_LEFT, mod: SDL_Keymod(SDL_KMOD_LSHIFT | SDL_KMOD_RCTRL), repeating: true), time: 4)
            #expect(events == [.key(KeyEvent(key: .left, modifiers: [.shift, .control], isRepeat: true, time: 4))])
            #expect(translator.translate(key(SDLK_A), time: 5) == [.key(KeyEvent(key: .character("a"), modifiers: [], isRepeat: false, time: 5))])
            #expect(translator.translate(key(SDLK_F13), time: 5) == [.key(KeyEvent(key: .function(13), modifiers: [], isRepeat: false, time: 5))])
            #expect(translator.translate(key(SDLK_LSHIFT), time: 5).isEmpty)
            #expect(translator.translate(key(SDLK_KP_0, down: false), time: 5).isEmpty)
        }

        @Test func theWheelScrollsWhereTheMouseIsAndFlippedWheelsAreTurnedBack() {
            _ = translator.translate(mouse(SDL_EVENT_MOUSE_MOTION, x: 40, y: 20), time: 0)
            var wheel = SDL_Event()
            wheel.type = SDL_EVENT_MOUSE_WHEEL.rawValue
            (wheel.wheel.x, wheel.wheel.y, wheel.wheel.direction) = (0.5, -1.5, SDL_MOUSEWHEEL_FLIPPED)
            #expect(translator.translate(wheel, time: 6)
                == [.scroll(ScrollEvent(location: Point(x: 20, y: 10), deltaX: -0.5, deltaY: 1.5, time: 6))])
        }

        /// SDL 3's text events point at their UTF-8 (SDL owns it until the next poll), where SDL 2's held it.
        @Test func textInputAndCompositionBecomeText() {
            var events: [InputEvent] = []
            for (type, text) in [(SDL_EVENT_TEXT_INPUT, "日本語 é"), (SDL_EVENT_TEXT_EDITING, "かな"), (SDL_EVENT_TEXT_INPUT, "")] {
                var event = SDL_Event()
                event.type = type.rawValue
                text.withCString { pointer in
                    event.text.text = pointer
                    if type == SDL_EVENT_TEXT_EDITING { event.edit.start = 1 }
                    events += translator.translate(event, time: 7)
                }
            }
            #expect(events == [.text("日本語 é", time: 7), .textEditing("かな", cursor: 1, time: 7)])
        }

        @Test func windowEventsAreNamedForTheHost() {
            var event = SDL_Event()
            event.type = SDL_EVENT_WINDOW_FOCUS_LOST.rawValue
            #expect(SDLEventTranslator.windowEvent(event) == .focusLost)
            event.type = SDL_EVENT_WINDOW_RESIZED.rawValue
            event.window.data1 = 640
            event.window.data2 = 480
            #expect(SDLEventTranslator.windowEvent(event) == .resized(width: 640, height: 480))
            event.type = SDL_EVENT_WINDOW_PIXEL_SIZE_CHANGED.rawValue
            #expect(SDLEventTranslator.windowEvent(event) == .displayChanged)
            event.type = SDL_EVENT_WINDOW_MINIMIZED.rawValue
            #expect(SDLEventTranslator.windowEvent(event) == .hidden)
            event.type = SDL_EVENT_WINDOW_MOUSE_ENTER.rawValue
            #expect(SDLEventTranslator.windowEvent(event) == nil)
            #expect(translator.translate(event, time: 0).isEmpty)
        }
    }
}
