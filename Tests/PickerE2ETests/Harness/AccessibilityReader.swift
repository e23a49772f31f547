import Foundation

/// picker-demo on a real accessibility bus (dbus-run-session, Xvfb, at-spi-bus-launcher), read from outside
/// through AT-SPI by `Scripts/atspi_reader.py` with Python's gi Atspi, as Orca reads it. Shared with the
/// SDL3 package's end-to-end tests (which run picker-demo-sdl3), so the reader's script is found from the root.
enum AccessibilityReader {
    /// One node of the tree as the reader saw it.
    struct Node {
        let json: [String: Any]
        var role: String { json["role"] as? String ?? "" }
        var name: String { json["name"] as? String ?? "" }
        var id: String { json["id"] as? String ?? "" }
        var value: Double? { JSON.number(json["value"]) }
        var valueText: String? { json["valueText"] as? String }
        var states: [String] { json["states"] as? [String] ?? [] }
        var extents: [Int]? { (json["extents"] as? [Any])?.compactMap { JSON.number($0).map { Int($0) } } }
        var children: [Node] { (json["children"] as? [[String: Any]] ?? []).map(Node.init) }
        var allNodes: [Node] { [self] + children.flatMap(\.allNodes) }
        init(_ json: [String: Any]) { self.json = json }
    }

    /// What the reader reported: the tree before and after its steps, focus events, the demo's log.
    struct Report {
        let tree: Node
        let after: Node
        let toolkit: String
        let focusEvents: [String]
        let log: [[String: Any]]
        /// The key events the registry handed to a key listener: what the key said, and whether it went down.
        let keyEvents: [(string: String, isPress: Bool)]
        /// The value changes announced: on which node, with what value text.
        let valueEvents: [(name: String, valueText: String)]
        /// The application's name and children's paths read over the socket it offers clients to call it
        /// directly, or nil when it offers none.
        let direct: (name: String, children: [String])?
    }

    /// Runs the reader on `demoArguments`, doing `steps` (`--set NAME=VALUE`, `--click NAME`, `--tab N`).
    static func read(_ demoArguments: [String], steps: [String] = []) throws -> Report {
        _ = try Tools.require("dbus-run-session")
        _ = try Tools.require("xdotool")
        guard FileManager.default.fileExists(atPath: "/usr/libexec/at-spi-bus-launcher") else {
            throw E2EError("at-spi2-core is not installed: run scripts/install-deps.sh --test")
        }
        let display = try XvfbDisplay.start()
        defer { display.stop() }
        let script = Demo.e2eFolder.appendingPathComponent("Scripts/atspi_reader.py")
        var environment = Demo.environment(display: display.name)
        environment["PICKERKIT_ACCESSIBILITY"] = nil
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/dbus-run-session"),
            ["--", "/usr/bin/python3", script.path, "--demo", try Demo.binary().path] + steps + ["--"] + demoArguments,
            environment: environment, timeout: 90)
        guard result.status == 0, let line = result.stdout.split(separator: "\n").last,
            let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let tree = json["tree"] as? [String: Any], let after = json["after"] as? [String: Any]
        else {
            let errors = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("dbus-daemon[") }.suffix(20)
            throw E2EError("atspi_reader.py exited \(result.status) (needs gir1.2-atspi-2.0 and python3-gi): \(errors.joined(separator: "\n"))")
        }
        let events = (json["focusEvents"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let log = (json["log"] as? [String] ?? []).compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        let keys = (json["keyEvents"] as? [[String: Any]] ?? []).map { ($0["string"] as? String ?? "", $0["pressed"] as? Bool ?? false) }
        let values = (json["valueEvents"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0["valueText"] as? String ?? "") }
        let direct = (json["direct"] as? [String: Any]).map { ($0["name"] as? String ?? "", $0["children"] as? [String] ?? []) }
        return Report(
            tree: Node(tree), after: Node(after), toolkit: json["toolkit"] as? String ?? "", focusEvents: events, log: log,
            keyEvents: keys, valueEvents: values, direct: direct)
    }
}
