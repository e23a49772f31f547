import Foundation
import PickerSDL3
import Testing

/// The game of the README's loop: a grey field; it asks to quit once it has drawn `frames` frames.
final class ReadmeGame {
    var isMoving = true
    var needsFrame = true
    var frames = 0
    var handled = 0

    func handle(_ event: SDL_Event) { handled += 1 }

    func draw(_ renderer: OpaquePointer) {
        frames += 1
        if frames == 3 {
            var quit = SDL_Event()
            quit.type = SDL_EVENT_QUIT.rawValue
            _ = SDL_PushEvent(&quit)
        }
    }
}

/// SDL3/README.md's loop, word for word but for the `game` and window it is given.
func runReadmeLoop(window: OpaquePointer, renderer: OpaquePointer, game: ReadmeGame) throws -> PanelHost {
    let host = try PanelHost(window: SDLWindow(borrowing: window), renderer: SDLRenderer(borrowing: renderer))
    let page = WidgetRoot(textMeasurer: host.textMeasurer, theme: .light)
    let calendar = try CalendarPicker(calendar: Calendar(identifier: .gregorian), today: Date())
    calendar.frame = Rect(x: 10, y: 10, width: 340, height: 380)
    page.addChild(calendar)
    host.addPanel(page, frame: Rect(x: 20, y: 20, width: 360, height: 400), background: .scene)

    var event = SDL_Event()
    var running = true
    while running {
        if try host.waitEvent(&event, appNeedsFrame: game.isMoving) {
            repeat {
                if event.type == SDL_EVENT_QUIT.rawValue { running = false }
                else if !host.handle(event) { game.handle(event) }     // what the panels didn't use
            } while SDL_PollEvent(&event)
        }
        guard host.needsFrame || game.needsFrame else { continue }
        SDL_RenderClear(renderer)
        game.draw(renderer)
        try host.render()                                              // the panels, over the game
        SDL_RenderPresent(renderer)
    }
    return host
}

extension SDL3Tests {
    @Suite struct ReadmeExampleTests {
        @Test func theReadmesLoopShowsACalendarOverTheGameAndQuits() throws {
            _ = try SDL3Tests.library()
            let window = try #require(SDL_CreateWindow("readme", 400, 440, 0x8))  // SDL_WINDOW_HIDDEN
            defer { SDL_DestroyWindow(window) }
            let renderer = try #require(SDL_CreateRenderer(window, "software"))
            defer { SDL_DestroyRenderer(renderer) }
            _ = SDL_SetRenderDrawColor(renderer, 128, 128, 128, 255)
            let game = ReadmeGame()
            let host = try runReadmeLoop(window: window, renderer: renderer, game: game)
            // The quit is read by the next wait, at most a frame after it was pushed.
            #expect((3...4).contains(game.frames))
            #expect(host.frameCount == game.frames, "the panels drew once in every frame of the game")
            // The panel's background (the light theme's) over the game's grey, and the game's grey outside it.
            let surface = try #require(SDL_RenderReadPixels(renderer, nil))
            defer { SDL_DestroySurface(surface) }
            func red(_ x: Int32, _ y: Int32) -> UInt8 {
                var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
                _ = SDL_ReadSurfacePixel(surface, x, y, &r, &g, &b, &a)
                return r
            }
            #expect(red(5, 5) == 128)
            #expect(red(25, 25) > 200)
        }
    }
}
