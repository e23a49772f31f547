import Foundation

/// Locates the files PickerKit ships as SwiftPM resources, so programs find them from any working directory.
public enum PickerAssets {
    /// The URL of a bundled font file, or `nil` when the bundle lacks it.
    /// - Parameter name: the file name without extension, e.g. `"DejaVuSans"`.
    public static func fontURL(named name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: "ttf", subdirectory: "Fonts")
    }
}
