import PickerWidgets

/// org.a11y.atspi.Text for an entry (read only: the field's text as characters, offsets in characters).
extension ATSPIHandler {
    private func characters(of object: ATSPIObject) -> [Character] { Array(object.node.valueText ?? "") }

    func textProperty(_ name: String, of object: ATSPIObject) -> DBusValue? {
        switch name {
        case "CharacterCount", "CaretOffset": .int32(Int32(clamping: characters(of: object).count))
        default: nil
        }
    }

    func textMethod(_ call: DBusMethodCall, object: ATSPIObject, tree: ATSPITree) -> DBusReply? {
        let text = characters(of: object)
        let count = Int32(clamping: text.count)
        /// `offset` clamped into 0...count (AT-SPI's -1 end is the end).
        func clamp(_ offset: Int32) -> Int { Int(offset < 0 ? count : min(offset, count)) }
        switch call.member {
        case "GetText":
            if let error = expect(call, "ii") { return error }
            guard let start = call.arguments[0].int32Value, let end = call.arguments[1].int32Value else { return nil }
            let from = clamp(max(0, start)), to = max(from, clamp(end))
            return .values([.string(String(text[from..<to]))])
        case "GetCharacterAtOffset":
            if let error = expect(call, "i") { return error }
            guard let offset = index(call.arguments[0], below: text.count) else { return .invalidArguments("offset out of range") }
            return .values([.int32(Int32(bitPattern: text[offset].unicodeScalars.first?.value ?? 0))])
        case "GetTextAtOffset", "GetStringAtOffset":
            if let error = expect(call, "iu") { return error }
            // One line: whatever the granularity asked for, the field's whole text is the unit.
            return .values([.string(String(text)), .int32(0), .int32(count)])
        case "GetCaretOffset": return expect(call, "") ?? .values([.int32(count)])
        case "SetCaretOffset": return expect(call, "i") ?? .values([.boolean(false)])
        case "GetNSelections": return expect(call, "") ?? .values([.int32(0)])
        case "GetSelection": return expect(call, "i") ?? .values([.int32(0), .int32(0)])
        case "GetDefaultAttributes": return expect(call, "") ?? .values([.stringDictionary([:])])
        case "GetAttributes": return expect(call, "i") ?? .values([.stringDictionary([:]), .int32(0), .int32(count)])
        case "GetAttributeRun": return expect(call, "ib") ?? .values([.stringDictionary([:]), .int32(0), .int32(count)])
        case "GetCharacterExtents", "GetRangeExtents":
            let signature = call.member == "GetRangeExtents" ? "iiu" : "iu"
            if let error = expect(call, signature) { return error }
            guard let rect = extents(of: object, coordinates: call.arguments[signature.count - 1], tree: tree) else {
                return .invalidArguments("unknown coordinate type")
            }
            return .values(rect.map { .int32($0) })
        case "GetOffsetAtPoint": return expect(call, "iiu") ?? .values([.int32(-1)])
        default: return nil
        }
    }
}

/// org.a11y.atspi.EditableText for an editable entry: each change replaces the field's text as one edit of
/// the user's. Offsets are in characters; a range outside the text is refused.
extension ATSPIHandler {
    func editableTextMethod(_ call: DBusMethodCall, object: ATSPIObject) -> DBusReply? {
        let text = Array(object.node.valueText ?? "")
        func valid(_ value: DBusValue) -> Int? {
            guard let offset = value.int32Value, offset >= 0, Int(offset) <= text.count else { return nil }
            return Int(offset)
        }
        let replacement: String
        switch call.member {
        case "SetTextContents":
            if let error = expect(call, "s") { return error }
            replacement = call.arguments[0].stringValue ?? ""
        case "InsertText":
            // InsertText(position, text, length): the first `length` characters of `text` at `position`.
            if let error = expect(call, "isi") { return error }
            guard let position = valid(call.arguments[0]), let inserted = call.arguments[1].stringValue,
                let length = call.arguments[2].int32Value, length >= 0
            else { return .invalidArguments("no such position") }
            replacement = String(text[..<position]) + String(inserted.prefix(Int(length))) + String(text[position...])
        case "DeleteText":
            if let error = expect(call, "ii") { return error }
            guard let start = valid(call.arguments[0]), let end = valid(call.arguments[1]), start <= end else {
                return .invalidArguments("no such range")
            }
            replacement = String(text[..<start]) + String(text[end...])
        case "CopyText": return expect(call, "ii") ?? .values([.boolean(false)])
        case "CutText": return expect(call, "ii") ?? .values([.boolean(false)])
        case "PasteText": return expect(call, "i") ?? .values([.boolean(false)])
        default: return nil
        }
        guard case .node(let panel, let identifier) = object.kind, let application else { return .values([.boolean(false)]) }
        let done = application.setAccessibilityText(replacement, on: identifier, inPanel: panel)
        invalidate()
        return .values([.boolean(done)])
    }
}
