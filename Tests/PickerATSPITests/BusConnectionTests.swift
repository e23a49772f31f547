import Foundation
import Testing
@testable import PickerATSPI

/// A dbus-daemon of the test's own, on a private address; killed with the test. Started through popen
/// (the daemon forks and prints its address and pid), which keeps Foundation's Process out of the
/// sanitized run.
final class PrivateBus {
    let address: String
    private let pid: pid_t

    init() throws {
        guard let pipe = popen("/usr/bin/dbus-daemon --session --fork --print-address=1 --print-pid=1", "r") else {
            throw DBusError(name: "", description: "cannot start dbus-daemon")
        }
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 512)
        while lines.count < 2, fgets(&buffer, Int32(buffer.count), pipe) != nil {
            lines.append(String(cString: buffer).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        pclose(pipe)
        guard lines.count == 2, let pid = pid_t(lines[1]), !lines[0].isEmpty else {
            throw DBusError(name: "", description: "dbus-daemon said \(lines)")
        }
        address = lines[0]
        self.pid = pid
    }

    deinit {
        kill(pid, SIGKILL)
    }
}

/// Lets a non-Sendable value cross to another thread in a test that hands it over once.
struct Handover<T>: @unchecked Sendable { let value: T }

@Suite("the bus connection and its watcher thread")
struct BusConnectionTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon")))
    func aCallWakesTheLoopWhichAnswersItAndTheWatcherStops() throws {
        let bus = try PrivateBus()
        let server = try BusConnection.open(address: bus.address)
        let client = Handover(value: try BusConnection.open(address: bus.address))
        let descriptor = try #require(server.fileDescriptor)
        let woken = DispatchSemaphore(value: 0)
        let watcher = try BusWatcher(descriptor: descriptor, wake: { woken.signal() })
        defer { watcher.stop() }

        // The client calls from another thread (it blocks for the reply); this thread plays the app's loop.
        let destination = server.uniqueName
        let answered = DispatchSemaphore(value: 0)
        let reply = Handover(value: ReplyBox())
        DispatchQueue.global().async {
            reply.value.values = try? client.value.call(
                destination: destination, path: "/org/a11y/atspi/accessible/root", interface: "org.a11y.atspi.Accessible", member: "GetRoleName")
            answered.signal()
        }
        #expect(woken.wait(timeout: .now() + 5) == .success)
        var calls = server.readCalls()
        let deadline = Date().addingTimeInterval(5)
        while calls.isEmpty, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
            calls = server.readCalls()
        }
        #expect(calls.first?.call?.member == "GetRoleName")
        for call in calls { server.reply(to: call, with: .values([.string("application")])) }
        server.flush()
        watcher.resume()
        #expect(answered.wait(timeout: .now() + 5) == .success)
        #expect(reply.value.values == [.string("application")])
    }
}

final class ReplyBox { var values: [DBusValue]? }
