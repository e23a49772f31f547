import Foundation
import PickerSDL3
import PickerSDL3Accessibility

// A game with its own SDL 3 window, renderer and loop, and PickerKit's pickers in two panels over its scene:
// the twin of ../GameLoop, whose SDL-free parts (the game, the panels, the pad script's steps) it shares.

let (options, padScript) = readCommandLine()

// The game's own set-up: SDL, a window and a renderer, as any SDL 3 program makes them.
let offscreen = options.screenshot != nil || options.dumpLayout || options.offscreen
if offscreen { SDL_SetHint(SDL_HINT_VIDEO_DRIVER, "dummy") }
// Gamepad events keep coming while the window is not in front (a hidden one never is).
SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMEPAD) else { fail("SDL_Init: \(String(cString: SDL_GetError()))") }
let windowFlags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_HIGH_PIXEL_DENSITY | (offscreen ? SDL_WINDOW_HIDDEN : 0)
guard let window = SDL_CreateWindow("GameLoop", 1000, 720, windowFlags) else {
    fail("no window (\(String(cString: SDL_GetError()))); run under a display or Xvfb, or use --screenshot")
}
guard let renderer = SDL_CreateRenderer(window, offscreen ? SDL_SOFTWARE_RENDERER : nil) else {
    fail("SDL_CreateRenderer: \(String(cString: SDL_GetError()))")
}
if !offscreen { SDL_SetRenderVSync(renderer, 1) }

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

/// Whether `event` is a gamepad's shoulder button or Back: the pad's switch between the game and the
/// settings panel, which the game takes before the panels see it.
func isFocusSwitch(_ event: SDL_Event) -> Bool {
    guard event.type == SDL_EVENT_GAMEPAD_BUTTON_DOWN.rawValue || event.type == SDL_EVENT_GAMEPAD_BUTTON_UP.rawValue else { return false }
    switch SDL_GamepadButton(Int32(event.gbutton.button)) {
    case SDL_GAMEPAD_BUTTON_LEFT_SHOULDER, SDL_GAMEPAD_BUTTON_RIGHT_SHOULDER, SDL_GAMEPAD_BUTTON_BACK: return true
    default: return false
    }
}

/// Whether `event` is a gamepad's button or axis (not its plugging in or out, which the host needs).
func isGamepadInput(_ event: SDL_Event) -> Bool {
    [SDL_EVENT_GAMEPAD_BUTTON_DOWN.rawValue, SDL_EVENT_GAMEPAD_BUTTON_UP.rawValue, SDL_EVENT_GAMEPAD_AXIS_MOTION.rawValue].contains(event.type)
}

/// One frame: the game's drawing, then the panels over it, then present.
func drawFrame(now: Double, beforePresent: () throws -> Void = {}) throws {
    game.fieldSize = host.sizeInPoints
    game.update(now: now)
    game.draw(renderer: renderer, pixelsPerPoint: host.pixelsPerPoint)
    try host.render(now: now)
    try beforePresent()
    SDL_RenderPresent(renderer)
}

/// Writes what the renderer shows to a PNG file.
func saveScreenshot(to path: String) throws {
    try SDLRenderer(borrowing: renderer).readPixels(library: host.library).writePNG(to: path)
}

do {
    if let path = options.screenshot {
        // A few frames at fixed times, then the last one written as a PNG.
        for frame in 0..<5 {
            try drawFrame(now: Double(frame) / 60) { if frame == 4 { try saveScreenshot(to: path) } }
        }
        exit(0)
    }

    // Kept until the game quits: unplugged when it goes away.
    let scriptController = try padScript?.start()

    // The game's loop: sleep while nothing moves, feed every event to PickerKit first, draw when needed.
    // The gamepad is the exception: its switch is the game's, and while no panel has the keyboard its
    // buttons and sticks are too (the host would give them to the first panel).
    var event = SDL_Event()
    var running = true
    var frames = 0
    var screenshots = 0
    while running {
        if try host.waitEvent(&event, appNeedsFrame: game.needsFrame) {
            repeat {
                if event.type == SDL_EVENT_QUIT.rawValue {
                    running = false
                } else if isFocusSwitch(event) {
                    if event.gbutton.down { panels.switchFocus(host: host, controller: ControllerID(Int(event.gbutton.which)), log: options.logEvents) }
                } else if host.keyPanel == nil, isGamepadInput(event) {
                    game.handleGamepad(event)
                } else if host.handle(event) {
                    continue  // a picker used it
                } else if event.type == SDL_EVENT_KEY_DOWN.rawValue, event.key.key == SDLK_F12 {
                    screenshots += 1
                    let path = options.shotsDirectory + "/gameloop-\(screenshots).png"
                    try saveScreenshot(to: path)
                    FileHandle.standardError.write(Data("\(programName): saved \(path)\n".utf8))
                } else {
                    game.handle(event, pointsPerCoordinate: 1 / host.userScale)
                }
            } while running && SDL_PollEvent(&event)
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
