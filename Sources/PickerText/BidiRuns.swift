import CFriBidi
import PickerCore

/// A stretch of a line that reads in one direction: scalars `range` of the line (logical order).
struct BidiRun: Equatable {
    var range: Range<Int>
    var isRightToLeft: Bool
}

/// The Unicode bidirectional algorithm (FriBidi) applied to one line of text.
enum BidiRuns {
    /// The directional runs of `scalars` in visual order (left to right on screen), and the paragraph's
    /// resolved base direction. `base` nil takes the direction of the first strong character, left to
    /// right when there is none.
    static func visualRuns(of scalars: [Unicode.Scalar], base: LayoutDirection?) -> (runs: [BidiRun], base: LayoutDirection) {
        let count = scalars.count
        guard count > 0 else { return ([], base ?? .leftToRight) }
        let characters = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FRIBIDI_TYPE_ON, count: count)
        fribidi_get_bidi_types(characters, FriBidiStrIndex(count), &types)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        fribidi_get_bracket_types(characters, FriBidiStrIndex(count), types, &brackets)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var paragraph: FriBidiParType
        switch base {
        case nil: paragraph = FRIBIDI_PAR_ON
        case .leftToRight?: paragraph = FRIBIDI_PAR_LTR
        case .rightToLeft?: paragraph = FRIBIDI_PAR_RTL
        }
        let resolvedBase: LayoutDirection
        var map = (0..<count).map { FriBidiStrIndex($0) }
        if fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &paragraph, &levels) == 0 {
            // FriBidi failed (out of memory): one run in the requested direction.
            return ([BidiRun(range: 0..<count, isRightToLeft: base == .rightToLeft)], base ?? .leftToRight)
        }
        resolvedBase = paragraph == FRIBIDI_PAR_RTL ? .rightToLeft : .leftToRight
        // Resets trailing whitespace to the paragraph level (rule L1) and reorders (L2); no shaping or
        // mark reordering here: HarfBuzz does both per run.
        _ = fribidi_reorder_line(0, types, FriBidiStrIndex(count), 0, paragraph, &levels, nil, &map)
        var runs: [BidiRun] = []
        var previous: (logical: Int, level: FriBidiLevel)?
        for visual in 0..<count {
            let logical = Int(map[visual]), level = levels[logical]
            let isRightToLeft = level % 2 == 1
            if let previous, previous.level == level, logical == previous.logical + (isRightToLeft ? -1 : 1) {
                let run = runs[runs.count - 1].range
                runs[runs.count - 1].range = min(run.lowerBound, logical)..<max(run.upperBound, logical + 1)
            } else {
                runs.append(BidiRun(range: logical..<logical + 1, isRightToLeft: isRightToLeft))
            }
            previous = (logical, level)
        }
        return (runs, resolvedBase)
    }
}
