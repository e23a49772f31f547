// Puts an app's panels on the Linux accessibility bus, so Orca reads and drives them: the Accessibility
// article's example.
// snippet.hide
import Foundation
import PickerKit

guard SDL_Init(SDL_INIT_VIDEO) == 0 else { fatalError(String(cString: SDL_GetError())) }
guard let window = SDL_CreateWindow("Kiosk", 100, 100, 800, 480, SDL_WINDOW_SHOWN.rawValue),
      let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
else { fatalError(String(cString: SDL_GetError())) }

final class TicketPage: WidgetRoot {
    let month: MonthMiniPicker

    init(textMeasurer: TextMeasurer) throws {
        month = try MonthMiniPicker(locale: Locale(identifier: "en_US"), month: 11)
        super.init(textMeasurer: textMeasurer, theme: .light)
        addChild(month)
    }
}

// snippet.show
let host = try PanelHost(window: SDLWindow(borrowing: window), renderer: SDLRenderer(borrowing: renderer))
host.addPanel(try TicketPage(textMeasurer: host.textMeasurer), frame: Rect(x: 20, y: 20, width: 360, height: 420))
// One call: the app becomes an application on the accessibility bus, its window a frame and each panel
// a panel in it. Without an accessibility bus it does nothing and costs nothing.
host.startAccessibility(applicationName: "Ticket machine")
// Keep giving every event to host.handle(_:): a screen reader's requests arrive as SDL events it takes.
