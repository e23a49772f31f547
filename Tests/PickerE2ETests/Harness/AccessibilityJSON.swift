import Foundation

/// One node of `--dump-accessibility`'s tree: `{"id","role","name","value","states","actions","frame","children"}`.
struct AccessibilityJSONNode {
    var id: String
    var role: String
    var name: String
    var value: String?
    var states: [String]
    var actions: [String]
    var frame: Frame
    /// The whole JSON object, for keys beyond the common ones (`range`, `description`).
    var json: [String: Any]
    var children: [AccessibilityJSONNode]

    init(json: [String: Any]) throws {
        guard let id = json["id"] as? String, let role = json["role"] as? String, let name = json["name"] as? String else {
            throw E2EError("accessibility node without an id, role or name: \(json)")
        }
        guard let f = json["frame"] as? [String: Any], let x = JSON.number(f["x"]), let y = JSON.number(f["y"]),
              let w = JSON.number(f["width"]), let h = JSON.number(f["height"]) else {
            throw E2EError("accessibility node '\(id)' without a frame {x, y, width, height}")
        }
        guard let states = json["states"] as? [String], let actions = json["actions"] as? [String] else {
            throw E2EError("accessibility node '\(id)' without states and actions arrays")
        }
        self.id = id
        self.role = role
        self.name = name
        value = json["value"] as? String
        self.states = states
        self.actions = actions
        frame = Frame(x: x, y: y, width: w, height: h)
        self.json = json
        children = try (json["children"] as? [[String: Any]] ?? []).map(AccessibilityJSONNode.init(json:))
    }

    /// Every node, depth first, self first.
    var allNodes: [AccessibilityJSONNode] { [self] + children.flatMap(\.allNodes) }

    /// The first node, depth first, whose id is `id`.
    func find(_ id: String) -> AccessibilityJSONNode? { allNodes.first { $0.id == id } }
}

extension Demo {
    /// `picker-demo <arguments> --dump-accessibility`, parsed (its output must be one JSON object).
    static func accessibility(_ arguments: [String]) throws -> AccessibilityJSONNode {
        let result = try run(arguments + ["--dump-accessibility"])
        guard result.status == 0 else {
            throw E2EError("picker-demo --dump-accessibility exited \(result.status): \(result.stderr)")
        }
        let lines = result.stdout.split(whereSeparator: \.isNewline)
        guard lines.count == 1, let object = JSON.object(String(lines[0])) else {
            throw E2EError("--dump-accessibility did not print one JSON object: \(result.stdout.prefix(300))")
        }
        return try AccessibilityJSONNode(json: object)
    }
}
