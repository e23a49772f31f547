import PickerCore

/// `--theme light|dark|high-contrast-light|high-contrast-dark`.
public enum ThemeName: String, CaseIterable, Sendable {
    case light
    case dark
    case highContrastLight = "high-contrast-light"
    case highContrastDark = "high-contrast-dark"

    public var theme: Theme {
        switch self {
        case .light: .light
        case .dark: .dark
        case .highContrastLight: .highContrastLight
        case .highContrastDark: .highContrastDark
        }
    }

    /// The same contrast on the other side, light for dark and dark for light (the toolbar's Ctrl+T).
    public var opposite: ThemeName {
        switch self {
        case .light: .dark
        case .dark: .light
        case .highContrastLight: .highContrastDark
        case .highContrastDark: .highContrastLight
        }
    }
}
