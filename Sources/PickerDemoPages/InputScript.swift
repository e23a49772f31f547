import Foundation
import PickerCore
import PickerWidgets

/// Timed input for `--script`: replayed offscreen frame by frame (reproducible mid-animation
/// screenshots) or pushed into a real window's SDL event queue.
///
/// One step per line, `#` starts a comment. Times are seconds from the start; coordinates window points.
/// ```
/// fps 60                      # frame rate of the offscreen replay (default 60)
/// 0.00 down 120 90            # mouse press
/// 0.05 move 160 90
/// 0.10 up 200 90
/// 0.20 touch-down 1 120 90    # finger 1
/// 0.25 touch-move 1 150 90
/// 0.30 touch-up 1 150 90
/// 0.40 wheel 0 -1 120 90      # dx dy notches, at x y
/// 0.50 key Right shift        # key name, then modifiers (shift, ctrl, alt, cmd)
/// 0.60 text hello
/// 0.70 pad-down a             # a game controller's button, by SDL's name (a b x y back guide start
/// 0.75 pad-up a               #   leftstick rightstick leftshoulder rightshoulder dpup dpdown dpleft dpright)
/// 0.80 pad-axis lefty 32767   # an axis (leftx lefty rightx righty lefttrigger righttrigger), -32768...32767
/// 1.00 end                    # the last frame (the screenshot); in a window, quit
/// ```
public struct InputScript: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        case pointerDown(PointerID, PointerEvent.Kind, Point)
        case pointerMoved(PointerID, PointerEvent.Kind, Point)
        case pointerUp(PointerID, PointerEvent.Kind, Point)
        case wheel(deltaX: Double, deltaY: Double, at: Point)
        case key(Key, KeyModifiers)
        case text(String)
        /// A game controller's button going down (`isDown`) or up.
        case padButton(GamepadButton, isDown: Bool)
        /// A game controller's axis moving to a value in -32768...32767.
        case padAxis(PadAxis, value: Int16)

        /// Whether it is a game controller's.
        public var isController: Bool {
            switch self {
            case .padButton, .padAxis: true
            default: false
            }
        }
    }

    /// A game controller's axis, by SDL's name.
    public enum PadAxis: String, CaseIterable, Hashable, Sendable {
        case leftX = "leftx", leftY = "lefty", rightX = "rightx", rightY = "righty"
        case leftTrigger = "lefttrigger", rightTrigger = "righttrigger"
    }

    public struct Step: Hashable, Sendable {
        public var time: Double
        public var action: Action

        /// `action` at `time` seconds.
        public init(time: Double, action: Action) {
            self.time = time
            self.action = action
        }
    }

    /// A script line that could not be read.
    public struct ParseError: Error, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "script line \(line): \(message)" }
    }

    public var framesPerSecond: Double
    public var steps: [Step]
    /// The time of the last frame: the `end` line, or the last step's time.
    public var endTime: Double
    /// Whether the script has an `end` line: a window quits there, as GameLoop's `--script` does.
    public var hasEnd: Bool

    public init(framesPerSecond: Double = 60, steps: [Step], endTime: Double? = nil) {
        self.framesPerSecond = framesPerSecond
        self.steps = steps.sorted { $0.time < $1.time }
        self.endTime = endTime ?? steps.map(\.time).max() ?? 0
        hasEnd = endTime != nil
    }

    public init(parsing text: String) throws {
        var fps = 60.0
        var steps: [Step] = []
        var end: Double?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first else { continue }
            func fail(_ message: String) -> ParseError { ParseError(line: lineNumber, message: message) }
            func number(_ i: Int) throws -> Double {
                guard i < words.count, let value = Double(words[i]), value.isFinite else {
                    throw fail("expected a number as word \(i + 1) of '\(line.trimmingCharacters())'")
                }
                return value
            }
            if first == "fps" {
                fps = try number(1)
                guard fps > 0, fps <= 1000 else { throw fail("fps must be between 0 and 1000") }
                continue
            }
            let time = try number(0)
            guard time >= 0 else { throw fail("times must not be negative") }
            guard words.count >= 2 else { throw fail("expected an action after the time") }
            let point = { (i: Int) throws -> Point in Point(x: try number(i), y: try number(i + 1)) }
            let finger = { (i: Int) throws -> PointerID in
                let id = try number(i)
                guard id >= 1, id < 1000, id == id.rounded() else { throw fail("finger ids are whole numbers from 1 to 999") }
                return PointerID(Int(id))
            }
            let action: Action
            switch words[1] {
            case "down": action = .pointerDown(.mouse, .mouse, try point(2))
            case "move": action = .pointerMoved(.mouse, .mouse, try point(2))
            case "up": action = .pointerUp(.mouse, .mouse, try point(2))
            case "touch-down": action = .pointerDown(try finger(2), .touch, try point(3))
            case "touch-move": action = .pointerMoved(try finger(2), .touch, try point(3))
            case "touch-up": action = .pointerUp(try finger(2), .touch, try point(3))
            case "wheel": action = .wheel(deltaX: try number(2), deltaY: try number(3), at: try point(4))
            case "key":
                guard words.count >= 3, let key = Key(scriptName: words[2]) else { throw fail("unknown key '\(words.count >= 3 ? words[2] : "")'") }
                var modifiers: KeyModifiers = []
                for word in words.dropFirst(3) {
                    switch word {
                    case "shift": modifiers.insert(.shift)
                    case "ctrl": modifiers.insert(.control)
                    case "alt": modifiers.insert(.alt)
                    case "cmd": modifiers.insert(.command)
                    default: throw fail("unknown modifier '\(word)'")
                    }
                }
                action = .key(key, modifiers)
            case "text": action = .text(words.dropFirst(2).joined(separator: " "))
            case "pad-down", "pad-up":
                let name = words.count >= 3 ? words[2] : ""
                guard let button = GamepadButton(scriptName: name) else {
                    throw fail("unknown controller button '\(name)' (one of \(GamepadButton.scriptNames.joined(separator: " ")))")
                }
                action = .padButton(button, isDown: words[1] == "pad-down")
            case "pad-axis":
                let name = words.count >= 3 ? words[2] : ""
                guard let axis = PadAxis(rawValue: name.lowercased()) else {
                    throw fail("unknown controller axis '\(name)' (one of \(PadAxis.allCases.map(\.rawValue).joined(separator: " ")))")
                }
                guard words.count >= 4, let value = Int16(words[3]) else {
                    throw fail("a controller axis value is a whole number from -32768 to 32767, not '\(words.count >= 4 ? words[3] : "")'")
                }
                action = .padAxis(axis, value: value)
            case "end":
                end = time
                continue
            default: throw fail("unknown action '\(words[1])'")
            }
            steps.append(Step(time: time, action: action))
        }
        self.init(framesPerSecond: fps, steps: steps, endTime: end)
    }

    /// The step's event in the core's terms, stamped with its time; nil for a controller's, which has none
    /// (it becomes navigation through `PanelHost`).
    public static func inputEvent(for step: Step) -> InputEvent? {
        switch step.action {
        case .pointerDown(let id, let kind, let p): .pointerDown(PointerEvent(pointer: id, kind: kind, location: p, time: step.time))
        case .pointerMoved(let id, let kind, let p): .pointerMoved(PointerEvent(pointer: id, kind: kind, location: p, time: step.time))
        case .pointerUp(let id, let kind, let p): .pointerUp(PointerEvent(pointer: id, kind: kind, location: p, time: step.time))
        case .wheel(let dx, let dy, let p): .scroll(ScrollEvent(location: p, deltaX: dx, deltaY: dy, time: step.time))
        case .key(let key, let modifiers): .key(KeyEvent(key: key, modifiers: modifiers, time: step.time))
        case .text(let text): .text(text, time: step.time)
        case .padButton, .padAxis: nil
        }
    }

    /// Whether any step is a game controller's.
    public var usesController: Bool { steps.contains { $0.action.isController } }
}

extension GamepadButton {
    /// The buttons by SDL's game controller names, in SDL's order.
    static let scriptNamesByButton: [(String, GamepadButton)] = [
        ("a", .a), ("b", .b), ("x", .x), ("y", .y), ("back", .back), ("guide", .guide), ("start", .start),
        ("leftstick", .leftStick), ("rightstick", .rightStick), ("leftshoulder", .leftShoulder),
        ("rightshoulder", .rightShoulder), ("dpup", .dpadUp), ("dpdown", .dpadDown), ("dpleft", .dpadLeft),
        ("dpright", .dpadRight),
    ]

    /// Every name scripts accept.
    static var scriptNames: [String] { scriptNamesByButton.map(\.0) }

    /// A button by SDL's game controller name (`a`, `dpup`, `leftshoulder`, ...), any case.
    init?(scriptName name: String) {
        guard let match = Self.scriptNamesByButton.first(where: { $0.0 == name.lowercased() }) else { return nil }
        self = match.1
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(self).trimmingCharacters(in: .whitespaces)
    }
}

extension Key {
    /// A key by the name scripts use: Left, Right, Up, Down, Home, End, PageUp, PageDown, Tab, Enter,
    /// Space, Escape, Backspace, Delete, F1...F24, or a single character.
    public init?(scriptName name: String) {
        switch name.lowercased() {
        case "left": self = .left
        case "right": self = .right
        case "up": self = .up
        case "down": self = .down
        case "home": self = .home
        case "end": self = .end
        case "pageup": self = .pageUp
        case "pagedown": self = .pageDown
        case "tab": self = .tab
        case "enter", "return": self = .enter
        case "space": self = .space
        case "escape": self = .escape
        case "backspace": self = .backspace
        case "delete": self = .delete
        default:
            let lower = name.lowercased()
            if lower.count >= 2, lower.first == "f", let n = Int(lower.dropFirst()), (1...24).contains(n) {
                self = .function(n)
            } else if name.count == 1, let c = lower.first {
                self = .character(c)
            } else {
                return nil
            }
        }
    }
}
