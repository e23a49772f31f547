import PickerSDLShared

/// Renders into memory through a `PanelHost` on SDL 2: no window, the dummy video driver, events in points.
/// The same drawing gives byte-identical pixels whatever SDL's version.
public typealias OffscreenRenderer = SDLOffscreenRenderer<PanelHost>
