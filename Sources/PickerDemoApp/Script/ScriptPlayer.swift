import Foundation
import PickerDemoPages
import PickerSDLShared

/// Plays a script into a real window at its steps' times, from a thread of its own, through one SDL's
/// event queue (`ScriptEventQueue`; pushing events is thread-safe in SDL), so that touch, mouse, keys and
/// controllers arrive as real SDL events.
public final class ScriptPlayer<Events: ScriptEventQueue> {
    let script: InputScript
    let events: Events
    let toolName: String

    /// - Parameters:
    ///   - events: the SDL's queue, for the window's scale and size.
    ///   - toolName: the program's name, for the line a failed step writes to standard error.
    public init(script: InputScript, events: Events, toolName: String) {
        self.script = script
        self.events = events
        self.toolName = toolName
    }

    /// Starts playing; times count from now. A script with controller steps plugs in a virtual controller
    /// first (unplugged when the script ends), so those steps take SDL's whole controller path. An `end`
    /// line quits the window at its time, as closing it does.
    /// - Throws: the SDL's error when the script needs a controller and SDL cannot make one.
    public func start() throws {
        let script = self.script, events = self.events, toolName = self.toolName
        let pad = script.usesController ? try events.plugInController() : nil
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
                        try pad.apply(step.action)
                    } else {
                        try events.push(step.action)
                    }
                } catch {
                    FileHandle.standardError.write(Data("\(toolName): script: \(error)\n".utf8))
                }
            }
            pad?.detach()
            guard script.hasEnd else { return }
            wait(until: script.endTime)
            events.pushQuit()
        }
        thread.start()
    }
}

extension InputScript.PadAxis {
    /// The gamepad axis of the same name (numbered as SDL 2 and SDL 3 both number them).
    public var gamepadAxis: GamepadAxis {
        switch self {
        case .leftX: .leftX
        case .leftY: .leftY
        case .rightX: .rightX
        case .rightY: .rightY
        case .leftTrigger: .leftTrigger
        case .rightTrigger: .rightTrigger
        }
    }
}
