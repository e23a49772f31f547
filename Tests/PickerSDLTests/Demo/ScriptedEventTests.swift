import Foundation
import PickerDemoKit
import PickerInspection
import PickerKit
import Testing

/// Replays `script` on `page` offscreen, as `picker-demo --page … --script … --screenshot … --log-events`
/// does, and returns the value changes it logs.
func loggedEvents(page: PageName, script text: String, today: DateComponents = DateComponents(year: 2026, month: 11, day: 21)) throws -> [ValueChange] {
    let renderer = try OffscreenRenderer(pixelWidth: 800, pixelHeight: 600, pixelsPerPoint: 1)
    let scene = try DemoScene(page: page, options: PageOptions(today: today), textMeasurer: renderer.textMeasurer)
    var changes: [ValueChange] = []
    scene.onValueChanged = { changes.append(ValueChange($0)) }
    try OffscreenReplay(renderer: renderer, scene: scene).run(try InputScript(parsing: text))
    return changes
}

extension SDLTests {
    /// The reproductions of issue 16's bugs, replayed offscreen with their events logged.
    @Suite struct ScriptedEvents {
        init() throws { _ = try SDLTests.library() }

        /// A wheel notch on the day wheel scrolls it below 16 December 1773 (a scroll-back to the minimum);
        /// a notch the other way while that scroll-back runs lands on 17 December, which is reported
        /// without a scroll-back reason.
        @Test func aNotchDuringAScrollBackIsNotReportedAsScrolledBack() throws {
            let changes = try loggedEvents(page: .datepicker, script: """
                0 wheel 0 1 250 280
                0.5 wheel 0 -1 250 280
                2 end
                """)
            let independence = changes.filter { $0.widget == "independence" }
            let last = try #require(independence.last, "no event from the Independence Day picker")
            if case .string(let date)? = last["date"] { #expect(date.hasPrefix("1773-12-17"), "\(date)") }
            #expect(last["scrolledBack"] == nil, "\(last.jsonValue.serialized())")
        }

        /// A year wheel turned past 1776 during a scroll-back to the minimum lands on the maximum: the
        /// event names the maximum, the adjustment that produced 4 July 1776.
        @Test func aScrollBackInterruptedTowardsTheOtherLimitNamesThatLimit() throws {
            let changes = try loggedEvents(page: .datepicker, script: """
                0 wheel 0 1 136 280
                0.5 wheel 0 -3 333 280
                2 end
                """)
            let independence = changes.filter { $0.widget == "independence" }
            let last = try #require(independence.last, "no event from the Independence Day picker")
            #expect(last["date"] == .string("1776-07-04T12:00:00-05:00"), "\(last.jsonValue.serialized())")
            #expect(last["scrolledBack"] == .string("maximum"), "\(last.jsonValue.serialized())")
            for change in independence where change["scrolledBack"] == .string("minimum") {
                #expect(change["date"] == .string("1773-12-16T12:00:00-05:00"), "\(change.jsonValue.serialized())")
            }
        }

        /// A finger on the month segment's right chevron, the grid scrolled back to October by the wheel
        /// (the header follows it with a programmatic `selectRow`), then that finger drags the ribbon from
        /// where it was (between November and October) a little less than one month on: the drag is the
        /// user's and is reported, November measured from the header's October.
        @Test func aDragAfterAProgrammaticSelectionIsReported() throws {
            let changes = try loggedEvents(page: .calendar, script: """
                0 touch-down 1 478 98
                0.1 wheel 0 1 288 276
                0.2 touch-move 1 470 98
                0.6 touch-move 1 300 98
                1.7 touch-up 1 300 98
                10 end
                """)
            let header = changes.filter { $0.kind == "MiniPicker" }
            #expect(header.map { $0["value"] } == [.string("November")], "\(changes.map { $0.jsonValue.serialized() })")
        }

        /// The same drag without the wheel notch: the reference behaviour.
        @Test func theSameDragAloneIsReported() throws {
            let changes = try loggedEvents(page: .calendar, script: """
                0 touch-down 1 478 98
                0.2 touch-move 1 470 98
                0.6 touch-move 1 300 98
                1.7 touch-up 1 300 98
                10 end
                """)
            #expect(changes.contains { $0.kind == "MiniPicker" })
        }
    }
}
