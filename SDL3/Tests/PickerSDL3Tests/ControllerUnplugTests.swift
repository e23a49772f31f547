import Foundation
import PickerDemoPages
import PickerSDL3
import Testing

extension SDL3Tests {
    /// A controller unplugged while a direction is held stops the held direction's repeat, through SDL 3's own
    /// gamepad events (as SDL 2's PanelHostControllerTests checks on SDL 2).
    @Suite struct ControllerUnplugTests {
        @Test func aControllerUnpluggedMidHoldStopsTheRepeat() throws {
            let library = try SDL3Tests.library()
            try #require(library.supportsGameControllers)
            // The dummy driver's window never has the input focus: controller events must come anyway.
            SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
            let renderer = try OffscreenRenderer(pixelWidth: 800, pixelHeight: 600)
            let options = PageOptions(today: DateComponents(year: 2026, month: 11, day: 21), showsToolbar: false)
            let scene = try DemoScene(page: .form, options: options, textMeasurer: renderer.textMeasurer)
            /// Hands SDL's events to the host at `time` and draws a frame then; the focused widget after it.
            func frame(at time: Double) throws -> String? {
                var event = SDL_Event()
                SDL_PumpEvents()
                while SDL_PollEvent(&event) { renderer.host.handle(event, time: time) }
                try renderer.render(scene: scene, now: time)
                return scene.focusedCandidateID
            }
            let pad = try VirtualGameController()
            _ = try frame(at: 0)
            try pad.setButton(.a, isDown: true)
            let first = try #require(try frame(at: 0.1), "A focuses the first field")
            try pad.setButton(.a, isDown: false)
            _ = try frame(at: 0.15)
            // Held down from 0.2 s: one move at once, then one 0.3 s later and every 0.08 s after that.
            try pad.setButton(.dpadDown, isDown: true)
            let pressed = try frame(at: 0.2)
            let repeated = try frame(at: 0.52)
            #expect(Set([first, pressed, repeated]).count == 3, "the hold moves and repeats: \(first), \(pressed ?? "-"), \(repeated ?? "-")")
            #expect(repeated != scene.focusCandidates.last?.id, "fields are left below, where a repeat would go")
            pad.detach()
            var after: [String?] = []
            for time in stride(from: 0.55, through: 1.5, by: 0.05) { after.append(try frame(at: time)) }
            #expect(after.allSatisfy { $0 == repeated }, "the focus kept moving after the unplug: \(after)")
        }
    }
}
