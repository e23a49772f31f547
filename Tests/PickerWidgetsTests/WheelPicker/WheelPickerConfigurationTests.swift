import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Wheel picker configuration and layout")
struct WheelPickerConfigurationTests {
    @Test func theNosePickerFitsItsComponentsToTheirTitles() throws {
        let picker = try WheelPicker(id: "nose", titles: [NoseTitles.noses, NoseTitles.sizes], componentIdentifiers: ["style", "size"])
        #expect(picker.intrinsicContentSize == Size(width: 320, height: 216))
        let h = WheelHarness(picker)
        // "Melanesian" and "Super-Size": 10 characters of 10 pt plus 12 pt each side = 124 pt; the 68 pt left
        // of 316 (320 less one 4 pt gap) are shared equally.
        #expect(picker.frame(ofComponent: 0) == Rect(x: 0, y: 0, width: 158, height: 216))
        #expect(picker.frame(ofComponent: 1) == Rect(x: 162, y: 0, width: 158, height: 216))
        #expect(picker.rowSize(forComponent: 1) == Size(width: 158, height: 34))
        // Too narrow: the fitted widths shrink in proportion.
        picker.frame = Rect(x: 0, y: 0, width: 200, height: 216)
        #expect(picker.frame(ofComponent: 0)?.width == 98 && picker.frame(ofComponent: 1)?.minX == 102)
        _ = h
    }

    @Test func delegateWidthsAreKeptAndTheGroupIsCentred() throws {
        let source = WheelSource(rows: [10, 10])
        source.widths = [0: 100, 1: 60]
        source.rowHeights = [1: 44]
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        let h = WheelHarness(picker)
        h.retainedSource = source
        #expect(picker.frame(ofComponent: 0) == Rect(x: 78, y: 0, width: 100, height: 216))
        #expect(picker.frame(ofComponent: 1) == Rect(x: 182, y: 0, width: 60, height: 216))
        #expect(picker.rowSize(forComponent: 1)?.height == 44)
        // The band spans both components and is as tall as the tallest row.
        let band = try #require(h.drawScaled().fills.first)
        #expect(band.0 == Rect(x: 84, y: 86, width: 152, height: 44) && band.1 == Theme.light.wheelSelectionBand)
        // One fixed and one open component: the open one takes the rest.
        source.widths = [0: 100]
        try picker.reloadAllComponents()
        #expect(picker.frame(ofComponent: 1) == Rect(x: 104, y: 0, width: 216, height: 216))
    }

    @Test func hugeComponentsMeasureOnlyABoundedSampleOfTitles() throws {
        let source = WheelSource(rows: [Int.max], cyclic: [0])
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        let h = WheelHarness(picker)
        h.retainedSource = source
        #expect(source.titleRequests <= 2 * picker.widthSampleLimit)  // laid out twice at most (attach, frame)
        #expect(picker.sampledRows(count: Int.max).suffix(1) == [Int.max - 1])
        source.titleRequests = 0
        _ = h.draw()
        // Per frame: the rows in view (not the slivers squashed to nothing at the very edges).
        #expect(source.titleRequests == picker.visibleRows(inComponent: 0).filter { $0.placement.scale > 0 }.count)
        #expect(source.titleRequests == 9)
    }

    @Test func titlesAreAskedOnceUntilAReloadOrANewDelegate() throws {
        let source = WheelSource(rows: [100, 10])
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        try picker.selectRow(50, inComponent: 0, animated: false)
        let h = WheelHarness(picker)
        h.retainedSource = source
        let measurer = FixedAdvanceTextMeasurer()
        /// The titles a frame asks for.
        func asked(measuringWith frameMeasurer: TextMeasurer? = nil) -> Int {
            let before = source.titleRequests
            _ = h.drawScaled(measuringWith: frameMeasurer ?? measurer)
            return source.titleRequests - before
        }
        // Nine rows in view in the first component, five in the second (its first row is selected).
        #expect(asked() == 14)
        // The same frame again: the titles, their sizes and the lines are kept.
        #expect(asked() == 0)
        // Drawn from what was kept, the rows are where and as they were.
        #expect(h.drawScaled(measuringWith: measurer).texts == h.drawScaled(measuringWith: measurer).texts)
        // Rows that come into view are asked for; the others are kept.
        try picker.selectRow(51, inComponent: 0, animated: false)
        #expect(asked() == 1)
        // A reload asks again, as UIPickerView does: for the component reloaded, or all of them.
        try picker.reloadComponent(1)
        #expect(asked() == 5)
        try picker.reloadAllComponents()
        #expect(asked() == 14)
        // So do another measurer (sizes one measured do not hold for another) and a new delegate.
        let kept = h.drawScaled(measuringWith: measurer).texts
        #expect(asked(measuringWith: FixedAdvanceTextMeasurer()) == 14)
        #expect(asked() == 14)
        #expect(h.drawScaled(measuringWith: measurer).texts == kept)
        picker.delegate = source
        #expect(asked() == 14)
        #expect(asked() == 0)
    }

    @Test func allowedRowsAreAskedAgainWhenASelectionChanges() throws {
        // A delegate whose allowed rows follow the other component's selection, as a date picker's days
        // follow its month, without a reload.
        let source = WheelSource(rows: [31, 12])
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        source.disabled = { [unowned picker] row, component in
            component == 0 && row >= 28 + (picker.selectedRow(inComponent: 1) ?? 0)
        }
        try picker.selectRow(26, inComponent: 0, animated: false)
        let h = WheelHarness(picker)
        h.retainedSource = source
        let measurer = FixedAdvanceTextMeasurer()
        let greyed = { (canvas: WheelCanvas) in
            Set(canvas.texts.filter { $0.color.red == Theme.light.disabledText.red && $0.color.green == Theme.light.disabledText.green }
                .map(\.text))
        }
        #expect(greyed(h.drawScaled(measuringWith: measurer)) == ["r28", "r29", "r30"])
        let titlesAsked = source.titleRequests
        try picker.selectRow(2, inComponent: 1, animated: false)
        #expect(greyed(h.drawScaled(measuringWith: measurer)) == ["r30"])
        // The titles were kept: only the two rows that came into view in the month-like component were asked.
        #expect(source.titleRequests == titlesAsked + 2)
    }

    @Test func rowsAreDrawnOnTheCylinderSquashedAndFaded() throws {
        let source = WheelSource(rows: [100])
        source.disabled = { row, _ in row == 51 }
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        try picker.selectRow(50, inComponent: 0, animated: false)
        let h = WheelHarness(picker)
        h.retainedSource = source
        let canvas = h.drawScaled()
        #expect(canvas.texts.map(\.text) == (45...55).map { "r\($0)" }.filter { $0 != "r45" && $0 != "r55" })
        let centre = try #require(canvas.texts.first { $0.text == "r50" })
        // 3 characters of 10 pt, 24 pt tall, centred on (160, 108).
        #expect(centre.origin == Point(x: 145, y: 96) && centre.scale == 1 && centre.color == Theme.light.text)
        let disabled = try #require(canvas.texts.first { $0.text == "r51" })
        let alpha = 34.0 / 108
        #expect(abs(disabled.scale - cos(alpha)) < 1e-12)
        #expect(abs(disabled.origin.y - (108 + 108 * sin(alpha) - 12 * cos(alpha))) < 1e-9)
        #expect(disabled.color == Theme.light.disabledText.multiplyingAlpha(by: 0.15 + 0.85 * cos(alpha)))
        let far = try #require(canvas.texts.first { $0.text == "r54" })
        #expect(abs(far.scale - cos(4 * alpha)) < 1e-12 && abs(far.color.alpha - (0.15 + 0.85 * cos(4 * alpha))) < 1e-9)
        #expect(canvas.fills.count == 1 && canvas.clipDepth == 0)
        picker.showsSelectionIndicator = false
        #expect(h.drawScaled().fills.isEmpty)
    }

    @Test func aDelegateCanDrawRowsItselfInsideTheirBands() throws {
        final class Swatches: WheelPickerDataSource, WheelPickerDelegate {
            var rects: [Rect] = []
            func numberOfComponents(in wheelPicker: WheelPicker) -> Int { 1 }
            func wheelPicker(_ wheelPicker: WheelPicker, numberOfRowsInComponent component: Int) -> Int { 5 }
            func wheelPicker(_ wheelPicker: WheelPicker, widthForComponent component: Int) -> Double? { 80 }
            func wheelPicker(
                _ wheelPicker: WheelPicker, drawRow row: Int, forComponent component: Int, in rect: Rect,
                placement: WheelRowPlacement, canvas: Canvas, theme: Theme
            ) -> Bool {
                rects.append(rect)
                canvas.fillRect(rect, color: Color(hex: 0xFF0000, alpha: placement.opacity))
                return true
            }
        }
        let swatches = Swatches()
        let picker = try WheelPicker(id: "w", dataSource: swatches, delegate: swatches)
        let h = WheelHarness(picker)
        let canvas = h.drawScaled()
        #expect(canvas.texts.isEmpty)
        #expect(swatches.rects.count == 5)  // rows 0...4 from the top of the list, row 0 at the centre
        let centre = try #require(swatches.rects.first)
        #expect(abs(centre.midY - 108) < 1e-9 && centre.width == 80 && centre.minX == 120)
        #expect(canvas.maxClipDepth == 3)  // picker, component, row
    }

    @Test func reloadingClampsTheSelectionAndReportsNothing() throws {
        let source = WheelSource(rows: [30, 12])
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        let h = WheelHarness(picker)
        h.retainedSource = source
        try picker.selectRow(25, inComponent: 0, animated: false)
        try picker.selectRow(11, inComponent: 1, animated: false)
        source.rows = [10, 5]
        try picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 10 && picker.selectedRow(inComponent: 0) == 9)
        #expect(picker.numberOfRows(inComponent: 1) == 12 && picker.selectedRow(inComponent: 1) == 11)
        try picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 1) == 4)
        source.rows = [10, 5, 7]
        source.cyclic = [2]
        try picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 3 && picker.isComponentCyclic(2) && picker.selectedRow(inComponent: 2) == 0)
        #expect(h.changes.isEmpty && source.selections.isEmpty)
    }

    @Test func badInputThrowsWithAMessageAndChangesNothing() throws {
        let source = WheelSource(rows: [10])
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        try picker.selectRow(7, inComponent: 0, animated: false)
        #expect(throws: PickerError.invalidConfiguration("wheel picker 'w': row 10 is outside 0..<10 in component 0")) {
            try picker.selectRow(10, inComponent: 0, animated: true)
        }
        #expect(throws: PickerError.invalidConfiguration("wheel picker 'w': no component 1 (it has 1)")) {
            try picker.selectRow(0, inComponent: 1, animated: false)
        }
        #expect(throws: PickerError.invalidConfiguration("wheel picker 'w': no component -1 (it has 1)")) {
            try picker.reloadComponent(-1)
        }
        source.rows = [-3]
        #expect(throws: PickerError.invalidConfiguration(
            "wheel picker 'w': component 0 has -3 rows; a row count must be 0 or more")) {
            try picker.reloadComponent(0)
        }
        #expect(throws: PickerError.self) { try picker.reloadAllComponents() }
        #expect(throws: PickerError.self) { _ = try WheelPicker(id: "x", dataSource: source, delegate: source) }
        #expect(picker.numberOfRows(inComponent: 0) == 10 && picker.selectedRow(inComponent: 0) == 7)
        source.rows = [10]
        source.rowHeights = [0: 0.5]
        #expect(throws: PickerError.self) { try picker.reloadComponent(0) }
        source.rowHeights = [:]
        source.widths = [0: -.infinity]
        #expect(throws: PickerError.self) { try picker.reloadComponent(0) }
        #expect(picker.selectedRow(inComponent: 5) == nil && picker.numberOfRows(inComponent: 5) == 0)
    }

    @Test func zeroRowsShowAnEmptyComponentAndIgnoreInput() throws {
        let picker = try WheelPicker(id: "w", titles: [[], ["a", "b"]])
        let h = WheelHarness(picker)
        let empty = try #require(picker.frame(ofComponent: 0))
        h.down(empty.midX, 108, at: 0)
        h.move(empty.midX, 20, at: 0.1)
        h.up(empty.midX, 20, at: 0.2)
        h.wheel(empty.midX, 108, notches: -3, at: 0.3)
        h.root.setFocus(picker)
        h.key(.down, at: 0.4)
        h.run(until: 2)
        #expect(picker.selectedRow(inComponent: 0) == nil && h.changes.isEmpty)
        #expect(h.draw().texts == ["a", "b"])
        #expect(throws: PickerError.self) { try picker.selectRow(0, inComponent: 0, animated: false) }
        // No components at all, and a zero-sized frame: nothing drawn, nothing hit.
        let none = try WheelPicker(id: "none", titles: [])
        let h2 = WheelHarness(none, frame: .zero)
        h2.tap(0, 0, at: 0)
        #expect(h2.draw().commands.isEmpty && !none.isFocusable)
        picker.frame = .zero
        #expect(h.draw().commands.isEmpty)
    }

    @Test func theLayoutDumpNamesEachComponentAndTheRowsInView() throws {
        let picker = try WheelPicker(id: "nose", titles: [NoseTitles.noses, NoseTitles.sizes], componentIdentifiers: ["style", "size"])
        try picker.selectRow(1, inComponent: 0, animated: false)
        try picker.selectRow(1, inComponent: 1, animated: false)
        let h = WheelHarness(picker)
        let node = h.root.layoutNode()
        let wheel = try #require(node.node(withID: "nose"))
        #expect(wheel.kind == "WheelPicker" && wheel.value == .array([.string("Aquiline"), .string("Medium")]))
        let size = try #require(node.node(withID: "nose.size"))
        #expect(size.kind == "WheelComponent" && size.frame == picker.frame(ofComponent: 1))
        #expect(size.value == .string("Medium"))
        #expect(size.extra.contains { $0.0 == "row" && $0.1 == .int(1) })
        #expect(size.extra.contains { $0.0 == "component" && $0.1 == .int(1) })
        #expect(size.children.map(\.id) == ["nose.size.row-1", "nose.size.row0", "nose.size.row+1", "nose.size.row+2"])
        let below = try #require(node.node(withID: "nose.size.row+1"))
        #expect(below.kind == "WheelRow" && below.value == .string("Large"))
        // A click in the middle of a dumped row's frame selects it.
        h.tap(below.frame.midX, below.frame.midY, at: 0)
        h.run(until: 2)
        #expect(picker.selectedRow(inComponent: 1) == 2 && h.changes.first?["value"] == .string("Large"))
    }

    @Test func theDarkThemeAndAThemeRowHeightAreUsed() throws {
        var theme = Theme.dark
        theme.wheelRowHeight = 54
        let picker = try WheelPicker(id: "w", titles: [["a", "b", "c"]])
        let h = WheelHarness(picker, theme: theme)
        #expect(picker.rowSize(forComponent: 0)?.height == 54)
        let canvas = h.drawScaled()
        #expect(canvas.texts.first { $0.text == "a" }?.color == Theme.dark.text)
        #expect(canvas.fills.first?.0.height == 54)
        // Switching the root's theme re-fits rows and widths at once, keeping the selection centred.
        try picker.selectRow(2, inComponent: 0, animated: false)
        var bigger = Theme.light
        bigger.wheelFont = Font(size: 30)
        h.root.rootTheme = bigger
        let after = h.drawScaled()
        #expect(picker.rowSize(forComponent: 0)?.height == 34)
        #expect(picker.fittedWidth(ofComponent: 0, theme: bigger) == Optional(39.0))  // one 15 pt character plus padding
        #expect(after.texts.first { $0.text == "c" }?.scale == 1)
    }
}
