import PickerDemoKit
import CSDL2
import Foundation
import PickerCore
import PickerSDL
import PickerWidgets
import Testing

extension SDLTests {
    /// When an app's loop must draw and how long it may sleep.
    @Suite struct PanelHostFrameTests {
        init() throws { _ = try SDLTests.library() }

        /// A window whose host shows one `PanelPage` 300 points square, drawn once at time 0.
        private func hostWithDrawnPage() throws -> (app: AppWindow, host: PanelHost, page: PanelPage) {
            let app = try AppWindow()
            let host = try app.makeHost()
            let page = try PanelPage(id: "a", textMeasurer: host.textMeasurer)
            host.addPanel(page, frame: Rect(x: 0, y: 0, width: 300, height: 300))
            try host.render(now: 0)
            return (app, host, page)
        }

        @Test func hoverThatChangesNothingAsksForNoFrame() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            host.addPanel(try PanelPage(id: "a", textMeasurer: host.textMeasurer), frame: Rect(x: 0, y: 0, width: 300, height: 300))
            #expect(host.needsFrame && host.timeUntilNextFrame(now: 0) == 0)
            try host.render(now: 0)
            #expect(!host.needsFrame && host.timeUntilNextFrame(now: 0.01) == nil)
            for x in stride(from: 20, to: 280, by: 10) {
                // Over the button, the wheel and the empty background, no button held.
                #expect(host.handle(SDLEventFactory.mouseMotion(x: x, y: x, windowID: app.windowID), time: 0.1))
                #expect(!host.needsFrame)
            }
            #expect(host.timeUntilNextFrame(now: 0.2) == nil)
        }

        @Test func aFlingNeedsAFrameEveryFrameUntilItSettlesThenNone() throws {
            let (app, host, page) = try hostWithDrawnPage()
            let window = app.windowID
            _ = host.handleAll(AppEvents.press(80, 220, window: window), time: 1)
            for (step, y) in [200, 170, 130, 90].enumerated() {
                host.handle(SDLEventFactory.mouseMotion(x: 80, y: y, leftButtonHeld: true, windowID: window), time: 1 + 0.016 * Double(step + 1))
            }
            _ = host.handleAll(AppEvents.release(80, 90, window: window), time: 1.08)
            let frame = 1.0 / 60
            var now = 1.08
            var framesWhileMoving = 0
            while host.needsFrame, framesWhileMoving < 1200 {
                let wait = try #require(host.timeUntilNextFrame(now: now))
                #expect(wait >= 0 && wait <= frame + 1e-9)
                now += max(wait, frame)
                try host.render(now: now)
                framesWhileMoving += 1
                #expect(host.timeUntilNextFrame(now: now).map { $0 <= frame + 1e-9 } ?? true)
            }
            #expect(framesWhileMoving > 10 && framesWhileMoving < 1200)
            #expect(host.timeUntilNextFrame(now: now + 1) == nil)
            #expect(page.wheelChanges == 1 && (page.wheel.selectedRow(inComponent: 0) ?? -1) > 2)
        }

        /// A finger resting on a button changes nothing on screen once its highlight is drawn: the loop may
        /// sleep until the finger moves or lifts (it used to get a frame every 1/60 s meanwhile). A wheel
        /// held still keeps its frames: it counts as moving until it has settled on a row.
        @Test func aPointerHeldStillOnAButtonAsksForNoFrames() throws {
            let (app, host, page) = try hostWithDrawnPage()
            let window = app.windowID
            _ = host.handleAll(AppEvents.press(60, 30, window: window), time: 1)
            #expect(host.needsFrame && page.button.isHighlighted)
            try host.render(now: 1.02)
            #expect(!host.needsFrame && host.timeUntilNextFrame(now: 1.5) == nil)
            // Sliding off the button takes the highlight away: one frame, then none while the finger rests.
            #expect(host.handle(SDLEventFactory.mouseMotion(x: 200, y: 30, leftButtonHeld: true, windowID: window), time: 1.6))
            #expect(host.needsFrame && !page.button.isHighlighted)
            try host.render(now: 1.62)
            #expect(!host.needsFrame)
            // Back on it and lifted there: the tap counts, and the released look needs one frame.
            #expect(host.handle(SDLEventFactory.mouseMotion(x: 60, y: 30, leftButtonHeld: true, windowID: window), time: 2))
            try host.render(now: 2.02)
            #expect(!host.needsFrame)
            _ = host.handleAll(AppEvents.release(60, 30, window: window), time: 2.5)
            #expect(host.needsFrame && page.presses == 1)
            try host.render(now: 2.52)
            #expect(!host.needsFrame)
        }

        @Test func requestFrameFromAnotherThreadWakesALoopWaitingForEvents() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            host.addPanel(try PanelPage(id: "a", textMeasurer: host.textMeasurer), frame: Rect(x: 0, y: 0, width: 100, height: 100))
            try host.render(now: 0)
            app.flushEvents()
            #expect(!host.needsFrame)
            // A watchdog, so a broken wake-up fails the test instead of hanging it; told to stand down (and
            // so ended) as soon as the test is done.
            let done = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            let watchdog = Thread {
                if done.wait(timeout: .now() + 5) == .timedOut {
                    try? SDLEventFactory.push(SDLEventFactory.quit())
                }
                finished.signal()
            }
            let worker = Thread {
                Thread.sleep(forTimeInterval: 0.05)
                host.requestFrame()
            }
            watchdog.start()
            worker.start()
            var event = SDL_Event()
            var woken = false
            let start = Date()
            while try host.waitEvent(&event) {
                if event.type == SDL_QUIT.rawValue { break }
                if host.handle(event), event.type == PanelHost.wakeEventType {
                    woken = true
                    break
                }
            }
            done.signal()
            finished.wait()
            #expect(woken)
            #expect(Date().timeIntervalSince(start) < 4)
            #expect(host.needsFrame && host.timeUntilNextFrame(now: host.currentTime()) != nil)
            try host.render(now: 1)
            #expect(!host.needsFrame)
        }

        @Test func theAppsOwnAnimationBoundsTheWaitToOneFrame() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            try host.render(now: 0)
            app.flushEvents()
            var event = SDL_Event()
            let start = Date()
            #expect(try host.waitEvent(&event, appNeedsFrame: true) == false)
            #expect(Date().timeIntervalSince(start) < 1)
        }
    }
}
