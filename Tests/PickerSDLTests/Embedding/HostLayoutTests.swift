import CSDL2
import Foundation
import PickerCore
import PickerSDL
import Testing

extension SDLTests {
    /// A host's size and density, checked once for both SDLs (`HostLayout`), and what a bad one does.
    @Suite struct HostLayoutTests {
        @Test func aWindowsLayoutIsItsSizeInPointsAtTheUsersScale() throws {
            let layout = try HostLayout.window(size: (width: 800, height: 600), userScale: 2)
            #expect(layout.sizeInPoints == Size(width: 400, height: 300))
            #expect(layout.pixelsPerPoint == 2 && layout.userScale == 2)
            let offscreen = try HostLayout.offscreen(sizeInPoints: Size(width: 100, height: 50), pixelsPerPoint: 3)
            #expect(offscreen.sizeInPoints == Size(width: 100, height: 50) && offscreen.pixelsPerPoint == 3 && offscreen.userScale == 1)
        }

        @Test(arguments: [0, -1, Double.nan, .infinity])
        func aScaleOrDensityThatIsNotPositiveIsAThrownErrorAndMakesNoHost(value: Double) throws {
            #expect(throws: PickerError.self) { try HostLayout.window(size: (width: 800, height: 600), userScale: value) }
            let library = try SDLTests.library()
            let surface = try SDLSurface(pixelWidth: 20, pixelHeight: 20, library: library)
            let renderer = try SDLRenderer(surface: surface)
            #expect(throws: PickerError.self) {
                try PanelHost(offscreenRenderer: renderer, library: library, sizeInPoints: Size(width: 20, height: 20), pixelsPerPoint: value)
            }
            #expect(throws: PickerError.self) { try OffscreenRenderer(pixelWidth: 20, pixelHeight: 20, pixelsPerPoint: value) }
        }
    }
}
