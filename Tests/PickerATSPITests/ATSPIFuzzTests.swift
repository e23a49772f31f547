import PickerCore
import PickerWidgets
import PickerInspection
import Testing
@testable import PickerATSPI

@Suite("AT-SPI handler under malformed calls")
struct ATSPIFuzzTests {
    typealias I = ATSPIHandler.Interface

    /// Well-formed calls that change something or read by index, each the seed of malformed ones.
    static var seeds: [(interface: String, member: String, arguments: [DBusValue])] { [
        (I.accessible, "GetChildAtIndex", [.int32(0)]),
        (I.action, "DoAction", [.int32(0)]),
        (I.action, "GetName", [.int32(0)]),
        (I.properties, "Set", [.string(I.value), .string("CurrentValue"), .variant(.double(2))]),
        (I.properties, "Get", [.string(I.accessible), .string("Name")]),
        (I.properties, "GetAll", [.string(I.accessible)]),
        (I.component, "GetExtents", [.uint32(0)]),
        (I.component, "GetAccessibleAtPoint", [.int32(500), .int32(100), .uint32(1)]),
        (I.component, "GrabFocus", []),
        (I.text, "GetText", [.int32(0), .int32(-1)]),
        (I.text, "GetCharacterAtOffset", [.int32(0)]),
        (I.value, "SetCurrentValue", [.double(1)]),
        (I.application, "GetLocale", [.uint32(0)]),
        (I.editableText, "SetTextContents", [.string("Eve")]),
        (I.editableText, "DeleteText", [.int32(0), .int32(1)]),
    ] }

    /// A value of a random type, often one that breaks a number's range.
    static func randomValue(_ random: inout SplitMix64) -> DBusValue {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: .int32([-1, Int32.min, Int32.max, 99, 42].randomElement(using: &random) ?? -1)
        case 1: .uint32([UInt32.max, 9, 3].randomElement(using: &random) ?? 9)
        case 2: .double([.nan, .infinity, -.infinity, -1, 1e300, 11.5, 12].randomElement(using: &random) ?? .nan)
        case 3: .string(["", "CurrentValue", "Nope", "org.a11y.atspi.Value", "\u{1F600}"].randomElement(using: &random) ?? "")
        case 4: .objectPath("/org/a11y/atspi/accessible/root")
        case 5: .boolean(Bool.random(using: &random))
        case 6: .variant(.string("3"))
        case 7: .variant(.double(.nan))
        case 8: .array(elementSignature: "i", [.int32(0)])
        case 9: .structure([.int32(0), .int32(0)])
        case 10: .int64(Int64.max)
        default: .byte(255)
        }
    }

    /// `seed` broken one way: a missing, extra or retyped argument, an index or a value out of range, an
    /// unknown path or member.
    static func malformed(_ seed: (interface: String, member: String, arguments: [DBusValue]), path: String, random: inout SplitMix64) -> DBusMethodCall {
        var call = DBusMethodCall(path: path, interface: seed.interface, member: seed.member, arguments: seed.arguments)
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where !call.arguments.isEmpty: call.arguments.removeLast()
        case 1: call.arguments.append(randomValue(&random))
        case 2 where !call.arguments.isEmpty:
            // Retyped: a value whose signature differs from the one expected.
            let index = Int.random(in: 0..<call.arguments.count, using: &random)
            var value = randomValue(&random)
            while value.signature == call.arguments[index].signature { value = randomValue(&random) }
            call.arguments[index] = value
        case 3: call.path = path + ["/x", "_", "0"].randomElement(using: &random)!
        case 4: call.member += "s"
        case 5 where call.member == "Set":
            call.arguments[2] = .variant([.double(.nan), .double(.infinity), .double(-1), .double(12), .double(1e9), .string("3")].randomElement(using: &random)!)
        default:
            // Out of range: every int32 argument pushed past what exists.
            let replaced = call.arguments.map { value -> DBusValue in
                if case .int32 = value { return .int32([-1, 42, Int32.max, Int32.min].randomElement(using: &random)!) }
                return .uint32(UInt32.max)
            }
            call.arguments = replaced.isEmpty ? [.int32(-1)] : replaced
            if call.member == "GetText" || call.member == "GetExtents" || call.member == "GetAccessibleAtPoint" || call.member == "GetLocale" || call.member == "Get" || call.member == "GetAll" {
                call.member += "Twice"  // these read anything in range or clamp: make them unknown instead
            }
        }
        return call
    }

    /// What a person would notice changing: every node's value, value text, states and name.
    static func picture(_ root: WidgetRoot) -> [String] {
        root.accessibilityNode().subtree.map { "\($0.identifier) \($0.name) \($0.valueText ?? "-") \($0.valueRange?.current ?? -1) \($0.states.names)" }
    }

    @Test func hundredsOfMalformedCallsGetErrorsAndChangeNothing() throws {
        let f = try CalendarFixture()
        let nodes = f.root.accessibilityNode().subtree.map { CalendarFixture.path($0.identifier) }
        let targets = [ATSPITree.applicationPath, ATSPITree.windowPath, "/", "/org/a11y/atspi/null"] + nodes
        let before = Self.picture(f.root)
        var random = SplitMix64(seed: 33)
        var count = 0
        for _ in 0..<600 {
            let seed = Self.seeds.randomElement(using: &random)!
            let call = Self.malformed(seed, path: targets.randomElement(using: &random)!, random: &random)
            if call.signature == "" && ["GrabFocus"].contains(call.member) { continue }  // no arguments to break
            let reply = f.call(call.path, call.interface, call.member, call.arguments)
            #expect(reply.isError, "\(call) answered \(reply)")
            count += 1
        }
        #expect(count >= 500)
        f.settle()
        #expect(Self.picture(f.root) == before)
        #expect(f.changes.isEmpty)
    }

    @Test func numbersOutsideASpinButtonsRangeAreRefused() throws {
        let f = try CalendarFixture()
        let month = CalendarFixture.path("calendar.month")
        for bad: DBusValue in [.double(.nan), .double(.infinity), .double(-.infinity), .double(-0.6), .double(11.6), .double(1e300), .string("4"), .boolean(true)] {
            #expect(f.call(month, I.properties, "Set", [.string(I.value), .string("CurrentValue"), .variant(bad)]).isError, "\(bad)")
        }
        f.settle()
        #expect(f.property(month, I.value, "CurrentValue") == .double(10))
        #expect(f.changes.isEmpty)
    }
}
