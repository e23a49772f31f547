import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// xdotool on one display.
struct XDoTool {
    let display: String
    let executable: URL

    init(display: String) throws {
        self.display = display
        executable = try Tools.require("xdotool")
    }

    struct Geometry: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// Runs `xdotool args...` (several commands may be chained in one call); throws if it fails.
    @discardableResult
    func run(_ arguments: [String], timeout: Double = 10) throws -> String {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        let result = try ChildProcess.run(executable, arguments, environment: env, timeout: timeout)
        guard result.status == 0 else {
            throw E2EError("xdotool \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result.stdout
    }

    func mouseMove(_ x: Int, _ y: Int) throws { try run(["mousemove", "--sync", String(x), String(y)]) }
    func mouseDown(_ button: Int = 1) throws { try run(["mousedown", String(button)]) }
    func mouseUp(_ button: Int = 1) throws { try run(["mouseup", String(button)]) }

    func mouseLocation() throws -> (x: Int, y: Int) {
        let values = Self.shellValues(try run(["getmouselocation", "--shell"]))
        guard let x = values["X"], let y = values["Y"] else { throw E2EError("xdotool getmouselocation: no X/Y") }
        return (x, y)
    }

    /// Visible windows whose name matches the regular expression `name`.
    func search(name: String) throws -> [Int] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        // Exit status 1 means "no window matched", not a failure.
        let result = try ChildProcess.run(executable, ["search", "--onlyvisible", "--name", name], environment: env, timeout: 10)
        return result.stdout.split(whereSeparator: \.isNewline).compactMap { Int($0) }
    }

    /// Polls for a visible window named `name` (what `search --sync` does, but bounded by `timeout`).
    func waitForWindow(name: String, timeout: Double) throws -> Int {
        let deadline = ChildProcess.now() + timeout
        repeat {
            if let id = try search(name: name).first { return id }
            usleep(50_000)
        } while ChildProcess.now() < deadline
        throw E2EError("no visible window named '\(name)' on \(display) after \(timeout) s")
    }

    /// The window's position on the screen and its size, in pixels.
    func geometry(window: Int) throws -> Geometry {
        let values = Self.shellValues(try run(["getwindowgeometry", "--shell", String(window)]))
        guard let x = values["X"], let y = values["Y"], let w = values["WIDTH"], let h = values["HEIGHT"] else {
            throw E2EError("xdotool getwindowgeometry: missing X/Y/WIDTH/HEIGHT in \(values)")
        }
        return Geometry(x: x, y: y, width: w, height: h)
    }

    /// Parses `KEY=value` lines with integer values (xdotool's `--shell` output).
    static func shellValues(_ text: String) -> [String: Int] {
        var values: [String: Int] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let v = Int(parts[1]) { values[String(parts[0])] = v }
        }
        return values
    }
}
