import Foundation
import PickerCore
@testable import PickerWidgets

/// Checks one `--dump-layout` tree (the JSON text the demo prints) for layout faults, measuring text with
/// the measurer the page was laid out with:
/// - a node's frame leaves its parent's (beyond half a point);
/// - two siblings overlap (by more than half a point both ways);
/// - a node's text is wider than the room its widget draws it in, or taller than its frame.
/// - a node a pointer can press is smaller than 24 x 24 points and not spaced as WCAG 2.5.8 allows
///   (a 24-point circle on its centre meeting no other target), unless its kind is a named exception.
/// What scrolls by design may leave its parent along the scroll axis, clipped by it: the overview's
/// scrolling content, a form table's rows, a wheel's rows on their cylinder, and a page's widgets below
/// the window when the page scrolls (large text on a small window).
struct LayoutAudit {
    /// One node of the dump, as parsed from its JSON.
    struct Node {
        var id: String
        var kind: String
        var frame: Rect
        var text: [String]
        var title: String?
        var children: [Node]

        init(json: [String: Any]) throws {
            guard let id = json["id"] as? String, let kind = json["kind"] as? String,
                  let f = json["frame"] as? [String: Double], let x = f["x"], let y = f["y"], let w = f["width"], let h = f["height"]
            else { throw AuditError("a node without id, kind or frame: \(json)") }
            self.id = id
            self.kind = kind
            frame = Rect(x: x, y: y, width: w, height: h)
            text = (json["text"] as? String).map { [$0] } ?? (json["text"] as? [String]) ?? []
            title = json["title"] as? String
            children = try (json["children"] as? [[String: Any]] ?? []).map(Node.init(json:))
        }

        var all: [Node] { [self] + children.flatMap(\.all) }
    }

    struct AuditError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    let measurer: TextMeasurer
    let theme: Theme
    /// The font each label draws in, by id (labels' fonts are not in the dump).
    let labelFonts: [String: Font]
    /// Whether a label too long for its frame may be shortened with an ellipsis (on small windows);
    /// when false, a shortened label is a fault too.
    var allowsShortenedLabels = true
    /// Whether the page scrolls: its widgets may then go on below the window.
    var pageScrolls = false

    /// The kinds of node a pointer can press: each is a target of WCAG 2.5.8 (Target Size, Minimum).
    static let pointerTargets: Set<String> = ["Button", "MiniPickerSegment", "CalendarDay", "FormRow", "TextField", "WheelComponent"]
    /// Pressable nodes that are not targets of their own, and why.
    static let targetSizeExceptions: [String: String] = [
        // A tap on a row turns the wheel to it, but the target is the component: the rows are places
        // on its cylinder, squashed towards the edges, and the component's full height takes the press.
        "WheelRow": "a place on its WheelComponent, which is the target",
    ]
    /// WCAG 2.5.8's minimum, in points (CSS pixels).
    static let minimumTargetSize = 24.0

    static func parse(_ json: String) throws -> Node {
        guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw AuditError("the layout is not a JSON object")
        }
        return try Node(json: object)
    }

    /// Every fault in the tree, one line each.
    func faults(in root: Node) -> [String] {
        var faults: [String] = []
        check(root, parent: nil, into: &faults)
        faults += targetSizeFaults(in: root)
        return faults
    }

    /// Targets smaller than 24 x 24 points whose 24-point circle meets another target (2.5.8's spacing
    /// exception), one line each.
    func targetSizeFaults(in root: Node) -> [String] {
        let targets = root.all.filter { Self.pointerTargets.contains($0.kind) && !$0.frame.isEmpty }
        let minimum = Self.minimumTargetSize, slack = Self.slack
        var faults: [String] = []
        for target in targets where target.frame.width < minimum - slack || target.frame.height < minimum - slack {
            let centre = Point(x: target.frame.midX, y: target.frame.midY)
            let crowded = targets.contains { other in
                guard other.id != target.id else { return false }
                let f = other.frame
                let nearest = Point(x: min(max(centre.x, f.minX), f.maxX), y: min(max(centre.y, f.minY), f.maxY))
                let distance = ((nearest.x - centre.x) * (nearest.x - centre.x) + (nearest.y - centre.y) * (nearest.y - centre.y)).squareRoot()
                // Another target within the circle, or an undersized one whose circle meets this one's.
                let otherSmall = f.width < minimum - slack || f.height < minimum - slack
                let otherCentre = Point(x: f.midX, y: f.midY)
                let centres = ((otherCentre.x - centre.x) * (otherCentre.x - centre.x) + (otherCentre.y - centre.y) * (otherCentre.y - centre.y)).squareRoot()
                return distance < minimum / 2 || (otherSmall && centres < minimum)
            }
            if crowded {
                faults.append("\(target.id): a \(target.kind) of \(Int(target.frame.width.rounded()))x\(Int(target.frame.height.rounded())) pt is under 24x24 and crowded")
            }
        }
        return faults
    }

    private static let slack = 0.5

    private func check(_ node: Node, parent: Node?, into faults: inout [String]) {
        if let parent, !node.frame.isEmpty {
            let p = parent.frame, f = node.frame
            let scrollsVertically = ["ScrollView", "FormTable", "WheelComponent"].contains(parent.kind)
                || (pageScrolls && parent.kind == "Page")
            let outsideX = f.minX < p.minX - Self.slack || f.maxX > p.maxX + Self.slack
            let outsideY = f.minY < p.minY - Self.slack || f.maxY > p.maxY + Self.slack
            if outsideX || (outsideY && !scrollsVertically) {
                faults.append("\(node.id) \(describe(f)) leaves its parent \(parent.id) \(describe(p))")
            }
        }
        let visible = node.children.filter { !$0.frame.isEmpty }
        for (i, a) in visible.enumerated() {
            for b in visible[(i + 1)...] where overlap(a.frame, b.frame) {
                faults.append("\(a.id) \(describe(a.frame)) overlaps its sibling \(b.id) \(describe(b.frame))")
            }
        }
        checkText(node, parent: parent, into: &faults)
        for child in node.children { check(child, parent: node, into: &faults) }
    }

    private func overlap(_ a: Rect, _ b: Rect) -> Bool {
        let i = a.intersection(b)
        return i.width > Self.slack && i.height > Self.slack
    }

    /// The text the node's widget draws, in the font and room it draws it in.
    private func checkText(_ node: Node, parent: Node?, into faults: inout [String]) {
        let f = node.frame
        func require(_ text: String, font: Font, width: Double, height: Double? = nil, what: String = "text") {
            let size = measurer.size(of: text, font: font)
            if size.width > width + Self.slack {
                faults.append("\(node.id): \(what) \"\(text)\" is \(round(size.width)) pt wide in \(round(width)) pt")
            }
            if let height, measurer.lineMetrics(for: font).height > height + Self.slack {
                faults.append("\(node.id): \(what) \"\(text)\" is taller than its \(round(height)) pt frame")
            }
        }
        switch node.kind {
        case "Label":
            guard let text = node.text.first else { return }
            let font = labelFonts[node.id] ?? theme.labelFont
            // A label too long for its frame draws itself shortened with an ellipsis: that must fit.
            let drawn = Label.fitted(text, font: font, width: f.width, measurer: measurer)
            require(drawn, font: font, width: f.width, height: f.height)
            if drawn != text, !allowsShortenedLabels {
                faults.append("\(node.id): \"\(text)\" is shortened to \"\(drawn)\" in \(round(f.width)) pt")
            }
        case "Button":
            for text in node.text { require(text, font: theme.bodyFont, width: f.width - 2 * 8, height: f.height) }
        case "MiniPickerSegment":
            // Between the two chevrons.
            let room = f.width - 2 * (theme.chevronInset + theme.chevronSize + 2)
            for text in node.text { require(text, font: theme.bodyFont, width: room, height: f.height) }
        case "CalendarDay":
            for text in node.text { require(text, font: theme.bodyFont, width: f.width, height: f.height) }
        case "CalendarGrid":
            for text in node.text { require(text, font: theme.labelFont, width: f.width / 7, what: "weekday") }
        case "WheelRow":
            for text in node.text { require(text, font: theme.wheelFont, width: f.width) }
        case "FormRow":
            // The title in its column at the leading edge, then the value.
            let title = node.title.map { measurer.size(of: $0, font: theme.bodyFont).width } ?? 0
            let value = node.text.first.map { measurer.size(of: $0, font: theme.bodyFont).width } ?? 0
            let needed = title + value + 3.6 * theme.textFieldPadding
            if needed > f.width + Self.slack, node.children.isEmpty {
                faults.append("\(node.id): title and value need \(round(needed)) pt in \(round(f.width)) pt")
            }
        default:
            return
        }
    }

    private func describe(_ r: Rect) -> String {
        "(\(round(r.minX)),\(round(r.minY)) \(round(r.width))x\(round(r.height)))"
    }
}
