import Foundation
import PickerCore
import PickerWidgets
import Testing
@testable import PickerATSPI

/// What the screen reader is told under brisk input: a batch of events at most every 150 ms, coalesced while
/// it waits, always for the latest focus and value, and the last of them sent once the pace allows; calm
/// input is told at once.
@Suite struct ATSPIEventPaceTests {
    /// The fixture with its root's events kept by the handler, paced as the bridge paces them.
    private func paced() throws -> CalendarFixture {
        let f = try CalendarFixture()
        f.handler.eventInterval = 0.15
        f.root.onAccessibilityEvent = { [unowned handler = f.handler] in handler.enqueue($0, inPanel: 0) }
        return f
    }

    /// Presses `key` 10 ms after the last input.
    private func press(_ key: Key, _ f: CalendarFixture) {
        f.now += 0.01
        _ = f.root.handle(.key(KeyEvent(key: key, modifiers: [], time: f.now)))
        f.root.tick(now: f.now)
    }

    /// The signals the bridge would send now, after an input.
    private func take(_ f: CalendarFixture) -> [DBusSignal] { f.handler.takeSignals(at: f.now, announcingFocusedValue: true) }

    /// The paths that gain the focus in `signals` (`object:state-changed:focused` to 1).
    private func focused(_ signals: [DBusSignal]) -> [String] {
        signals.filter { $0.member == "StateChanged" && $0.arguments.prefix(2) == [.string("focused"), .int32(1)] }.map(\.path)
    }

    /// The values announced in `signals`.
    private func values(_ signals: [DBusSignal]) -> [Double] {
        signals.compactMap {
            guard $0.member == "PropertyChange", $0.arguments.first == .string("accessible-value"),
                case .variant(.double(let value)) = $0.arguments[3]
            else { return nil }
            return value
        }
    }

    /// The path of the day `offset` days after November 1, 2026.
    private func day(_ offset: Int, _ f: CalendarFixture) throws -> String {
        let calendar = f.calendar.grid.calendar
        let first = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 1)))
        let date = try #require(calendar.date(byAdding: .day, value: offset, to: first))
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return CalendarFixture.path(String(format: "calendar.day.%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0))
    }

    @Test func movesTenMillisecondsApartAreAnnouncedAtMostOncePerIntervalAlwaysTheLatestAndTheLastOnceThePaceAllows() throws {
        let f = try paced()
        #expect(f.root.focusCandidate("calendar.grid"))
        f.now = 10
        #expect(focused(take(f)) == [try day(0, f)])
        var sendTimes = [f.now]
        f.now += 0.005  // the keys fall between the times a batch may go
        for count in 1...62 {
            press(.right, f)
            let moves = focused(take(f))
            // Each focus told is the day the focus is on now, never one it has left.
            #expect(moves.count <= 1)
            if let move = moves.first {
                #expect(move == (try day(count, f)))
                sendTimes.append(f.now)
            }
        }
        for (earlier, later) in zip(sendTimes, sendTimes.dropFirst()) { #expect(later - earlier >= 0.15) }
        #expect(sendTimes.count >= 4)  // 0.62 s of moves are told as they go, not only at the end
        // The last move is told once the pace allows, and then nothing waits.
        let due = try #require(f.handler.nextSendTime)
        #expect(due > f.now)
        #expect(f.handler.takeSignals(at: due - 0.01).isEmpty)
        #expect(focused(f.handler.takeSignals(at: due)) == [try day(62, f)])
        #expect(f.handler.nextSendTime == nil)
    }

    @Test func stepsTenMillisecondsApartEndOnTheValueTheSpinHas() throws {
        let f = try paced()
        let year = CalendarFixture.path("calendar.year")
        #expect(f.root.focusCandidate("calendar.header"))
        f.now = 10
        #expect(focused(take(f)) == [year])
        var sendTimes = [f.now]
        f.now += 0.005
        for _ in 1...20 {
            press(.down, f)
            if !values(take(f)).isEmpty { sendTimes.append(f.now) }
        }
        for (earlier, later) in zip(sendTimes, sendTimes.dropFirst()) { #expect(later - earlier >= 0.15) }
        #expect(sendTimes.count == 2)
        let due = try #require(f.handler.nextSendTime)
        let last = values(f.handler.takeSignals(at: due))
        #expect(last == [try #require(f.handler.tree?[year]?.node.valueRange?.current)])
        #expect(f.property(year, "org.a11y.atspi.Value", "Text") == .string("2046"))
        // The spin settles on the value told: nothing more.
        f.settle()
        #expect(values(f.handler.takeSignals(at: f.now)).isEmpty)
    }

    @Test func aCalmKeyAfterAQuietSecondIsAnnouncedAtOnce() throws {
        let f = try paced()
        #expect(f.root.focusCandidate("calendar.grid"))
        f.now = 10
        _ = take(f)
        press(.right, f)
        #expect(take(f).isEmpty)  // 10 ms after the last batch: held back
        _ = f.handler.takeSignals(at: try #require(f.handler.nextSendTime))
        f.now += 1
        press(.right, f)
        #expect(focused(take(f)) == [try day(2, f)])
        #expect(f.handler.nextSendTime == nil)
    }

    @Test func aFocusThatComesBackToTheDayAnnouncedSaysNothing() throws {
        let f = try paced()
        #expect(f.root.focusCandidate("calendar.grid"))
        f.now = 10
        #expect(focused(take(f)) == [try day(0, f)])
        press(.right, f)
        _ = take(f)
        press(.left, f)
        _ = take(f)
        let signals = f.handler.takeSignals(at: try #require(f.handler.nextSendTime))
        #expect(signals.filter { $0.member == "StateChanged" && $0.arguments.first == .string("focused") }.isEmpty)
        #expect(f.handler.focusedPath == (try day(0, f)))
    }
}
