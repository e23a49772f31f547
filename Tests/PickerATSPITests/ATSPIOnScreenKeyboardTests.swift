import Foundation
import PickerCore
import PickerWidgets
import Testing
@testable import PickerATSPI

/// What Orca sees of the on-screen keyboard a controller types with: the keyboard's keys are push buttons
/// on the bus, and the highlighted one takes the focus as the highlight moves.
@Suite struct ATSPIOnScreenKeyboardTests {
    typealias I = ATSPIHandler.Interface

    @Test func theHighlightedKeyIsAFocusedPushButtonNamedByItsKey() throws {
        let f = try CalendarFixture()
        let pad = ControllerID(1)
        #expect(f.root.focusCandidate("name"))
        #expect(f.root.handle(.confirm, controller: pad, time: 1))
        #expect(f.root.isTyping)
        let q = CalendarFixture.path("page.keyboard.r1k0"), w = CalendarFixture.path("page.keyboard.r1k1")
        #expect(onlyValue(f.call(q, I.accessible, "GetRoleName")) == .string("push button"))
        #expect(f.property(q, I.accessible, "Name") == .string("q"))
        #expect(f.property(CalendarFixture.path("page.keyboard"), I.accessible, "Name") == .string("Keyboard"))
        // A move right: q loses the focus, w gains it.
        #expect(f.root.handle(.move(.right), controller: pad, time: 2))
        f.root.releaseDirection(.right, controller: pad)
        let signals = f.handler.signals(for: AccessibilityEvent(.focus, identifier: "page.keyboard.r1k1", time: 2), inPanel: 0, previousFocus: q)
        #expect(signals.map(\.path) == [q, w])
        #expect(signals.first?.arguments.prefix(2) == [.string("focused"), .int32(0)])
        #expect(signals.dropFirst().first?.arguments.prefix(2) == [.string("focused"), .int32(1)])
        // Shift pressed: the highlighted key's new name, which Orca says for the object it is on.
        let shift = CalendarFixture.path("page.keyboard.r3k0")
        for direction in [NavigationDirection.left, .down, .down] {
            #expect(f.root.handle(.move(direction), controller: pad, time: 2.5))
            f.root.releaseDirection(direction, controller: pad)
        }
        #expect(f.root.handle(.confirm, controller: pad, time: 2.8))
        f.handler.invalidate()  // as the host does after input
        let renamed = f.handler.signals(for: AccessibilityEvent(.nameChanged, identifier: "page.keyboard.r3k0", time: 2.8), inPanel: 0, previousFocus: nil)
        #expect(renamed.map(\.path) == [shift])
        #expect(renamed.first?.member == "PropertyChange")
        #expect(renamed.first?.arguments.first == .string("accessible-name"))
        #expect(renamed.first?.arguments.dropFirst(3).first == .variant(.string("Shift on")))
        // Done (B) takes the keyboard off the bus.
        #expect(f.root.handle(.cancel, controller: pad, time: 3))
        #expect(!f.root.isTyping)
        f.handler.invalidate()   // as the host does after input
        #expect(f.call(w, I.accessible, "GetRoleName").isError)
    }
}
