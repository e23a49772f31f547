import Foundation
import PickerDemoPages
import PickerSDL3
import Testing

extension SDL3Tests {
    /// The README's embedding example on SDL 3: panels in an app's renderer, the app's renderer state
    /// restored, the consumed flag, z-order, a sleeping loop woken, a demo page drawn.
    @Suite struct PanelHostTests {
        /// A 200 x 150 app surface with a software renderer, filled with the app's own blue.
        final class App {
            let surface: SDLSurface
            let renderer: SDLRenderer
            let host: PanelHost

            init() throws {
                let library = try SDL3Tests.library()
                surface = try SDLSurface(pixelWidth: 200, pixelHeight: 150, format: SDL_PIXELFORMAT_XRGB8888, library: library)
                renderer = try SDLRenderer(surface: surface)
                host = try PanelHost(
                    offscreenRenderer: renderer, library: library, sizeInPoints: Size(width: 200, height: 150), pixelsPerPoint: 1)
                try renderer.clear(Color(red: 0, green: 0, blue: 1, alpha: 1))
            }

            /// The pixel at (x, y) as red, green, blue.
            func pixel(_ x: Int, _ y: Int) throws -> [UInt8] {
                try renderer.flush()
                let bytes = try surface.rgbaBytes()
                let index = (y * 200 + x) * 4
                return Array(bytes[index..<index + 3])
            }
        }

        /// A panel of `color` at `frame`: an empty root over a background of that colour.
        @discardableResult
        private static func addPanel(_ color: Color, frame: Rect, zIndex: Int = 0, to app: App) -> Panel {
            let root = WidgetRoot(id: "panel", textMeasurer: app.host.textMeasurer, theme: .light)
            return app.host.addPanel(root, frame: frame, zIndex: zIndex, background: .color(color))
        }

        private static func mouseButton(_ x: Float, _ y: Float, down: Bool = true) -> SDL_Event {
            var event = SDL_Event()
            event.button.type = down ? SDL_EVENT_MOUSE_BUTTON_DOWN : SDL_EVENT_MOUSE_BUTTON_UP
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.down = down
            event.button.x = x
            event.button.y = y
            return event
        }

        @Test func panelsDrawOverTheAppsPixelsAndTheRendererStateIsRestored() throws {
            let app = try App()
            Self.addPanel(Color(red: 1, green: 0, blue: 0, alpha: 1), frame: Rect(x: 20, y: 30, width: 50, height: 40), to: app)
            var clip = SDL_Rect(x: 5, y: 6, w: 70, h: 80)
            _ = SDL_SetRenderClipRect(app.renderer.pointer, &clip)
            _ = SDL_SetRenderDrawColor(app.renderer.pointer, 10, 20, 30, 40)
            _ = SDL_SetRenderScale(app.renderer.pointer, 2, 2)
            let before = try RendererState(of: app.renderer)
            try app.host.render(now: 0)
            let after = try RendererState(of: app.renderer)
            #expect(after.isClipEnabled && after.clipRect.x == 5 && after.clipRect.w == 70)
            #expect(after.scaleX == 2 && after.drawColor == before.drawColor)
            #expect(try app.pixel(20, 30) == [255, 0, 0])
            #expect(try app.pixel(69, 69) == [255, 0, 0])
            #expect(try app.pixel(19, 30) == [0, 0, 255], "the app's pixels outside the panel stay")
            #expect(try app.pixel(70, 69) == [0, 0, 255])
        }

        @Test func aPressOnAPanelIsConsumedAndOneOutsideIsTheApps() throws {
            let app = try App()
            Self.addPanel(.white, frame: Rect(x: 20, y: 30, width: 50, height: 40), to: app)
            #expect(app.host.handle(Self.mouseButton(30, 40), time: 0))
            #expect(app.host.keyPanel != nil)
            #expect(app.host.handle(Self.mouseButton(30, 40, down: false), time: 0.05))
            #expect(!app.host.handle(Self.mouseButton(150, 100), time: 0.1))
            #expect(app.host.keyPanel == nil, "a press outside every panel gives the keyboard back to the app")
        }

        @Test func theHigherZIndexIsHitAndDrawnOnTop() throws {
            let app = try App()
            let back = Self.addPanel(Color(red: 1, green: 0, blue: 0, alpha: 1), frame: Rect(x: 0, y: 0, width: 100, height: 100), zIndex: 1, to: app)
            let front = Self.addPanel(Color(red: 0, green: 1, blue: 0, alpha: 1), frame: Rect(x: 50, y: 50, width: 100, height: 100), to: app)
            #expect(app.host.panel(at: Point(x: 75, y: 75)) === back)
            try app.host.render(now: 0)
            #expect(try app.pixel(75, 75) == [255, 0, 0])
            front.zIndex = 2
            #expect(app.host.panel(at: Point(x: 75, y: 75)) === front)
            try app.host.render(now: 0.1)
            #expect(try app.pixel(75, 75) == [0, 255, 0])
        }

        @Test func requestFrameFromAnotherThreadWakesALoopWaitingForEvents() throws {
            let app = try App()
            Self.addPanel(.white, frame: Rect(x: 0, y: 0, width: 50, height: 50), to: app)
            try app.host.render(now: 0)
            SDL_FlushEvents(SDL_EVENT_FIRST.rawValue, SDL_EVENT_LAST.rawValue)
            #expect(app.host.timeUntilNextFrame(now: 1) == nil, "nothing moves: the loop may sleep")
            let host = app.host
            let thread = Thread { Thread.sleep(forTimeInterval: 0.05); host.requestFrame() }
            thread.start()
            var event = SDL_Event()
            #expect(SDL_WaitEventTimeout(&event, 2000))
            #expect(app.host.handle(event), "the wake-up is the host's")
            #expect(app.host.needsFrame)
        }

        @Test func theCalendarPageDrawsItsDaysAndTheFramesAfterDrawOnlyWhatChanged() throws {
            let renderer = try OffscreenRenderer(pixelWidth: 800, pixelHeight: 600)
            let options = PageOptions(today: DateComponents(year: 2026, month: 11, day: 21))
            let scene = try DemoScene(page: .calendar, options: options, textMeasurer: renderer.textMeasurer)
            try renderer.render(scene: scene, now: 0)
            #expect(renderer.host.lastFrameDrawnPixelCount == 800 * 600)
            let first = try renderer.rgbaBytes()
            // Ink of the text and cells: more than the background's colour alone.
            #expect(Set(stride(from: 0, to: first.count, by: 4).map { first[$0] }).count > 16)
            try renderer.render(scene: scene, now: 1)
            #expect(renderer.host.lastFrameDrawnPixelCount == 0, "nothing changed: nothing is drawn")
            #expect(try renderer.rgbaBytes() == first)
        }

        /// The offscreen renderer draws what a closure draws, in points at its density, over what was there,
        /// as on SDL 2: a 2x image of 10 x 8 points with a red square of 2 x 2 points at (1, 1) over white.
        @Test func theOffscreenRendererDrawsAClosureInPointsAtItsDensity() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 20, pixelHeight: 16, pixelsPerPoint: 2)
            #expect(offscreen.pixelsPerPoint == 2 && offscreen.sizeInPoints == Size(width: 10, height: 8))
            try offscreen.clear(.white)
            try offscreen.draw { canvas in
                canvas.fillRect(Rect(x: 1, y: 1, width: 2, height: 2), color: Color(red: 1, green: 0, blue: 0, alpha: 1))
            }
            let bytes = try offscreen.rgbaBytes()
            func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(bytes[(y * 20 + x) * 4..<(y * 20 + x) * 4 + 3]) }
            #expect(pixel(2, 2) == [255, 0, 0] && pixel(5, 5) == [255, 0, 0])
            #expect(pixel(1, 1) == [255, 255, 255] && pixel(6, 6) == [255, 255, 255] && pixel(19, 15) == [255, 255, 255])
        }
    }
}
