import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// The bridge's connections: the accessibility bus, and the screen readers that connected directly to the
/// app's ``PeerServer`` (their calls then skip the bus daemon). Calls are read from all of them alike;
/// signals go out on the bus only, where clients listen for them. Main thread only.
final class ClientConnections {
    /// The accessibility bus.
    let bus: BusConnection
    private let server: PeerServer?
    /// The clients connected directly, while they stay connected.
    private(set) var peers: [BusConnection] = []
    /// When each client connected, on the clock of ``now()``.
    private var connectedAt: [ObjectIdentifier: Double] = [:]
    /// How long a client may take to say who it is before it is dropped, in seconds.
    let authenticationTimeout: Double
    /// The most clients connected at once; more are turned away (a screen reader and a tool or two connect).
    static let maximumPeers = 16

    /// Uses `bus`, and listens for direct clients unless `acceptsPeers` is false or no socket can be made.
    init(bus: BusConnection, acceptsPeers: Bool = true, authenticationTimeout: Double = 5) {
        self.bus = bus
        self.authenticationTimeout = authenticationTimeout
        server = acceptsPeers ? try? PeerServer() : nil
    }

    /// The address a client opens to call the app directly (AT-SPI's `GetApplicationBusAddress`), or empty
    /// when there is none: clients then call through the bus.
    var peerAddress: String { server?.address ?? "" }

    /// The sockets to watch for data: the bus's first, then the server's and each client's.
    var fileDescriptors: [Int32] {
        [bus.fileDescriptor].compactMap { $0 } + (server?.fileDescriptors ?? []) + peers.compactMap(\.fileDescriptor)
    }

    /// Accepts the clients waiting to connect, up to ``maximumPeers``, and drops those that closed or did not
    /// authenticate within ``authenticationTimeout``.
    func refresh() {
        let now = Self.now()
        peers.removeAll { peer in
            let key = ObjectIdentifier(peer)
            let isLate = !peer.isAuthenticated && now - (connectedAt[key] ?? now) > authenticationTimeout
            guard !peer.isConnected || isLate else { return false }
            connectedAt[key] = nil
            return true
        }
        for peer in server?.acceptConnections() ?? [] where peers.count < Self.maximumPeers {
            peers.append(peer)
            connectedAt[ObjectIdentifier(peer)] = now
        }
    }

    /// Seconds on a clock that only goes forward.
    private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// The calls that arrived on any connection (or, unless `includingBus`, on the direct ones only), after
    /// waiting up to `timeout` milliseconds for data when libdbus holds none: a call it already read (while it
    /// wrote a reply) leaves nothing on the socket to wake a wait.
    func readCalls(waitingUpTo timeout: Int32, includingBus: Bool = true) -> [BusConnection.IncomingCall] {
        if timeout > 0, !hasQueuedMessages { wait(upTo: timeout) }
        refresh()
        return ((includingBus ? [bus] : []) + peers).flatMap { $0.readCalls() }
    }

    /// Waits up to `timeout` milliseconds for data on any socket.
    private func wait(upTo timeout: Int32) {
        var fds = fileDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&fds, nfds_t(fds.count), timeout)
    }

    /// Whether libdbus holds messages it read on any connection that no one has taken yet.
    var hasQueuedMessages: Bool { bus.hasQueuedMessages || peers.contains { $0.hasQueuedMessages } }

    /// Writes everything queued on every connection.
    func flush() {
        bus.flush()
        for peer in peers { peer.flush() }
    }
}
