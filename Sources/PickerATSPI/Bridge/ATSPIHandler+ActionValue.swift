import PickerWidgets

/// org.a11y.atspi.Action (a button's or a day's "click") and org.a11y.atspi.Value (a spin button's row).
extension ATSPIHandler {
    func actionMethod(_ call: DBusMethodCall, object: ATSPIObject) -> DBusReply? {
        let actions = object.node.actions
        switch call.member {
        case "GetActions":
            return expect(call, "")
                ?? .values([.array(elementSignature: "(sss)", actions.map { .structure([.string($0.rawValue), .string($0.rawValue), .string("")]) })])
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding", "DoAction":
            if let error = expect(call, "i") { return error }
            guard let index = index(call.arguments[0], below: actions.count) else {
                return .invalidArguments("no action \(call.arguments[0]) of \(actions.count)")
            }
            switch call.member {
            case "GetKeyBinding": return .values([.string("")])
            case "DoAction":
                guard case .node(let panel, let identifier) = object.kind, let application else { return .values([.boolean(false)]) }
                let done = application.performAccessibilityAction(actions[index], on: identifier, inPanel: panel)
                invalidate()
                return .values([.boolean(done)])
            default: return .values([.string(actions[index].rawValue)])
            }
        default: return nil
        }
    }

    func valueProperty(_ name: String, of object: ATSPIObject) -> DBusValue? {
        guard let range = object.node.valueRange else { return nil }
        switch name {
        case "MinimumValue": return .double(range.minimum)
        case "MaximumValue": return .double(range.maximum)
        case "MinimumIncrement": return .double(range.step)
        case "CurrentValue": return .double(range.current)
        case "Text": return .string(object.node.valueText ?? "")
        default: return nil
        }
    }

    /// Sets a spin button's number as the user would turn it: a finite number within its range, taken to
    /// the nearest step. Anything else is refused and changes nothing.
    func setValue(_ value: DBusValue, on object: ATSPIObject) -> DBusReply {
        guard let range = object.node.valueRange, case .node(let panel, let identifier) = object.kind else {
            return .invalidArguments("\(object.path) has no value")
        }
        let number: Double
        switch value {
        case .double(let raw): number = raw
        case .int32(let raw): number = Double(raw)
        case .uint32(let raw): number = Double(raw)
        case .int64(let raw): number = Double(raw)
        default: return .invalidArguments("a value is a number, not \(value.signature)")
        }
        guard number.isFinite, number >= range.minimum, number <= range.maximum else {
            return .invalidArguments("\(number) is outside \(range.minimum)...\(range.maximum)")
        }
        let step = range.step > 0 ? range.step : 1
        let snapped = range.minimum + ((number - range.minimum) / step).rounded() * step
        guard let application, application.setAccessibilityValue(min(snapped, range.maximum), on: identifier, inPanel: panel) else {
            return .error(name: "org.freedesktop.DBus.Error.Failed", message: "\(identifier) did not take \(number)")
        }
        invalidate()
        return .empty
    }
}
