import PickerCore
import PickerWidgets

/// org.a11y.atspi.Component: where objects are, in screen, window or parent coordinates.
extension ATSPIHandler {
    func componentMethod(_ call: DBusMethodCall, object: ATSPIObject, tree: ATSPITree) -> DBusReply? {
        switch call.member {
        case "GetExtents":
            if let error = expect(call, "u") { return error }
            guard let rect = extents(of: object, coordinates: call.arguments[0], tree: tree) else { return badCoordinates() }
            return .values([.structure(rect.map { .int32($0) })])
        case "GetPosition":
            if let error = expect(call, "u") { return error }
            guard let rect = extents(of: object, coordinates: call.arguments[0], tree: tree) else { return badCoordinates() }
            return .values([.int32(rect[0]), .int32(rect[1])])
        case "GetSize":
            guard let rect = extents(of: object, coordinates: .uint32(ATSPIConstants.CoordinateType.window.rawValue), tree: tree) else {
                return badCoordinates()
            }
            return expect(call, "") ?? .values([.int32(rect[2]), .int32(rect[3])])
        case "Contains", "GetAccessibleAtPoint":
            if let error = expect(call, "iiu") { return error }
            guard let point = windowPoint(x: call.arguments[0], y: call.arguments[1], coordinates: call.arguments[2], relativeTo: object, tree: tree)
            else { return badCoordinates() }
            if call.member == "Contains" { return .values([.boolean(object.frame.contains(point))]) }
            guard let found = tree.deepest(at: point, in: object), object.frame.contains(point) else { return .values([nullReference]) }
            return .values([reference(found.path)])
        case "GetLayer": return expect(call, "") ?? .values([.uint32(object.kind == .window ? 7 : 3)])  // window, widget
        case "GetMDIZOrder": return expect(call, "") ?? .values([.int16(0)])
        case "GetAlpha": return expect(call, "") ?? .values([.double(1)])
        case "GrabFocus":
            if let error = expect(call, "") { return error }
            guard case .node(let panel, let identifier) = object.kind, let application else { return .values([.boolean(false)]) }
            let moved = application.focusAccessibilityNode(identifier, inPanel: panel)
            invalidate()
            return .values([.boolean(moved)])
        case "SetExtents": return expect(call, "iiiiu") ?? .values([.boolean(false)])
        case "SetPosition": return expect(call, "iiu") ?? .values([.boolean(false)])
        case "SetSize": return expect(call, "ii") ?? .values([.boolean(false)])
        case "ScrollTo": return expect(call, "u") ?? .values([.boolean(false)])
        case "ScrollToPoint": return expect(call, "uii") ?? .values([.boolean(false)])
        default: return nil
        }
    }

    private func badCoordinates() -> DBusReply { .invalidArguments("unknown coordinate type") }

    /// `object`'s frame as x, y, width and height in whole coordinates of `coordinates`' kind.
    func extents(of object: ATSPIObject, coordinates: DBusValue, tree: ATSPITree) -> [Int32]? {
        guard let origin = coordinateOrigin(coordinates, relativeTo: object, tree: tree) else { return nil }
        let scale = tree.snapshot.coordinatesPerPoint
        let frame = object.frame
        let values = [frame.minX * scale - origin.x, frame.minY * scale - origin.y, frame.size.width * scale, frame.size.height * scale]
        return values.map { Int32(clamping: Int(($0.isFinite ? $0 : 0).rounded())) }
    }

    /// Where (0, 0) of a coordinate kind is, in window coordinates: the screen's corner, the window's, or
    /// the parent's top-left corner. Nil for an unknown kind.
    private func coordinateOrigin(_ coordinates: DBusValue, relativeTo object: ATSPIObject, tree: ATSPITree) -> Point? {
        guard let raw = coordinates.uint32Value, let kind = ATSPIConstants.CoordinateType(rawValue: raw) else { return nil }
        let snapshot = tree.snapshot
        switch kind {
        case .screen: return Point(x: -snapshot.windowOrigin.x, y: -snapshot.windowOrigin.y)
        case .window: return .zero
        case .parent:
            guard let parent = object.parent.flatMap({ tree[$0] }) else { return .zero }
            return Point(x: parent.frame.minX * snapshot.coordinatesPerPoint, y: parent.frame.minY * snapshot.coordinatesPerPoint)
        }
    }

    /// A point given in `coordinates`' kind, in window points.
    private func windowPoint(x: DBusValue, y: DBusValue, coordinates: DBusValue, relativeTo object: ATSPIObject, tree: ATSPITree) -> Point? {
        guard let x = x.int32Value, let y = y.int32Value, let origin = coordinateOrigin(coordinates, relativeTo: object, tree: tree) else {
            return nil
        }
        let scale = tree.snapshot.coordinatesPerPoint
        return Point(x: (Double(x) + origin.x) / scale, y: (Double(y) + origin.y) / scale)
    }
}
