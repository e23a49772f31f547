import PickerCore
import PickerWidgets
import Testing
@testable import PickerATSPI

@Suite("AT-SPI tree: a group round one node is left out")
struct ATSPIWrapperTests {
    typealias I = ATSPIHandler.Interface

    /// The fixture with a caption and a one-column picker it names, after the OK button.
    private func fixtureWithModePicker() throws -> (CalendarFixture, MiniPicker) {
        let f = try CalendarFixture()
        let caption = Label(id: "caption", text: "Mode")
        let picker = try MiniPicker(id: "mode", titles: [["Single", "Range"]], componentIdentifiers: ["mode"])
        picker.accessibilityLabelWidget = caption
        f.root.addChild(caption)
        f.root.addChild(picker)
        f.root.layout(size: Size(width: 800, height: 600))
        f.handler.invalidate()
        return (f, picker)
    }

    @Test func aOneColumnPickersSpinButtonTakesItsPanelsPlaceWithItsCaption() throws {
        let (f, _) = try fixtureWithModePicker()
        let page = CalendarFixture.path("page"), spin = CalendarFixture.path("mode.mode"), caption = CalendarFixture.path("caption")
        let children = paths(onlyValue(f.call(page, I.accessible, "GetChildren")))
        #expect(children.suffix(2) == [caption, spin])
        #expect(!children.contains(CalendarFixture.path("mode")))
        #expect(onlyValue(f.call(spin, I.accessible, "GetRoleName")) == .string("spin button"))
        #expect(path(f.property(spin, I.accessible, "Parent")) == page)
        #expect(onlyValue(f.call(spin, I.accessible, "GetIndexInParent")) == .int32(Int32(children.count - 1)))
        // The caption names the spin button now, both ways.
        #expect(f.call(spin, I.accessible, "GetRelationSet") == .values([.array(elementSignature: "(ua(so))", [
            .structure([.uint32(2), .array(elementSignature: "(so)", [f.handler.reference(caption)])]),
        ])]))
        #expect(f.call(caption, I.accessible, "GetRelationSet") == .values([.array(elementSignature: "(ua(so))", [
            .structure([.uint32(1), .array(elementSignature: "(so)", [f.handler.reference(spin)])]),
        ])]))
    }

    @Test func anEventOnTheLeftOutPanelGoesToItsSpinButton() throws {
        let (f, picker) = try fixtureWithModePicker()
        _ = f.handler.takeSignals()
        try picker.selectRow(1, inComponent: 0, animated: false)
        f.handler.enqueue(AccessibilityEvent(.valueChanged, identifier: "mode", time: 0), inPanel: 0)
        let signals = f.handler.takeSignals()
        #expect(signals.map { "\($0.path) \($0.member)" } == ["\(CalendarFixture.path("mode.mode")) PropertyChange"])
    }

    @Test func aGroupThatSaysMoreThanItsChildStays() throws {
        let f = try CalendarFixture()
        let group = Widget(id: "group")
        group.accessibilityLabel = "Shipping"
        group.addChild(Label(id: "line", text: "Free over 50"))
        f.root.addChild(group)
        f.root.layout(size: Size(width: 800, height: 600))
        f.handler.invalidate()
        let children = paths(onlyValue(f.call(CalendarFixture.path("page"), I.accessible, "GetChildren")))
        #expect(children.last == CalendarFixture.path("group"))
        #expect(paths(onlyValue(f.call(CalendarFixture.path("group"), I.accessible, "GetChildren"))) == [CalendarFixture.path("line")])
    }

    @Test func aGroupRoundANodeWhoseIdentifierIsTakenStaysAndNothingIsListedTwice() throws {
        let f = try CalendarFixture()
        let group = Widget(id: "group")
        group.addChild(Label(id: "ok", text: "Twice"))  // the fixture's OK button has this identifier
        f.root.addChild(group)
        f.root.layout(size: Size(width: 800, height: 600))
        f.handler.invalidate()
        let children = paths(onlyValue(f.call(CalendarFixture.path("page"), I.accessible, "GetChildren")))
        #expect(children == ["calendar", "name", "ok", "group"].map(CalendarFixture.path))
        #expect(paths(onlyValue(f.call(CalendarFixture.path("group"), I.accessible, "GetChildren"))).isEmpty)
    }

    @Test func aPanelsRootStaysUnderTheWindowEvenRoundOneNode() throws {
        let f = try CalendarFixture()
        let hud = WidgetRoot(id: "hud", textMeasurer: f.root.textMeasurerForLayout, theme: .light)
        hud.addChild(Label(id: "status", text: "Saved"))
        f.application.panels.append((key: 3, origin: .zero, root: hud))
        f.handler.invalidate()
        let root = ATSPITree.path(panel: 3, identifier: "hud")
        #expect(paths(onlyValue(f.call(ATSPITree.windowPath, I.accessible, "GetChildren"))).last == root)
        #expect(paths(onlyValue(f.call(root, I.accessible, "GetChildren"))) == [ATSPITree.path(panel: 3, identifier: "status")])
    }

    @Test func childrenChangedOnALeftOutGroupIsToldOnItsParent() throws {
        let (f, _) = try fixtureWithModePicker()
        _ = f.handler.takeSignals()
        f.handler.enqueue(AccessibilityEvent(.childrenChanged, identifier: "mode", time: 0), inPanel: 0)
        let signals = f.handler.takeSignals()
        #expect(signals.map { "\($0.path) \($0.member)" } == ["\(CalendarFixture.path("page")) ChildrenChanged"])
        #expect(signals.first?.arguments[3] == .variant(f.handler.reference(CalendarFixture.path("mode.mode"))))
    }

    @Test func aCaptionLeftOutNamesThroughItsStandIn() throws {
        let f = try CalendarFixture()
        let caption = Widget(id: "captionGroup")
        caption.addChild(Label(id: "captionText", text: "Your name"))
        f.root.addChild(caption)
        f.field.accessibilityLabelWidget = caption
        f.root.layout(size: Size(width: 800, height: 600))
        f.handler.invalidate()
        let field = CalendarFixture.path("name"), label = CalendarFixture.path("captionText")
        #expect(f.call(field, I.accessible, "GetRelationSet") == .values([.array(elementSignature: "(ua(so))", [
            .structure([.uint32(2), .array(elementSignature: "(so)", [f.handler.reference(label)])]),
        ])]))
        #expect(f.call(label, I.accessible, "GetRelationSet") == .values([.array(elementSignature: "(ua(so))", [
            .structure([.uint32(1), .array(elementSignature: "(so)", [f.handler.reference(field)])]),
        ])]))
    }

    @Test func aDisabledGroupRoundAnEnabledNodeStays() throws {
        final class DisabledGroup: Widget {
            override var accessibilityStates: AccessibilityStates { [] }
        }
        let f = try CalendarFixture()
        let group = DisabledGroup(id: "group")
        group.addChild(Button(id: "inside", title: "Go"))
        f.root.addChild(group)
        f.root.layout(size: Size(width: 800, height: 600))
        f.handler.invalidate()
        #expect(paths(onlyValue(f.call(CalendarFixture.path("group"), I.accessible, "GetChildren"))) == [CalendarFixture.path("inside")])
    }
}
