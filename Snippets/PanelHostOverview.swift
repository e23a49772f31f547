// The shortest loop that embeds PickerKit, compiled as a snippet.
// snippet.hide
import Foundation
import PickerKit

guard SDL_Init(SDL_INIT_VIDEO) == 0 else { fatalError(String(cString: SDL_GetError())) }
guard let window = SDL_CreateWindow("Game", 100, 100, 800, 480, SDL_WINDOW_SHOWN.rawValue),
      let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
else { fatalError(String(cString: SDL_GetError())) }

final class SettingsPage: WidgetRoot {
    let year: YearMiniPicker

    init(textMeasurer: TextMeasurer) throws {
        year = try YearMiniPicker(years: 1900...2100, year: 2026)
        super.init(textMeasurer: textMeasurer, theme: .light)
        addChild(year)
    }

    override func layoutChildren() {
        year.frame = Rect(x: 20, y: 20, width: 140, height: 44)
    }
}

/// A scene that changes nothing; the app quits when the window closes.
final class Game {
    var isAnimating: Bool { false }

    func handle(_ event: SDL_Event) {
        if event.type == SDL_QUIT.rawValue { exit(0) }
    }

    func update() {}

    func draw(_ renderer: OpaquePointer) {}
}

let game = Game()
let running = true
// snippet.show
let host = try PanelHost(window: SDLWindow(borrowing: window), renderer: SDLRenderer(borrowing: renderer))
let settings = host.addPanel(try SettingsPage(textMeasurer: host.textMeasurer),
                             frame: Rect(x: 20, y: 20, width: 360, height: 420))
var event = SDL_Event()
while running {
    if try host.waitEvent(&event, appNeedsFrame: game.isAnimating) {
        repeat {
            if !host.handle(event) { game.handle(event) }   // what the panels did not use is the game's
        } while SDL_PollEvent(&event) == 1
    }
    game.update()
    SDL_RenderClear(renderer); game.draw(renderer)
    try host.render()            // over the game's drawing; the renderer's state is left as found
    SDL_RenderPresent(renderer)
}
// snippet.hide
_ = settings
