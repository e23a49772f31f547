import PickerSDL3

/// The game's SDL 3 side: the events the panels left, turned into the game's calls, and its drawing.
extension Game {
    /// A left click (window coordinates, `pointsPerCoordinate` points each) sends the square there.
    func handle(_ event: SDL_Event, pointsPerCoordinate: Double) {
        guard event.type == SDL_EVENT_MOUSE_BUTTON_DOWN.rawValue, Int32(event.button.button) == SDL_BUTTON_LEFT else { return }
        click(at: Point(x: Double(event.button.x) * pointsPerCoordinate, y: Double(event.button.y) * pointsPerCoordinate))
    }

    /// A gamepad's button or axis: the left stick and the D-pad steer the square (the others do nothing).
    func handleGamepad(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_EVENT_GAMEPAD_AXIS_MOTION:
            moveAxis(GamepadAxis(rawValue: Int(event.gaxis.axis)), to: event.gaxis.value)
        case SDL_EVENT_GAMEPAD_BUTTON_DOWN, SDL_EVENT_GAMEPAD_BUTTON_UP:
            setButton(GamepadButton(sdlIndex: Int(event.gbutton.button)), isDown: event.gbutton.down)
        default:
            break
        }
    }

    /// Clears the frame and draws the field and the square with SDL's own calls, at `pixelsPerPoint`.
    func draw(renderer: OpaquePointer, pixelsPerPoint: Double) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetCurrentRenderOutputSize(renderer, &width, &height)
        SDL_SetRenderDrawColor(renderer, Self.background.r, Self.background.g, Self.background.b, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawColor(renderer, Self.gridColor.r, Self.gridColor.g, Self.gridColor.b, 255)
        let spacing = Int(gridSpacing * pixelsPerPoint)
        for x in stride(from: 0, to: Int(width), by: spacing) { SDL_RenderLine(renderer, Float(x), 0, Float(x), Float(height)) }
        for y in stride(from: 0, to: Int(height), by: spacing) { SDL_RenderLine(renderer, 0, Float(y), Float(width), Float(y)) }
        SDL_SetRenderDrawColor(renderer, Self.squareColor.r, Self.squareColor.g, Self.squareColor.b, 255)
        let rect = squareInPixels(pixelsPerPoint: pixelsPerPoint)
        var square = SDL_FRect(x: Float(rect.x), y: Float(rect.y), w: Float(rect.width), h: Float(rect.height))
        SDL_RenderFillRect(renderer, &square)
    }
}
