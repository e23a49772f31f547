import Foundation
import PickerKit

// A game with its own SDL 2 window, renderer and loop, and PickerKit's pickers in two panels over its scene.
// The SDL-free parts (the game, the panels, the pad script's steps, the output) are in Shared/.

let (options, padScript) = readCommandLine()

// The game's own set-up: SDL, a window and a renderer, as any SDL program makes them.
let offscreen = options.screenshot != nil || options.dumpLayout || options.offscreen
if offscreen { setenv("SDL_VIDEODRIVER", "dummy", 1) }
// Controller events keep coming while the window is not in front (a hidden one never is).
SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
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
let host: PanelHost
let panels: GamePanels
do {
    host = try PanelHost(window: SDLWindow(borrowing: window), renderer: SDLRenderer(borrowing: renderer))
    panels = try GamePanels(host: host, textMeasurer: host.textMeasurer, options: options)
} catch {
    fail("\(error)")
}
let game = panels.game
// Both panels on the desktop's accessibility bus, when it has one, so a screen reader reads them.
host.startAccessibility(applicationName: "GameLoop")

/// Whether `event` is a controller's shoulder button or Back: the pad's switch between the game and
/// the settings panel, which the game takes before the panels see it.
func isFocusSwitch(_ event: SDL_Event) -> Bool {
    guard event.type == SDL_CONTROLLERBUTTONDOWN.rawValue || event.type == SDL_CONTROLLERBUTTONUP.rawValue else { return false }
    switch SDL_GameControllerButton(Int32(event.cbutton.button)) {
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, SDL_CONTROLLER_BUTTON_BACK: return true
    default: return false
    }
}

/// Whether `event` is a controller's button or axis (not its plugging in or out, which the host needs).
func isControllerInput(_ event: SDL_Event) -> Bool {
    [SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue, SDL_CONTROLLERAXISMOTION.rawValue].contains(event.type)
}

/// One frame: the game's drawing, then the panels over it, then present.
func drawFrame(now: Double, beforePresent: () -> Void = {}) throws {
    game.fieldSize = host.sizeInPoints
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

    // Kept until the game quits: unplugged when it goes away.
    let scriptController = try padScript?.start()

    // The game's loop: sleep while nothing moves, feed every event to PickerKit first, draw when needed.
    // The controller is the exception: its switch is the game's, and while no panel has the keyboard
    // its buttons and sticks are too (the host would give them to the first panel).
    var event = SDL_Event()
    var running = true
    var frames = 0
    var screenshots = 0
    while running {
        if try host.waitEvent(&event, appNeedsFrame: game.needsFrame) {
            repeat {
                if event.type == SDL_QUIT.rawValue {
                    running = false
                } else if isFocusSwitch(event) {
                    if event.type == SDL_CONTROLLERBUTTONDOWN.rawValue {
                        panels.switchFocus(host: host, controller: ControllerID(Int(event.cbutton.which)), log: options.logEvents)
                    }
                } else if host.keyPanel == nil, isControllerInput(event) {
                    game.handleController(event)
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
        let now = host.currentTime()
        try drawFrame(now: now)
        frames += 1
        if options.logFrames { printLine(#"{"frame":\#(frames),"time":\#(now)}"#) }
    }
    withExtendedLifetime(scriptController) {}
} catch {
    fail("\(error)")
}
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
SDL_Quit()
