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
        let watcher = try BusWatcher(descriptors: [descriptor], wake: { woken.signal() })
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

@Suite("clients that call the app directly")
struct DirectClientTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon")))
    func aClientOnTheOfferedSocketIsAnsweredOnItAndTheSocketGoesWithTheConnections() throws {
        let bus = try PrivateBus()
        var connections: ClientConnections? = ClientConnections(bus: try BusConnection.open(address: bus.address))
        let address = try #require(connections?.peerAddress)
        let socket = try #require(address.split(separator: ",").first?.split(separator: "=", maxSplits: 1).last.map(String.init))
        #expect(address.hasPrefix("unix:path=") && FileManager.default.fileExists(atPath: socket))

        // dbus-send calls over the socket from another thread (it blocks for the reply); this thread plays the loop.
        let output = Handover(value: ReplyBox())
        let answered = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let command = "/usr/bin/dbus-send --peer='\(address)' --print-reply /org/a11y/atspi/accessible/root org.a11y.atspi.Accessible.GetRoleName"
            if let pipe = popen(command, "r") {
                var text = "", buffer = [CChar](repeating: 0, count: 256)
                while fgets(&buffer, Int32(buffer.count), pipe) != nil { text += String(cString: buffer) }
                pclose(pipe)
                output.value.values = [.string(text)]
            }
            answered.signal()
        }
        var member: String?
        let deadline = Date().addingTimeInterval(5)
        while member == nil, Date() < deadline {
            for incoming in connections?.readCalls(waitingUpTo: 20) ?? [] {
                member = incoming.call?.member
                #expect(incoming.connection !== connections?.bus, "answered on the client's own connection")
                incoming.connection.reply(to: incoming, with: .values([.string("application")]))
            }
            connections?.flush()
        }
        #expect(member == "GetRoleName")
        #expect(answered.wait(timeout: .now() + 5) == .success)
        #expect(output.value.values?.first?.stringValue?.contains("string \"application\"") == true)

        // dbus-send has gone: its connection is dropped once its socket is read.
        let leaving = Date().addingTimeInterval(5)
        while connections?.peers.isEmpty == false, Date() < leaving {
            _ = connections?.readCalls(waitingUpTo: 20)
            connections?.refresh()
        }
        #expect(connections?.peers.isEmpty == true)

        connections = nil
        #expect(!FileManager.default.fileExists(atPath: socket))
        #expect(!FileManager.default.fileExists(atPath: (socket as NSString).deletingLastPathComponent))
    }
}

extension DirectClientTests {
    /// Opens a plain socket to the server at `address` (`unix:path=...`) and says nothing: a client that
    /// never authenticates. The descriptor is closed by the caller.
    static func silentClient(to address: String) throws -> Int32 {
        let path = try #require(address.split(separator: ",").first?.split(separator: "=", maxSplits: 1).last.map(String.init))
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let connected = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(connected == 0)
        return descriptor
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon")))
    func clientsThatNeverAuthenticateAreDroppedAndAtMostSixteenAreKept() throws {
        let bus = try PrivateBus()
        let connections = ClientConnections(bus: try BusConnection.open(address: bus.address), authenticationTimeout: 0.2)
        let clients = try (0..<20).map { _ in try Self.silentClient(to: connections.peerAddress) }
        defer { clients.forEach { close($0) } }
        var deadline = Date().addingTimeInterval(2)
        while connections.peers.count < ClientConnections.maximumPeers, Date() < deadline {
            _ = connections.readCalls(waitingUpTo: 20)
        }
        #expect(connections.peers.count == ClientConnections.maximumPeers)

        Thread.sleep(forTimeInterval: 0.3)
        deadline = Date().addingTimeInterval(2)
        while !connections.peers.isEmpty, Date() < deadline {
            _ = connections.readCalls(waitingUpTo: 20)
        }
        #expect(connections.peers.isEmpty)
    }
}
