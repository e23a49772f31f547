import PickerSDLShared

/// Renders into memory through a `PanelHost` on SDL 3, as PickerSDL's `OffscreenRenderer` does on SDL 2.
public typealias OffscreenRenderer = SDLOffscreenRenderer<PanelHost>
