import PickerKit

/// The game's SDL 2 side: the events the panels left, turned into the game's calls, and its drawing.
extension Game {
    /// A left click (window coordinates, `pointsPerCoordinate` points each) sends the square there.
    func handle(_ event: SDL_Event, pointsPerCoordinate: Double) {
        guard event.type == SDL_MOUSEBUTTONDOWN.rawValue, Int32(event.button.button) == SDL_BUTTON_LEFT else { return }
        click(at: Point(x: Double(event.button.x) * pointsPerCoordinate, y: Double(event.button.y) * pointsPerCoordinate))
    }

    /// A controller's button or axis: the left stick and the D-pad steer the square (the others do nothing).
    func handleController(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERAXISMOTION:
            moveAxis(GamepadAxis(rawValue: Int(event.caxis.axis)), to: event.caxis.value)
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            setButton(GamepadButton(sdlIndex: Int(event.cbutton.button)), isDown: event.type == SDL_CONTROLLERBUTTONDOWN.rawValue)
        default:
            break
        }
    }

    /// Clears the frame and draws the field and the square with SDL's own calls, at `pixelsPerPoint`.
    func draw(renderer: OpaquePointer, pixelsPerPoint: Double) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        SDL_SetRenderDrawColor(renderer, Self.background.r, Self.background.g, Self.background.b, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawColor(renderer, Self.gridColor.r, Self.gridColor.g, Self.gridColor.b, 255)
        let spacing = Int(gridSpacing * pixelsPerPoint)
        for x in stride(from: Int32(0), to: width, by: spacing) { SDL_RenderDrawLine(renderer, x, 0, x, height) }
        for y in stride(from: Int32(0), to: height, by: spacing) { SDL_RenderDrawLine(renderer, 0, y, width, y) }
        SDL_SetRenderDrawColor(renderer, Self.squareColor.r, Self.squareColor.g, Self.squareColor.b, 255)
        let rect = squareInPixels(pixelsPerPoint: pixelsPerPoint)
        var square = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        SDL_RenderFillRect(renderer, &square)
    }
}
