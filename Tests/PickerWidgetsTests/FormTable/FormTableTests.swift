import Foundation
import PickerCore
import PickerInspection
import Testing
@testable import PickerWidgets

@Suite struct FormTableTests {
    typealias F = PersonField

    @Test func closedTableShowsEveryFieldInItsRow() throws {
        let h = try SamplePerson.harness()
        #expect(h.table.rows.map(\.frame.minY) == [20, 64, 108, 152, 196, 240, 284])
        #expect(h.table.rows[F.started].dateText == "03/14/2019")
        #expect(h.table.rows[F.ended].dateText == "-")
        #expect(h.attachedPickers.isEmpty)
        let node = h.table.layoutNode()
        #expect(node.node(withID: "form.name")?.kind == "FormRow")
        #expect(node.node(withID: "form.name.text")?.value == .string("Jane Appleseed"))
        #expect(node.node(withID: "form.startedWork")?.value == .string("2019-03-14T12:00:00Z"))
        #expect(node.node(withID: "form.startedWork.picker") == nil)
    }

    @Test func badConfigurationThrows() {
        #expect(throws: PickerError.self) { try FormTable(id: "f", fields: [], pickerDate: SamplePerson.today) }
        #expect(throws: PickerError.self) {
            try FormTable(id: "f", fields: [.text("a", title: "A", ""), .text("a", title: "B", "")], pickerDate: SamplePerson.today)
        }
        #expect(throws: PickerError.self) {
            try FormTable(id: "f", fields: [.text("a", title: "A", ""), .date("d", title: "D", nil, notBefore: "a")], pickerDate: SamplePerson.today)
        }
        #expect(throws: PickerError.self) {
            try FormTable(
                id: "f", fields: [.date("s", title: "S", SamplePerson.today), .date("e", title: "E", SamplePerson.started, notBefore: "s")],
                pickerDate: SamplePerson.today)
        }
        #expect(throws: PickerError.self) {
            try FormTable(id: "f", fields: [.text("a", title: "A", "")], pickerDate: SamplePerson.today, rowHeight: 0)
        }
    }

    @Test func clickOpensThePickerBelowAndASecondClickClosesIt() throws {
        let h = try SamplePerson.harness()
        h.tapRow(F.started, at: 1)
        #expect(h.table.openPickerField == F.started)
        #expect(h.attachedPickers == [F.started])
        let picker = try #require(h.table.pickerRows[F.started])
        #expect(picker.frame == Rect(x: 20, y: 152, width: 400, height: 216))
        #expect(picker.datePicker.frame.height == 216)
        #expect(h.table.rows[F.ended].frame.minY == 368)
        #expect(h.table.rows[F.started].isPickerOpen)
        #expect(h.table.layoutNode().node(withID: "form.startedWork.date")?.kind == "DatePicker")
        h.tapRow(F.started, at: 3)
        #expect(h.table.openPickerField == nil)
        #expect(h.attachedPickers.isEmpty)
        #expect(h.table.rows[F.ended].frame.minY == 152)
    }

    @Test func openingAnimatesHeightAndFadeTogether() throws {
        let h = try SamplePerson.harness()
        h.tapRow(F.started, at: 1, settle: 0.1)
        let picker = try #require(h.table.pickerRows[F.started])
        #expect(picker.frame.height > 0 && picker.frame.height < 216)
        // The row's edges are on whole points (the height may be up to a point off the exact curve).
        #expect(abs(picker.opacity - picker.frame.height / 216) <= 1.0 / 216 + 1e-9)
        #expect(picker.frame.minY == picker.frame.minY.rounded() && picker.frame.maxY == picker.frame.maxY.rounded())
        #expect(h.table.rows[F.ended].frame.minY == picker.frame.maxY)
        #expect(h.root.isAnimating)
        h.settle()
        #expect(picker.opacity == 1)
    }

    @Test func tappingTheOtherDateRowMovesThePickerWithoutAJump() throws {
        let h = try SamplePerson.harness()
        h.tapRow(F.started, at: 1)
        let endedBefore = h.table.rows[F.ended].frame
        let point = h.rowCenter(F.ended)
        h.down(point.x, point.y, at: 3)
        h.up(point.x, point.y, at: 3.05)
        // At the tap nothing has moved yet; then the ended row slides up as one picker closes and the other opens.
        #expect(h.table.rows[F.ended].frame == endedBefore)
        #expect(h.table.openPickerField == F.ended)
        var previous = endedBefore.minY
        var t = 3.05
        while t < 4 {
            t += 1.0 / 60
            h.run(until: t)
            let y = h.table.rows[F.ended].frame.minY
            #expect(abs(y - previous) < 40)
            // The rows above the closing picker never move.
            #expect(h.table.rows[F.email].frame.minY == 64)
            previous = y
        }
        h.settle()
        #expect(h.attachedPickers == [F.ended])
        #expect(h.table.rows[F.ended].frame.minY == 152)
        #expect(h.table.pickerRows[F.ended]?.frame == Rect(x: 20, y: 196, width: 400, height: 216))
    }

    @Test func touchTapsOpenAndCloseAndATouchDragScrollsInsteadOfEditing() throws {
        let h = try SamplePerson.harness(height: 300)
        h.tapRow(F.started, at: 1, pointer: PointerID(1))
        #expect(h.table.openPickerField == F.started)
        h.tapRow(F.started, at: 3, pointer: PointerID(1))
        #expect(h.table.openPickerField == nil)
        // A finger dragging up over the name field scrolls the table; the field does not start editing.
        h.drag(x: 300, from: 200, to: 100, at: 5, hold: 0.3, pointer: PointerID(2))
        h.settle()
        #expect(h.table.contentOffset == 8)  // 308 points of rows in 300: scrolled to the end
        #expect(h.root.focusedWidget === h.table.rows[F.started])
    }

    @Test func keyboardTabsThroughFieldsAndEnterOrSpaceTogglesThePicker() throws {
        let h = try SamplePerson.harness()
        h.key(.tab, at: 1)
        #expect(h.root.focusedWidget === h.table.rows[F.name].textField)
        h.key(.tab, at: 1.1)
        h.key(.tab, at: 1.2)
        #expect(h.root.focusedWidget === h.table.rows[F.started])
        h.key(.enter, at: 1.3)
        h.run(until: 2.5)
        #expect(h.table.openPickerField == F.started)
        // Tab goes into the open picker's wheels, then on to the ended-work row.
        h.key(.tab, at: 2.6)
        #expect(h.root.focusedWidget === h.table.pickerRows[F.started]?.datePicker)
        for i in 0..<5 where !(h.root.focusedWidget === h.table.rows[F.ended]) { h.key(.tab, at: 2.7 + Double(i) * 0.01) }
        #expect(h.root.focusedWidget === h.table.rows[F.ended])
        h.key(.space, at: 3)
        h.run(until: 4)
        #expect(h.table.openPickerField == F.ended)
        h.key(.space, at: 4.1)
        h.run(until: 5)
        #expect(h.table.openPickerField == nil)
        #expect(h.attachedPickers.isEmpty)
    }

    @Test func closingAPickerWithItsWheelsFocusedSendsTheFocusBackToItsRow() throws {
        let h = try SamplePerson.harness()
        h.tapRow(F.started, at: 1)
        h.key(.tab, at: 2)
        #expect(h.root.focusedWidget === h.table.pickerRows[F.started]?.datePicker)
        h.table.closePicker()
        h.run(until: 3)
        #expect(h.root.focusedWidget === h.table.rows[F.started])
    }

    @Test func editingATextFieldClosesThePickerAndNothingTypedIsLost() throws {
        let h = try SamplePerson.harness()
        h.tapRow(F.started, at: 1)
        // A click on the name field edits it in place and closes the picker.
        h.tap(300, h.rowCenter(F.name).y, at: 2)
        #expect(h.root.focusedWidget === h.table.rows[F.name].textField)
        #expect(h.table.openPickerField == nil)
        h.key(.end, at: 2.1)
        h.type(" Jr.", at: 2.2)
        #expect(h.table.rows[F.name].textField?.text == "Jane Appleseed Jr.")
        // Open, move and close pickers around it: the text stays, in the field and in the table's value.
        h.tapRow(F.ended, at: 3)
        h.tapRow(F.started, at: 4.2)
        h.tapRow(F.started, at: 5.4)
        #expect(h.table.rows[F.name].textField?.text == "Jane Appleseed Jr.")
        #expect(h.table.fields[F.name].text == "Jane Appleseed Jr.")
        #expect(h.formEvents.last?["value"] == .string("Jane Appleseed Jr."))
        #expect(h.formEvents.last?["field"] == .string("name"))
    }

    @Test func theRowLabelChangesWhenTheWheelsSettle() throws {
        let h = try SamplePerson.harness()
        h.tapRow(F.started, at: 1)
        let picker = try #require(h.table.datePicker(forField: F.started))
        let month = try #require(picker.model.column(of: .month))
        let x = try #require(picker.wheels.frame(ofComponent: month)).midX
        // One row up the month wheel, slowly: April.
        h.drag(x: x, from: picker.frame.midY, to: picker.frame.midY - 34, at: 2, duration: 0.5, hold: 0.3)
        h.settle()
        #expect(h.table.rows[F.started].dateText == "04/14/2019")
        #expect(h.table.fields[F.started].date == SamplePerson.date(2019, 4, 14))
        #expect(h.formEvents.count == 1)
        #expect(h.formEvents.first?["field"] == .string("startedWork"))
        #expect(h.formEvents.first?["value"] == .string("2019-04-14T12:00:00Z"))
        #expect(h.changes.contains { $0.kind == "DatePicker" && $0.widget == "form.startedWork.date" })
        // The ended-work picker's minimum follows.
        #expect(h.table.datePicker(forField: F.ended)?.minimumDate == SamplePerson.date(2019, 4, 14))
    }

    @Test func theEndedWorkPickerCannotGoBeforeTheStartedWorkDate() throws {
        let h = try SamplePerson.harness()
        let ended = try #require(h.table.datePicker(forField: F.ended))
        #expect(ended.minimumDate == SamplePerson.started)
        #expect(h.table.datePicker(forField: F.started)?.maximumDate == nil)
        h.tapRow(F.ended, at: 1)
        // Turn the year wheel down past 2019: it scrolls back to the minimum.
        let year = try #require(ended.model.column(of: .year))
        let x = try #require(ended.wheels.frame(ofComponent: year)).midX
        h.drag(x: x, from: ended.frame.midY, to: ended.frame.midY + 34 * 6, at: 2, duration: 0.6, hold: 0.3)
        h.settle()
        let date = try #require(h.table.fields[F.ended].date)
        #expect(date >= SamplePerson.started)
        #expect(h.table.rows[F.ended].dateText != "-")
        #expect(h.table.datePicker(forField: F.started)?.maximumDate == date)
        #expect(throws: PickerError.self) { try h.table.setDate(SamplePerson.date(2018, 1, 1), forField: F.ended) }
    }

    @Test func aPickerOpenedNearTheBottomIsScrolledIntoView() throws {
        let h = try SamplePerson.harness(height: 300)
        h.tapRow(F.ended, at: 1)
        h.settle()
        let picker = try #require(h.table.pickerRows[F.ended])
        #expect(picker.frame.maxY <= h.table.frame.maxY + 1e-6)
        #expect(h.table.rows[F.ended].frame.minY >= h.table.frame.minY - 1e-6)
        #expect(h.table.contentOffset == 3 * 44 + 44 + 216 - 300)
    }

    @Test func dragsRubberBandAndFlingsStayInRange() throws {
        let h = try SamplePerson.harness(height: 200)
        // Pull down past the top: the rows follow less than the finger, then spring back.
        h.send(.pointerDown(PointerEvent(pointer: .mouse, location: Point(x: 100, y: 60), time: 1)))
        h.send(.pointerMoved(PointerEvent(pointer: .mouse, location: Point(x: 100, y: 160), time: 1.2)))
        #expect(h.table.contentOffset < 0 && h.table.contentOffset > -100)
        h.send(.pointerUp(PointerEvent(pointer: .mouse, location: Point(x: 100, y: 160), time: 1.5)))
        h.settle()
        #expect(h.table.contentOffset == 0)
        // A fast fling up runs into the end and bounces back to it.
        h.drag(x: 100, from: 200, to: 40, at: 3, duration: 0.08)
        h.run(until: 3.3)
        #expect(h.table.contentOffset > 0)
        h.settle()
        #expect(h.table.contentOffset == 108)
        // The mouse wheel scrolls 40 points a notch.
        h.wheel(100, 100, notches: -1, at: 9)
        #expect(h.table.contentOffset == 68)
    }

    @Test func aSeededRandomEventStreamNeverCrashesOrLosesText() throws {
        for seed in UInt64(1)...6 {
            let h = try SamplePerson.harness(height: seed % 2 == 0 ? 300 : 560)
            var random = SplitMix64(seed: seed)
            func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
            var t = 1.0
            for _ in 0..<400 {
                t += Double(pick(200)) / 1000
                let point = Point(x: Double(pick(440)), y: Double(pick(600)))
                let before = h.texts
                let pointer = PointerID(pick(3))
                var typed: String?
                let kind: PointerEvent.Kind = pointer == .mouse ? .mouse : .touch
                switch pick(10) {
                case 0: h.send(.pointerDown(PointerEvent(pointer: pointer, kind: kind, location: point, time: t)))
                case 1: h.send(.pointerMoved(PointerEvent(pointer: pointer, kind: kind, location: point, time: t)))
                case 2: h.send(.pointerUp(PointerEvent(pointer: pointer, kind: kind, location: point, time: t)))
                case 3: h.tapRow(pick(7), at: t, pointer: pointer, settle: Double(pick(3)) / 10)
                case 4: h.key([Key.tab, .enter, .space, .escape, .left, .right, .up, .down, .home, .end][pick(10)], at: t)
                case 5:
                    typed = ["a", "é", "👍🏽", " ", "42"][pick(5)]
                    h.type(typed ?? "", at: t)
                case 6: h.wheel(point.x, point.y, notches: Double(pick(5)) - 2, at: t)
                case 7: h.send(.pointerCancelled(PointerEvent(pointer: pointer, kind: kind, location: point, time: t)))
                default: h.run(until: t)
                }
                t = max(t, h.now)
                // Only typing changes a text, only the focused field's, and the typed text is in it; opening,
                // closing and moving pickers, scrolling and focus changes never touch one. The table agrees.
                let focused = h.table.rows.first { $0.textField.map { $0 === h.root.focusedWidget } ?? false }?.field
                for (field, text) in h.texts {
                    if let typed, field == focused {
                        #expect(text.contains(typed), "seed \(seed): field \(field) lost what was typed")
                    } else {
                        #expect(text == before[field], "seed \(seed): field \(field) changed without typing")
                    }
                    #expect(h.table.fields[field].text == text)
                }
                #expect(h.attachedPickers.count <= 2)
                if let open = h.table.openPickerField { #expect(h.table.fields[open].kind == .date) }
                let minYs = h.table.children.map(\.frame.minY)
                #expect(minYs == minYs.sorted())
                _ = h.draw()
            }
            for pointer in 0..<3 {
                h.send(.pointerUp(PointerEvent(pointer: PointerID(pointer), location: Point(x: 0, y: 0), time: t + 0.01)))
            }
            h.settle(limit: 30)
            #expect(h.table.contentOffset >= 0 && h.table.contentOffset <= max(0, h.table.contentHeight - h.table.frame.height) + 1e-6)
        }
    }
}
