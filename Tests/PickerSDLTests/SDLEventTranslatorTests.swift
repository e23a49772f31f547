import PickerDemoKit
import CSDL2
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    @Suite struct EventTranslator {
        init() throws { _ = try SDLTests.library() }

        /// A translator for a 400 x 300 point window shown at user scale 2 (800 x 600 window coordinates).
        func makeTranslator() -> SDLEventTranslator {
            SDLEventTranslator(pointsPerWindowCoordinate: 0.5, windowSizeInPoints: Size(width: 400, height: 300))
        }

        @Test func leftButtonDragMapsWindowCoordinatesToPoints() {
            let translator = makeTranslator()
            let down = translator.translate(SDLEventFactory.mouseButtonDown(x: 200, y: 100), time: 1.0)
            let moved = translator.translate(SDLEventFactory.mouseMotion(x: 260, y: 90, leftButtonHeld: true), time: 1.1)
            let up = translator.translate(SDLEventFactory.mouseButtonUp(x: 300, y: 80), time: 1.2)
            #expect(down == [.pointerDown(PointerEvent(pointer: .mouse, kind: .mouse, location: Point(x: 100, y: 50), time: 1.0))])
            #expect(moved == [.pointerMoved(PointerEvent(pointer: .mouse, kind: .mouse, location: Point(x: 130, y: 45), time: 1.1))])
            #expect(up == [.pointerUp(PointerEvent(pointer: .mouse, kind: .mouse, location: Point(x: 150, y: 40), time: 1.2))])
            #expect(!translator.isAnyPointerDown)
        }

        @Test func rightAndMiddleButtonsAreIgnoredButHoverIsReported() {
            let translator = makeTranslator()
            #expect(translator.translate(SDLEventFactory.mouseButtonDown(x: 10, y: 10, button: 3), time: 0).isEmpty)
            #expect(translator.translate(SDLEventFactory.mouseButtonUp(x: 10, y: 10, button: 2), time: 0).isEmpty)
            #expect(translator.translate(SDLEventFactory.mouseMotion(x: 40, y: 20), time: 0.5)
                == [.pointerMoved(PointerEvent(pointer: .mouse, location: Point(x: 20, y: 10), time: 0.5))])
            // A release whose press happened outside the window is not reported.
            #expect(translator.translate(SDLEventFactory.mouseButtonUp(x: 10, y: 10), time: 1).isEmpty)
        }

        @Test func mouseEventsSynthesisedFromTouchAreIgnored() {
            let translator = makeTranslator()
            var down = SDLEventFactory.mouseButtonDown(x: 100, y: 100)
            down.button.which = UInt32.max  // SDL_TOUCH_MOUSEID
            var motion = SDLEventFactory.mouseMotion(x: 120, y: 100, leftButtonHeld: true)
            motion.motion.which = UInt32.max
            #expect(translator.translate(down, time: 0).isEmpty)
            #expect(translator.translate(motion, time: 0).isEmpty)
            #expect(!translator.isMouseDown)
            // ... and the finger itself arrives as a touch.
            let finger = translator.translate(SDLEventFactory.fingerDown(finger: 7, x: 0.25, y: 0.5), time: 0)
            guard case .pointerDown(let event)? = finger.first else {
                Issue.record("expected a pointer down, got \(finger)")
                return
            }
            #expect(event.kind == .touch && event.pointer != .mouse)
            #expect(abs(event.location.x - 100) < 1e-4 && abs(event.location.y - 150) < 1e-4)
        }

        @Test func twoFingersAreTwoStablePointers() throws {
            let translator = makeTranslator()
            func pointer(_ events: [InputEvent]) throws -> PointerEvent {
                switch try #require(events.first) {
                case .pointerDown(let e), .pointerMoved(let e), .pointerUp(let e): return e
                default: throw SDLError(operation: "test", message: "not a pointer event: \(events)")
                }
            }
            let a = try pointer(translator.translate(SDLEventFactory.fingerDown(finger: 10, x: 0.1, y: 0.5), time: 0))
            let b = try pointer(translator.translate(SDLEventFactory.fingerDown(finger: 11, x: 0.9, y: 0.5), time: 0))
            #expect(a.pointer != b.pointer)
            #expect(a.pointer != .mouse && b.pointer != .mouse)
            let aMoved = try pointer(translator.translate(SDLEventFactory.fingerMotion(finger: 10, x: 0.2, y: 0.5), time: 0.1))
            let bUp = try pointer(translator.translate(SDLEventFactory.fingerUp(finger: 11, x: 0.8, y: 0.5), time: 0.2))
            let aUp = try pointer(translator.translate(SDLEventFactory.fingerUp(finger: 10, x: 0.3, y: 0.5), time: 0.3))
            #expect(aMoved.pointer == a.pointer && aUp.pointer == a.pointer && bUp.pointer == b.pointer)
            // SDL carries normalised finger positions as Float.
            #expect(abs(aMoved.location.x - 80) < 1e-4 && abs(aMoved.location.y - 150) < 1e-4)
            #expect(!translator.isAnyPointerDown)
            // A finger that was never down is not reported.
            #expect(translator.translate(SDLEventFactory.fingerMotion(finger: 99, x: 0.5, y: 0.5), time: 1).isEmpty)
        }

        @Test func cancellingReportsEveryPointerThatIsDown() {
            let translator = makeTranslator()
            _ = translator.translate(SDLEventFactory.mouseButtonDown(x: 2, y: 2), time: 0)
            _ = translator.translate(SDLEventFactory.fingerDown(finger: 1, x: 0.5, y: 0.5), time: 0)
            let cancelled = translator.cancelAllPointers(time: 1)
            #expect(cancelled.count == 2)
            #expect(!translator.isAnyPointerDown)
        }

        @Test func wheelUsesPreciseDeltasAndFlipsNaturalScrolling() {
            let translator = makeTranslator()
            _ = translator.translate(SDLEventFactory.mouseMotion(x: 50, y: 60), time: 0)
            #expect(translator.translate(SDLEventFactory.wheel(deltaY: 1.5), time: 1)
                == [.scroll(ScrollEvent(location: Point(x: 25, y: 30), deltaX: 0, deltaY: 1.5, time: 1))])
            // With natural scrolling SDL reports the opposite sign and the flipped flag; the wheel still turned away.
            #expect(translator.translate(SDLEventFactory.wheel(deltaX: -0.5, deltaY: 2, flipped: true), time: 2)
                == [.scroll(ScrollEvent(location: Point(x: 25, y: 30), deltaX: -0.5, deltaY: 2, time: 2))])
        }

        @Test(arguments: [
            Key.left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .tab, .enter, .space, .escape,
            .backspace, .delete, .function(1), .function(2), .function(12), .function(13), .function(24),
            .character("a"), .character("z"), .character("0"), .character("9"),
        ])
        func keysRoundTripThroughSDL(key: Key) throws {
            let translator = makeTranslator()
            let event = try #require(SDLEventFactory.keyDown(key, modifiers: [.shift, .control], isRepeat: true))
            #expect(translator.translate(event, time: 3)
                == [.key(KeyEvent(key: key, modifiers: [.shift, .control], isRepeat: true, time: 3))])
        }

        @Test func keypadEnterIsEnterAndModifierKeysAloneAreSilent() throws {
            let translator = makeTranslator()
            var event = try #require(SDLEventFactory.keyDown(.enter))
            event.key.keysym.sym = SDL_Keycode(SDLK_KP_ENTER.rawValue)
            #expect(translator.translate(event, time: 0) == [.key(KeyEvent(key: .enter, time: 0))])
            event.key.keysym.sym = SDL_Keycode(SDLK_LSHIFT.rawValue)
            event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
            #expect(translator.translate(event, time: 0).isEmpty)
            #expect(translator.modifiers == .shift)
            // Held modifiers are carried by pointer events too.
            #expect(translator.translate(SDLEventFactory.mouseButtonDown(x: 0, y: 0), time: 1)
                == [.pointerDown(PointerEvent(pointer: .mouse, location: .zero, time: 1, modifiers: .shift))])
        }

        @Test func windowEventsAreNamedForTheHostAndAHiddenWindowIsNotAFocusLoss() {
            func named(_ id: SDL_WindowEventID, _ width: Int32 = 0, _ height: Int32 = 0) -> WindowEvent? {
                var event = SDL_Event()
                event.window.type = SDL_WINDOWEVENT.rawValue
                event.window.event = UInt8(id.rawValue)
                (event.window.data1, event.window.data2) = (width, height)
                return SDLEventTranslator.windowEvent(event)
            }
            #expect(named(SDL_WINDOWEVENT_SIZE_CHANGED, 640, 480) == .resized(width: 640, height: 480))
            #expect(named(SDL_WINDOWEVENT_FOCUS_LOST) == .focusLost)
            #expect(named(SDL_WINDOWEVENT_HIDDEN) == .hidden && named(SDL_WINDOWEVENT_MINIMIZED) == .hidden)
            #expect(named(SDL_WINDOWEVENT_ENTER) == nil)
            #expect(SDLEventTranslator.windowEvent(SDLEventFactory.mouseButtonDown(x: 0, y: 0)) == nil)
        }

        @Test func textInputIsUTF8() {
            let translator = makeTranslator()
            #expect(translator.translate(SDLEventFactory.textInput("déjà 21"), time: 4) == [.text("déjà 21", time: 4)])
        }
    }
}
