import PickerWidgets

/// org.freedesktop.DBus.Properties (every interface's properties) and org.freedesktop.DBus.Introspectable.
extension ATSPIHandler {
    func propertiesMethod(_ call: DBusMethodCall, object: ATSPIObject, tree: ATSPITree) -> DBusReply? {
        switch call.member {
        case "Get":
            if let error = expect(call, "ss") { return error }
            guard let interface = call.arguments[0].stringValue, let name = call.arguments[1].stringValue,
                let value = property(name, of: interface, object: object, tree: tree)
            else { return .invalidArguments("no such property") }
            return .values([.variant(value)])
        case "GetAll":
            if let error = expect(call, "s") { return error }
            guard let interface = call.arguments[0].stringValue, interfaces(of: object, in: tree).contains(interface) else {
                return .invalidArguments("no such interface")
            }
            let entries = Self.propertyNames[interface, default: []].compactMap { name in
                property(name, of: interface, object: object, tree: tree).map { DBusValue.dictionaryEntry(.string(name), .variant($0)) }
            }
            return .values([.array(elementSignature: "{sv}", entries)])
        case "Set":
            if let error = expect(call, "ssv") { return error }
            guard case .variant(let value) = call.arguments[2], let interface = call.arguments[0].stringValue,
                let name = call.arguments[1].stringValue, interfaces(of: object, in: tree).contains(interface)
            else { return .invalidArguments("bad Set") }
            switch (interface, name) {
            case (Interface.value, "CurrentValue"): return setValue(value, on: object)
            case (Interface.application, "Id"):
                guard let id = value.int32Value else { return .invalidArguments("Id is an int32") }
                applicationID = id
                return .empty
            default:
                return .error(name: "org.freedesktop.DBus.Error.PropertyReadOnly", message: "\(name) cannot be set")
            }
        default: return nil
        }
    }

    /// The properties of each interface, in the order GetAll lists them.
    static let propertyNames: [String: [String]] = [
        Interface.accessible: ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText"],
        Interface.application: ["ToolkitName", "Version", "AtspiVersion", "Id"],
        Interface.action: ["NActions"],
        Interface.value: ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        Interface.text: ["CharacterCount", "CaretOffset"],
        Interface.table: ["NRows", "NColumns", "Caption", "Summary", "NSelectedRows", "NSelectedColumns"],
        Interface.tableCell: ["ColumnSpan", "Position", "RowSpan", "Table"],
    ]

    private func property(_ name: String, of interface: String, object: ATSPIObject, tree: ATSPITree) -> DBusValue? {
        guard interfaces(of: object, in: tree).contains(interface) else { return nil }
        switch interface {
        case Interface.accessible: return accessibleProperty(name, of: object)
        case Interface.application: return applicationProperty(name)
        case Interface.action: return name == "NActions" ? .int32(Int32(object.node.actions.count)) : nil
        case Interface.value: return valueProperty(name, of: object)
        case Interface.text: return textProperty(name, of: object)
        case Interface.table: return tableProperty(name, of: object, tree: tree)
        case Interface.tableCell: return tableCellProperty(name, of: object, tree: tree)
        default: return nil
        }
    }

    /// The introspection XML of `object`: its interfaces by name and its children as nodes.
    func introspect(_ object: ATSPIObject, tree: ATSPITree) -> DBusReply {
        var xml = "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\" "
        xml += "\"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n"
        for interface in interfaces(of: object, in: tree) + [Interface.properties, Interface.introspectable] {
            xml += "  <interface name=\"\(interface)\"/>\n"
        }
        xml += "</node>\n"
        return .values([.string(xml)])
    }
}
