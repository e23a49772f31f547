import Foundation
import PickerCore
import PickerDemoKit
import Testing
@testable import PickerWidgets

/// The date picker page's two pickers side by side sit on cards whose tops line up at every text size.
extension SDLTests {
    @Suite struct DatePickerPageLayout {
        init() throws { _ = try SDLTests.library() }

        @Test(arguments: [1.0, 1.25, 1.5, 2])
        func theTwoCardsTopsLineUp(textSize: Double) throws {
            let scene = try DemoApplication.layoutScene(
                page: .datepicker, options: LayoutSweep.options(locale: "en_US", textSize: textSize),
                size: Size(width: 1920, height: 1200), scale: 1)
            let independence = try #require(scene.page.subtree.first { $0.id == "independence" })
            let picker = try #require(scene.page.subtree.first { $0.id == "datepicker" })
            #expect(independence.frame.minX < picker.frame.minX, "two columns")
            #expect(independence.frame.minY == picker.frame.minY, "at \(textSize): \(independence.frame) and \(picker.frame)")
        }
    }
}
