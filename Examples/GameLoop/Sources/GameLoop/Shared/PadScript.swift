import Foundation
import PickerCore
import PickerSDLShared

/// Timed game controller input for `--script FILE`, played through a virtual controller so every step
/// takes SDL's whole path (the events a real pad's would be). Each SDL's `PadScript+SDL.swift` names the
/// buttons and axes and plays a step on its virtual controller. One step per line, `#` starts a comment,
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
        case axis(GamepadAxis, value: Int16)
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
                guard let button = Self.button(named: words[2]) else { throw fail("unknown button '\(words[2])'") }
                action = .button(button, isDown: words[1] == "pad-down")
            case ("pad-axis", 4):
                guard let axis = Self.axis(named: words[2]) else { throw fail("unknown axis '\(words[2])'") }
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

    /// Plays the steps with `perform` from a thread of its own, times counted from now.
    func play(_ perform: @escaping @Sendable (Action) throws -> Void) {
        let steps = self.steps
        let thread = Thread {
            let start = Date()
            for step in steps {
                let wait = step.time - Date().timeIntervalSince(start)
                if wait > 0 { Thread.sleep(forTimeInterval: wait) }
                do {
                    try perform(step.action)
                } catch {
                    FileHandle.standardError.write(Data("GameLoop: script: \(error)\n".utf8))
                }
            }
        }
        thread.start()
    }
}
