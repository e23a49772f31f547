/// Which backend draws a host's panels; chosen once, when the host is made (`PanelHost.Backend` on both SDLs).
public enum PanelBackend: String, Hashable, Sendable, CaseIterable {
    /// PickerKit's own renderer (`SoftwareBackend`): each panel keeps its pixels, a frame redraws only
    /// what changed and copies only that to the target. For software-rendered windows and targets.
    case software
    /// `SDL_RenderGeometry` and textures (`SDLRendererBackend`): every frame draws every panel whole.
    /// For accelerated renderers.
    case renderer
}
