import PickerDemoKit
import CSDL2
import Foundation
import PickerCore
import PickerSDL
import PickerWidgets
import Testing

extension SDLTests {
    /// PickerKit in an app's own window, renderer and loop (the dummy video driver: real SDL windows,
    /// renderers and event queue, no display).
    @Suite struct PanelHostTests {
        init() throws { _ = try SDLTests.library() }

        // MARK: - Drawing into the app's frame

        @Test(arguments: [false, true])
        func everyPieceOfRendererStateIsAsTheAppLeftIt(appDrawsIntoATexture: Bool) throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            host.addPanel(try PanelPage(id: "a", textMeasurer: host.textMeasurer), frame: Rect(x: 30, y: 20, width: 200, height: 250))
            let texture = try #require(SDL_CreateTexture(
                app.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 320, 240))
            defer { SDL_DestroyTexture(texture) }
            if appDrawsIntoATexture { try #require(SDL_SetRenderTarget(app.renderer, texture) == 0) }
            // Distinctive state: a scale, a viewport, a clip, a blend mode and a colour no host would pick.
            try #require(SDL_RenderSetScale(app.renderer, 1.5, 2) == 0)
            var viewport = SDL_Rect(x: 3, y: 4, w: 100, h: 90)
            try #require(SDL_RenderSetViewport(app.renderer, &viewport) == 0)
            var clip = SDL_Rect(x: 5, y: 6, w: 30, h: 20)
            try #require(SDL_RenderSetClipRect(app.renderer, &clip) == 0)
            try #require(SDL_SetRenderDrawBlendMode(app.renderer, SDL_BLENDMODE_MOD) == 0)
            try #require(SDL_SetRenderDrawColor(app.renderer, 12, 34, 56, 78) == 0)

            try host.render(now: 0)

            #expect(SDL_GetRenderTarget(app.renderer) == (appDrawsIntoATexture ? texture : nil))
            var sx: Float = 0, sy: Float = 0
            SDL_RenderGetScale(app.renderer, &sx, &sy)
            #expect(sx == 1.5 && sy == 2)
            var after = SDL_Rect()
            SDL_RenderGetViewport(app.renderer, &after)
            #expect([after.x, after.y, after.w, after.h] == [3, 4, 100, 90])
            #expect(SDL_RenderIsClipEnabled(app.renderer) == SDL_TRUE)
            SDL_RenderGetClipRect(app.renderer, &after)
            #expect([after.x, after.y, after.w, after.h] == [5, 6, 30, 20])
            var mode = SDL_BLENDMODE_NONE
            SDL_GetRenderDrawBlendMode(app.renderer, &mode)
            #expect(mode == SDL_BLENDMODE_MOD)
            var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
            SDL_GetRenderDrawColor(app.renderer, &r, &g, &b, &a)
            #expect([r, g, b, a] == [12, 34, 56, 78])

            // Clipping off stays off.
            SDL_RenderSetClipRect(app.renderer, nil)
            try host.render(now: 1)
            #expect(SDL_RenderIsClipEnabled(app.renderer) == SDL_FALSE)
        }

        @Test func panelsDrawOverTheAppsPixelsAtTheirFramesWhateverScaleTheAppSet() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            let front = host.addPanel(
                try PanelPage(id: "front", textMeasurer: host.textMeasurer), frame: Rect(x: 100, y: 50, width: 200, height: 150),
                zIndex: 1, background: .color(Color(hex: 0x00FF00)))
            host.addPanel(
                try PanelPage(id: "back", textMeasurer: host.textMeasurer), frame: Rect(x: 20, y: 20, width: 120, height: 100),
                background: .color(Color(hex: 0x0000FF)))
            // The game: a red frame, drawn at an app-level scale of 2 (which must not scale the panels).
            SDL_SetRenderDrawColor(app.renderer, 255, 0, 0, 255)
            SDL_RenderClear(app.renderer)
            SDL_RenderSetScale(app.renderer, 2, 2)
            try host.render(now: 0)
            SDL_RenderSetScale(app.renderer, 1, 1)
            #expect(try app.pixel(x: 5, y: 5) == [255, 0, 0])        // the game's
            #expect(try app.pixel(x: 350, y: 250) == [255, 0, 0])    // the game's: right of and below both panels
            #expect(try app.pixel(x: 301, y: 120) == [255, 0, 0])    // just right of the front panel
            #expect(try app.pixel(x: 299, y: 198) == [0, 255, 0])    // inside the front panel's bottom-right corner
            #expect(try app.pixel(x: 25, y: 115) == [0, 0, 255])     // the back panel
            #expect(try app.pixel(x: 130, y: 110) == [0, 255, 0])    // where they overlap: the front one
            front.zIndex = -1
            try host.render(now: 1)
            #expect(try app.pixel(x: 130, y: 110) == [0, 0, 255])
        }

        @Test func drawsIntoATextureTheAppGives() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            host.addPanel(
                try PanelPage(id: "a", textMeasurer: host.textMeasurer), frame: Rect(x: 10, y: 10, width: 50, height: 40),
                background: .color(Color(hex: 0x00FF00)))
            let pointer = try #require(SDL_CreateTexture(
                app.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 100, 80))
            let texture = SDLTexture(borrowing: pointer, renderer: SDLRenderer(borrowing: app.renderer))
            defer { SDL_DestroyTexture(pointer) }
            SDL_SetRenderTarget(app.renderer, pointer)
            SDL_SetRenderDrawColor(app.renderer, 255, 0, 0, 255)
            SDL_RenderClear(app.renderer)
            SDL_SetRenderTarget(app.renderer, nil)
            try host.render(now: 0, into: texture)
            #expect(SDL_GetRenderTarget(app.renderer) == nil)
            SDL_SetRenderTarget(app.renderer, pointer)
            defer { SDL_SetRenderTarget(app.renderer, nil) }
            #expect(try app.pixel(x: 5, y: 5) == [255, 0, 0])
            #expect(try app.pixel(x: 15, y: 15) == [0, 255, 0])
            #expect(try app.pixel(x: 70, y: 70) == [255, 0, 0])
        }

        // MARK: - Events

        @Test func aPressOnAPanelIsUsedAndAPressOutsideIsTheGames() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            let page = try PanelPage(id: "a", textMeasurer: host.textMeasurer)
            host.addPanel(page, frame: Rect(x: 100, y: 50, width: 200, height: 250))
            #expect(host.handleAll(AppEvents.click(130, 70, window: app.windowID), time: 1) == [true, true, true, true])
            #expect(page.presses == 1)
            #expect(host.handleAll(AppEvents.click(20, 20, window: app.windowID), time: 2) == [false, false, false, false])
            #expect(page.presses == 1)
            // A press on the panel's empty background is still the panel's.
            #expect(host.handleAll(AppEvents.press(250, 60, window: app.windowID), time: 3) == [true, true])
        }

        @Test func aDragThatLeavesItsPanelStaysWithTheWidget() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            let page = try PanelPage(id: "a", textMeasurer: host.textMeasurer)
            host.addPanel(page, frame: Rect(x: 100, y: 50, width: 200, height: 250))
            let window = app.windowID
            #expect(host.handleAll(AppEvents.press(150, 200, window: window), time: 0) == [true, true])
            #expect(host.isPointerCaptured)
            // Up and out of the panel, then released outside it: every event is the panel's.
            for (step, y) in [180, 120, 40, 10].enumerated() {
                #expect(host.handle(SDLEventFactory.mouseMotion(x: 150, y: y, leftButtonHeld: true, windowID: window), time: 0.05 * Double(step + 1)))
            }
            #expect(host.handle(SDLEventFactory.mouseMotion(x: 380, y: 5, leftButtonHeld: true, windowID: window), time: 0.25))
            #expect(host.handleAll(AppEvents.release(380, 5, window: window), time: 0.3) == [true, true])
            #expect(!host.isPointerCaptured)
            for frame in 0...600 { try host.render(now: 0.3 + Double(frame) / 60) }
            #expect(page.wheelChanges == 1)
            #expect((page.wheel.selectedRow(inComponent: 0) ?? -1) > 0)
        }

        @Test func keysGoOnlyToThePanelThatHasTheFocus() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            let a = try PanelPage(id: "a", textMeasurer: host.textMeasurer)
            let b = try PanelPage(id: "b", textMeasurer: host.textMeasurer)
            host.addPanel(a, frame: Rect(x: 0, y: 0, width: 190, height: 280))
            host.addPanel(b, frame: Rect(x: 200, y: 0, width: 190, height: 280))
            let window = app.windowID
            let enter = try #require(SDLEventFactory.keyDown(.enter, windowID: window))
            _ = host.handleAll(AppEvents.click(230, 20, window: window), time: 0)  // b's button takes the focus
            #expect(b.focusedWidget === b.button && b.presses == 1)
            #expect(host.handle(enter, time: 1))
            #expect(b.presses == 2 && a.presses == 0)
            // Tab moves the focus on through b's wheel, then into a: one focus in the window.
            let tab = try #require(SDLEventFactory.keyDown(.tab, windowID: window))
            #expect(host.handle(tab, time: 2))
            #expect(b.focusedWidget === b.wheel)
            #expect(host.handle(tab, time: 3))
            #expect(a.focusedWidget === a.button && b.focusedWidget == nil)
            #expect(host.handle(enter, time: 4))
            #expect(a.presses == 1 && b.presses == 2)
            // A press on the game's part of the window gives the keys back to the game.
            _ = host.handleAll(AppEvents.click(395, 295, window: window), time: 5)
            #expect(a.focusedWidget == nil && host.keyPanel == nil)
            #expect(!host.handle(enter, time: 6))
            #expect(!host.handle(tab, time: 7))
            #expect(a.presses == 1 && b.presses == 2)
        }

        @Test func eventsForAnotherWindowAreIgnored() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            let page = try PanelPage(id: "a", textMeasurer: host.textMeasurer)
            host.addPanel(page, frame: Rect(x: 0, y: 0, width: 400, height: 300))
            let other = app.windowID + 1000
            #expect(host.handleAll(AppEvents.click(20, 20, window: other), time: 0) == [false, false, false, false])
            #expect(page.presses == 0)
            var resize = AppEvents.windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, window: other)
            resize.window.data1 = 100
            resize.window.data2 = 100
            host.handle(resize, time: 1)
            #expect(host.sizeInPoints == Size(width: 400, height: 300))
        }

        @Test func losingTheWindowFocusCancelsADragInProgress() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            let page = try PanelPage(id: "a", textMeasurer: host.textMeasurer)
            host.addPanel(page, frame: Rect(x: 0, y: 0, width: 400, height: 300))
            let window = app.windowID
            _ = host.handleAll(AppEvents.press(50, 150, window: window), time: 0)
            host.handle(SDLEventFactory.mouseMotion(x: 50, y: 60, leftButtonHeld: true, windowID: window), time: 0.1)
            #expect(host.isPointerCaptured && page.capturedPointerCount == 1)
            #expect(!host.handle(AppEvents.windowEvent(SDL_WINDOWEVENT_FOCUS_LOST, window: window), time: 0.2))
            #expect(!host.isPointerCaptured && page.capturedPointerCount == 0)
            for frame in 0...300 { try host.render(now: 0.2 + Double(frame) / 60) }
            // The cancelled drag went back: no row was chosen.
            #expect(page.wheelChanges == 0 && (page.wheel.selectedRow(inComponent: 0) ?? -1) == 0)
            // The release that follows belongs to no one.
            #expect(host.handleAll(AppEvents.release(50, 60, window: window), time: 6) == [true, false])
        }

        @Test func aResizeLaysOutPanelsThatFillTheWindowAndLeavesTheOthers() throws {
            let app = try AppWindow()
            let host = try app.makeHost()
            let full = host.addPanel(try PanelPage(id: "f", textMeasurer: host.textMeasurer), fillsWindow: true)
            let fixed = host.addPanel(try PanelPage(id: "x", textMeasurer: host.textMeasurer), frame: Rect(x: 5, y: 5, width: 50, height: 50))
            #expect(full.frame == Rect(x: 0, y: 0, width: 400, height: 300))
            var resize = AppEvents.windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, window: app.windowID)
            resize.window.data1 = 640
            resize.window.data2 = 480
            #expect(!host.handle(resize, time: 0))
            #expect(full.frame == Rect(x: 0, y: 0, width: 640, height: 480))
            #expect(full.scene.needsFrame && host.needsFrame)
            #expect(fixed.frame == Rect(x: 5, y: 5, width: 50, height: 50))
        }
    }
}
