import Foundation
import PickerCore
import PickerDemoKit
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The demo's toolbar and overview driven through the scene as the window host drives it, with no SDL:
/// the theme, locale and scale switches apply live (by a click on a switch or its shortcut), the overview's
/// cards open their pages and the back button and Escape return, and the overview's columns, scrolling
/// and cards follow the window and the form.
@Suite("Demo toolbar and overview")
struct DemoToolbarTests {
    final class Driver {
        let scene: DemoScene
        var now = 0.0
        var scales: [Double] = []

        init(_ page: PageName, size: Size = Size(width: 800, height: 600)) throws {
            scene = try DemoScene(
                page: page, options: PageOptions(today: DateComponents(year: 2026, month: 11, day: 21)),
                textMeasurer: FixedAdvanceTextMeasurer())
            scene.layout(size: size)
            scene.onScaleChange = { [unowned self] in self.scales.append($0) }
        }

        func frame(of id: String) throws -> Rect {
            try #require(scene.page.layoutNode().node(withID: id), "no \(id) on \(scene.pageName)").frame
        }
        func send(_ event: InputEvent) {
            now = max(now, event.time)
            scene.handle(event)
        }
        /// A click at (x, y), then frames for a second (a switch settles and reports).
        func click(_ x: Double, _ y: Double) {
            let point = Point(x: x, y: y)
            send(.pointerDown(PointerEvent(pointer: .mouse, location: point, time: now + 0.1)))
            send(.pointerUp(PointerEvent(pointer: .mouse, location: point, time: now + 0.05)))
            run(for: 1)
        }
        func click(_ id: String) throws {
            let f = try frame(of: id)
            click(f.midX, f.midY)
        }
        func key(_ key: Key, _ modifiers: KeyModifiers = []) {
            send(.key(KeyEvent(key: key, modifiers: modifiers, time: now + 0.05)))
            run(for: 0.5)
        }
        func run(for seconds: Double) {
            let end = now + seconds
            while now < end {
                now += 1.0 / 60
                scene.tick(now: now)
            }
        }
    }

    @Test func aClickOnTheThemeSwitchTurnsThePageDarkInPlace() throws {
        let driver = try Driver(.calendar)
        #expect(driver.scene.page.theme == .light)
        let theme = try driver.frame(of: "toolbar.theme")
        // The chevron on the trailing side steps to the next item: Dark.
        driver.click(theme.maxX - 8, theme.midY)
        #expect(driver.scene.options.theme == .dark)
        #expect(driver.scene.page.theme == .dark && driver.scene.page.backgroundColor == Theme.dark.windowBackground)
        #expect(driver.scene.pageName == .calendar)
        #expect(driver.scene.toolbar?.themeSwitch.selectedRow(inComponent: 0) == 1)
        driver.key(.character("t"), .control)
        #expect(driver.scene.options.theme == .light && driver.scene.page.theme == .light)
        #expect(driver.scene.toolbar?.themeSwitch.selectedRow(inComponent: 0) == 0, "the switch follows the shortcut")
    }

    @Test func aThemeChangeKeepsThePageAsItWas() throws {
        let driver = try Driver(.calendar)
        let page = try #require(driver.scene.page as? CalendarPage)
        let day = try driver.frame(of: "calendar.day.2026-11-12")
        driver.click(day.midX, day.midY)
        let selected = page.valuesText
        #expect(selected.contains("Nov 12"), "\(selected)")
        driver.key(.character("t"), .control)
        #expect(driver.scene.page === page, "the same page, not a new one")
        #expect(page.valuesText == selected)
        #expect(page.values.color == Theme.dark.secondaryText, "the read-out takes the dark theme's colour")
        // A locale change builds the page again, in the new language.
        driver.key(.character("l"), .control)
        #expect(driver.scene.page !== page && driver.scene.options.locale.identifier == "en_GB")
        #expect(driver.scene.page.theme == .dark, "the theme stays")
    }

    @Test func theLocaleShortcutsStepThroughTheListAndTheDirectionFollows() throws {
        let driver = try Driver(.minipicker)
        driver.key(.character("l"), .control)
        #expect(driver.scene.options.locale.identifier == "en_GB")
        driver.key(.character("l"), [.control, .shift])
        #expect(driver.scene.options.locale.identifier == "en_US")
        let page = try #require(driver.scene.page as? MiniPickerPage)
        #expect(page.month.title(forRow: 0, inComponent: 0) == "Jan")
        // Back through the list's end: fa_IR, ar_EG, he_IL.
        for _ in 0..<3 { driver.key(.character("l"), [.control, .shift]) }
        #expect(driver.scene.options.locale.identifier == "he_IL")
        #expect(driver.scene.page.effectiveLayoutDirection == .rightToLeft)
        let hebrew = try #require(driver.scene.page as? MiniPickerPage)
        #expect(hebrew.month.title(forRow: 0, inComponent: 0) != "Jan")
        // The toolbar mirrors too: the back button at the right, the switches at the left.
        #expect(try driver.frame(of: "toolbar.back").minX > driver.frame(of: "toolbar.theme").maxX)
        #expect(driver.scene.toolbar?.localeSwitch.selectedRow(inComponent: 0) == DemoToolbar.locales.firstIndex(of: "he_IL"))
    }

    /// The text size switch (issue 35): a click on its trailing chevron, Ctrl+= and Ctrl+- step through
    /// 100%, 125%, 150% and 200%, Ctrl+0 goes back to 100%; each builds the page again at that size.
    @Test func theTextSizeSwitchBuildsThePageAgainLarger() throws {
        let driver = try Driver(.calendar)
        let page = driver.scene.page
        let textSize = try driver.frame(of: "toolbar.textSize")
        driver.click(textSize.maxX - 8, textSize.midY)
        #expect(driver.scene.options.textSize == 1.25)
        #expect(driver.scene.page !== page && driver.scene.page.theme.bodyFont.size == 17 * 1.25)
        #expect(driver.scene.pageName == .calendar && driver.scene.options.themeName == .light)
        #expect(driver.scene.toolbar?.textSizeSwitch?.selectedRow(inComponent: 0) == 1)
        driver.key(.character("="), .control)
        driver.key(.character("="), .control)
        #expect(driver.scene.options.textSize == 2 && driver.scene.page.theme.wheelRowHeight == 68)
        driver.key(.character("="), .control)
        #expect(driver.scene.options.textSize == 2, "200% is the largest")
        driver.key(.character("-"), .control)
        #expect(driver.scene.options.textSize == 1.5)
        driver.key(.character("0"), .control)
        #expect(driver.scene.options.theme == .light)
        // The theme switch keeps the text size, and the text size keeps the theme.
        driver.key(.character("="), .control)
        driver.key(.character("t"), .control)
        #expect(driver.scene.options.theme == (try Theme.dark.withTextSize(1.25)))
    }

    /// The motion switch turns reduced motion on and off in place (the page keeps its state), by a click
    /// or Ctrl+M.
    @Test func theMotionSwitchReducesMotionInPlace() throws {
        let driver = try Driver(.wheel)
        let page = driver.scene.page
        let motion = try driver.frame(of: "toolbar.motion")
        driver.click(motion.maxX - 8, motion.midY)
        #expect(driver.scene.options.theme.prefersReducedMotion && page.theme.prefersReducedMotion)
        #expect(driver.scene.page === page, "the same page")
        #expect(driver.scene.toolbar?.motionSwitch?.selectedRow(inComponent: 0) == 1)
        driver.key(.character("m"), .control)
        #expect(!driver.scene.options.theme.prefersReducedMotion && driver.scene.options.theme == .light)
        #expect(driver.scene.toolbar?.motionSwitch?.selectedRow(inComponent: 0) == 0)
    }

    /// A controller works the text size switch as any other: focus it, engage it (A), turn it one row
    /// down, keep it (A).
    @Test func aControllerTurnsTheTextSizeSwitch() throws {
        let driver = try Driver(.minipicker)
        #expect(driver.scene.focusCandidate("toolbar.textSize"))
        let pad = ControllerID(1)
        func press(_ action: GamepadAction) {
            driver.now += 0.1
            _ = driver.scene.handle(action, controller: pad, time: driver.now)
        }
        // The first A may only show the focus ring; the next engages.
        press(.confirm)
        if driver.scene.page.engagedWidget == nil { press(.confirm) }
        #expect(driver.scene.page.engagedWidget?.id == "toolbar.textSize")
        press(.move(.down))
        driver.scene.releaseDirection(.down, controller: pad)
        driver.run(for: 1.5)
        #expect(driver.scene.options.textSize == 1.25)
        #expect(driver.scene.page.theme.bodyFont.size == 17 * 1.25)
    }

    /// The overview's toolbar has the text size and motion switches as every page's has; the shortcuts
    /// change the text size there too, and its cards grow.
    @Test func theOverviewTakesTheTextSizeByItsShortcut() throws {
        let driver = try Driver(.overview)
        #expect(driver.scene.toolbar?.textSizeSwitch != nil && driver.scene.toolbar?.motionSwitch != nil)
        let card = try driver.frame(of: "card.minipicker")
        driver.key(.character("="), .control)
        #expect(driver.scene.options.textSize == 1.25)
        #expect(try driver.frame(of: "card.minipicker").height > card.height)
    }

    @Test func theScaleSwitchAsksTheHostForTheNewScale() throws {
        let driver = try Driver(.wheel)
        driver.key(.character("2"), .control)
        #expect(driver.scales == [2] && driver.scene.options.scale == 2)
        #expect(driver.scene.toolbar?.scaleSwitch.selectedRow(inComponent: 0) == 1)
        driver.key(.character("2"), .control)
        #expect(driver.scales == [2], "no change, no request")
        let scale = try driver.frame(of: "toolbar.scale")
        driver.click(scale.minX + 8, scale.midY)
        #expect(driver.scales == [2, 1] && driver.scene.options.scale == 1)
    }

    @Test func withoutAHostThatCanChangeTheScaleTheSwitchGoesBack() throws {
        let driver = try Driver(.wheel)
        driver.scene.onScaleChange = nil
        driver.key(.character("2"), .control)
        #expect(driver.scene.options.scale == 1)
        driver.run(for: 1)
        #expect(driver.scene.toolbar?.scaleSwitch.selectedRow(inComponent: 0) == 0)
        #expect(driver.scene.toolbar?.settings.scale == 1)
    }

    @Test func cardsOpenTheirPagesAndTheBackButtonAndEscapeReturn() throws {
        let driver = try Driver(.overview)
        #expect(driver.scene.page.layoutNode().node(withID: "toolbar.back") == nil, "no back button on the overview")
        for page in PageName.allCases where page != .overview {
            try driver.click("open.\(page.rawValue)")
            #expect(driver.scene.pageName == page)
            if page == .form {
                driver.key(.escape)
            } else {
                try driver.click("toolbar.back")
            }
            #expect(driver.scene.pageName == .overview, "back from \(page)")
        }
    }

    @Test func theOverviewHasThreeTwoOrOneColumnsAndScrollsWhenNarrow() throws {
        let driver = try Driver(.overview, size: Size(width: 1280, height: 800))
        let cards = ["card.minipicker", "card.calendar", "card.wheel", "card.datepicker", "card.form"]
        func columns() throws -> Int { Set(try cards.map { try driver.frame(of: $0).minX }).count }
        #expect(try columns() == 3)
        driver.scene.layout(size: Size(width: 800, height: 600))
        #expect(try columns() == 2)
        driver.scene.layout(size: Size(width: 640, height: 480))
        #expect(try columns() == 1)
        // Every card is whole inside the content, one under another.
        let frames = try cards.map { try driver.frame(of: $0) }
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.maxY < b.minY) }
        // The wheel over the page's background (the scroll view, not a picker) scrolls the column.
        let before = try driver.frame(of: "card.calendar")
        let scroll = try driver.frame(of: "overview.scroll")
        driver.send(.scroll(ScrollEvent(location: Point(x: 20, y: scroll.midY), deltaX: 0, deltaY: -2, time: driver.now + 0.1)))
        #expect(try driver.frame(of: "card.calendar").minY == before.minY - 2 * 48)
        // Tab onto the form's first row: it scrolls into view.
        let page = driver.scene.page
        while !(page.focusedWidget?.id.hasPrefix("overview.form") ?? false) { driver.key(.tab) }
        let focused = try #require(page.focusedWidget)
        #expect(focused.frame.minY >= scroll.minY && focused.frame.maxY <= scroll.maxY, "\(focused.id) \(focused.frame) in \(scroll)")
    }

    @Test func theFormCardGrowsWhenADateRowOpens() throws {
        let driver = try Driver(.overview, size: Size(width: 1280, height: 800))
        let card = try driver.frame(of: "card.form")
        try driver.click("overview.form.startedWork")
        let overview = try #require(driver.scene.page as? OverviewPage)
        #expect(overview.form.openPickerField != nil)
        let grown = try driver.frame(of: "card.form")
        #expect(grown.height == card.height + overview.form.pickerRowHeight)
        #expect(try driver.frame(of: "overview.form").height == overview.form.contentHeight)
    }
}
