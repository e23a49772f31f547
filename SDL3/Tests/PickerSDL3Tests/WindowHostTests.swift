import Foundation
import PickerSDL3
import Testing

extension SDL3Tests {
    /// SDL 3's window host under the dummy video driver: a real SDL window and event queue, no display.
    @Suite struct WindowHostTests {
        init() throws {
            // A window host opens under an invisible driver only when it is asked for by name.
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            _ = try SDL3Tests.library()
        }

        /// The window surface's pixel at (`x`, `y`) as 0xRRGGBB.
        private func pixel(of window: SDLWindow, x: Int, y: Int) throws -> UInt32 {
            let surface = try #require(SDL_GetWindowSurface(window.pointer))
            var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
            let row = try #require(surface.pointee.pixels).advanced(by: y * Int(surface.pointee.pitch))
            let value = row.load(fromByteOffset: x * 4, as: UInt32.self)
            SDL_GetRGB(value, SDL_GetPixelFormatDetails(surface.pointee.format), nil, &r, &g, &b)
            return UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }

        @Test func aSoftwareWindowKeepsItsSurfaceAndRedrawsOnlyTheDamagedSquare() throws {
            let host = try WindowHost(title: "present", size: Size(width: 160, height: 100), userScale: 1, vsync: false)
            // The dummy video driver has only SDL's software renderer, drawing into the window's surface.
            try #require(host.renderer.isSoftware)
            #expect(host.presentsChangedAreasOnly)
            let scene = BlinkingSquareScene()
            var framesStarted: [(time: Double, framesDrawn: Int)] = []
            host.onBeforeFrame = { _, now in framesStarted.append((now, scene.frame)) }
            let window = host.window
            try scene.expectFramesKeepTheField(in: host) { x, y in (try? self.pixel(of: window, x: x, y: y)) ?? 0 }
            // `onBeforeFrame` runs before each frame, with the time the scene then ticks to.
            #expect(framesStarted.map(\.framesDrawn) == [0, 1, 2])
            #expect(framesStarted.map(\.time) == Array(scene.ticks.suffix(3)))
        }

        @Test func aKeyTheHookTakesNeverReachesTheScene() throws {
            let host = try WindowHost(title: "keys", size: Size(width: 100, height: 80), vsync: false)
            let scene = BlinkingSquareScene()
            scene.framesWanted = 1
            var hooked: [Key] = []
            host.onKey = { _, key in
                hooked.append(key.key)
                return key.key == .function(12)
            }
            host.onFrameRendered = { host, frame, _ in
                guard frame == 1 else { return }
                for key in [SDLK_F12, SDLK_DOWN] {
                    var event = SDL_Event()
                    event.key.type = SDL_EVENT_KEY_DOWN
                    event.key.windowID = host.window.id
                    event.key.key = key
                    event.key.down = true
                    _ = SDL_PushEvent(&event)
                }
                var quit = SDL_Event()
                quit.type = SDL_EVENT_QUIT.rawValue
                _ = SDL_PushEvent(&quit)
            }
            try host.run(scene: scene)
            #expect(hooked == [.function(12), .down])
            #expect(scene.keys == [.down], "F12 went to the hook alone")
        }
    }
}
