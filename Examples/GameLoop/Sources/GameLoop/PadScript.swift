import Foundation
import PickerKit

/// Timed game controller input for `--script FILE`, played through a virtual controller so every step
/// takes SDL's whole path (the events a real pad's would be). One step per line, `#` starts a comment,
/// times are seconds from the start:
/// ```
/// 0.50 pad-axis leftx 32767     # an axis by SDL's name (leftx lefty rightx righty lefttrigger righttrigger)
/// 1.00 pad-down rightshoulder   # a button by SDL's name (a b x y back start leftshoulder dpup ...)
/// 1.05 pad-up rightshoulder
/// 2.00 end                      # quit the game
/// ```
struct PadScript {
    enum Action {
        case button(GamepadButton, isDown: Bool)
        case axis(SDL_GameControllerAxis, value: Int16)
        case end
    }

    struct Step {
        var time: Double
        var action: Action
    }

    /// A line that could not be read.
    struct ParseError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "script line \(line): \(message)" }
    }

    var steps: [Step]

    init(parsing text: String) throws {
        steps = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = (rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .split(whereSeparator: \.isWhitespace).map(String.init)
            guard !words.isEmpty else { continue }
            func fail(_ message: String) -> ParseError { ParseError(line: index + 1, message: message) }
            guard words.count >= 2, let time = Double(words[0]), time >= 0 else { throw fail("expected 'TIME STEP ...'") }
            let action: Action
            switch (words[1], words.count) {
            case ("pad-down", 3), ("pad-up", 3):
                // SDL knows the names; an unknown one comes back as SDL_CONTROLLER_BUTTON_INVALID.
                let sdlButton = SDL_GameControllerGetButtonFromString(words[2])
                guard sdlButton != SDL_CONTROLLER_BUTTON_INVALID, let button = SDLGamepadMapping.button(sdlButton) else {
                    throw fail("unknown button '\(words[2])'")
                }
                action = .button(button, isDown: words[1] == "pad-down")
            case ("pad-axis", 4):
                let axis = SDL_GameControllerGetAxisFromString(words[2])
                guard axis != SDL_CONTROLLER_AXIS_INVALID else { throw fail("unknown axis '\(words[2])'") }
                guard let value = Int16(words[3]) else { throw fail("'\(words[3])' is not in -32768...32767") }
                action = .axis(axis, value: value)
            case ("end", 2):
                action = .end
            default:
                throw fail("expected pad-down BUTTON, pad-up BUTTON, pad-axis AXIS VALUE or end")
            }
            steps.append(Step(time: time, action: action))
        }
        steps.sort { $0.time < $1.time }
    }

    /// Plugs in a virtual controller and plays the steps on it from a thread of its own, times counted
    /// from now; `end` posts SDL_QUIT.
    /// - Returns: the controller; keep it while the game runs (it is unplugged when it goes away).
    /// - Throws: `SDLError` when SDL cannot make the controller.
    func start() throws -> VirtualGameController {
        let pad = try VirtualGameController(name: "GameLoop script controller")
        let steps = self.steps
        let thread = Thread {
            let start = Date()
            for step in steps {
                let wait = step.time - Date().timeIntervalSince(start)
                if wait > 0 { Thread.sleep(forTimeInterval: wait) }
                do {
                    switch step.action {
                    case .button(let button, let isDown): try pad.setButton(button, isDown: isDown)
                    case .axis(let axis, let value): try pad.setAxis(axis, value: value)
                    case .end:
                        var quit = SDL_Event()
                        quit.type = SDL_QUIT.rawValue
                        SDL_PushEvent(&quit)  // thread-safe
                    }
                } catch {
                    FileHandle.standardError.write(Data("GameLoop: script: \(error)\n".utf8))
                }
            }
        }
        thread.start()
        return pad
    }
}
