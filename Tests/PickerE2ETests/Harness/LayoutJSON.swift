import Foundation

/// A rectangle in window points.
struct Frame: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
    var maxX: Double { x + width }
    var maxY: Double { y + height }

    func isInside(width w: Double, height h: Double) -> Bool {
        x >= 0 && y >= 0 && width > 0 && height > 0 && maxX <= w && maxY <= h
    }

    var description: String { "(\(x), \(y), \(width) x \(height))" }
}

/// One node of `--dump-layout`'s tree: `{"id","kind","frame":{...},"value",...,"children":[...]}`.
struct LayoutNode {
    var id: String
    var kind: String
    var frame: Frame
    /// The whole JSON object, for keys beyond the common ones (`value`, `row`, `date`...).
    var json: [String: Any]
    var children: [LayoutNode]

    var value: Any? { json["value"] }
    /// The value as text, whatever JSON type it has ("Nov", "7", "2026-11-21").
    var valueText: String? { value.map { "\($0)" } }

    init(json: [String: Any]) throws {
        guard let id = json["id"] as? String else { throw E2EError("layout node without an id: \(json)") }
        guard let kind = json["kind"] as? String else { throw E2EError("layout node '\(id)' without a kind") }
        guard let f = json["frame"] as? [String: Any],
              let x = JSON.number(f["x"]), let y = JSON.number(f["y"]),
              let w = JSON.number(f["width"]), let h = JSON.number(f["height"]) else {
            throw E2EError("layout node '\(id)' without a frame {x, y, width, height}")
        }
        self.id = id
        self.kind = kind
        frame = Frame(x: x, y: y, width: w, height: h)
        self.json = json
        children = try (json["children"] as? [[String: Any]] ?? []).map(LayoutNode.init(json:))
    }

    /// Parses the first line of `text` that holds a JSON object.
    init(parsing text: String) throws {
        for line in text.split(whereSeparator: \.isNewline) {
            if let object = JSON.object(String(line)) {
                try self.init(json: object)
                return
            }
        }
        throw E2EError("no JSON object in the layout output: \(text.prefix(300))")
    }

    /// Depth-first search for the node with `id`.
    func find(_ id: String) -> LayoutNode? {
        if self.id == id { return self }
        for child in children {
            if let found = child.find(id) { return found }
        }
        return nil
    }

    /// Every node of the tree, depth first.
    var allNodes: [LayoutNode] { [self] + children.flatMap(\.allNodes) }
}

enum JSON {
    /// The line as a JSON object, or nil if it is not one.
    static func object(_ line: String) -> [String: Any]? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{"), let data = trimmed.data(using: .utf8) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    static func number(_ value: Any?) -> Double? {
        if let n = value as? NSNumber { return n.doubleValue }
        if let d = value as? Double { return d }
        if let i = value as? Int { return Double(i) }
        return nil
    }

    static func int(_ value: Any?) -> Int? {
        guard let d = number(value), d == d.rounded() else { return nil }
        return Int(d)
    }
}

/// One `--log-events` line of a value change: `{"widget":"month","kind":"MiniPicker","component":0,"row":7,"value":"Aug","time":1.532}`
/// (not a page line, `{"widget":"page","kind":"Page",...}`, which says a page was built).
struct EventLine: CustomStringConvertible {
    var widget: String
    var row: Int?
    var component: Int?
    var valueText: String?
    var time: Double?
    var line: String

    init?(_ line: String) {
        guard let object = JSON.object(line), let widget = object["widget"] as? String, object["kind"] as? String != "Page"
        else { return nil }
        self.widget = widget
        row = JSON.int(object["row"])
        component = JSON.int(object["component"])
        valueText = object["value"].map { "\($0)" }
        time = JSON.number(object["time"])
        self.line = line
    }

    var description: String { line }
}

/// One `--log-frames` line: `{"frame":N,"time":T}`.
struct FrameLine {
    var frame: Int
    var time: Double

    init?(_ line: String) {
        guard let object = JSON.object(line), object["widget"] == nil,
              let frame = JSON.int(object["frame"]), let time = JSON.number(object["time"]) else { return nil }
        self.frame = frame
        self.time = time
    }
}
