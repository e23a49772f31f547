import Foundation
import PickerCore
import PickerDemoPages
import PickerFrame
import PickerInspection
import PickerWidgets

/// One thing `picker-bench` times: a scene and the gesture replayed on it.
///
/// To time another page (calendar, wheel...), add a case to `all` with its scene factory and a
/// gesture that finds its widgets by layout id; the runner, baseline and JSON output are shared.
struct BenchCase {
    /// The name on the command line (`--page`) and in the JSON (`"page"`).
    var name: String
    /// One line for `--help`.
    var summary: String
    /// Builds the scene, measuring text with `textMeasurer`. Options fix locale, time zone and "today"
    /// so every replay draws the same frames.
    var makeScene: (_ options: PageOptions, _ textMeasurer: TextMeasurer) throws -> BenchScene
    /// Appends one pass of the gesture to `script`, finding widgets in `layout` (window points).
    /// `direction` is +1 on odd passes and -1 on even ones, so repeated passes go back and forth
    /// instead of running into the ends of the lists.
    var gesture: (_ layout: LayoutNode, _ direction: Double, _ script: inout GestureScript) throws -> Void

    /// Every case, in output order.
    static let all: [BenchCase] = [.miniPicker, .calendar, .wheel, .odometer, .datePicker, .form, .wheelTenRows, .wheelIntMaxRows]

    static func named(_ name: String) -> BenchCase? { all.first { $0.name == name } }

    /// The options every case is built with: en_US, UTC, today 2026-11-21, light theme.
    static var pageOptions: PageOptions {
        PageOptions(
            locale: Locale(identifier: "en_US"),
            today: DateComponents(year: 2026, month: 11, day: 21),
            timeZone: TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!,
            theme: .light)
    }
}

/// A scene to time and a way to read its layout (for gesture coordinates).
struct BenchScene {
    var scene: HostedScene
    var layout: () -> LayoutNode

    /// A demo page, exactly as `picker-demo --page` shows it.
    static func demoPage(_ page: PageName, options: PageOptions, textMeasurer: TextMeasurer) throws -> BenchScene {
        let scene = try DemoScene(page: page, options: options, textMeasurer: textMeasurer)
        return BenchScene(scene: scene, layout: { scene.page.layoutNode() })
    }
}

/// A layout lookup that fails with the id it missed.
struct MissingWidget: Error, CustomStringConvertible {
    var id: String
    var description: String { "the bench gesture needs a widget '\(id)' that the page's layout does not have" }
}

extension LayoutNode {
    /// The frame of the node `id`, or an error naming it.
    func frame(of id: String) throws -> Rect {
        guard let node = node(withID: id) else { throw MissingWidget(id: id) }
        return node.frame
    }
}

extension Rect {
    var center: Point { Point(x: midX, y: midY) }
}

extension BenchCase {
    /// The `minipicker` page: a drag on the month picker, a fling on the year picker, a drag on the
    /// day segment of the day / month / year picker and a fling on the cyclic weekday picker,
    /// each starting in the middle of the widget (clear of the chevrons' tap zones).
    static let miniPicker = BenchCase(
        name: "minipicker",
        summary: "drag month, fling year, drag dmy.day, fling the cyclic weekday",
        makeScene: { try BenchScene.demoPage(.minipicker, options: $0, textMeasurer: $1) },
        gesture: { layout, direction, script in
            let month = try layout.frame(of: "month")
            let year = try layout.frame(of: "year")
            let day = try layout.frame(of: "dmy.day")
            let weekday = try layout.frame(of: "weekday")
            script.wait(0.1)
            // A slow drag most of an item along, held still, released: a snap with no fling.
            script.drag(from: month.center, by: -direction * 0.8 * month.width, duration: 0.5, hold: 0.15)
            script.wait(0.6)
            // A flick: about 1600 points per second, several items of travel.
            script.fling(from: year.center, by: -direction * 0.7 * year.width, duration: 0.08)
            script.wait(1.2)
            script.drag(from: day.center, by: -direction * 0.7 * day.width, duration: 0.4, hold: 0.15)
            script.wait(0.6)
            // The cyclic picker flings the other way round, across its wrap.
            script.fling(from: weekday.center, by: direction * 0.8 * weekday.width, duration: 0.08)
            script.wait(1.2)
        })
}

extension BenchCase {
    /// The `calendar` page: month slides on the grid, a slow drag that snaps to the next month and a
    /// fling, both starting in the middle of the grid; the header follows each slide.
    static let calendar = BenchCase(
        name: "calendar",
        summary: "slide the month grid: a slow drag to the next month, then a fling",
        makeScene: { try BenchScene.demoPage(.calendar, options: $0, textMeasurer: $1) },
        gesture: { layout, direction, script in
            let grid = try layout.frame(of: "calendar.grid")
            script.wait(0.1)
            script.drag(from: grid.center, by: -direction * 0.6 * grid.width, duration: 0.5, hold: 0.15)
            script.wait(0.8)
            script.fling(from: grid.center, by: -direction * 0.4 * grid.width, duration: 0.08)
            script.wait(1.2)
        })
}

extension BenchCase {
    /// The `wheel` page (the NosePicker): a slow two-row drag on the size wheel, then a fling on the shape
    /// wheel, each from the middle of the component.
    static let wheel = BenchCase(
        name: "wheel",
        summary: "the NosePicker: drag the size wheel two rows, fling the shape wheel",
        makeScene: { try BenchScene.demoPage(.wheel, options: $0, textMeasurer: $1) },
        gesture: { layout, direction, script in
            let size = try layout.frame(of: "nose.size")
            let shape = try layout.frame(of: "nose.shape")
            script.wait(0.1)
            script.drag(from: size.center, byY: -direction * 68, duration: 0.5, hold: 0.15)
            script.wait(0.6)
            // About 1000 points per second: several rows, into the end of the seven shapes and back.
            script.fling(from: shape.center, byY: -direction * 80, duration: 0.08)
            script.wait(1.6)
        })

    /// The `odometer` page: a fling across the wrap on one digit wheel, a drag on another, and R (all six
    /// wheels turn to a random reading at once).
    static let odometer = BenchCase(
        name: "odometer",
        summary: "fling a digit wheel across the wrap, drag another, R: all six wheels turn",
        makeScene: { try BenchScene.demoPage(.odometer, options: $0, textMeasurer: $1) },
        gesture: { layout, direction, script in
            let d3 = try layout.frame(of: "odometer.d3")
            let d5 = try layout.frame(of: "odometer.d5")
            script.wait(0.1)
            script.fling(from: d3.center, byY: direction * 100, duration: 0.08)
            script.wait(1.6)
            script.drag(from: d5.center, byY: -direction * 102, duration: 0.5, hold: 0.15)
            script.wait(0.6)
            script.key("R")
            script.wait(1.2)
        })

    /// The `datepicker` page: the Independence Day picker's month wheel dragged two rows on from
    /// December 1773 (February 1773 is before the minimum, so all three wheels scroll back), then a fling
    /// of the date-and-time picker's column of days.
    static let datePicker = BenchCase(
        name: "datepicker",
        summary: "drag the Independence Day month wheel out of range (it scrolls back), fling the day column",
        makeScene: { try BenchScene.demoPage(.datepicker, options: $0, textMeasurer: $1) },
        gesture: { layout, direction, script in
            let month = try layout.frame(of: "independence.month")
            let days = try layout.frame(of: "datepicker.date")
            script.wait(0.1)
            script.drag(from: month.center, byY: -68, duration: 0.5, hold: 0.15)
            script.wait(1.4)
            script.fling(from: days.center, byY: -direction * 100, duration: 0.08)
            script.wait(1.6)
        })

    /// The `form` page: a click opens the started-work picker row (height and fade animating), the table
    /// is flung up into its end (a bounce) and back down, and a second click closes the picker.
    static let form = BenchCase(
        name: "form",
        summary: "open the started-work picker row, fling the table up and down, close the picker",
        makeScene: { try BenchScene.demoPage(.form, options: $0, textMeasurer: $1) },
        gesture: { layout, _, script in
            let started = try layout.frame(of: "form.startedWork")
            let name = try layout.frame(of: "form.name")
            // On the row's title, not its text field, so the press drags the table.
            let grip = Point(x: name.minX + 40, y: name.maxY + 30)
            script.wait(0.1)
            script.drag(from: started.center, byY: 0, duration: 0.05, hold: 0)
            script.wait(1.2)
            script.fling(from: grip, byY: -100, duration: 0.08)
            script.wait(1.6)
            script.fling(from: grip, byY: 100, duration: 0.08)
            script.wait(1.6)
            script.drag(from: started.center, byY: 0, duration: 0.05, hold: 0)
            script.wait(1.2)
        })

    /// One cyclic component of 10 rows, flung both ways at the same speeds as ``wheelIntMaxRows``.
    static let wheelTenRows = BenchCase(
        name: "wheel-rows10",
        summary: "one cyclic wheel of 10 rows: flings and a drag (compare wheel-rowsmax)",
        makeScene: { try BenchScene.singleWheel(rows: 10, selecting: 7, textMeasurer: $1) },
        gesture: singleWheelGesture)

    /// One cyclic component of `Int.max` rows, starting 3 rows before its wrap (Int.max - 1 -> 0), with the
    /// same gesture and the same titles as ``wheelTenRows``: any difference is the row arithmetic.
    static let wheelIntMaxRows = BenchCase(
        name: "wheel-rowsmax",
        summary: "one cyclic wheel of Int.max rows, across its wrap: the same gesture as wheel-rows10",
        makeScene: { try BenchScene.singleWheel(rows: Int.max, selecting: Int.max - 3, textMeasurer: $1) },
        gesture: singleWheelGesture)

    static func singleWheelGesture(_ layout: LayoutNode, _ direction: Double, _ script: inout GestureScript) throws {
        let wheel = try layout.frame(of: "wheel.rows")
        script.wait(0.1)
        script.fling(from: wheel.center, byY: -direction * 100, duration: 0.08)
        script.wait(1.6)
        script.drag(from: wheel.center, byY: direction * 68, duration: 0.5, hold: 0.15)
        script.wait(0.6)
    }
}

extension BenchScene {
    /// A page holding one cyclic wheel of `rows` rows, 320 x 216 points, centred; row r is titled r mod 10
    /// whatever the count, so both bench wheels draw the same text.
    static func singleWheel(rows: Int, selecting row: Int, textMeasurer: TextMeasurer) throws -> BenchScene {
        let page = SingleWheelPage(rows: rows, textMeasurer: textMeasurer)
        try page.wheel.selectRow(row, inComponent: 0, animated: false)
        return BenchScene(scene: page, layout: { page.layoutNode() })
    }
}

/// One cyclic wheel of `rows` rows titled by the last digit of the row, centred on the page.
final class SingleWheelPage: WidgetRoot, WheelPickerDataSource, WheelPickerDelegate {
    let rows: Int
    private(set) var wheel: WheelPicker!

    init(rows: Int, textMeasurer: TextMeasurer) {
        self.rows = rows
        super.init(id: "singlewheel", textMeasurer: textMeasurer, theme: .light)
        // The wheel needs self as its data source, so it is made once self exists (and cannot throw here:
        // one component with a non-negative count).
        wheel = try! WheelPicker(id: "wheel", dataSource: self, delegate: self, componentIdentifiers: ["rows"])
        addChild(wheel)
    }

    override func layoutChildren() {
        let size = WheelPicker.defaultIntrinsicContentSize
        wheel?.frame = Rect(x: (frame.width - size.width) / 2, y: (frame.height - size.height) / 2, width: size.width, height: size.height)
    }

    func numberOfComponents(in wheelPicker: WheelPicker) -> Int { 1 }
    func wheelPicker(_ wheelPicker: WheelPicker, numberOfRowsInComponent component: Int) -> Int { rows }
    func wheelPicker(_ wheelPicker: WheelPicker, isCyclicComponent component: Int) -> Bool { true }
    func wheelPicker(_ wheelPicker: WheelPicker, titleForRow row: Int, forComponent component: Int) -> String? { String(row % 10) }
    func wheelPicker(_ wheelPicker: WheelPicker, widthForComponent component: Int) -> Double? { 120 }
}
