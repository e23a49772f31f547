import CSDL2
import Foundation
import PickerKit

/// Pushes a script's steps into a real window's SDL event queue at their times (from a thread of
/// its own; SDL_PushEvent is thread-safe), so touch and mouse input arrive as real SDL events.
public final class ScriptInjector {
    let script: InputScript
    let scale: Double
    let windowSize: Size

    /// - Parameters:
    ///   - scale: window coordinates per point (the `--scale`).
    ///   - windowSize: the window's size in points (finger positions are normalised by it).
    public init(script: InputScript, scale: Double, windowSize: Size) {
        self.script = script
        self.scale = scale
        self.windowSize = windowSize
    }

    /// Starts pushing; times count from now. A script with controller steps plugs in a virtual controller
    /// first (unplugged when the script ends), so those steps take SDL's whole controller path. An `end`
    /// line quits the window at its time, as closing it does.
    /// - Throws: `SDLError` when the script needs a controller and SDL cannot make one.
    public func start() throws {
        let script = self.script, scale = self.scale, size = self.windowSize
        // Controller events keep coming when the window is not in front (a window under Xvfb may never be).
        if script.usesController { SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1") }
        let pad = script.usesController ? try VirtualGameController(name: "picker-demo script controller") : nil
        let thread = Thread {
            let start = DispatchTime.now().uptimeNanoseconds
            func wait(until time: Double) {
                let due = start + UInt64(time * 1e9)
                let now = DispatchTime.now().uptimeNanoseconds
                if due > now { Thread.sleep(forTimeInterval: Double(due - now) / 1e9) }
            }
            for step in script.steps {
                wait(until: step.time)
                do {
                    if let pad, step.action.isController {
                        try Self.apply(step.action, to: pad)
                    } else {
                        for event in Self.sdlEvents(for: step.action, scale: scale, windowSize: size) {
                            try SDLEventFactory.push(event)
                        }
                    }
                } catch {
                    FileHandle.standardError.write(Data("picker-demo: script: \(error)\n".utf8))
                }
            }
            pad?.detach()
            guard script.hasEnd else { return }
            wait(until: script.endTime)
            try? SDLEventFactory.push(SDLEventFactory.quit())
        }
        thread.start()
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

    /// Sets a controller step on `pad`, which turns it into SDL events as a real controller does.
    static func apply(_ action: InputScript.Action, to pad: VirtualGameController) throws {
        switch action {
        case .padButton(let button, let isDown): try pad.setButton(button, isDown: isDown)
        case .padAxis(let axis, let value): try pad.setAxis(axis.sdlAxis, value: value)
        default: break
        }
    }
}

extension InputScript.PadAxis {
    /// The SDL axis of the same name.
    var sdlAxis: SDL_GameControllerAxis {
        switch self {
        case .leftX: SDL_CONTROLLER_AXIS_LEFTX
        case .leftY: SDL_CONTROLLER_AXIS_LEFTY
        case .rightX: SDL_CONTROLLER_AXIS_RIGHTX
        case .rightY: SDL_CONTROLLER_AXIS_RIGHTY
        case .leftTrigger: SDL_CONTROLLER_AXIS_TRIGGERLEFT
        case .rightTrigger: SDL_CONTROLLER_AXIS_TRIGGERRIGHT
        }
    }
}
