import PickerWidgets

/// org.a11y.atspi.Accessible and org.a11y.atspi.Application.
extension ATSPIHandler {
    func accessibleMethod(_ call: DBusMethodCall, object: ATSPIObject, tree: ATSPITree) -> DBusReply? {
        switch call.member {
        case "GetChildAtIndex":
            if let error = expect(call, "i") { return error }
            guard let index = index(call.arguments[0], below: object.children.count) else {
                return .invalidArguments("no child \(call.arguments[0]) of \(object.children.count)")
            }
            return .values([reference(object.children[index])])
        case "GetChildren": return expect(call, "") ?? .values([.array(elementSignature: "(so)", object.children.map(reference))])
        case "GetIndexInParent": return expect(call, "") ?? .values([.int32(Int32(object.indexInParent))])
        case "GetRelationSet": return expect(call, "") ?? .values([relationSet(of: object, in: tree)])
        case "GetRole": return expect(call, "") ?? .values([.uint32(object.roleNumber)])
        case "GetRoleName", "GetLocalizedRoleName": return expect(call, "") ?? .values([.string(object.roleName)])
        case "GetState": return expect(call, "") ?? .values([stateSet(of: object, in: tree)])
        case "GetAttributes": return expect(call, "") ?? .values([.stringDictionary(attributes(of: object))])
        case "GetApplication": return expect(call, "") ?? .values([reference(ATSPITree.applicationPath)])
        case "GetInterfaces": return expect(call, "") ?? .values([.strings(interfaces(of: object, in: tree))])
        default: return nil
        }
    }

    /// AT-SPI's relations of `object`: labelled-by its caption, and label-for what it names as a caption,
    /// so a screen reader reads a caption once, as the name of what it labels.
    func relationSet(of object: ATSPIObject, in tree: ATSPITree) -> DBusValue {
        var relations: [DBusValue] = []
        if let caption = tree.caption(of: object) {
            relations.append(.structure([.uint32(ATSPIConstants.labelledByRelation), .array(elementSignature: "(so)", [reference(caption)])]))
        }
        if let named = tree.labelled[object.path] {
            relations.append(.structure([.uint32(ATSPIConstants.labelForRelation), .array(elementSignature: "(so)", named.map(reference))]))
        }
        return .array(elementSignature: "(ua(so))", relations)
    }

    func accessibleProperty(_ name: String, of object: ATSPIObject) -> DBusValue? {
        switch name {
        case "Name": .string(object.node.name)
        case "Description": .string(description(of: object.node))
        case "HelpText": .string("")
        case "Locale": .string("")
        case "AccessibleId": .string(object.kind == .application ? "" : object.node.identifier)
        case "ChildCount": .int32(Int32(object.children.count))
        case "Parent": object.parent.map(reference) ?? desktop
        default: nil
        }
    }

    /// The node's description; a push button with none is described by its value text, which Orca does
    /// not read on a button (a form's date row: "Started work", "03/14/2019").
    func description(of node: AccessibilityNode) -> String {
        guard node.description.isEmpty, node.role == .pushButton, let value = node.valueText else { return node.description }
        return value
    }

    /// The AT-SPI state set: the node's states; the window is active while it has the keyboard.
    func stateSet(of object: ATSPIObject, in tree: ATSPITree) -> DBusValue {
        switch object.kind {
        case .application: return ATSPIConstants.stateWords([])
        case .window:
            var states = ATSPIConstants.states(object.node.states, role: .frame)
            if tree.snapshot.isActive { states.append(.active) }
            return ATSPIConstants.stateWords(states)
        case .node where object.isDefunct: return ATSPIConstants.stateWords([.defunct])
        case .node: return ATSPIConstants.stateWords(ATSPIConstants.states(object.node.states, role: object.node.role))
        }
    }

    /// Object attributes: the toolkit, the node's id, and `valuetext` (what Orca reads as a spin
    /// button's value: "November", not "10"; a date editor's whole date).
    func attributes(of object: ATSPIObject) -> [String: String] {
        var result = ["toolkit": Self.toolkitName]
        if case .node(_, let identifier) = object.kind { result["id"] = identifier }
        if let text = object.node.valueText { result["valuetext"] = text }
        return result
    }

    func applicationMethod(_ call: DBusMethodCall) -> DBusReply? {
        switch call.member {
        case "GetLocale": return expect(call, "u") ?? .values([.string(Self.processLocale)])
        case "GetApplicationBusAddress": return expect(call, "") ?? .values([.string(applicationBusAddress)])
        default: return nil
        }
    }

    func applicationProperty(_ name: String) -> DBusValue? {
        switch name {
        case "ToolkitName": .string(Self.toolkitName)
        case "Version": .string(Self.toolkitVersion)
        case "AtspiVersion": .string("2.1")
        case "Id": .int32(applicationID)
        default: nil
        }
    }

    /// The process's POSIX locale name (`LANG`), as GetLocale answers.
    static var processLocale: String {
        let environment = ProcessEnvironment.value("LC_ALL") ?? ProcessEnvironment.value("LANG") ?? "C"
        return String(environment.prefix { $0 != "." && $0 != "@" })
    }
}
