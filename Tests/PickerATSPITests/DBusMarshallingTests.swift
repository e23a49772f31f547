import CDBus
import Testing
@testable import PickerATSPI

@Suite("D-Bus values in and out of libdbus messages")
struct DBusMarshallingTests {
    /// Writes `values` into a fresh message with libdbus's iterators and reads them back.
    func roundTrip(_ values: [DBusValue]) throws -> [DBusValue]? {
        guard let message = dbus_message_new_signal("/org/a11y/atspi/accessible/root", "org.a11y.atspi.Event.Object", "StateChanged") else {
            throw DBusMarshallingError(description: "no message")
        }
        defer { dbus_message_unref(message) }
        try DBusMarshalling.append(values, to: message)
        return DBusMarshalling.arguments(of: message)
    }

    @Test func everyValueAnEventOrAReplyCarriesComesBackTheSame() throws {
        let event: [DBusValue] = [.string("focused"), .int32(1), .int32(0), .variant(.double(2.5)), .emptyProperties]
        #expect(try roundTrip(event) == event)
        let values: [DBusValue] = [
            .reference(":1.4", "/org/a11y/atspi/accessible/panel0/calendar_2emonth"),
            .array(elementSignature: "(so)", [.reference(":1.4", "/a"), .reference(":1.4", "/b")]),
            .stringDictionary(["valuetext": "November", "toolkit": "PickerKit"]),
            .array(elementSignature: "u", [.uint32(1 << 31), .uint32(0)]),
            .array(elementSignature: "(ua(so))", []),
            .byte(7), .boolean(true), .int16(-3), .uint16(3), .int64(-1 << 40), .uint64(1 << 63), .signature("a{sv}"),
            .variant(.array(elementSignature: "{sv}", [.dictionaryEntry(.string("x"), .variant(.int32(4)))])),
        ]
        #expect(try roundTrip(values) == values)
    }

    @Test func aBadObjectPathOrSignatureIsAThrownErrorNotACrash() throws {
        #expect(throws: DBusMarshallingError.self) { try roundTrip([.objectPath("not a path")]) }
        #expect(throws: DBusMarshallingError.self) { try roundTrip([.objectPath("/a//b")]) }
        #expect(throws: DBusMarshallingError.self) { try roundTrip([.array(elementSignature: "{", [])]) }
        #expect(throws: DBusMarshallingError.self) { try roundTrip([.signature("(((")]) }
    }

    @Test func identifiersBecomeValidPathElements() {
        for identifier in ["calendar.day.2026-11-21", "", "_", "a b/c", "مرحبا", "x\u{0}y"] {
            let path = ATSPITree.path(panel: 2, identifier: identifier)
            #expect(DBusMarshalling.isValidObjectPath(path), "\(path)")
        }
        #expect(ATSPITree.escaped("a_b") != ATSPITree.escaped("a.b"))
    }
}
