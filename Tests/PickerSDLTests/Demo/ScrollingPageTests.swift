import Foundation
import PickerCore
import PickerDemoKit
import Testing
@testable import PickerWidgets

/// Pages under large text scroll where they no longer fit the window (issue 35, WCAG 1.4.10 Reflow), by
/// real input: the mouse wheel in the page's margin, a drag on its background, and the keyboard focus
/// moving to a widget out of view. At 100% text no page scrolls.
extension SDLTests {
    @Suite struct ScrollingPages {
        init() throws { _ = try SDLTests.library() }

        static func scene(_ page: PageName, textSize: Double, size: Size) throws -> DemoScene {
            try DemoApplication.layoutScene(
                page: page, options: LayoutSweep.options(locale: "en_US", textSize: textSize), size: size, scale: 1)
        }

        @Test(arguments: PageName.allCases.filter { $0 != .overview })
        func noPageScrollsAt100Percent(page: PageName) throws {
            let scene = try Self.scene(page, textSize: 1, size: LayoutSweep.sizes[0])
            for size in LayoutSweep.sizes {
                scene.layout(size: size)
                let scrolling = try #require(scene.page as? ScrollingPage)
                #expect(scrolling.maximumOffset == 0, "\(page) at \(size)")
                #expect(!scrolling.acceptsPointer, "its background takes no press")
            }
        }

        @Test func theWheelInTheMarginAndADragOnTheBackgroundScrollTheCalendarPage() throws {
            let scene = try Self.scene(.calendar, textSize: 2, size: Size(width: 1280, height: 800))
            let page = try #require(scene.page as? ScrollingPage)
            #expect(page.maximumOffset > 90, "\(page.maximumOffset)")
            let title = try #require(page.subtree.first { $0.id == "title" })
            let titleTop = title.frame.minY
            // One notch down in the left margin: 48 points.
            #expect(scene.handle(.scroll(ScrollEvent(location: Point(x: 8, y: 700), deltaX: 0, deltaY: -1, time: 1))))
            #expect(page.contentOffset == 48 && title.frame.minY == titleTop - 48)
            // A drag up by 30 points on the background: 30 more.
            scene.handle(.pointerDown(PointerEvent(pointer: .mouse, location: Point(x: 8, y: 600), time: 2)))
            scene.handle(.pointerMoved(PointerEvent(pointer: .mouse, location: Point(x: 8, y: 570), time: 2.1)))
            scene.handle(.pointerUp(PointerEvent(pointer: .mouse, location: Point(x: 8, y: 570), time: 2.2)))
            #expect(page.contentOffset == 78)
            // The toolbar stays; under its band only it can be hit, not the content scrolled there.
            #expect(scene.toolbar?.frame.minY == 0)
            #expect(page.hitTest(Point(x: 8, y: 20)) == nil)
            // Far down: the offset stops at the end, where the hint shows whole.
            for i in 0..<40 { scene.handle(.scroll(ScrollEvent(location: Point(x: 8, y: 700), deltaX: 0, deltaY: -1, time: 3 + Double(i) * 0.01))) }
            #expect(page.contentOffset == page.maximumOffset)
            let hint = try #require(page.subtree.first { $0.id == "hint" })
            #expect(hint.frame.maxY <= 800)
        }

        /// Tab to a widget below the window scrolls it into view under the toolbar, and Shift+Tab back up.
        @Test func theKeyboardFocusScrollsIntoView() throws {
            let scene = try Self.scene(.minipicker, textSize: 1.5, size: Size(width: 800, height: 600))
            let page = try #require(scene.page as? MiniPickerPage)
            #expect(page.maximumOffset > 0)
            var time = 1.0
            func tab(_ modifiers: KeyModifiers = []) {
                time += 0.1
                scene.handle(.key(KeyEvent(key: .tab, modifiers: modifiers, time: time)))
            }
            while page.focusedWidget !== page.weekday, time < 10 { tab() }
            #expect(page.focusedWidget === page.weekday)
            let viewport = page.viewport
            #expect(page.contentOffset > 0)
            #expect(page.weekday.frame.minY >= viewport.minY && page.weekday.frame.maxY <= viewport.maxY, "\(page.weekday.frame) in \(viewport)")
            while page.focusedWidget !== page.month, time < 20 { tab(.shift) }
            #expect(page.month.frame.minY >= page.viewport.minY, "back up: \(page.month.frame)")
        }

        /// A controller's D-pad moving the focus down to a widget below the window scrolls it into view.
        @Test func theControllerFocusScrollsIntoView() throws {
            let scene = try Self.scene(.minipicker, textSize: 1.5, size: Size(width: 800, height: 600))
            let page = try #require(scene.page as? MiniPickerPage)
            let pad = ControllerID(1)
            var time = 1.0
            _ = scene.focusCandidate(page.month.id)
            while page.focusedWidget !== page.weekday, time < 5 {
                time += 0.1
                _ = scene.handle(.move(.down), controller: pad, time: time)
                scene.releaseDirection(.down, controller: pad)
            }
            #expect(page.focusedWidget === page.weekday)
            #expect(page.contentOffset > 0)
            #expect(page.weekday.frame.maxY <= page.viewport.maxY && page.weekday.frame.minY >= page.viewport.minY, "\(page.weekday.frame) in \(page.viewport)")
        }
    }
}
