import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Date picker layout and look")
struct DatePickerLayoutTests {
    @Test(arguments: [
        ("en_US", ["month", "day", "year"]), ("nl_NL", ["day", "month", "year"]), ("de_DE", ["day", "month", "year"]),
        ("ja_JP", ["year", "month", "day"]),
    ])
    func columnsStandInTheLocalesOrderAndFitTheirLongestTitle(locale: String, order: [String]) throws {
        let h = try Independence.harness(locale: locale)
        let picker = h.picker
        let frames = (0..<picker.wheels.numberOfComponents).compactMap { picker.wheels.frame(ofComponent: $0) }
        #expect(picker.wheels.componentIdentifiers == order)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxX <= $1.minX }, "left to right, no overlap")
        // Each column is at least as wide as its longest title (the measurer gives 8 pt a character).
        let measurer = FixedAdvanceTextMeasurer()
        let font = h.root.theme.wheelFont
        for component in 0..<picker.wheels.numberOfComponents {
            let widest = (0..<picker.wheels.numberOfRows(inComponent: component))
                .compactMap { picker.wheels.title(forRow: $0, inComponent: component) }
                .map { measurer.size(of: $0, font: font).width }.max() ?? 0
            #expect(try #require(picker.wheels.frame(ofComponent: component)).width >= widest)
        }
        // The month column is the widest in every locale with month names longer than the year ("7月" is not).
        let month = try #require(picker.model.column(of: .month))
        if locale != "ja_JP" {
            #expect(frames[month].width == frames.map(\.width).max())
        }
    }

    @Test func greyedRowsAreDrawnInTheDisabledColour() throws {
        let h = try Independence.harness()
        let theme = h.root.theme
        let texts = h.drawScaled().texts
        func colour(of title: String) -> Color? { texts.first { $0.text == title }?.color }
        // December 1773: November and the 15th are before the minimum; the 17th and 1774 are allowed.
        #expect(colour(of: "November").map { $0.red == theme.disabledText.red } == true)
        #expect(colour(of: "15").map { $0.red == theme.disabledText.red } == true)
        #expect(colour(of: "17").map { $0.red == theme.text.red } == true)
        #expect(colour(of: "1774").map { $0.red == theme.text.red } == true)
        #expect(colour(of: "December") == theme.text)
    }

    @Test func theLayoutDumpCarriesTheDateAndLimits() throws {
        let h = try Independence.harness()
        let node = h.picker.layoutNode()
        #expect(node.kind == "DatePicker" && node.value == .string("1773-12-16T12:00:00-05:00"))
        let extra = Dictionary(uniqueKeysWithValues: node.extra.map { ($0.0, $0.1) })
        #expect(extra["minimumDate"] == .string("1773-12-16T12:00:00-05:00"))
        #expect(extra["maximumDate"] == .string("1776-07-04T12:00:00-05:00"))
        #expect(extra["mode"] == .string("date") && extra["text"] == .string("December 16, 1773"))
        #expect(node.children.map(\.id) == ["independence.month", "independence.day", "independence.year"])
        let rows = node.children[0].children
        #expect(rows.contains { $0.value == .string("November") && $0.extra.contains { $0.0 == "enabled" && $0.1 == .bool(false) } })
    }
}
