import Foundation
@testable import PickerDemoKit
@testable import PickerInspection
import PickerKit
import PickerTestSupport
import Testing
@testable import PickerCore
@testable import PickerWidgets

// Seeded random input on every demo page (issue 16), replayed offscreen through the same path as
// `picker-demo --page … --script … --screenshot … --log-events`: an `InputScript` of mouse presses,
// several fingers, wheel notches with odd deltas, keys with modifiers, text with emoji and control
// characters, and pauses of seconds, run by `OffscreenReplay`. Every logged value is checked when it is
// reported: rows in range and titled as reported, dates within their limits, `scrolledBack` only with the
// limit it names, payloads matching the widget's state, and no event for a value that did not change.
//
// PICKER_FUZZ_STEPS sets the steps per page (default 4000; 100000 for a long campaign),
// PICKER_FUZZ_SEED the base seed (default below).

/// Generates the random script for one page.
struct FuzzScriptGenerator {
    var rng: SplitMix64
    /// Where the page's widgets are: most pointer input lands on or around one of them.
    let targets: [Rect]
    let size: Size

    mutating func unit() -> Double { Double.random(in: 0..<1, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }

    mutating func point() -> Point {
        if !targets.isEmpty, chance(0.8) {
            let frame = pick(targets)
            return Point(x: frame.minX - 20 + unit() * (frame.width + 40), y: frame.minY - 10 + unit() * (frame.height + 20))
        }
        // Anywhere, sometimes outside the window (a pointer held outside still reports).
        return Point(x: -60 + unit() * (size.width + 120), y: -60 + unit() * (size.height + 120))
    }

    static let keys: [Key] = [
        .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .tab, .enter, .space, .escape, .backspace, .delete,
        .character("a"), .character("r"), .character("1"), .function(2),
    ]
    static let texts = ["a", "7", "2026", "Zoë", "👍🏽", "👨‍👩‍👧", "日本", "\u{7}", "\t", "\n", "\u{1B}", "x\u{8}y", "\u{202E}ab", " ", "🇳🇱"]
    static let notches: [Double] = [-7, -3, -1, -0.5, 0.3, 1, 1.5, 2, 5, 40]

    /// `count` steps of random input, then every pointer released and time for everything to settle.
    mutating func script(steps count: Int) -> InputScript {
        var steps: [InputScript.Step] = []
        var now = 0.0
        var fingersDown: Set<Int> = []
        var mouseDown = false
        for _ in 0..<count {
            // Mostly less than a frame or two apart, sometimes a pause of seconds (flings end, springs settle).
            now += chance(0.02) ? 0.5 + unit() * 3 : unit() * 0.04
            let roll = unit()
            let action: InputScript.Action
            switch roll {
            case ..<0.10:
                if mouseDown, chance(0.6) {
                    action = .pointerUp(.mouse, .mouse, point())
                    mouseDown = false
                } else {
                    action = .pointerDown(.mouse, .mouse, point())
                    mouseDown = true
                }
            case ..<0.30:
                action = .pointerMoved(.mouse, .mouse, point())
            case ..<0.42:
                let finger = Int.random(in: 1...3, using: &rng)
                if fingersDown.contains(finger) {
                    action = .pointerUp(PointerID(finger), .touch, point())
                    fingersDown.remove(finger)
                } else {
                    action = .pointerDown(PointerID(finger), .touch, point())
                    fingersDown.insert(finger)
                }
            case ..<0.62:
                let finger = fingersDown.isEmpty ? Int.random(in: 1...3, using: &rng) : pick(fingersDown.sorted())
                action = .pointerMoved(PointerID(finger), .touch, point())
            case ..<0.72:
                let horizontal = chance(0.3)
                let delta = pick(Self.notches)
                action = .wheel(deltaX: horizontal ? delta : 0, deltaY: horizontal ? 0 : delta, at: point())
            case ..<0.92:
                var modifiers: KeyModifiers = []
                if chance(0.2) { modifiers.insert(.shift) }
                if chance(0.05) { modifiers.insert(.control) }
                if chance(0.03) { modifiers.insert(.alt) }
                action = .key(pick(Self.keys), modifiers)
            default:
                action = .text(pick(Self.texts))
            }
            steps.append(InputScript.Step(time: now, action: action))
        }
        now += 0.05
        if mouseDown { steps.append(InputScript.Step(time: now, action: .pointerUp(.mouse, .mouse, point()))) }
        for finger in fingersDown.sorted() {
            steps.append(InputScript.Step(time: now, action: .pointerUp(PointerID(finger), .touch, point())))
        }
        return InputScript(framesPerSecond: pick([12, 30, 60, 144]), steps: steps, endTime: now + 6)
    }
}

/// The demo scene under test, wrapped so that every event and frame is followed by a look at the widgets:
/// the values they hold before each step are what a reported change must differ from.
final class CheckedScene: HostedScene {
    let scene: DemoScene
    private(set) var problems: [String] = []
    private(set) var changeCount = 0
    private(set) var stepCount = 0
    /// How many of the changes were a text field's (typed, from a keyboard or the on-screen one).
    private(set) var typedChangeCount = 0
    /// Each widget's values (per component, field or the whole value) as of the end of the last step.
    private var known: [ObjectIdentifier: [String: String]] = [:]

    init(scene: DemoScene) {
        self.scene = scene
        scene.onValueChanged = { [unowned self] in self.check(ValueChange($0)) }
        remember()
    }

    func layout(size: Size) {
        scene.layout(size: size)
        remember()
    }

    func handle(_ event: InputEvent) -> Bool {
        let used = scene.handle(event)
        stepCount += 1
        remember()
        return used
    }

    func tick(now: Double) {
        scene.tick(now: now)
        stepCount += 1
        // Draw now and then so drawing code meets the odd states too.
        if stepCount % 257 == 0 { scene.draw(in: RecordingCanvas()) }
        // One walk of the page serves every check of this step.
        let widgets = scene.page.subtree
        checkSelections(widgets)
        checkTyping(widgets)
        remember(widgets)
    }

    /// After a controller's step (see `ControllerFuzzTests.swift`): the same checks as after an event.
    func afterControllerStep() {
        stepCount += 1
        let widgets = scene.page.subtree
        checkTyping(widgets)
        remember(widgets)
    }

    /// The on-screen keyboard shows only for the engaged widget, and a form's text rows hold their fields' text.
    private func checkTyping(_ widgets: [Widget]) {
        let page = scene.page
        if let keyboard = page.onScreenKeyboard, keyboard.target == nil || keyboard.target !== page.engagedWidget {
            problem("the on-screen keyboard shows for \(keyboard.target?.id ?? "nothing"), not the engaged widget")
        }
        for case let form as FormTable in widgets {
            for row in form.rows {
                guard let field = row.textField else { continue }
                if form.fields[row.field].text != field.text {
                    problem("\(row.key) holds '\(form.fields[row.field].text ?? "nil")', its field '\(field.text)'")
                }
            }
        }
    }

    var needsFrame: Bool { scene.needsFrame }
    var damage: DamageRegion { scene.damage }
    func draw(in canvas: Canvas) { scene.draw(in: canvas) }
    var backgroundColor: Color { scene.backgroundColor }
    var textInputRect: Rect? { scene.textInputRect }
    var hasKeyboardFocus: Bool { scene.hasKeyboardFocus }
    func moveKeyboardFocus(forward: Bool, wrapping: Bool) -> Bool { scene.moveKeyboardFocus(forward: forward, wrapping: wrapping) }
    func resignKeyboardFocus() { scene.resignKeyboardFocus() }

    private func problem(_ text: String) {
        if problems.count < 50 { problems.append("\(scene.pageName.rawValue): \(text)") }
    }

    // MARK: - What each widget holds

    private static func values(of widget: Widget) -> [String: String]? {
        switch widget {
        case let picker as DatePicker:
            return ["value": picker.datePickerMode == .countDownTimer ? "\(picker.countDownDuration)" : "\(picker.date.timeIntervalSince1970)"]
        case let picker as WheelPicker:
            return Dictionary(uniqueKeysWithValues: (0..<picker.numberOfComponents).map { ("c\($0)", "\(picker.selectedRow(inComponent: $0) ?? -1)") })
        case let picker as MiniPicker:
            return Dictionary(uniqueKeysWithValues: (0..<picker.numberOfComponents).map { ("c\($0)", "\(picker.selectedRow(inComponent: $0) ?? -1)") })
        case let picker as CalendarPicker:
            return ["selection": selectionKey(picker.selection)]
        case let form as FormTable:
            return Dictionary(uniqueKeysWithValues: form.fields.map { ($0.key, fieldKey($0.value)) })
        case let field as TextField:
            return ["value": field.text]
        default:
            return nil
        }
    }

    /// A field's value as text (`Date`'s description gives up on years past 9999 on Linux).
    static func fieldKey(_ value: FormField.Value) -> String {
        switch value {
        case .text(let text): "text \(text)"
        case .date(let date): "date \(date.map { "\($0.timeIntervalSince1970)" } ?? "none")"
        }
    }

    /// A selection as text; a range waiting for its end differs from the same days as a whole range (a
    /// second tap on a range's start day ends it there, a change `CalendarSelection` reports).
    private static func selectionKey(_ selection: CalendarSelection) -> String {
        "\(selection.mode.rawValue) " + selection.sortedDates.map { "\($0.timeIntervalSince1970)" }.joined(separator: ",")
            + (selection.isAwaitingRangeEnd ? " awaiting its end" : "")
    }

    private func remember(_ widgets: [Widget]? = nil) {
        known.removeAll(keepingCapacity: true)
        for widget in widgets ?? scene.page.subtree {
            if let values = Self.values(of: widget) { known[ObjectIdentifier(widget)] = values }
        }
    }

    /// Every picker's selection is a row it has.
    private func checkSelections(_ widgets: [Widget]) {
        for widget in widgets {
            if let picker = widget as? MiniPicker {
                for c in 0..<picker.numberOfComponents where picker.numberOfRows(inComponent: c) > 0 {
                    let row = picker.selectedRow(inComponent: c) ?? -1
                    if !(0..<picker.numberOfRows(inComponent: c)).contains(row) { problem("\(picker.id)[\(c)] selects row \(row)") }
                }
            } else if let picker = widget as? WheelPicker {
                for c in 0..<picker.numberOfComponents where picker.numberOfRows(inComponent: c) > 0 {
                    let row = picker.selectedRow(inComponent: c) ?? -1
                    if !(0..<picker.numberOfRows(inComponent: c)).contains(row) { problem("\(picker.id)[\(c)] selects row \(row)") }
                }
            }
        }
    }

    // MARK: - Checking a reported change

    /// The change's value under `key` must differ from what the widget held before this step.
    private func expectNew(_ widget: Widget, key: String, value: String, _ change: ValueChange) {
        let id = ObjectIdentifier(widget)
        if known[id]?[key] == value { problem("an event for a value that did not change (\(key) was \(value)): \(change.jsonValue.serialized())") }
        known[id, default: [:]][key] = value
    }

    private func check(_ change: ValueChange) {
        changeCount += 1
        let text = change.jsonValue.serialized()
        guard let widget = scene.page.subtree.first(where: { $0.id == change.widget }) else {
            problem("an event from a widget that is not on the page: \(text)")
            return
        }
        switch widget {
        case let picker as DatePicker: checkDatePicker(picker, change)
        case let picker as WheelPicker:
            checkRow(change, rows: picker.numberOfRows(inComponent:), title: picker.title(forRow:inComponent:), widget: picker)
        case let picker as MiniPicker:
            checkRow(change, rows: picker.numberOfRows(inComponent:), title: picker.title(forRow:inComponent:), widget: picker)
        case let picker as CalendarPicker: checkCalendar(picker, change)
        case let form as FormTable: checkForm(form, change)
        case let field as TextField:
            typedChangeCount += 1
            if change["value"] != .string(field.text) { problem("the text reported is not the field's: \(text)") }
            if field.text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                problem("a control character in a text field: \(text)")
            }
            expectNew(field, key: "value", value: field.text, change)
        default:
            problem("an event from an unexpected kind of widget: \(text)")
        }
    }

    private func checkRow(_ change: ValueChange, rows: (Int) -> Int, title: (Int, Int) -> String?, widget: Widget) {
        let text = change.jsonValue.serialized()
        guard case .int(let component)? = change["component"], case .int(let row)? = change["row"] else {
            problem("no component and row: \(text)")
            return
        }
        guard (0..<rows(component)).contains(row) else {
            problem("row out of range: \(text)")
            return
        }
        if change["value"] != title(row, component).map(JSONValue.string) ?? .null {
            problem("the value is not row \(row)'s title '\(title(row, component) ?? "nil")': \(text)")
        }
        expectNew(widget, key: "c\(component)", value: "\(row)", change)
    }

    private func checkDatePicker(_ picker: DatePicker, _ change: ValueChange) {
        let text = change.jsonValue.serialized()
        let model = picker.model
        if change["rows"] != .array(model.selectedRows.map(JSONValue.int)) { problem("rows are not the wheels': \(text)") }
        if change["value"] != .string(model.formattedValue()) { problem("value is not the committed value's text: \(text)") }
        if model.mode == .countDownTimer {
            let duration = model.countDownDuration
            if change["duration"] != .double(duration) { problem("duration is not the committed one: \(text)") }
            if duration < 60 || duration > 86_340 { problem("a duration outside one minute ... 23 h 59 min: \(text)") }
            expectNew(picker, key: "value", value: "\(duration)", change)
            return
        }
        let date = model.date
        if change["date"] != .string(date.iso8601Text(in: model.timeZone)) { problem("date is not the committed one: \(text)") }
        if let minimum = model.minimumDate, date < minimum { problem("a date before the minimum: \(text)") }
        if let maximum = model.maximumDate, date > maximum { problem("a date after the maximum: \(text)") }
        switch change["scrolledBack"] {
        case .string("minimum")?:
            if let minimum = model.minimumDate, model.rows(for: minimum) != model.selectedRows {
                problem("scrolledBack minimum with a date that is not the minimum: \(text)")
            }
        case .string("maximum")?:
            if let maximum = model.maximumDate, model.rows(for: maximum) != model.selectedRows {
                problem("scrolledBack maximum with a date that is not the maximum: \(text)")
            }
        default:
            break
        }
        expectNew(picker, key: "value", value: "\(date.timeIntervalSince1970)", change)
    }

    private func checkCalendar(_ picker: CalendarPicker, _ change: ValueChange) {
        let text = change.jsonValue.serialized()
        let selection = picker.selection
        if change["mode"] != .string(selection.mode.rawValue) { problem("mode is not the calendar's: \(text)") }
        let (_, keys) = CalendarDayFormat.fields(of: selection, calendar: picker.calendar)
        for (key, value) in keys where change[key] != value { problem("\(key) is not the selection's: \(text)") }
        for day in selection.sortedDates where !picker.grid.rules.isEnabled(day, calendar: picker.calendar) {
            problem("a day that cannot be chosen is selected: \(text)")
        }
        expectNew(picker, key: "selection", value: Self.selectionKey(selection), change)
    }

    private func checkForm(_ form: FormTable, _ change: ValueChange) {
        let text = change.jsonValue.serialized()
        guard case .string(let key)? = change["field"], let index = form.field(forKey: key) else {
            problem("a form event for no field: \(text)")
            return
        }
        let field = form.fields[index]
        switch field.value {
        case .text(let value):
            if change["value"] != .string(value) { problem("value is not the field's text: \(text)") }
        case .date(let date):
            if let date, let earlier = field.notBeforeField.flatMap(form.field(forKey:)), let start = form.fields[earlier].date, date < start {
                problem("\(key) is before \(form.fields[earlier].key): \(text)")
            }
        }
        expectNew(form, key: key, value: Self.fieldKey(field.value), change)
    }
}

extension SDLTests {
    @Suite struct PageFuzz {
        init() throws { _ = try SDLTests.library() }

        static var stepsPerPage: Int { ProcessInfo.processInfo.environment["PICKER_FUZZ_STEPS"].flatMap(Int.init) ?? 4000 }
        static var baseSeed: UInt64 { ProcessInfo.processInfo.environment["PICKER_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x16_F0A2 }

        @Test(arguments: PageName.allCases)
        func randomInputReportsOnlyConsistentValues(page: PageName) throws {
            let fuzzed = try FuzzedPage(page)
            let targets = fuzzed.scene.page.subtree.filter { $0.acceptsPointer && $0.frame.width > 0 }.map(\.frame)
            let seed = Self.baseSeed &+ UInt64(PageName.allCases.firstIndex(of: page) ?? 0)
            var generator = FuzzScriptGenerator(rng: SplitMix64(seed: seed), targets: targets, size: FuzzedPage.size)
            let script = generator.script(steps: Self.stepsPerPage)
            let checked = try fuzzed.replayChecked(script)
            let summary = "seed \(seed), \(Self.stepsPerPage) steps at \(script.framesPerSecond) fps, \(checked.changeCount) events"
            print("fuzz \(page.rawValue): \(summary), \(checked.problems.count) problems")
            for problem in checked.problems { Issue.record("\(problem) (\(summary))") }
            // A run that reports nothing has tested nothing (the overview's buttons open other pages).
            #expect(checked.changeCount > 0, "no value changed: \(summary)")
        }
    }
}

/// A demo page on 2026-11-21 drawn offscreen at 800 x 600 points, for a fuzz run.
struct FuzzedPage {
    static let size = Size(width: 800, height: 600)
    let renderer: OffscreenRenderer
    let scene: DemoScene

    init(_ page: PageName, showsToolbar: Bool = true) throws {
        renderer = try OffscreenRenderer(pixelWidth: 800, pixelHeight: 600, pixelsPerPoint: 1)
        scene = try DemoScene(
            page: page, options: PageOptions(today: DateComponents(year: 2026, month: 11, day: 21), showsToolbar: showsToolbar),
            textMeasurer: renderer.textMeasurer)
        scene.layout(size: Self.size)
    }

    /// Replays `script` frame by frame, every reported value checked.
    func replayChecked(_ script: InputScript) throws -> CheckedScene {
        let checked = CheckedScene(scene: scene)
        try OffscreenReplay(renderer: renderer, scene: checked).run(script)
        return checked
    }
}
