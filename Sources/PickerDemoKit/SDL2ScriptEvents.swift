import CSDL2
import Foundation
import PickerKit

/// SDL 2's side of playing a script into a window (`ScriptPlayer`): its events pushed into SDL's queue,
/// and a virtual controller for controller steps.
public struct SDL2ScriptEvents: ScriptEventQueue {
    /// Window coordinates per point (the `--scale`).
    let scale: Double
    /// The window's size in points (finger positions are normalised by it).
    let windowSize: Size

    public func push(_ action: InputScript.Action) throws {
        for event in Self.sdlEvents(for: action, scale: scale, windowSize: windowSize) {
            try SDLEventFactory.push(event)
        }
    }

    public func plugInController() throws -> VirtualGameController {
        // Controller events keep coming when the window is not in front (a window under Xvfb may never be).
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        return try VirtualGameController(name: "picker-demo script controller")
    }

    public func pushQuit() {
        try? SDLEventFactory.push(SDLEventFactory.quit())
    }

    /// The SDL events for one script action: mouse positions in window coordinates, fingers normalised.
    static func sdlEvents(for action: InputScript.Action, scale: Double, windowSize: Size) -> [SDL_Event] {
        func window(_ p: Point) -> (Int, Int) { (Int((p.x * scale).rounded()), Int((p.y * scale).rounded())) }
        func normalised(_ p: Point) -> (Double, Double) { (p.x / windowSize.width, p.y / windowSize.height) }
        switch action {
        case .pointerDown(_, .mouse, let p):
            let (x, y) = window(p)
            return [SDLEventFactory.mouseMotion(x: x, y: y), SDLEventFactory.mouseButtonDown(x: x, y: y)]
        case .pointerMoved(_, .mouse, let p):
            let (x, y) = window(p)
            return [SDLEventFactory.mouseMotion(x: x, y: y, leftButtonHeld: true)]
        case .pointerUp(_, .mouse, let p):
            let (x, y) = window(p)
            return [SDLEventFactory.mouseMotion(x: x, y: y, leftButtonHeld: true), SDLEventFactory.mouseButtonUp(x: x, y: y)]
        case .pointerDown(let id, .touch, let p):
            let (x, y) = normalised(p)
            return [SDLEventFactory.fingerDown(finger: Int64(id.rawValue), x: x, y: y)]
        case .pointerMoved(let id, .touch, let p):
            let (x, y) = normalised(p)
            return [SDLEventFactory.fingerMotion(finger: Int64(id.rawValue), x: x, y: y)]
        case .pointerUp(let id, .touch, let p):
            let (x, y) = normalised(p)
            return [SDLEventFactory.fingerUp(finger: Int64(id.rawValue), x: x, y: y)]
        case .wheel(let dx, let dy, let p):
            let (x, y) = window(p)
            return [SDLEventFactory.mouseMotion(x: x, y: y), SDLEventFactory.wheel(deltaX: dx, deltaY: dy)]
        case .key(let key, let modifiers):
            return [SDLEventFactory.keyDown(key, modifiers: modifiers)].compactMap { $0 }
        case .text(let text):
            return [SDLEventFactory.textInput(text)]
        case .padButton(let button, let isDown):
            return [SDLEventFactory.controllerButton(button, isDown: isDown, which: offscreenControllerID)]
        case .padAxis(let axis, let value):
            return [SDLEventFactory.controllerAxis(axis.sdlAxis, value: value, which: offscreenControllerID)]
        }
    }

    /// The instance id controller steps carry offscreen, where no controller is plugged in: one no SDL
    /// joystick has (SDL counts them from 0).
    static let offscreenControllerID: Int32 = -2

}

extension VirtualGameController: ScriptController {
    /// Sets a controller step, which SDL turns into events as a real controller's.
    public func apply(_ action: InputScript.Action) throws {
        switch action {
        case .padButton(let button, let isDown): try setButton(button, isDown: isDown)
        case .padAxis(let axis, let value): try setAxis(axis.sdlAxis, value: value)
        default: break
        }
    }
}

extension InputScript.PadAxis {
    /// The SDL axis of the same name.
    var sdlAxis: SDL_GameControllerAxis { SDL_GameControllerAxis(Int32(gamepadAxis.rawValue)) }
}
