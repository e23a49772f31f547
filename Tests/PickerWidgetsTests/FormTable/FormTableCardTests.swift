import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The form's card and its optional date (issue 16): the card hugs its rows, the hairlines stop at its
/// border, and Ended work can be cleared back to none.
@Suite("Form table: card and optional dates")
struct FormTableCardTests {
    /// The employee form with Ended work optional, as the demo has it.
    func harness(height: Double = 560) throws -> FormHarness {
        var fields = SamplePerson.fields
        fields[PersonField.ended].isOptional = true
        let table = try FormTable(id: "form", fields: fields, pickerDate: SamplePerson.today, calendar: SamplePerson.calendar, timeZone: SamplePerson.zone)
        return FormHarness(widget: table, frame: Rect(x: 20, y: 20, width: 400, height: height))
    }

    /// The card's border as drawn (the last rounded rectangle the table strokes that is not an open
    /// picker's selection band edge).
    func border(_ canvas: RecordingCanvas, theme: Theme = .light) -> Rect? {
        canvas.commands.compactMap {
            if case .strokeRoundedRect(let rect, _, _, let color) = $0, color != theme.selectionEdge { rect } else { nil }
        }.last
    }

    @Test func theCardHugsItsRowsAndGrowsWithAnOpenPickerUpToTheFrame() throws {
        let h = try harness(height: 560)
        let rows = 7 * h.table.rowHeight
        let closed = try #require(border(h.draw()))
        #expect(abs(closed.height - rows) < 2, "card \(closed) for \(rows) pt of rows")
        h.tapRow(PersonField.started, at: 0, settle: 2)
        let open = try #require(border(h.draw()))
        #expect(abs(open.height - min(560, rows + h.table.pickerRowHeight)) < 2, "card \(open)")
        // A short frame: the card fills it and the rows scroll.
        let short = try harness(height: 300)
        short.tapRow(PersonField.started, at: 0, settle: 2)
        let full = try #require(border(short.draw()))
        #expect(abs(full.height - 300) < 2)
    }

    @Test func separatorsStopAtTheCardsRightBorder() throws {
        let h = try harness()
        let canvas = h.draw()
        let hairlines = canvas.commands.compactMap { command -> Rect? in
            if case .fillRoundedRect(let rect, 0, _) = command, rect.height == 1 { return rect }
            return nil
        }
        #expect(hairlines.count == 6)
        let borderWidth = Theme.light.fieldBorderWidth / 2
        for line in hairlines {
            #expect(line.maxX <= h.table.frame.maxX - borderWidth + 1e-9, "\(line) runs under the border")
        }
    }

    @Test func deleteOnTheFocusedRowClearsAnOptionalDate() throws {
        let h = try harness()
        try h.table.setDate(SamplePerson.date(2024, 1, 31), forField: PersonField.ended)
        #expect(h.table.datePicker(forField: PersonField.started)?.maximumDate == SamplePerson.date(2024, 1, 31))
        h.root.setFocus(h.table.rows[PersonField.ended])
        h.key(.delete, at: 1)
        #expect(h.table.fields[PersonField.ended].date == nil)
        #expect(h.table.rows[PersonField.ended].valueText == "-")
        #expect(h.formEvents.map { $0["field"] } == [.string("endedWork")])
        #expect(h.formEvents.last?["value"] == .null)
        // The started-work picker is free again.
        #expect(h.table.datePicker(forField: PersonField.started)?.maximumDate == nil)
        // Already empty: nothing to clear, nothing reported.
        h.key(.backspace, at: 2)
        #expect(h.formEvents.count == 1)
    }

    @Test func backspaceClearsAnOpenPickersDateAndClosesIt() throws {
        let h = try harness()
        try h.table.setDate(SamplePerson.date(2024, 1, 31), forField: PersonField.ended)
        h.tapRow(PersonField.ended, at: 0, settle: 1)
        #expect(h.table.openPickerField == PersonField.ended)
        h.root.setFocus(h.table.rows[PersonField.ended])
        h.key(.backspace, at: 2)
        h.run(until: 4)
        #expect(h.table.openPickerField == nil)
        #expect(h.table.fields[PersonField.ended].date == nil)
        #expect(h.formEvents.count == 1)
    }

    @Test func aRequiredDateIsNotCleared() throws {
        let h = try harness()
        h.root.setFocus(h.table.rows[PersonField.started])
        h.key(.delete, at: 1)
        #expect(h.table.fields[PersonField.started].date == SamplePerson.started)
        #expect(h.formEvents.isEmpty)
    }
}

@Suite("Label truncation")
struct LabelTruncationTests {
    let measurer = FixedAdvanceTextMeasurer()
    let font = Font(size: 10)

    @Test func aLongTextIsCutWithAnEllipsisThatFits() {
        // 5 points per character: 100 points hold 20.
        let text = "Jane Appleseed, jane@example.com, +1 555 0100"
        let fitted = Label.fitted(text, font: font, width: 100, measurer: measurer)
        #expect(fitted.hasSuffix("…"))
        #expect(measurer.size(of: fitted, font: font).width <= 100)
        #expect(fitted == "Jane Appleseed, jan…")
        #expect(Label.fitted("short", font: font, width: 100, measurer: measurer) == "short")
    }

    @Test func neverMidCharacter() {
        let fitted = Label.fitted("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧 family", font: font, width: 15, measurer: measurer)
        #expect(fitted == "👨‍👩‍👧👨‍👩‍👧…")
    }

    @Test func theDrawnTextIsTheFittedOne() {
        let label = Label(id: "l", text: String(repeating: "x", count: 50))
        let root = WidgetRoot(textMeasurer: measurer, theme: .light)
        root.addChild(label)
        label.frame = Rect(x: 0, y: 0, width: 80, height: 20)
        let canvas = RecordingCanvas(textMeasurer: measurer)
        root.draw(in: canvas)
        let drawn = canvas.texts.first ?? ""
        #expect(drawn.hasSuffix("…"))
        #expect(measurer.size(of: drawn, font: Theme.light.labelFont).width <= 80)
        #expect(label.layoutValue == .string(String(repeating: "x", count: 50)))
    }
}
