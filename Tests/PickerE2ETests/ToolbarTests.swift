import Foundation
import Testing

extension PickerE2E {
    /// The demo's toolbar and overview in a real window: a click on the locale switch's chevron and the
    /// theme shortcut apply live (F2's layout shows the switches and the rebuilt page), an overview card's
    /// button opens its page and Escape returns, and the scale shortcut reopens the window at twice the
    /// pixels, still running.
    @Suite("toolbar")
    struct Toolbar {
        static let overview = ["--page", "overview", "--today", "2026-11-21", "--size", "800x600", "--scale", "1"]

        func click(_ session: WindowSession, _ x: Double, _ y: Double) throws {
            let p = session.screen(x, y)
            try session.xdo.run(["mousemove", String(p.x), String(p.y), "sleep", "0.05", "click", "1"])
        }

        func key(_ session: WindowSession, _ keys: String) throws {
            let p = session.screen(session.pointSize.width / 2, 10)
            try session.xdo.run(["mousemove", String(p.x), String(p.y), "sleep", "0.05", "key", keys])
        }

        @Test("switches and shortcuts change the locale, theme, page and scale live")
        func switchesApplyLive() throws {
            let layout = try Demo.layout(Self.overview)
            let locale = try #require(layout.find("toolbar.locale"))
            #expect(locale.valueText == "en_US")
            let session = try WindowSession(arguments: Self.overview)
            defer { session.stop() }
            let demo = session.demo

            // The chevron at the locale switch's trailing end steps to the next locale, en_GB.
            try click(session, locale.frame.maxX - 8, locale.frame.midY)
            #expect(demo.waitForEvent(widget: "toolbar.locale", timeout: 5), "no locale event; stdout: \(demo.lines.suffix(5))")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            var printed = try session.layoutFromF2()
            #expect(printed.find("toolbar.locale")?.valueText == "en_GB")
            #expect(printed.find("overview.calendar") != nil, "the overview was rebuilt in place")

            // Ctrl+T: dark.
            try key(session, "ctrl+t")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            // On a loaded machine the key can reach the demo after it looked settled: look again a few times.
            printed = try session.layoutFromF2()
            for _ in 0..<10 where printed.find("toolbar.theme")?.valueText != "Dark" {
                Thread.sleep(forTimeInterval: 0.5)
                printed = try session.layoutFromF2()
            }
            #expect(printed.find("toolbar.theme")?.valueText == "Dark")
            #expect(printed.find("toolbar.locale")?.valueText == "en_GB", "the locale stays")

            // A card's button opens its page; Escape comes back.
            let open = try #require(printed.find("open.calendar"))
            try click(session, open.frame.midX, open.frame.midY)
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            printed = try session.layoutFromF2()
            #expect(printed.find("calendar.grid") != nil && printed.find("toolbar.back") != nil, "calendar page: \(printed.allNodes.prefix(5).map(\.id))")
            try key(session, "Escape")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            printed = try session.layoutFromF2()
            #expect(printed.find("overview.calendar") != nil && printed.find("toolbar.back") == nil)

            // Ctrl+2: the window reopens at twice the pixels for the same 800x600 points.
            try key(session, "ctrl+2")
            let deadline = Date().addingTimeInterval(10)
            var width = 0
            while Date() < deadline {
                if let window = try? session.xdo.search(name: "^PickerKit").last, let geometry = try? session.xdo.geometry(window: window) {
                    width = geometry.width
                    if width == 1600 { break }
                }
                Thread.sleep(forTimeInterval: 0.2)
            }
            #expect(width == 1600, "the window did not reopen at 2x")
            #expect(demo.exitStatus == nil, "the demo exited: \(demo.stderr)")
        }

        /// Large text in a real window (issue 35): a click on the text size switch's trailing chevron
        /// builds the page at 125%, Ctrl+= at 150%; the calendar page no longer fits 800x600 and the mouse
        /// wheel in its margin scrolls it; Ctrl+M turns the motion switch to Calm.
        @Test("the text size switch, its shortcut and the wheel scroll a page at large text")
        func textSizeSwitchAndScrolling() throws {
            let calendar = ["--page", "calendar", "--today", "2026-11-21", "--size", "800x600", "--scale", "1"]
            let layout = try Demo.layout(calendar)
            let textSize = try #require(layout.find("toolbar.textSize"))
            #expect(textSize.valueText == "100%")
            let session = try WindowSession(arguments: calendar)
            defer { session.stop() }
            let demo = session.demo
            try click(session, textSize.frame.maxX - 8, textSize.frame.midY)
            #expect(demo.waitForEvent(widget: "toolbar.textSize", timeout: 5), "no text size event; stdout: \(demo.lines.suffix(5))")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            var printed = try session.layoutFromF2()
            #expect(printed.find("toolbar.textSize")?.valueText == "125%")
            #expect(printed.find("title")?.frame.height == 35, "the title grew with the text")

            try key(session, "ctrl+equal")
            printed = try session.layoutFromF2()
            for _ in 0..<10 where printed.find("toolbar.textSize")?.valueText != "150%" {
                Thread.sleep(forTimeInterval: 0.5)
                printed = try session.layoutFromF2()
            }
            #expect(printed.find("toolbar.textSize")?.valueText == "150%")
            let top = try #require(printed.find("title")).frame.y
            let switchFrame = try #require(printed.find("toolbar.textSize")).frame
            let hint = try #require(printed.find("hint"))
            #expect(hint.frame.maxY > 600, "at 150% the calendar page goes on below the window")

            // Three wheel notches down in the left margin scroll the page up.
            let p = session.screen(6, 500)
            try session.xdo.run(["mousemove", String(p.x), String(p.y), "sleep", "0.05", "click", "--repeat", "3", "--delay", "50", "5"])
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8))
            printed = try session.layoutFromF2()
            for _ in 0..<10 where printed.find("title")?.frame.y == top {
                Thread.sleep(forTimeInterval: 0.5)
                printed = try session.layoutFromF2()
            }
            #expect((printed.find("title")?.frame.y ?? top) < top, "the wheel scrolled the page")
            #expect(printed.find("toolbar.textSize")?.frame == switchFrame, "the toolbar stays")

            try key(session, "ctrl+m")
            printed = try session.layoutFromF2()
            for _ in 0..<10 where printed.find("toolbar.motion")?.valueText != "Calm" {
                Thread.sleep(forTimeInterval: 0.5)
                printed = try session.layoutFromF2()
            }
            #expect(printed.find("toolbar.motion")?.valueText == "Calm")
            #expect(demo.exitStatus == nil, "the demo exited: \(demo.stderr)")
        }
    }
}
