import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private X server (`Xvfb :N -screen 0 1280x1024x24 -nolisten tcp`) for one test, stopped by
/// `stop()` or on deinit.
///
/// The display number is the first free one from a start derived from our pid (100 + pid % 400),
/// so test runs of different worktrees at the same time do not collide. `PICKER_E2E_DISPLAYS=60-69`
/// restricts the numbers tried to that range instead.
final class XvfbDisplay: @unchecked Sendable {
    let number: Int
    let screenWidth: Int
    let screenHeight: Int
    private let server: ChildProcess

    var name: String { ":\(number)" }

    private init(number: Int, screenWidth: Int, screenHeight: Int, server: ChildProcess) {
        self.number = number
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.server = server
    }

    deinit {
        stop()
    }

    func stop() {
        guard server.isRunning else { return }
        server.terminate(grace: 2)
        if server.exitStatus == 128 + SIGKILL {
            // Killed, it could not remove its lock and socket; they are ours, so tidy them up.
            let lock = "/tmp/.X\(number)-lock"
            if XvfbDisplay.lockPID(lock) == server.pid {
                try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
                try? FileManager.default.removeItem(atPath: lock)
            }
        }
    }

    /// The pid in an X lock file, if it holds one.
    static func lockPID(_ path: String) -> Int32? {
        (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The display numbers to try, in order.
    static func candidates(pid: Int32 = getpid(), environment: [String: String] = ProcessInfo.processInfo.environment) -> [Int] {
        if let spec = environment["PICKER_E2E_DISPLAYS"] {
            let bounds = spec.split(separator: "-").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            if bounds.count == 2, bounds[0] <= bounds[1] { return Array(bounds[0]...bounds[1]) }
            if bounds.count == 1 { return [bounds[0]] }
        }
        let start = 100 + Int(pid) % 400
        return (0..<40).map { 100 + (start - 100 + $0) % 400 }
    }

    /// Whether another X server has display `n`: its lock file names a live process, or there is a
    /// socket without a lock (a server we know nothing about). A lock left by a dead server is free:
    /// Xvfb replaces a stale lock itself.
    static func isTaken(_ n: Int) -> Bool {
        let lock = "/tmp/.X\(n)-lock"
        if FileManager.default.fileExists(atPath: lock) {
            guard let pid = lockPID(lock), pid > 0 else { return true }  // unreadable or being written
            return kill(pid, 0) == 0 || errno == EPERM
        }
        return FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
    }

    /// Starts Xvfb on a free display and waits until clients can connect (at most `readyTimeout` s).
    static func start(width: Int = 1280, height: Int = 1024, readyTimeout: Double = 10) throws -> XvfbDisplay {
        let xvfb = try Tools.require("Xvfb")
        let xdotool = try Tools.require("xdotool")
        var failures: [String] = []
        for n in candidates() where !isTaken(n) {
            let server = try ChildProcess(
                executable: xvfb,
                arguments: [":\(n)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"],
                environment: ProcessInfo.processInfo.environment)
            let display = XvfbDisplay(number: n, screenWidth: width, screenHeight: height, server: server)
            let deadline = ChildProcess.now() + readyTimeout
            while ChildProcess.now() < deadline {
                if !server.isRunning { break }  // lost a race for this number: try the next
                var env = ProcessInfo.processInfo.environment
                env["DISPLAY"] = display.name
                if let probe = try? ChildProcess.run(xdotool, ["getmouselocation"], environment: env, timeout: 5),
                   probe.status == 0 {
                    return display
                }
                usleep(50_000)
            }
            display.stop()
            failures.append(":\(n): \(server.stderr.split(separator: "\n").last ?? "not ready in \(readyTimeout) s")")
        }
        throw E2EError("could not start Xvfb on any free display (\(failures.joined(separator: "; ")))")
    }
}
