import Foundation
import PickerCore
import PickerDemoKit
@testable import PickerSDL
import Testing

extension SDLTests {
    /// Lines of text drawn as one kept picture (`Canvas.drawTexts`, `SDLMeshBackend.textGroupImage`) on the
    /// software renderer give exactly the pixels of the lines drawn one by one, and the picture is made
    /// once, not every frame.
    @Suite struct TextGroups {
        init() throws { _ = try SDLTests.library() }

        static let background = Color(red: 0.95, green: 0.94, blue: 0.97)
        static let font = Font(size: 17)

        /// A column of day numbers at fractional points (each rounds on its own to whole pixels).
        static func column(shiftedBy dx: Double) -> [PlacedText] {
            ["3", "10", "17", "24", "31"].enumerated().map { row, text in
                PlacedText(text, at: Point(x: 40.3 + dx - Double(text.count) * 4.7, y: 12.6 + Double(row) * 44))
            }
        }

        /// One frame: a disc and a band under part of the column, then the column (grouped or line by line).
        func draw(
            _ lines: [PlacedText], color: Color, grouped: Bool, clip: Rect? = nil, on offscreen: OffscreenRenderer
        ) throws -> (pixels: [UInt8], groups: Int) {
            try offscreen.clear(Self.background)
            let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: offscreen.pixelsPerPoint)
            canvas.fillCircle(center: Point(x: 44, y: 66), radius: 17, color: Color(red: 0.2, green: 0.4, blue: 0.9))
            canvas.fillRect(Rect(x: 0, y: 140, width: 90, height: 30), color: Color(red: 0.9, green: 0.2, blue: 0.2, alpha: 0.3))
            canvas.withClip(clip ?? Rect(x: -1000, y: -1000, width: 3000, height: 3000)) {
                if grouped {
                    canvas.drawTexts(lines, font: Self.font, color: color)
                } else {
                    for line in lines {
                        canvas.drawText(
                            line.text, font: Self.font, color: line.color ?? color, at: line.origin, verticalScale: line.verticalScale)
                    }
                }
            }
            canvas.flush()
            try offscreen.present()
            #expect(offscreen.backend.lastError == nil)
            return (try offscreen.rgbaPixels(), canvas.textGroupsDrawn)
        }

        @Test(arguments: [1.0, 2.0])
        func aGroupGivesThePixelsOfItsLines(scale: Double) throws {
            let offscreen = try OffscreenRenderer(pixelWidth: Int(100 * scale), pixelHeight: Int(240 * scale), pixelsPerPoint: scale)
            let ink = Color(hex: 0x1C1C1E), faded = Color(hex: 0x8E8E93).multiplyingAlpha(by: 0.6)
            for color in [ink, faded] {
                for dx in [0.0, 0.25, 0.5, 0.75, 1.1] {
                    let lines = Self.column(shiftedBy: dx)
                    let single = try draw(lines, color: color, grouped: false, on: offscreen)
                    let group = try draw(lines, color: color, grouped: true, on: offscreen)
                    #expect(group.groups == 1, "drawn from one picture")
                    #expect(Self.differingBytes(group.pixels, single.pixels) == 0, "color \(color), shifted by \(dx) at \(scale)x")
                    #expect(single.pixels.contains { $0 < 120 }, "the numbers are there")
                }
            }
        }

        /// The rows of a wheel at rest: each in its own colour (greyed, faded towards the edges) and squashed,
        /// the top and bottom ones cut by the column's clip. The second frame draws the rows the clip leaves
        /// whole from one picture (the first, as for a turning wheel, draws them one by one), to exactly the
        /// pixels of each row drawn by itself, at either density and wherever the column lies.
        @Test(arguments: [1.0, 2.0])
        func squashedFadedRowsCutByAClipGiveThePixelsOfTheirLines(scale: Double) throws {
            let offscreen = try OffscreenRenderer(pixelWidth: Int(100 * scale), pixelHeight: Int(240 * scale), pixelsPerPoint: scale)
            let ink = Color(hex: 0x1C1C1E), grey = Color(hex: 0x8E8E93)
            for (round, dy) in [0.0, 0.3, 0.5, 2.0].enumerated() {
                let rows = ["January", "February", "March", "April", "May", "June", "July"].enumerated().map { index, title in
                    let angle = Double(index - 3) * 0.42
                    let verticalScale = cos(angle)
                    let y = 110 + dy + 96 * sin(angle) - 10 * verticalScale
                    return PlacedText(
                        title, at: Point(x: 50 - Double(title.count) * 4.1, y: y),
                        color: (index == 5 ? grey : ink).multiplyingAlpha(by: 0.35 + 0.65 * verticalScale),
                        verticalScale: verticalScale)
                }
                let clip = Rect(x: 4, y: 20 + dy, width: 92, height: 180)
                let single = try draw(rows, color: ink, grouped: false, clip: clip, on: offscreen)
                let first = try draw(rows, color: ink, grouped: true, clip: clip, on: offscreen)
                let second = try draw(rows, color: ink, grouped: true, clip: clip, on: offscreen)
                if round == 0 {
                    #expect(first.groups == 0, "a group of squashed lines new in this frame is drawn line by line")
                }
                #expect(second.groups == 1, "asked for again: drawn from one picture")
                #expect(Self.differingBytes(first.pixels, single.pixels) == 0, "shifted by \(dy) at \(scale)x")
                #expect(Self.differingBytes(second.pixels, single.pixels) == 0, "shifted by \(dy) at \(scale)x")
                #expect(single.pixels.contains { $0 < 120 }, "the rows are there")
            }
            #expect(offscreen.backend.lastError == nil)
        }

        /// The picture is found again for the same lines at the same offsets from each other, wherever they
        /// are, and made anew only when the offsets change.
        @Test func aGroupMovedByWholePixelsReusesItsPicture() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 240)
            let backend = offscreen.backend
            _ = try draw(Self.column(shiftedBy: 0), color: .black, grouped: true, on: offscreen)
            for dx in [1.0, 2.0, 7.0, -3.0] {
                _ = try draw(Self.column(shiftedBy: dx), color: .black, grouped: true, on: offscreen)
            }
            #expect(backend.textGroups.insertionCount == 1)
            let statistics = backend.cacheStatistics
            #expect(statistics.textGroupCount == 1)
            #expect(statistics.textGroupByteCount > 0 && statistics.textGroupByteCount < 100 * 240 * 4)
            // Another colour is another picture.
            _ = try draw(Self.column(shiftedBy: 0), color: .white, grouped: true, on: offscreen)
            #expect(backend.textGroups.insertionCount == 2)
        }

        /// Lines that overlap cannot share a picture (a copy would replace what blending mixes).
        @Test func overlappingLinesHaveNoPicture() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 60)
            let lines = [PlacedText("12", at: Point(x: 10, y: 10)), PlacedText("34", at: Point(x: 16, y: 14))]
            let image = offscreen.backend.textGroupImage(
                for: lines, offsets: [PixelOffset(dx: 0, dy: 0), PixelOffset(dx: 6, dy: 4)], font: Self.font, color: .black,
                pixelsPerPoint: 1)
            #expect(image == nil)
            let single = try draw(lines, color: .black, grouped: false, on: offscreen)
            let group = try draw(lines, color: .black, grouped: true, on: offscreen)
            #expect(group.groups == 0)
            #expect(Self.differingBytes(group.pixels, single.pixels) == 0)
        }

        /// How many bytes of two images differ (all of them when their sizes differ).
        static func differingBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
            guard a.count == b.count else { return max(a.count, b.count) }
            return zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        }

        /// The calendar page while its months slide back and forth, every frame redrawn whole (where the
        /// months' pixels are not copied: a forced full redraw, a panel kept in a texture): after the first
        /// pass over a month, its columns' pictures are all kept, so later passes make no new ones; and most
        /// frames draw the day numbers from them.
        @Test func aSlidingCalendarMakesItsColumnPicturesOnce() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 800, pixelHeight: 600)
            offscreen.host.redrawMode = .everything
            let scene = CanvasNotingScene(
                try DemoScene(page: .calendar, options: DamageTests.options, textMeasurer: offscreen.backend.textMeasurer))
            // Four slow drags over the grid: to December, back to November, and again.
            var lines = ["fps 60"]
            var time = 0.0
            let passLength = 30.0 / 60 + 0.2 + 1.2
            for pass in 0..<4 {
                let direction = pass % 2 == 0 ? -1.0 : 1.0
                time = Double(pass) * passLength
                lines.append(String(format: "%.4f down 288 276", time))
                for step in 1...30 {
                    lines.append(String(format: "%.4f move %.4f 276", time + Double(step) / 60, 288 + direction * 7.9 * Double(step)))
                }
                lines.append(String(format: "%.4f up %.4f 276", time + 30.0 / 60 + 0.2, 288 + direction * 237))
            }
            lines.append(String(format: "%.4f end", 4 * passLength - 0.05))
            let replay = OffscreenReplay(renderer: offscreen, scene: scene)
            var madeByPass = [Int](repeating: 0, count: 4)
            var framesWithGroups = 0, frames = 0
            replay.onFrame = { now in
                let pass = min(3, Int(now / passLength))
                madeByPass[pass] = offscreen.backend.textGroups.insertionCount
                guard scene.drewLastFrame else { return }
                frames += 1
                if (scene.lastCanvas?.textGroupsDrawn ?? 0) >= 4 { framesWithGroups += 1 }
            }
            try replay.run(try InputScript(parsing: lines.joined(separator: "\n")))
            #expect(madeByPass[0] > 0, "\(madeByPass)")
            // The second pass (back to November) may meet columns at new offsets; the third and fourth
            // repeat the first two exactly.
            #expect(madeByPass[3] == madeByPass[1], "pictures made by the end of each pass: \(madeByPass)")
            #expect(frames > 60)
            #expect(framesWithGroups * 4 > frames * 3, "\(framesWithGroups) of \(frames) frames drew day numbers from pictures")
        }
    }

    /// The calendar page drawn with and without text groups gives the same pixels in every frame of its
    /// gestures (slides held, let go and flung, the keyboard's focus ring, a range), at 1x and 2x, in
    /// English and right to left in Arabic.
    @Suite struct CalendarTextGroups {
        init() throws { _ = try SDLTests.library() }

        /// A hash of every frame of `script` on the calendar page (the process's `Hasher` over the pixels:
        /// the same pixels give the same hash within one test run).
        static func frames(of script: String, scale: Double, locale: String, groups: Bool) throws -> [Int] {
            let offscreen = try OffscreenRenderer(pixelWidth: Int(800 * scale), pixelHeight: Int(600 * scale), pixelsPerPoint: scale)
            offscreen.backend.drawsTextGroups = groups
            var options = DamageTests.options
            options.locale = Locale(identifier: locale)
            let scene = try DemoScene(page: .calendar, options: options, textMeasurer: offscreen.backend.textMeasurer)
            let replay = OffscreenReplay(renderer: offscreen, scene: scene)
            var sums: [Int] = []
            replay.onFrame = { _ in
                guard let pixels = try? offscreen.rgbaPixels() else { return }
                var hasher = Hasher()
                pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
                sums.append(hasher.finalize())
            }
            let text = try String(contentsOf: DamageTests.scriptURL(script), encoding: .utf8)
            try replay.run(try InputScript(parsing: text))
            #expect(offscreen.backend.lastError == nil)
            #expect((offscreen.backend.textGroups.insertionCount > 0) == groups, "groups were drawn, or not")
            return sums
        }

        @Test(arguments: [
            ("calendar-mid-slide", 2.0, "en_US"), ("calendar-focus-slide", 1.0, "en_US"), ("calendar-focus-slide", 1.0, "ar_EG"),
            ("calendar-range", 1.0, "en_US"),
        ])
        func everyFrameIsTheSameWithAndWithoutGroups(script: String, scale: Double, locale: String) throws {
            let grouped = try Self.frames(of: script, scale: scale, locale: locale, groups: true)
            let single = try Self.frames(of: script, scale: scale, locale: locale, groups: false)
            #expect(grouped.count > 10)
            #expect(grouped.count == single.count)
            let differing = zip(grouped, single).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            #expect(differing.isEmpty, "frames \(differing) differ")
        }
    }

    /// Forwards to a scene and keeps the canvas of its last drawing.
    final class CanvasNotingScene: HostedScene {
        let inner: HostedScene
        private(set) var lastCanvas: MeshCanvas?
        /// Whether the last frame drew anything (the scene was damaged).
        private(set) var drewLastFrame = false

        init(_ inner: HostedScene) { self.inner = inner }

        func layout(size: Size) { inner.layout(size: size) }
        func handle(_ event: InputEvent) -> Bool { inner.handle(event) }
        func tick(now: Double) {
            drewLastFrame = false
            inner.tick(now: now)
        }
        var needsFrame: Bool { inner.needsFrame }
        var damage: DamageRegion { inner.damage }
        func draw(in canvas: Canvas) {
            drewLastFrame = true
            lastCanvas = canvas as? MeshCanvas
            inner.draw(in: canvas)
        }
        var backgroundColor: Color { inner.backgroundColor }
        var textInputRect: Rect? { inner.textInputRect }
        var hasKeyboardFocus: Bool { inner.hasKeyboardFocus }
        func moveKeyboardFocus(forward: Bool, wrapping: Bool) -> Bool { inner.moveKeyboardFocus(forward: forward, wrapping: wrapping) }
        func resignKeyboardFocus() { inner.resignKeyboardFocus() }
    }
}
