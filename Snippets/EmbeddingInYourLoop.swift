// PickerKit inside a program that keeps its own SDL window, renderer and loop: a settings panel over
// the program's scene, which gets every event the panel does not use.
// The example of README.md ("Your own SDL loop") and of the Embedding article.
// snippet.hide
import Foundation
import PickerKit

guard SDL_Init(SDL_INIT_VIDEO) == 0 else { fatalError(String(cString: SDL_GetError())) }
guard let window = SDL_CreateWindow("Game", 100, 100, 800, 640, SDL_WINDOW_SHOWN.rawValue),
      let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
else { fatalError(String(cString: SDL_GetError())) }

/// The app's settings: one date picker.
final class SettingsPage: WidgetRoot {
    let birthday: DatePicker

    init(textMeasurer: TextMeasurer) throws {
        birthday = try DatePicker(id: "birthday", mode: .date, date: Date(timeIntervalSince1970: 0))
        super.init(textMeasurer: textMeasurer, theme: .light)
        addChild(birthday)
    }

    override func layoutChildren() {
        birthday.frame = Rect(x: 20, y: 20, width: 320, height: 216)
    }
}

/// The app's own scene: a square that a click moves.
final class Game {
    var square = SDL_Rect(x: 500, y: 300, w: 40, h: 40)
    var needsFrame = true
    var isMoving: Bool { false }

    func handle(_ event: SDL_Event) {
        guard event.type == SDL_MOUSEBUTTONDOWN.rawValue else { return }
        square.x = event.button.x - 20
        square.y = event.button.y - 20
        needsFrame = true
    }

    func draw(_ renderer: OpaquePointer) {
        SDL_SetRenderDrawColor(renderer, 200, 60, 60, 255)
        SDL_RenderFillRect(renderer, &square)
        SDL_SetRenderDrawColor(renderer, 30, 30, 40, 255)
        needsFrame = false
    }
}

let game = Game()
// snippet.show
let host = try PanelHost(window: SDLWindow(borrowing: window), renderer: SDLRenderer(borrowing: renderer))
let settings = try SettingsPage(textMeasurer: host.textMeasurer)          // a WidgetRoot of yours
host.addPanel(settings, frame: Rect(x: 20, y: 20, width: 360, height: 600), background: .scene)

var event = SDL_Event()
var running = true
while running {
    // Sleeps until an event, or at most until the next frame while a picker (or your game) moves.
    if try host.waitEvent(&event, appNeedsFrame: game.isMoving) {
        repeat {
            if event.type == SDL_QUIT.rawValue { running = false }
            else if !host.handle(event) { game.handle(event) }            // what the panels didn't use
        } while SDL_PollEvent(&event) == 1
    }
    guard host.needsFrame || game.needsFrame else { continue }
    SDL_RenderClear(renderer)
    game.draw(renderer)
    try host.render()                                                     // the panels, over the game
    SDL_RenderPresent(renderer)
}
