import Foundation

/// The direction a widget lays out its parts in, and the base direction of the text it draws, as
/// UIKit's `UIUserInterfaceLayoutDirection`: left to right (English, Japanese) or right to left
/// (Hebrew, Arabic, Persian, Urdu).
///
/// It mirrors horizontal order only: the columns of a calendar, the segments of a mini picker, which
/// side "leading" is. It never mirrors the order of digits inside a number, vertical motion or glyphs.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft

    /// The direction a locale's language is written in (`Locale.Language.characterDirection`);
    /// left to right when the language does not say.
    public init(locale: Locale) {
        self = locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether leading is the right edge.
    public var isRightToLeft: Bool { self == .rightToLeft }
}
