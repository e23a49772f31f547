import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the built demo is (`Demo.executableName`: picker-demo, or picker-demo-sdl3 for the SDL3 package's
/// tests, which share this harness), and how to run it.
enum Demo {
    /// The package root: the nearest folder above this file with a Package.swift.
    static let packageRoot: URL = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        // Tests/PickerE2ETests/Harness/DemoProcess.swift
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// The root package's Tests/PickerE2ETests, where this harness is (through any link to it): its scripts.
    static let e2eFolder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The binary: `$PICKER_DEMO` (`$PICKER_DEMO_SDL3`) if set, else beside the running test bundle (the same
    /// build configuration), else `<package>/.build/debug/<executableName>`.
    static func binary() throws -> URL {
        let fm = FileManager.default
        var candidates: [URL] = []
        let variable = executableName.uppercased().replacingOccurrences(of: "-", with: "_")
        if let explicit = ProcessInfo.processInfo.environment[variable] {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent(executableName))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/\(executableName)"))
        if let found = candidates.first(where: { fm.isExecutableFile(atPath: $0.path) }) { return found }
        throw E2EError("\(executableName) is not built (looked at \(candidates.map(\.path).joined(separator: ", "))); run `swift build --product \(executableName)` or scripts/test.sh")
    }

    /// The environment for the demo: ours, with DISPLAY set to `display` or removed, and nothing
    /// that would pick another video driver.
    static func environment(display: String?) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["WAYLAND_DISPLAY"] = nil
        env["SDL_VIDEODRIVER"] = nil
        env["SDL_RENDER_DRIVER"] = nil
        return env
    }

    /// Runs the demo to completion.
    static func run(_ arguments: [String], display: String? = nil, timeout: Double = 30) throws -> (status: Int32, stdout: String, stderr: String) {
        try ChildProcess.run(try binary(), arguments, environment: environment(display: display), timeout: timeout)
    }

    /// `picker-demo <arguments> --dump-layout`, parsed.
    static func layout(_ arguments: [String]) throws -> LayoutNode {
        let result = try run(arguments + ["--dump-layout"])
        guard result.status == 0 else {
            throw E2EError("picker-demo --dump-layout exited \(result.status): \(result.stderr)")
        }
        return try LayoutNode(parsing: result.stdout)
    }

    /// The arguments every test starts from (a fixed day, size and scale, so rows and frames are known).
    static let minipicker = ["--page", "minipicker", "--today", "2026-11-21", "--size", "800x600", "--scale", "1"]
    static let calendar = ["--page", "calendar", "--today", "2026-11-21", "--size", "800x600", "--scale", "1"]
    static let wheel = ["--page", "wheel", "--today", "2026-11-21", "--size", "800x600", "--scale", "1"]
    static let odometer = ["--page", "odometer", "--today", "2026-11-21", "--size", "800x600", "--scale", "1"]
    static let datepicker = ["--page", "datepicker", "--today", "2026-11-21", "--size", "800x600", "--scale", "1"]
    static let form = ["--page", "form", "--today", "2026-11-21", "--time-zone", "UTC", "--size", "800x600", "--scale", "1"]
}

/// A running `picker-demo` in a window on an X display, with its stdout read as event and frame lines.
final class DemoProcess: @unchecked Sendable {
    let child: ChildProcess

    /// Starts `executable` (picker-demo unless given) with `arguments` on `display`.
    init(_ arguments: [String], display: String?, executable: URL? = nil) throws {
        child = try ChildProcess(
            executable: try executable ?? Demo.binary(), arguments: arguments, environment: Demo.environment(display: display))
    }

    deinit {
        child.terminate()
    }

    var pid: Int32 { child.pid }
    var lines: [String] { child.lines }
    var stderr: String { child.stderr }
    var events: [EventLine] { lines.compactMap(EventLine.init) }
    var frames: [FrameLine] { lines.compactMap(FrameLine.init) }

    func waitForLine(matching: (String) -> Bool, timeout: Double) -> String? {
        child.waitForLine(timeout: timeout, matching: matching)
    }

    /// Waits for the first `--log-frames` line: the window is up and its loop runs.
    func waitForFirstFrame(timeout: Double = 20) throws {
        guard child.waitForLine(timeout: timeout, matching: { FrameLine($0) != nil }) != nil else {
            child.waitForExit(timeout: 1)  // if its output ended, let the exit status show in the message
            throw E2EError("picker-demo rendered no frame within \(timeout) s (running: \(child.isRunning), status: \(child.exitStatus.map(String.init) ?? "-"), stderr: \(stderr))")
        }
    }

    /// Waits until an event line for `widget` has been printed.
    func waitForEvent(widget: String, timeout: Double) -> Bool {
        child.waitForLine(timeout: timeout, matching: { EventLine($0)?.widget == widget }) != nil
    }

    /// Waits until the window has printed no line (no frame, no event) for `quiet` seconds, i.e. it has
    /// settled and sleeps, or has exited. Returns false if it was still busy after `timeout`.
    @discardableResult
    func waitUntilSettled(quiet: Double = 0.5, timeout: Double = 8) -> Bool {
        let deadline = ChildProcess.now() + timeout
        var count = lines.count
        var lastChange = ChildProcess.now()
        while ChildProcess.now() < deadline {
            if !child.isRunning { child.waitForExit(timeout: 2); return true }
            usleep(20_000)
            let now = lines.count
            if now != count {
                count = now
                lastChange = ChildProcess.now()
            } else if ChildProcess.now() - lastChange >= quiet {
                return true
            }
        }
        return false
    }

    /// User + system CPU seconds the process has used so far, from /proc/<pid>/stat.
    func cpuSeconds() throws -> Double {
        try ProcStat.cpuSeconds(pid: pid)
    }

    func terminate() {
        child.terminate()
    }

    var exitStatus: Int32? { child.exitStatus }
}
