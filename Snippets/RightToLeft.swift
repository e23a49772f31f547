// Forcing a widget's layout direction, whatever its locale says.
// The example of the Right to Left and Text article.
// snippet.hide
import Foundation
import PickerKit

let picker = try YearMiniPicker(years: 1900...2100, year: 2026)
// snippet.show
picker.layoutDirection = .rightToLeft   // nil goes back to the locale's or the parent's
print(picker.effectiveLayoutDirection)
