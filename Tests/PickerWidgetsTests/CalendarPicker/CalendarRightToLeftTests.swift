import Foundation
import PickerCore
@testable import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The calendar picker in right-to-left locales: mirrored columns, week numbers, range bands, header,
/// drag, arrow keys and wheel, and numbers in the locale's digits.
@Suite struct CalendarRightToLeftTests {
    /// The frames of the displayed month's cells by ISO date.
    private func cells(_ h: CalendarHarness) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for node in h.picker.grid.layoutParts {
            if case .string(let iso)? = node.extra.first(where: { $0.0 == "date" })?.1 { frames[iso] = node.frame }
        }
        return frames
    }

    @Test(arguments: ["ar_EG", "he_IL", "fa_IR", "ur_PK"])
    func theLocaleMirrorsThePickerAndItsParts(locale: String) throws {
        let h = try CalendarHarness(locale: locale)
        #expect(h.picker.effectiveLayoutDirection == .rightToLeft)
        #expect(h.picker.header.effectiveLayoutDirection == .rightToLeft)
        #expect(h.picker.grid.effectiveLayoutDirection == .rightToLeft)
        #expect(try CalendarHarness(locale: "en_US").picker.grid.effectiveLayoutDirection == .leftToRight)
    }

    @Test(arguments: ["ar_EG", "he_IL"])
    func dayCellsRunFromTheRight(locale: String) throws {
        let h = try CalendarHarness(locale: locale)
        let nodes = h.picker.grid.layoutParts
        #expect(nodes.count == 42)
        let grid = h.picker.grid.frame
        for week in 0..<6 {
            let xs = (0..<7).map { nodes[week * 7 + $0].frame.minX }
            #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 > $1 }, "week \(week): \(xs)")
            // The first weekday's cell touches the grid's right edge; the last one its left edge.
            #expect(abs(nodes[week * 7].frame.maxX - grid.maxX) < 0.001)
            #expect(abs(nodes[week * 7 + 6].frame.minX - grid.minX) < 0.001)
        }
        // The weekday names are drawn over their columns: the first weekday's name rightmost.
        let canvas = h.draw()
        let symbols = h.picker.grid.weekdaySymbols
        let origins = symbols.map { symbol in canvas.textsWithClips.first { $0.text == symbol }?.origin.x ?? .nan }
        #expect(zip(origins, origins.dropFirst()).allSatisfy { $0 > $1 }, "\(origins)")
    }

    @Test func englishCellsStillRunFromTheLeft() throws {
        let nodes = try CalendarHarness(locale: "en_US").picker.grid.layoutParts
        let xs = (0..<7).map { nodes[$0].frame.minX }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func clickingAMirroredCellChoosesItsDay() throws {
        let h = try CalendarHarness(locale: "ar_EG")
        for (t, iso) in [(0.0, "2026-11-16"), (2.0, "2026-11-01"), (4.0, "2026-11-27")] {
            h.click(iso, at: t)
            #expect(h.selectedDays == [iso])
        }
    }

    @Test func weekNumbersAreOnTheRight() throws {
        let h = try CalendarHarness(locale: "he_IL")
        h.picker.showsWeekNumbers = true
        let grid = h.picker.grid
        #expect(grid.daysArea.minX == grid.frame.minX)
        #expect(abs(grid.daysArea.maxX - (grid.frame.maxX - CalendarGrid.weekNumberWidth)) < 0.001)
        let rightmostCell = cells(h).values.map(\.maxX).max() ?? .infinity
        let weeks = grid.grid(forRow: grid.months.targetRow).weeks.map { grid.numbers.string($0.weekNumber) }
        #expect(weeks.count == 6)
        let drawn = h.draw().textsWithClips.filter { weeks.contains($0.text) && $0.origin.x > grid.frame.minX }
        #expect(drawn.count >= 6)
        #expect(drawn.allSatisfy { $0.origin.x >= rightmostCell })
    }

    /// The translucent range band's rectangles, left to right by row.
    private func bands(_ h: CalendarHarness) -> [Rect] {
        let band = Theme.light.accent.multiplyingAlpha(by: 0.2)
        return h.draw().commands.compactMap { command in
            if case .fillRoundedRect(let rect, _, let color) = command, color == band { return rect }
            return nil
        }
    }

    @Test func rangeBandsRunRightToLeft() throws {
        // he_IL weeks start on Sunday: 2026-11-10 is a Tuesday, the 12th a Thursday, the 14th a Saturday.
        let h = try CalendarHarness(locale: "he_IL", mode: .range)
        h.click("2026-11-10", at: 0)
        h.click("2026-11-12", at: 2, modifiers: .shift)
        let frames = cells(h)
        let within = bands(h)
        #expect(within.count == 1)
        #expect(abs(within[0].minX - frames["2026-11-12"]!.midX) < 0.001)
        #expect(abs(within[0].maxX - frames["2026-11-10"]!.midX) < 0.001)

        // Across a week's end the band goes on to the left edge of the week's last day (Saturday).
        h.click("2026-11-18", at: 4, modifiers: .shift)
        let across = bands(h).sorted { $0.minY < $1.minY }
        #expect(across.count == 2)
        #expect(abs(across[0].minX - frames["2026-11-14"]!.minX) < 0.001)
        #expect(abs(across[0].maxX - frames["2026-11-10"]!.midX) < 0.001)
        #expect(abs(across[1].minX - frames["2026-11-18"]!.midX) < 0.001)
        #expect(abs(across[1].maxX - frames["2026-11-15"]!.maxX) < 0.001)
    }

    @Test func theHeaderPutsTheYearOnTheRight() throws {
        let rtl = try CalendarHarness(locale: "ar_EG").picker.header
        let year = try #require(rtl.frame(ofComponent: CalendarHeader.yearComponent))
        let month = try #require(rtl.frame(ofComponent: CalendarHeader.monthComponent))
        #expect(year.minX > month.maxX)
        #expect(abs(year.maxX - rtl.frame.maxX) < 0.001)
        let ltr = try CalendarHarness(locale: "en_US").picker.header
        #expect(try #require(ltr.frame(ofComponent: CalendarHeader.yearComponent)).maxX
            < (try #require(ltr.frame(ofComponent: CalendarHeader.monthComponent))).minX)
    }

    @Test func draggingRightGoesToTheNextMonth() throws {
        let h = try CalendarHarness(locale: "ar_EG")
        h.slide(by: 230, at: 0)
        #expect(h.shownMonth == "2026-12")
        #expect(h.header == (2026, 12))
        h.slide(by: -230, at: 5)
        h.slide(by: -230, at: 10)
        #expect(h.shownMonth == "2026-10")
        // English is unchanged: a drag to the right shows the previous month.
        let en = try CalendarHarness(locale: "en_US")
        en.slide(by: 230, at: 0)
        #expect(en.shownMonth == "2026-10")
    }

    @Test func theNextMonthSlidesInFromTheLeft() throws {
        let h = try CalendarHarness(locale: "ar_EG")
        let y = 300.0
        h.down(200, y, at: 0)
        h.move(230, y, at: 0.1)
        h.move(260, y, at: 0.2)
        // Mid-drag to the right, November moves right and December shows on its left.
        let grid = h.picker.grid
        let visible = grid.visibleMonths()
        let november = try #require(visible.first { $0.offset > 0 })
        let december = try #require(visible.first { $0.offset < 0 })
        #expect(CalendarDayFormat.month(grid.monthStart(ofRow: november.row), calendar: h.calendar) == "2026-11")
        #expect(CalendarDayFormat.month(grid.monthStart(ofRow: december.row), calendar: h.calendar) == "2026-12")
        #expect(abs(november.offset - 60) < 0.001)
        h.up(260, y, at: 0.5)
        h.run(until: 3)
    }

    @Test func leftArrowGoesToTheNextDay() throws {
        let h = try CalendarHarness(locale: "ar_EG")
        h.root.setFocus(h.picker.grid)
        let start = CalendarDayFormat.day(h.picker.grid.focusedDay, calendar: h.calendar)
        #expect(start == "2026-11-01")
        h.press(.left, at: 0)
        #expect(CalendarDayFormat.day(h.picker.grid.focusedDay, calendar: h.calendar) == "2026-11-02")
        h.press(.right, at: 2)
        h.press(.right, at: 4)
        #expect(CalendarDayFormat.day(h.picker.grid.focusedDay, calendar: h.calendar) == "2026-10-31")
        #expect(h.shownMonth == "2026-10")
        // Up and Down are weeks, as ever.
        h.press(.down, at: 6)
        #expect(CalendarDayFormat.day(h.picker.grid.focusedDay, calendar: h.calendar) == "2026-11-07")
    }

    @Test func aHorizontalWheelToTheLeftGoesForward() throws {
        let h = try CalendarHarness(locale: "ar_EG")
        h.send(.scroll(ScrollEvent(location: Point(x: 200, y: 300), deltaX: -1, deltaY: 0, time: 0)))
        h.run(until: 2)
        #expect(h.shownMonth == "2026-12")
        h.wheel(200, 300, notches: 1, at: 3)  // turned away from the user: back, in every direction
        h.run(until: 5)
        #expect(h.shownMonth == "2026-11")
    }

    @Test func anExplicitDirectionOverridesTheLocale() throws {
        let h = try CalendarHarness(locale: "ar_EG")
        h.picker.layoutDirection = .leftToRight
        #expect(h.picker.grid.effectiveLayoutDirection == .leftToRight)
        let year = try #require(h.picker.header.frame(ofComponent: CalendarHeader.yearComponent))
        #expect(abs(year.minX - h.picker.frame.minX) < 0.001)
        let nodes = h.picker.grid.layoutParts
        #expect(nodes[0].frame.minX < nodes[1].frame.minX)
        h.slide(by: 230, at: 0)
        #expect(h.shownMonth == "2026-10")
        // And an English calendar can be forced right to left.
        let en = try CalendarHarness(locale: "en_US")
        en.picker.layoutDirection = .rightToLeft
        #expect(en.picker.grid.layoutParts[0].frame.minX > en.picker.grid.layoutParts[1].frame.minX)
    }

    @Test func changingTheDirectionMidSlideCancelsTheSlide() throws {
        let h = try CalendarHarness(locale: "en_US")
        h.down(220, 300, at: 0)
        h.move(260, 300, at: 0.1)
        h.picker.layoutDirection = .rightToLeft
        h.move(400, 300, at: 0.2)
        h.up(400, 300, at: 0.3)
        h.run(until: 2)
        #expect(h.shownMonth == "2026-11")
        #expect(!h.picker.isAnimating)
        #expect(h.changes.isEmpty)
    }

    @Test func numbersUseTheLocalesDigits() throws {
        let ar = try CalendarHarness(locale: "ar_EG")
        ar.picker.showsWeekNumbers = true
        let texts = Set(ar.draw().texts)
        #expect(texts.contains("٢١"))
        #expect(texts.contains("٢٠٢٦"))
        #expect(texts.contains("٤٧"))  // the ISO week of 2026-11-16
        #expect(!texts.contains("21") && !texts.contains("2026"))
        #expect(ar.picker.header.title(forRow: 2026 - ar.picker.header.years.lowerBound, inComponent: CalendarHeader.yearComponent) == "٢٠٢٦")

        let fa = Set(try CalendarHarness(locale: "fa_IR").draw().texts)
        #expect(fa.contains("۲۱"))

        let en = try CalendarHarness(locale: "en_US")
        en.picker.showsWeekNumbers = true
        let english = Set(en.draw().texts)
        #expect(english.contains("21") && english.contains("2026") && english.contains("47"))
    }

    @Test func theLayoutDumpGivesDirectionAndText() throws {
        let ar = try CalendarHarness(locale: "ar_EG").picker.layoutNode()
        let day = try #require(ar.node(withID: "calendar.day.2026-11-16"))
        #expect(day.extra.contains { $0.0 == "direction" && $0.1 == .string("rightToLeft") })
        #expect(day.extra.contains { $0.0 == "text" && $0.1 == .string("١٦") })
        #expect(day.value == .int(16))
        #expect(ar.extra.contains { $0.0 == "direction" && $0.1 == .string("rightToLeft") })
        let year = try #require(ar.node(withID: "calendar.year"))
        #expect(year.extra.contains { $0.0 == "text" && $0.1 == .string("٢٠٢٦") })

        let en = try CalendarHarness(locale: "en_US").picker.layoutNode()
        let english = try #require(en.node(withID: "calendar.day.2026-11-16"))
        #expect(!english.extra.contains { $0.0 == "direction" })
        #expect(english.extra.contains { $0.0 == "text" && $0.1 == .string("16") })
        #expect(!en.extra.contains { $0.0 == "direction" })
    }

    @Test func weekdayNamesTooWideForTheirColumnsBecomeTheVeryShortOnes() throws {
        // fa_IR's short names are whole words ("چهارشنبه"): over 45-point columns the grid draws "چ".
        let persian = try CalendarHarness(locale: "fa_IR")
        let grid = persian.picker.grid
        #expect(grid.shownWeekdaySymbols == grid.narrowWeekdaySymbols)
        #expect(grid.shownWeekdaySymbols.allSatisfy { $0.count == 1 })
        let drawn = Set(persian.draw().textsWithClips.map(\.text))
        #expect(grid.narrowWeekdaySymbols.allSatisfy(drawn.contains))
        #expect(!drawn.contains("چهارشنبه"))
        // Short names that fit stay.
        let english = try CalendarHarness(locale: "en_US").picker.grid
        #expect(english.shownWeekdaySymbols == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    }
}
