import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// Labels, text fields and the form in right to left: leading is the right edge.
@Suite struct LabelAndFormRightToLeftTests {
    @Test func leadingAndTrailingLabelsSwapSides() {
        let root = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        let leading = Label(id: "a", text: "abcd")
        let trailing = Label(id: "b", text: "abcd", alignment: .trailing)
        let center = Label(id: "c", text: "abcd", alignment: .center)
        for label in [leading, trailing, center] { root.addChild(label) }
        root.layout(size: Size(width: 400, height: 300))
        for (i, label) in [leading, trailing, center].enumerated() { label.frame = Rect(x: 10, y: Double(i) * 30, width: 200, height: 20) }
        let width = FixedAdvanceTextMeasurer().size(of: "abcd", font: Theme.light.labelFont).width
        func origins() -> [Double] {
            let canvas = RecordingCanvas()
            root.draw(in: canvas)
            return canvas.textsWithClips.map(\.origin.x)
        }
        #expect(origins() == [10, 210 - width, 110 - width / 2])
        root.layoutDirection = .rightToLeft
        #expect(origins() == [210 - width, 10, 110 - width / 2])
        #expect(leading.layoutNode().extra.contains { $0.0 == "text" && $0.1 == .string("abcd") })
        #expect(leading.layoutNode().extra.contains { $0.0 == "direction" && $0.1 == .string("rightToLeft") })
    }

    /// A page that lays its children out left to right and mirrors them last.
    private final class Page: WidgetRoot {
        let a = Label(id: "a", text: "a")
        let b = Label(id: "b", text: "b")

        init() {
            super.init(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
            addChild(a)
            addChild(b)
        }

        override func layoutChildren() {
            a.frame = Rect(x: 10, y: 0, width: 100, height: 20)
            b.frame = Rect(x: 150, y: 30, width: 200, height: 20)
            mirrorChildFramesIfRightToLeft()
        }
    }

    @Test func aPageMirrorsItsChildrenInRightToLeft() {
        let page = Page()
        page.layout(size: Size(width: 400, height: 100))
        #expect(page.a.frame.minX == 10 && page.b.frame.minX == 150)
        page.layoutDirection = .rightToLeft
        #expect(page.a.frame == Rect(x: 290, y: 0, width: 100, height: 20))
        #expect(page.b.frame == Rect(x: 50, y: 30, width: 200, height: 20))
        page.layout(size: Size(width: 400, height: 100))  // laying out again does not flip them back
        #expect(page.a.frame.minX == 290)
        page.layoutDirection = .leftToRight
        #expect(page.a.frame.minX == 10)
    }

    @Test func aTextFieldStartsAtTheRight() {
        let root = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        root.layoutDirection = .rightToLeft
        let field = TextField(id: "t", text: "abc", placeholder: "name")
        root.addChild(field)
        root.layout(size: Size(width: 400, height: 300))
        field.frame = Rect(x: 10, y: 10, width: 200, height: 30)
        let canvas = RecordingCanvas()
        root.draw(in: canvas)
        let text = canvas.textsWithClips.first { $0.text == "abc" }
        let width = FixedAdvanceTextMeasurer().size(of: "abc", font: field.textFont).width
        #expect(text.map { abs($0.origin.x + width - field.textRect.maxX) < 0.001 } == true)
        // Clicking right of the text puts the caret at its end; left of its start, at its start.
        #expect(field.caretPosition(atX: field.textRect.maxX) == 3)
        #expect(field.caretPosition(atX: field.textRect.maxX - width - 1) == 0)
    }

    private func arabicForm() throws -> FormHarness {
        let table = try FormTable(
            id: "form", fields: SamplePerson.fields, pickerDate: SamplePerson.today, locale: Locale(identifier: "ar_EG"),
            calendar: SamplePerson.calendar, timeZone: SamplePerson.zone)
        return FormHarness(widget: table, frame: Rect(x: 20, y: 20, width: 400, height: 560))
    }

    @Test func fieldNamesAreOnTheRightAndValuesOnTheLeft() throws {
        let h = try arabicForm()
        #expect(h.table.effectiveLayoutDirection == .rightToLeft)
        let texts = h.draw().textsWithClips
        for row in h.table.rows {
            let title = try #require(texts.first { $0.text == row.title })
            #expect(title.origin.x > row.valueRect.maxX, "\(row.key)")
            #expect(row.valueRect.minX < row.frame.midX && row.valueRect.maxX > row.frame.midX)
            if let field = row.textField {
                #expect(field.frame == row.valueRect)
            } else {
                let value = try #require(texts.first { $0.text == row.dateText })
                #expect(value.origin.x < title.origin.x)
            }
        }
        // The English form keeps the names on the left.
        let en = try SamplePerson.harness()
        let english = en.draw().textsWithClips
        let name = try #require(english.first { $0.text == "Name" })
        #expect(name.origin.x < en.table.rows[0].valueRect.minX)
    }

    @Test func theOpenPickerOfAnArabicFormIsMirrored() throws {
        let h = try arabicForm()
        h.tapRow(PersonField.started, at: 0)
        h.settle()
        let picker = try #require(h.table.subtree.compactMap { $0 as? DatePicker }.first)
        #expect(picker.effectiveLayoutDirection == .rightToLeft)
        let order = picker.model.columns.indices.sorted { picker.wheels.frame(ofComponent: $0)!.minX > picker.wheels.frame(ofComponent: $1)!.minX }
        #expect(order == Array(picker.model.columns.indices))
    }
}
