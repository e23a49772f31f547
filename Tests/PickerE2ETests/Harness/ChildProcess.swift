import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A failure of the end-to-end harness (a missing tool, a process that did not start or answer in time).
struct E2EError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A child process whose stdout is collected line by line and whose stderr is collected whole,
/// both on background threads, readable from any thread while it runs.
final class ChildProcess: @unchecked Sendable {
    let executable: URL
    let arguments: [String]
    private let process = Process()
    private let condition = NSCondition()
    private var stdoutLines: [String] = []
    private var partialLine = Data()
    private var stderrData = Data()
    private var openStreams = 2
    /// When the process was launched (monotonic seconds, `ChildProcess.now()`).
    let launchTime: Double

    /// Launches `executable` with `arguments`. `environment` replaces the inherited one entirely.
    init(executable: URL, arguments: [String], environment: [String: String]) throws {
        self.executable = executable
        self.arguments = arguments
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        launchTime = ChildProcess.now()
        do {
            try ChildProcess.withDefaultSignalMask { try process.run() }
        } catch {
            throw E2EError("could not launch \(executable.path): \(error)")
        }
        // The parent's copies of the write ends must close, or the readers never see end of file.
        try? out.fileHandleForWriting.close()
        try? err.fileHandleForWriting.close()
        startReader(out.fileHandleForReading, isStdout: true)
        startReader(err.fileHandleForReading, isStdout: false)
    }

    deinit {
        terminate()
    }

    /// Runs `body` with no signal blocked on this thread. A spawned process inherits the spawning
    /// thread's signal mask, and Swift Testing runs tests on dispatch worker threads that block
    /// nearly every signal (SIGTERM included): a demo started from there would ignore our SIGTERM.
    static func withDefaultSignalMask<T>(_ body: () throws -> T) rethrows -> T {
        var empty = sigset_t()
        var old = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return try body()
    }

    /// Monotonic seconds.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    var pid: Int32 { process.processIdentifier }
    /// Whether it still runs. Foundation on Linux notices an exit late when a grandchild keeps its
    /// descriptors open, so an unreaped (zombie) child counts as exited too.
    var isRunning: Bool { process.isRunning && ProcStat.zombieExitStatus(pid: pid) == nil }

    private func startReader(_ handle: FileHandle, isStdout: Bool) {
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                condition.lock()
                if isStdout { appendStdout(data) } else { stderrData.append(data) }
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
            if isStdout, !partialLine.isEmpty {
                stdoutLines.append(String(decoding: partialLine, as: UTF8.self))
                partialLine = Data()
            }
            openStreams -= 1
            condition.broadcast()
            condition.unlock()
            try? handle.close()
        }
        thread.start()
    }

    /// Called with the lock held.
    private func appendStdout(_ data: Data) {
        partialLine.append(data)
        while let newline = partialLine.firstIndex(of: UInt8(ascii: "\n")) {
            let line = partialLine[partialLine.startIndex..<newline]
            stdoutLines.append(String(decoding: line, as: UTF8.self))
            partialLine = Data(partialLine[(newline + 1)...])
        }
    }

    /// The complete stdout lines so far.
    var lines: [String] {
        condition.lock()
        defer { condition.unlock() }
        return stdoutLines
    }

    /// Everything written to stderr so far.
    var stderr: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: stderrData, as: UTF8.self)
    }

    /// Waits until `predicate` holds for the stdout lines (checked on every new output), or the timeout.
    /// Returns whether it held.
    @discardableResult
    func waitUntil(timeout: Double, _ predicate: ([String]) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(stdoutLines) {
            if openStreams == 0 { return false }  // no more output will come
            if !condition.wait(until: min(deadline, Date(timeIntervalSinceNow: 0.05))), Date() >= deadline {
                return predicate(stdoutLines)
            }
        }
        return true
    }

    /// The first stdout line (from `startIndex` on) that matches, waiting for it up to `timeout` seconds.
    func waitForLine(from startIndex: Int = 0, timeout: Double, matching: (String) -> Bool) -> String? {
        var found: String?
        waitUntil(timeout: timeout) { lines in
            guard startIndex < lines.count else { return false }
            found = lines[startIndex...].first(where: matching)
            return found != nil
        }
        return found
    }

    /// Waits for the process to exit and for its output to be read to the end.
    /// Returns the exit status (128 + signal for a signal), or nil on timeout.
    @discardableResult
    func waitForExit(timeout: Double) -> Int32? {
        let deadline = ChildProcess.now() + timeout
        while isRunning {
            if ChildProcess.now() >= deadline { return nil }
            usleep(5_000)
        }
        // Its output is read to the end within moments; a grandchild holding the pipes open must not hang us.
        let drained = ChildProcess.now() + 1
        condition.lock()
        while openStreams > 0 {
            if !condition.wait(until: Date(timeIntervalSinceNow: 0.05)), ChildProcess.now() >= drained { break }
        }
        condition.unlock()
        // It has exited. If Foundation reaped it between our look at /proc (a zombie) and now, /proc no
        // longer knows it while `Process` has not yet set its status: wait for that, not report a timeout.
        let settled = ChildProcess.now() + 2
        var status = exitStatus
        while status == nil, ChildProcess.now() < settled {
            usleep(2_000)
            status = exitStatus
        }
        return status
    }

    /// The exit status once it has exited (128 + signal for a signal).
    var exitStatus: Int32? {
        guard !process.isRunning else { return ProcStat.zombieExitStatus(pid: pid) }
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// SIGTERM, then SIGKILL if it has not exited within `grace` seconds.
    func terminate(grace: Double = 2) {
        guard isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        if waitForExit(timeout: grace) == nil {
            kill(process.processIdentifier, SIGKILL)
            waitForExit(timeout: 5)
        }
    }

    /// Runs to completion: status, stdout, stderr. Kills it and throws after `timeout` seconds.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], timeout: Double = 30
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let child = try ChildProcess(executable: executable, arguments: arguments, environment: environment)
        guard let status = child.waitForExit(timeout: timeout) else {
            child.terminate()
            throw E2EError("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) did not exit within \(timeout) s")
        }
        return (status, child.lines.joined(separator: "\n"), child.stderr)
    }
}

/// Executables found on PATH, with the message the tests give when one is missing.
enum Tools {
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"] {
            let candidate = URL(fileURLWithPath: dir).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static func require(_ name: String) throws -> URL {
        guard let url = find(name) else {
            throw E2EError("\(name) is not installed: the end-to-end tests need Xvfb, xdotool and ImageMagick; run scripts/test.sh, which installs them")
        }
        return url
    }
}

/// Reads /proc/<pid>/stat.
enum ProcStat {
    /// The fields after the command name (which may hold spaces and parentheses): index 0 is field 3.
    static func fields(_ text: String) -> [Substring]? {
        guard let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ")
    }

    /// The exit status of a process that has exited but not been reaped (a zombie), from field 52
    /// (the raw wait status); nil while it runs. 128 + signal for a signal.
    static func zombieExitStatus(pid: Int32) -> Int32? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let fields = fields(text), fields.first == "Z" else { return nil }
        guard fields.count > 49, let raw = Int32(fields[49].trimmingCharacters(in: .whitespacesAndNewlines)) else { return -1 }
        return raw & 0x7f != 0 ? 128 + (raw & 0x7f) : (raw >> 8) & 0xff
    }

    /// utime + stime of `pid` in seconds.
    static func cpuSeconds(pid: Int32) throws -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
            throw E2EError("cannot read /proc/\(pid)/stat (has the process exited?)")
        }
        return try cpuSeconds(statLine: text)
    }

    /// Parses a /proc/<pid>/stat line; the command name (field 2) may hold spaces and parentheses.
    static func cpuSeconds(statLine text: String) throws -> Double {
        // utime is field 14, stime field 15.
        guard let fields = fields(text), fields.count > 12, let utime = Double(fields[11]), let stime = Double(fields[12]) else {
            throw E2EError("unexpected /proc stat line: \(text)")
        }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return (utime + stime) / ticks
    }
}
