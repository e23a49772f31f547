import CSDL2
import Foundation
import PickerCore
import PickerSDL
import PickerWidgets
import Testing

extension SDLTests {
    /// Game controllers through SDL's own path on the dummy driver: a virtual controller is plugged in,
    /// its buttons set, and SDL's events go through `PanelHost.handle(_:)`.
    @Suite struct PanelHostControllerTests {
        init() throws {
            _ = try SDLTests.library()
            // The dummy window never has the input focus: controller events must come anyway.
            SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        }

        /// What `handle` answered for each controller event SDL delivered.
        struct Delivered {
            var type: SDL_EventType
            var used: Bool
        }

        /// Pumps SDL's events into `host`; returns the controller events and whether each was used.
        @discardableResult
        func pump(_ host: PanelHost, time: Double) -> [Delivered] {
            var delivered: [Delivered] = []
            var event = SDL_Event()
            SDL_PumpEvents()
            while SDL_PollEvent(&event) == 1 {
                let used = host.handle(event, time: time)
                let type = SDL_EventType(event.type)
                if type.rawValue >= SDL_CONTROLLERAXISMOTION.rawValue, type.rawValue <= SDL_CONTROLLERDEVICEREMAPPED.rawValue {
                    delivered.append(Delivered(type: type, used: used))
                }
            }
            return delivered
        }

        /// Presses and releases `button`; whether the press was used.
        func click(_ button: GamepadButton, on pad: VirtualGameController, host: PanelHost, time: Double) throws -> Bool {
            try pad.setButton(button, isDown: true)
            let down = pump(host, time: time).filter { $0.type == SDL_CONTROLLERBUTTONDOWN }
            try pad.setButton(button, isDown: false)
            let up = pump(host, time: time + 0.05).filter { $0.type == SDL_CONTROLLERBUTTONUP }
            #expect(down.count == 1 && up.count == 1, "\(button): \(down.count) down and \(up.count) up events")
            #expect(down.first?.used == up.first?.used, "a release is used exactly when its press was")
            return down.first?.used ?? false
        }

        func makeHost() throws -> (AppWindow, PanelHost, PanelPage) {
            let app = try AppWindow()
            let host = try app.makeHost()
            let page = try PanelPage(id: "a", textMeasurer: host.textMeasurer)
            host.addPanel(page, frame: Rect(x: 0, y: 0, width: 300, height: 260))
            app.flushEvents()
            return (app, host, page)
        }

        @Test func pluggingInOpensAControllerAndUnpluggingClosesIt() throws {
            let (app, host, _) = try makeHost()
            try #require(host.library.supportsGameControllers)
            let pad = try VirtualGameController()
            let added = pump(host, time: 0)
            #expect(added.contains { $0.type == SDL_CONTROLLERDEVICEADDED })
            #expect(host.gameControllers.contains(pad.controllerID), "\(host.lastControllerError.map(String.init(describing:)) ?? "")")
            pad.detach()
            let removed = pump(host, time: 0.1)
            #expect(removed.contains { $0.type == SDL_CONTROLLERDEVICEREMOVED })
            #expect(!host.gameControllers.contains(pad.controllerID))
            #expect(added.allSatisfy { !$0.used } && removed.allSatisfy { !$0.used }, "the app hears of plugging too")
            app.flushEvents()
        }

        @Test func confirmAndCancelReachTheFocusedWidget() throws {
            let (app, host, page) = try makeHost()
            page.wheel.restoresValueOnCancel = true
            let pad = try VirtualGameController()
            pump(host, time: 0)
            try #require(host.gameControllers.contains(pad.controllerID))

            #expect(try click(.a, on: pad, host: host, time: 0.1))
            #expect(page.focusedWidget === page.button, "the first press focuses the first widget")
            #expect(page.presses == 0)
            #expect(try click(.a, on: pad, host: host, time: 0.2))
            #expect(page.presses == 1)
            #expect(try click(.dpadDown, on: pad, host: host, time: 0.3))
            #expect(page.focusedWidget === page.wheel)
            #expect(try click(.a, on: pad, host: host, time: 0.4))
            #expect(page.engagedWidget === page.wheel)
            #expect(try click(.dpadDown, on: pad, host: host, time: 0.5))
            host.tick(now: 1.5)
            #expect(page.wheel.selectedRow(inComponent: 0) == 1)
            #expect(try click(.b, on: pad, host: host, time: 1.6))
            #expect(page.engagedWidget == nil)
            host.tick(now: 3)
            #expect(page.wheel.selectedRow(inComponent: 0) == 0, "cancel turned the wheel back")
            app.flushEvents()
        }

        @Test func buttonsNoPanelUsesAreTheGames() throws {
            let (app, host, _) = try makeHost()
            let pad = try VirtualGameController()
            pump(host, time: 0)
            #expect(try !click(.x, on: pad, host: host, time: 0.1))
            // (Not the guide button: SDL holds back its release for a quarter of a second.)
            #expect(try !click(.y, on: pad, host: host, time: 0.2))
            #expect(try !click(.rightStick, on: pad, host: host, time: 0.25))
            try pad.setAxis(SDL_CONTROLLER_AXIS_RIGHTX, value: 30_000)
            #expect(pump(host, time: 0.3).allSatisfy { !$0.used })
            app.flushEvents()
        }

        @Test func theLeftStickMovesFocusAndAnUnpluggedHoldStops() throws {
            let (app, host, page) = try makeHost()
            let pad = try VirtualGameController()
            pump(host, time: 0)
            #expect(try click(.a, on: pad, host: host, time: 0.1))
            try pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, value: 30_000)
            #expect(pump(host, time: 0.2).contains { $0.used })
            #expect(page.focusedWidget === page.wheel)
            #expect(page.nextWakeTime != nil, "the held stick repeats")
            pad.detach()
            pump(host, time: 0.3)
            host.tick(now: 1)
            try host.render(now: 1)
            #expect(page.nextWakeTime == nil, "the unplugged controller's hold stopped")
            app.flushEvents()
        }

        /// The host's dead zone on the left stick: pushed to just under half its travel it presses nothing;
        /// just past half it turns the engaged wheel one row, and easing back to a third neither releases nor
        /// presses again.
        @Test func theStickTurnsTheWheelOnlyPastItsDeadZone() throws {
            let (app, host, page) = try makeHost()
            let pad = try VirtualGameController()
            pump(host, time: 0)
            page.setFocus(page.wheel)
            #expect(try click(.a, on: pad, host: host, time: 0.1))
            #expect(page.engagedWidget === page.wheel)
            try pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, value: 16_000)   // 0.49 of the travel
            let inside = pump(host, time: 0.2)
            #expect(!inside.isEmpty && inside.allSatisfy { !$0.used })
            try pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, value: 16_700)   // 0.51
            #expect(pump(host, time: 0.25).contains { $0.used })
            try pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, value: 11_000)   // 0.34: still held
            #expect(pump(host, time: 0.3).allSatisfy { !$0.used })
            try pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, value: 0)
            pump(host, time: 0.35)
            var now = 0.35
            while now < 2 {
                host.tick(now: now)
                now += 1.0 / 60
            }
            #expect(page.wheel.selectedRow(inComponent: 0) == 1)
            #expect(page.wheelChanges == 1)
            app.flushEvents()
        }

        /// While a direction is held and nothing moves, the host sleeps until the next repeat, not a frame at a
        /// time; the repeat's frame steps the focus.
        @Test func aHeldDirectionWakesTheHostAtEachRepeatOnly() throws {
            let (app, host, page) = try makeHost()
            let pad = try VirtualGameController()
            pump(host, time: 100)
            try pad.setButton(.dpadDown, isDown: true)
            pump(host, time: 100)
            let first = page.focusedWidget
            #expect(first != nil)
            // Drawn until nothing moves (the focus ring settles), well before the repeat falls due.
            var now = 100.0
            while host.needsFrame, now < 100.25 {
                try host.render(now: now)
                now += 1.0 / 60
            }
            #expect(!host.needsFrame)
            let wait = try #require(host.timeUntilNextFrame(now: now))
            #expect(abs(wait - (100.3 - now)) < 1e-6, "sleeps \(wait) s until the repeat at 100.3, not one frame")
            try host.render(now: 100.31)
            #expect(page.focusedWidget !== first, "the repeat moved the focus")
            #expect(abs((host.timeUntilNextFrame(now: 100.32) ?? 0) - 0.06) < 1e-6 || host.needsFrame)
            try pad.setButton(.dpadDown, isDown: false)
            pump(host, time: 100.33)
            #expect(page.nextWakeTime == nil)
            app.flushEvents()
        }

        @Test func aStickReleasedAfterTheKeyboardMovedStopsTheFirstPanelsRepeat() throws {
            let (app, host, page) = try makeHost()
            let other = try PanelPage(id: "b", textMeasurer: host.textMeasurer)
            let otherPanel = host.addPanel(other, frame: Rect(x: 300, y: 0, width: 100, height: 260))
            let pad = try VirtualGameController()
            pump(host, time: 0)
            try pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, value: 30_000)
            pump(host, time: 0.1)
            #expect(page.focusedWidget === page.button)
            host.makeKey(otherPanel)
            try pad.setAxis(SDL_CONTROLLER_AXIS_LEFTY, value: 0)
            pump(host, time: 0.2)
            try host.render(now: 1)
            #expect(page.nextWakeTime == nil, "the first panel still repeats a direction let go of")
            #expect(other.nextWakeTime == nil)
            app.flushEvents()
        }

        /// Right from the first panel's button, where nothing of that panel lies, goes to the nearest widget
        /// that way in the next panel, which becomes the key panel; left comes back.
        @Test func theDPadMovesFocusAcrossPanels() throws {
            let (app, host, page) = try makeHost()
            let other = try PanelPage(id: "b", textMeasurer: host.textMeasurer)
            let otherPanel = host.addPanel(other, frame: Rect(x: 320, y: 0, width: 300, height: 260))
            let pad = try VirtualGameController()
            pump(host, time: 0)
            #expect(try click(.dpadDown, on: pad, host: host, time: 0.1))  // the first press focuses the first widget
            #expect(page.focusedWidget === page.button)
            #expect(try click(.dpadRight, on: pad, host: host, time: 0.3))
            #expect(host.keyPanel === otherPanel)
            #expect(other.focusedWidget === other.button && page.focusedWidget == nil)
            #expect(other.isFocusRingVisible)
            #expect(try click(.dpadLeft, on: pad, host: host, time: 0.5))
            #expect(page.focusedWidget === page.button && other.focusedWidget == nil)
            // Nothing lies left of the first panel: the press is the game's.
            #expect(try !click(.dpadLeft, on: pad, host: host, time: 0.7))
            app.flushEvents()
        }

        /// After the app took the keyboard back (`makeKey(nil)`), every button is the app's: no panel
        /// focuses a widget for it.
        @Test func withNoKeyPanelTheButtonsAreTheApps() throws {
            let (app, host, page) = try makeHost()
            let pad = try VirtualGameController()
            pump(host, time: 0)
            host.makeKey(nil)
            #expect(try !click(.dpadDown, on: pad, host: host, time: 0.1))
            #expect(try !click(.a, on: pad, host: host, time: 0.3))
            #expect(page.focusedWidget == nil && page.presses == 0)
            app.flushEvents()
        }

        /// The right trigger flings the engaged wheel forward, faster the further it is pushed, and the change
        /// is reported once it settles; with nothing engaged the trigger is the game's.
        @Test func theRightTriggerFlingsTheEngagedWheel() throws {
            let (app, host, page) = try makeHost()
            let pad = try VirtualGameController()
            pump(host, time: 0)
            try pad.setAxis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, value: 32767)
            #expect(pump(host, time: 0.05).allSatisfy { !$0.used }, "nothing engaged: the game's")
            try pad.setAxis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, value: 0)
            pump(host, time: 0.1)
            #expect(try click(.dpadDown, on: pad, host: host, time: 0.2))  // focuses the button
            #expect(try click(.dpadDown, on: pad, host: host, time: 0.4))  // the wheel below it
            #expect(try click(.a, on: pad, host: host, time: 0.6))  // engages it
            #expect(page.focusedWidget === page.wheel)
            try host.render(now: 0.7)
            try pad.setAxis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, value: 32767)
            #expect(pump(host, time: 0.7).contains { $0.type == SDL_CONTROLLERAXISMOTION && $0.used })
            var now = 0.7
            while now < 8 {
                now += 1.0 / 60
                try host.render(now: now)
            }
            #expect((page.wheel.selectedRow(inComponent: 0) ?? 0) >= 10, "\(String(describing: page.wheel.selectedRow(inComponent: 0)))")
            #expect(page.wheelChanges == 1)
            app.flushEvents()
        }

        @Test func aNintendoFaceLayoutConfirmsOnTheRight() throws {
            let (app, host, page) = try makeHost()
            host.gamepadFaceLayout = .confirmOnRight
            let pad = try VirtualGameController()
            pump(host, time: 0)
            page.setFocus(page.button)
            #expect(try click(.b, on: pad, host: host, time: 0.1))
            #expect(page.presses == 1)
            app.flushEvents()
        }
    }
}
