import Foundation
import PickerWidgets

/// The AT-SPI 2 bridge: puts an app's semantics tree on the accessibility bus, so a screen reader such as
/// Orca reads and drives it. It registers the app with AT-SPI's registry, answers the screen reader's
/// calls on the main thread (a watcher thread only wakes the app's loop through `wake`), and sends the
/// tree's events as AT-SPI signals.
///
/// A host makes it with ``connect(application:wake:)``, calls ``processIncoming()`` on the main thread
/// when woken, passes its scenes' events to ``post(_:inPanel:)``, and calls ``sceneDidChange(afterInput:)``
/// after each input event and frame, which sends them (at most a batch every 150 ms).
public final class ATSPIBridge {
    /// The pure core that answers each call.
    public let handler: ATSPIHandler
    private let connections: ClientConnections
    private var connection: BusConnection { connections.bus }
    private let watcher: BusWatcher
    /// The sockets the watcher was last told to watch.
    private var watchedDescriptors: [Int32]
    /// Wakes the app's loop, which then calls ``processIncoming()``.
    private let wake: @Sendable () -> Void
    /// Whether key events go to the registry: until one goes unanswered.
    private var notifiesKeys = true
    /// Whether calls are being answered (a send while answering leaves the rest to that loop).
    private var isAnswering = false
    /// When the wake scheduled for events held back by the pace comes, or nil when none is scheduled.
    private var wakeTime: Double?
    /// The shortest time between two batches of events, in seconds: under brisk input Orca 43 falls behind
    /// a batch per input, and then prunes its queue quadratically; 150 ms is below what a person notices.
    static let eventInterval = 0.15

    /// The registry's bus name and the path of its root, where apps embed themselves.
    static let registryName = "org.a11y.atspi.Registry"

    /// Connects to the accessibility bus and registers `application`, or returns nil when there is no
    /// accessibility bus to use: no session bus, accessibility turned off (`org.a11y.Status`'s `IsEnabled`
    /// and `ScreenReaderEnabled` both false), or the bus or its registry unreachable. Prints nothing.
    /// `PICKERKIT_ACCESSIBILITY=1` connects even while the status says off (and says on standard error why
    /// it could not); `=0` never connects. Clients are offered a socket of the app's own to call it directly
    /// (as GTK offers), unless `PICKERKIT_ACCESSIBILITY_PEERS=0`.
    /// - Parameters:
    ///   - application: the app's tree; held weakly.
    ///   - wake: wakes the app's loop from another thread (a host pushes an SDL event); the loop then calls
    ///     ``processIncoming()``.
    public static func connect(application: AccessibleApplication, wake: @escaping @Sendable () -> Void) -> ATSPIBridge? {
        do {
            return try ATSPIBridge(application: application, wake: wake)
        } catch {
            if ProcessEnvironment.value("PICKERKIT_ACCESSIBILITY") == "1" {
                FileHandle.standardError.write(Data("PickerKit: no accessibility bus: \(error)\n".utf8))
            }
            return nil
        }
    }

    private init(application: AccessibleApplication, wake: @escaping @Sendable () -> Void) throws {
        let address = try Self.accessibilityBusAddress()
        let connection = try BusConnection.open(address: address)
        connections = ClientConnections(bus: connection, acceptsPeers: ProcessEnvironment.value("PICKERKIT_ACCESSIBILITY_PEERS") != "0")
        handler = ATSPIHandler(application: application, busName: connection.uniqueName)
        handler.eventInterval = Self.eventInterval
        handler.applicationBusAddress = connections.peerAddress
        let root = handler.reference(ATSPITree.applicationPath)
        let reply = try connection.call(
            destination: Self.registryName, path: ATSPITree.applicationPath, interface: "org.a11y.atspi.Socket", member: "Embed",
            arguments: [root], timeout: 5000)  // the registry may be starting (D-Bus activation) on a busy machine
        if let desktop = reply.first, desktop.signature == "(so)" { handler.desktop = desktop }
        guard connection.fileDescriptor != nil else { throw DBusError(name: "", description: "no socket to watch") }
        self.wake = wake
        watchedDescriptors = connections.fileDescriptors
        watcher = try BusWatcher(descriptors: watchedDescriptors, wake: wake)
        processIncoming()  // what arrived while the registry was answering
    }

    deinit {
        watcher.stop()
    }

    /// Whether the accessibility bus is still connected.
    public var isConnected: Bool { connection.isConnected }

    /// Answers every call that has arrived, then lets the watcher wait for more. Calls share one reading of
    /// the tree until the host says the scene changed. Main thread only.
    public func processIncoming() {
        answerWaitingCalls()
        sendWaitingSignals()
        connections.refresh()
        let descriptors = connections.fileDescriptors
        if descriptors != watchedDescriptors {
            watcher.watch(descriptors)
            watchedDescriptors = descriptors
        }
        watcher.resume()
    }

    /// Answers every call that has arrived or that libdbus has already read, and sends what their actions
    /// changed. libdbus reads the socket while it writes, so a call can wait in its queue with nothing left
    /// on the socket to wake the watcher: every write is followed by this, until the queue is empty.
    ///
    /// A screen reader asks one call at a time, each sent once the last is answered: the next one is waited
    /// for here, up to `nextCallWait`, rather than woken for through the app's loop. A burst is answered for
    /// up to `answeringTime` before the loop gets its turn (a frame, say), then the loop comes back for the rest.
    private func answerWaitingCalls() {
        guard !isAnswering else { return }
        isAnswering = true
        defer { isAnswering = false }
        let start = Self.now()
        var isFirst = true
        while true {
            let calls = connections.readCalls(waitingUpTo: isFirst ? 0 : Self.nextCallWait)
            isFirst = false
            if calls.isEmpty, !connections.hasQueuedMessages { break }
            for incoming in calls { answer(incoming) }
            for signal in handler.takeSignals(at: Self.now()) { try? connection.send(signal) }
            connections.flush()
            if Self.now() - start >= Self.answeringTime {
                // The loop comes back for the rest: nothing on the socket would wake it for what libdbus holds.
                if connections.hasQueuedMessages { wake() }
                break
            }
        }
    }

    /// The longest the bridge answers a burst of calls for one wake of the app's loop, in seconds. Calls come
    /// before frames, as in GTK, but a client that never pauses still leaves the app 20 frames a second.
    static let answeringTime = 0.05
    /// How long a burst waits for a client's next call, in milliseconds: a client's pause of a millisecond or
    /// two must not hand the loop a frame (a present can hold it 10 ms) while the client is mid-walk.
    static let nextCallWait: Int32 = 3

    private func answer(_ incoming: BusConnection.IncomingCall) {
        let reply = incoming.call.map(handler.handle) ?? .invalidArguments("arguments of a type the bridge does not read")
        incoming.connection.reply(to: incoming, with: reply)
    }

    /// Queues `event`, from the scene of the panel `panel`, until ``sceneDidChange(afterInput:)``. Main thread only.
    public func post(_ event: AccessibilityEvent, inPanel panel: Int) {
        handler.enqueue(event, inPanel: panel)
    }

    /// Tells the bridge the panels may have changed (after an input event or a frame): the next call reads
    /// the tree afresh, and the events posted since are sent, coalesced, as the pace allows. After a key, a
    /// controller's press or a wheel notch (`afterInput`), a new value of the focused node is announced with
    /// them. Main thread only.
    public func sceneDidChange(afterInput: Bool) {
        handler.invalidate()
        sendWaitingSignals(announcingFocusedValue: afterInput)
    }

    /// Sends the events posted, as the pace allows; a wake of the app's loop comes for those it holds back.
    private func sendWaitingSignals(announcingFocusedValue: Bool = false) {
        let now = Self.now()
        send(handler.takeSignals(at: now, announcingFocusedValue: announcingFocusedValue))
        if let wakeTime, wakeTime <= now { self.wakeTime = nil }
        guard wakeTime == nil, let due = handler.nextSendTime else { return }
        wakeTime = due
        let deadline = DispatchTime(uptimeNanoseconds: UInt64((max(due, now) + 0.001) * 1e9))
        DispatchQueue.global().asyncAfter(deadline: deadline, execute: wake)
    }

    /// The time in seconds on the clock `DispatchTime` schedules by.
    private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Tells the screen reader that the panel `panel` is about to leave the window. Main thread only.
    public func panelWillBeRemoved(_ panel: Int) {
        send(handler.panelWillBeRemoved(panel))
    }

    /// Hands a key press or release to the screen reader before the widgets see it, as toolkits do (Orca
    /// echoes keys, and takes its own commands). Answers the screen reader's calls while it waits, up to
    /// half a second; after one key goes unanswered, keys are no longer sent. Main thread only.
    /// - Returns: whether the screen reader consumed the key, so the widgets must not get it.
    public func notifyKey(_ key: ATSPIKeyEvent) -> Bool {
        guard notifiesKeys else { return false }
        do {
            let reply = try connection.callAllowingReentry(
                destination: Self.registryName, path: "/org/a11y/atspi/registry/deviceeventcontroller",
                interface: "org.a11y.atspi.DeviceEventController", member: "NotifyListenersSync", arguments: [key.dbusValue],
                timeout: 500, serve: answer, wait: answerDirectCalls(waitingUpTo:))
            if connections.hasQueuedMessages { answerWaitingCalls() }
            return reply.first == .boolean(true)
        } catch {
            notifiesKeys = connection.isConnected && !(error is DBusTimeout)
            return false
        }
    }

    /// Waits up to `timeout` milliseconds for data on any connection, then answers the calls that came
    /// directly (those on the bus are left to whoever reads it): a screen reader may call while it decides
    /// whether to consume a key.
    private func answerDirectCalls(waitingUpTo timeout: Int32) {
        let calls = connections.readCalls(waitingUpTo: timeout, includingBus: false)
        for incoming in calls { answer(incoming) }
        if !calls.isEmpty { connections.flush() }
    }

    /// Tells the screen reader the window gained or lost the keyboard. Main thread only.
    public func windowActivationChanged(isActive: Bool) {
        send([handler.windowActivationSignal(isActive: isActive)])
    }

    private func send(_ signals: [DBusSignal]) {
        guard !signals.isEmpty else { return }
        for signal in signals { try? connection.send(signal) }
        connection.flush()
        if connections.hasQueuedMessages { answerWaitingCalls() }
    }

    /// The accessibility bus's address: `AT_SPI_BUS_ADDRESS`, or what `org.a11y.Bus.GetAddress` on the
    /// session bus says, when accessibility is on.
    private static func accessibilityBusAddress() throws -> String {
        let override = ProcessEnvironment.value("PICKERKIT_ACCESSIBILITY")
        if override == "0" { throw DBusError(name: "", description: "turned off") }
        if let address = ProcessEnvironment.value("AT_SPI_BUS_ADDRESS") { return address }
        // Without an address libdbus would start a session bus of its own (X11 autolaunch): never.
        guard ProcessEnvironment.value("DBUS_SESSION_BUS_ADDRESS") != nil else { throw DBusError(name: "", description: "no session bus") }
        let session = try BusConnection.session()
        if override != "1" {
            let enabled = ["IsEnabled", "ScreenReaderEnabled"].contains { name in
                let reply = try? session.call(
                    destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties", member: "Get",
                    arguments: [.string("org.a11y.Status"), .string(name)], timeout: 1000)
                return reply?.first == .variant(.boolean(true))
            }
            guard enabled else { throw DBusError(name: "", description: "accessibility is off") }
        }
        let reply = try session.call(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress", timeout: 1000)
        guard let address = reply.first?.stringValue, !address.isEmpty else { throw DBusError(name: "", description: "no address") }
        return address
    }
}
