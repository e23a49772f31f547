import Foundation
import PickerDemoKit
import PickerKit
import Testing

extension SDLTests {
    /// The toolbar's switches are wide enough for every title they offer (the theme switch's "Light+"
    /// and "Dark+" included), measured with the real font: a title clears the chevrons at each side.
    @Suite struct ToolbarTitleFitTests {
        init() throws { _ = try SDLTests.library() }

        @Test(arguments: [PageName.overview, .calendar], [1.0, 2.0])
        func everyTitleClearsItsSwitchsChevrons(page name: PageName, textSize: Double) throws {
            let renderer = try OffscreenRenderer(pixelWidth: 1280, pixelHeight: 800)
            var options = DamageTests.options
            options.theme = try Theme.light.withTextSize(textSize)
            let scene = try DemoScene(page: name, options: options, textMeasurer: renderer.textMeasurer)
            scene.layout(size: Size(width: 1280, height: 800))
            let toolbar = try #require(scene.toolbar)
            let theme = scene.page.theme
            let switches = [toolbar.themeSwitch, toolbar.localeSwitch, toolbar.scaleSwitch, toolbar.textSizeSwitch, toolbar.motionSwitch]
            #expect(switches.allSatisfy { $0 != nil }, "\(name): the toolbar lacks a switch")
            for picker in switches.compactMap({ $0 }) {
                // Between the chevrons' points, with 2 points to spare on each side.
                let room = picker.frame.width - 2 * (theme.chevronInset + theme.chevronSize + theme.chevronLineWidth / 2 + 2)
                for row in 0..<picker.numberOfRows(inComponent: 0) {
                    let title = picker.title(forRow: row, inComponent: 0) ?? ""
                    let width = renderer.textMeasurer.size(of: title, font: theme.bodyFont).width
                    #expect(width <= room, "\(name) at \(textSize): \(picker.id)'s \"\(title)\" is \(width) pt wide, room \(room) pt")
                }
            }
        }
    }
}
