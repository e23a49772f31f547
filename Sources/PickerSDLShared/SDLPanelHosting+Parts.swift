import PickerCore
import PickerFrame
import PickerText

/// What a `PanelHost` on either SDL is made of, read from its ``HostParts``, and its frames, written once: the
/// host gives the renderer's state for a frame in its SDL's words (``SDLPanelHosting/withRenderer(drawingInto:_:)``).
extension SDLPanelHosting {
    /// The window the panels are in; nil for a host that draws offscreen.
    public var window: Window? { parts.window }
    /// The renderer the panels draw with.
    public var renderer: Renderer { parts.renderer }
    /// The SDL library the host's fonts and surfaces belong to.
    public var library: Library { parts.library }
    /// Window coordinates per point: the app's own zoom of the widgets (1 = a point is a window coordinate).
    public var userScale: Double { parts.userScale }
    /// SDL's id of the host's window; nil for a host that draws offscreen.
    public var windowID: UInt32? { window?.id }
    /// The window's size in window coordinates and in pixels; nil for a host that draws offscreen.
    public var windowSizes: (coordinates: (width: Int, height: Int), pixels: (width: Int, height: Int))? {
        window.map { ($0.size, $0.pixelSize) }
    }
    /// Which backend draws the panels, chosen when the host was made.
    public var backend: PanelBackend { parts.backend }
    /// The fonts the panels' text is measured and drawn with.
    public var fonts: FontStore { parts.fonts }
    /// Measures text as the panels draw it, in points: give it to the widget trees the panels show.
    public var textMeasurer: ShapedTextMeasurer { parts.textMeasurer }
    /// The frame path: the panels, their pixels, input routing, focus across panels and frame scheduling.
    public var stack: PanelStack { parts.stack }
    /// The SDL drawing calls the last frame made with the renderer backend; 0 with the software backend.
    public var lastFrameRendererCallCount: Int { parts.lastFrameRendererCallCount }
    /// What the backend keeps between frames: its pictures, their bytes, and how many it let go.
    public var pictureStatistics: PictureStatistics { parts.pictureStatistics }

    /// Draws every visible panel, back to front, over what is in the renderer's current target (or in
    /// `texture`), after advancing their animations to `now`. Neither clears nor presents.
    ///
    /// The renderer's target, scale, viewport, clip rectangle, draw blend mode and draw colour are as they
    /// were when the call returns (or throws).
    /// - Parameters:
    ///   - now: the frame's time in seconds on the host's clock (`currentTime()` when nil).
    ///   - texture: a texture the app made with `SDL_TEXTUREACCESS_TARGET` (`SDLTexture(borrowing:renderer:)`)
    ///     to draw into instead; panels are placed in it as in the window.
    /// - Throws: `SDLError` when SDL fails to change its state.
    public func render(now: Double? = nil, into texture: Texture? = nil) throws {
        let now = now ?? currentTime()
        try withRenderer(drawingInto: texture) {
            if texture == nil { updatePixelsPerPoint() }
            try stack.render(now: now, to: frameTarget(drawingIntoTexture: texture != nil))
        }
        parts.frameDidEnd(report: onDrawingError)
        inputStateDidChange()
        accessibility?.sceneDidChange(afterInput: false)
    }
}
