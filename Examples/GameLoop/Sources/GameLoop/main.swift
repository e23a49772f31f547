import Foundation
import PickerInspection
import PickerKit

// A game with its own SDL window, renderer and loop, and PickerKit's pickers in two panels over its scene.

let options: Options
do {
    options = try Options(CommandLine.arguments.dropFirst())
} catch {
    FileHandle.standardError.write(Data("GameLoop: \(error)\n".utf8))
    exit(2)
}

func printLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("GameLoop: \(message)\n".utf8))
    exit(1)
}

// The game's own set-up: SDL, a window and a renderer, as any SDL program makes them.
let offscreen = options.screenshot != nil || options.dumpLayout
if offscreen { setenv("SDL_VIDEODRIVER", "dummy", 1) }
guard SDL_Init(SDL_INIT_VIDEO) == 0 else { fail("SDL_Init: \(String(cString: SDL_GetError()))") }
let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
let windowFlags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | (offscreen ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue)
guard let window = SDL_CreateWindow("GameLoop", centred, centred, 1000, 720, windowFlags) else {
    fail("no window (\(String(cString: SDL_GetError()))); run under a display or Xvfb, or use --screenshot")
}
let rendererFlags = offscreen ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_PRESENTVSYNC.rawValue
guard let renderer = SDL_CreateRenderer(window, -1, rendererFlags) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
    fail("SDL_CreateRenderer: \(String(cString: SDL_GetError()))")
}

// PickerKit borrows them: two panels over the game's scene.
var calendar = Calendar(identifier: .gregorian)
calendar.locale = Locale(identifier: "en_US")
calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
let today = options.today.flatMap { calendar.date(from: $0) } ?? Date()
let game = Game(start: Point(x: 720, y: 480))
let host: PanelHost
let settings: SettingsPanel
let difficulty: DifficultyPanel
do {
    host = try PanelHost(window: SDLWindow(borrowing: window), renderer: SDLRenderer(borrowing: renderer))
    settings = try SettingsPanel(today: today, calendar: calendar, textMeasurer: host.textMeasurer)
    difficulty = try DifficultyPanel(textMeasurer: host.textMeasurer)
} catch {
    fail("\(error)")
}
host.addPanel(settings, frame: Rect(origin: Point(x: 20, y: 20), size: settings.preferredSize), background: .scene)
host.addPanel(difficulty, frame: Rect(x: 740, y: 20, width: 240, height: 220), zIndex: 1, background: .scene)

if options.logEvents {
    for panel in [settings, difficulty] as [WidgetRoot] {
        panel.onValueChanged = { printLine(ValueChange($0).jsonValue.serialized()) }
    }
    game.onTarget = { printLine(#"{"widget":"game","kind":"Scene","target":[\#(Int($0.x)),\#(Int($0.y))]}"#) }
    game.onArrival = { printLine(#"{"widget":"game","kind":"Scene","arrived":[\#(Int($0.x)),\#(Int($0.y))]}"#) }
}

if options.dumpLayout {
    for panel in host.panels {
        let origin = JSONValue.array([.double(panel.frame.minX), .double(panel.frame.minY)])
        let node = (panel.scene as? WidgetRoot)?.layoutNode().jsonValue ?? .null
        printLine(JSONValue.object([("panel", .string((panel.scene as? WidgetRoot)?.id ?? "")), ("origin", origin), ("layout", node)]).serialized())
    }
    exit(0)
}

/// One frame: the game's drawing, then the panels over it, then present.
func drawFrame(now: Double, beforePresent: () -> Void = {}) throws {
    game.update(now: now)
    game.draw(renderer: renderer, pixelsPerPoint: host.pixelsPerPoint)
    try host.render(now: now)
    beforePresent()
    SDL_RenderPresent(renderer)
}

do {
    if let path = options.screenshot {
        // A few frames at fixed times, then the last one written as a PNG.
        for frame in 0..<5 {
            try drawFrame(now: Double(frame) / 60) {
                guard frame == 4 else { return }
                do {
                    try SDLRenderer(borrowing: renderer).readPixels(library: host.library).writePNG(to: path)
                } catch {
                    fail("screenshot: \(error)")
                }
            }
        }
        exit(0)
    }

    // The game's loop: sleep while nothing moves, feed every event to PickerKit first, draw when needed.
    var event = SDL_Event()
    var running = true
    var frames = 0
    var screenshots = 0
    while running {
        if try host.waitEvent(&event, appNeedsFrame: game.needsFrame) {
            repeat {
                if event.type == SDL_QUIT.rawValue {
                    running = false
                } else if host.handle(event) {
                    continue  // a picker used it
                } else if event.type == SDL_KEYDOWN.rawValue, event.key.keysym.sym == SDLK_F12.rawValue {
                    screenshots += 1
                    let path = options.shotsDirectory + "/gameloop-\(screenshots).png"
                    try SDLRenderer(borrowing: renderer).readPixels(library: host.library).writePNG(to: path)
                    FileHandle.standardError.write(Data("GameLoop: saved \(path)\n".utf8))
                } else {
                    game.handle(event, pointsPerCoordinate: 1 / host.userScale)
                }
            } while running && SDL_PollEvent(&event) == 1
        }
        guard running, host.needsFrame || game.needsFrame else { continue }
        let now = host.clock.now()
        try drawFrame(now: now)
        frames += 1
        if options.logFrames { printLine(#"{"frame":\#(frames),"time":\#(now)}"#) }
    }
} catch {
    fail("\(error)")
}
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
