import Foundation
import Testing

extension PickerE2E {
    @Suite("--dump-layout")
    struct LayoutDump {
        @Test("the minipicker page's widgets are in the tree with frames inside the window")
        func minipickerTree() throws {
            let root = try Demo.layout(Demo.minipicker)
            for id in ["month", "year", "dmy", "dmy.day", "dmy.month", "dmy.year", "weekday", "values"] {
                let node = try #require(root.find(id), "no node '\(id)' in the layout: \(root.allNodes.map(\.id))")
                #expect(node.frame.isInside(width: 800, height: 600), "\(id) frame \(node.frame) is not inside 800x600")
            }
            let month = try #require(root.find("month"))
            #expect(month.kind == "MiniPicker")
            #expect(month.valueText == "Nov", "month value on 2026-11-21: \(month.valueText ?? "nil")")

            // The segments are the dmy picker's own children, of their own kind, inside it.
            let dmy = try #require(root.find("dmy"))
            let segments = dmy.children.filter { $0.kind == "MiniPickerSegment" }
            #expect(segments.map(\.id) == ["dmy.day", "dmy.month", "dmy.year"])
            for segment in segments {
                #expect(segment.frame.x >= dmy.frame.x - 0.5 && segment.frame.maxX <= dmy.frame.maxX + 0.5,
                        "\(segment.id) \(segment.frame) is not within dmy \(dmy.frame)")
            }
            // Ids are unique, or tests could not address widgets by id.
            let ids = root.allNodes.map(\.id)
            #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        }
    }
}
