import CSDL2
import Foundation
import PickerDemoKit
import PickerKit
import Testing

extension SDLTests {
    /// Every page drawn by the software backend and by the renderer backend (on SDL's software renderer)
    /// looks the same but for anti-aliasing: the renderer backend rasterises the same triangles and text
    /// with SDL's rules (vertices on whole pixels, its own blending), which shades edges differently.
    @Suite struct BackendParityTests {
        init() throws { _ = try SDLTests.library() }

        /// The share of a page's pixels that may differ by more than `levels` in some channel: where SDL puts the
        /// vertices of rounded corners and circles on whole pixels, their fringes fall elsewhere.
        static let levels = 48
        static let bound = 0.005

        @Test(arguments: PageName.allCases, [1.0, 2.0])
        func bothBackendsDrawThePageAlike(page: PageName, scale: Double) throws {
            let options = DamageTests.options
            let width = Int(800 * scale), height = Int(600 * scale)
            let software = try OffscreenRenderer(pixelWidth: width, pixelHeight: height, pixelsPerPoint: scale)
            try software.render(scene: DemoScene(page: page, options: options, textMeasurer: software.textMeasurer), now: 0)
            let expected = try software.rgbaBytes()

            let library = try SDLTests.library()
            let surface = try SDLSurface(pixelWidth: width, pixelHeight: height, format: SDL_PIXELFORMAT_RGB888.rawValue, library: library)
            let renderer = try SDLRenderer(surface: surface)
            let host = try PanelHost(
                offscreenRenderer: renderer, library: library, sizeInPoints: Size(width: 800, height: 600), pixelsPerPoint: scale,
                backend: .renderer)
            host.addPanel(try DemoScene(page: page, options: options, textMeasurer: host.textMeasurer), fillsWindow: true, background: .scene)
            try host.render(now: 0)
            try renderer.flush()
            let drawn = try surface.rgbaBytes()
            if let dump = ProcessInfo.processInfo.environment["PICKERKIT_PARITY_DUMP"] {
                try software.writePNG(to: "\(dump)/\(page.rawValue)-\(Int(scale))x-software.png")
                try surface.writePNG(to: "\(dump)/\(page.rawValue)-\(Int(scale))x-renderer.png")
            }

            let differing = Self.pixelsDiffering(expected, drawn, count: width * height)
            let share = Double(differing) / Double(width * height)
            print("parity \(page.rawValue) \(scale)x: \(differing) pixels (\(String(format: "%.3f", share * 100))%) differ by more than \(Self.levels) levels")
            #expect(share <= Self.bound, "\(page) at \(scale)x: \(differing) pixels differ by more than \(Self.levels) levels")
            // And the page is there at all: the renderer backend drew text and shapes, not only the background.
            #expect(Set(stride(from: 0, to: drawn.count, by: 4 * 97).map { drawn[$0] }).count > 3)
        }

        /// How many of the first `count` RGBA pixels differ by more than `levels` in red, green or blue.
        /// Plain loops over buffers: the debug build's generic `contains(where:)` per pixel was three
        /// quarters of this suite's time.
        static func pixelsDiffering(_ a: [UInt8], _ b: [UInt8], count: Int) -> Int {
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    var differing = 0
                    for offset in stride(from: 0, to: min(count * 4, a.count, b.count), by: 4) {
                        var channel = 0
                        while channel < 3 {
                            let difference = Int(a[offset + channel]) - Int(b[offset + channel])
                            if difference > levels || difference < -levels {
                                differing += 1
                                break
                            }
                            channel += 1
                        }
                    }
                    return differing
                }
            }
        }
    }
}
