import CHarfBuzz

/// Unicode scripts of text, from HarfBuzz's Unicode data (the tables SDL_ttf's shaper itself uses).
enum UnicodeScript {
    /// The ISO 15924 code of `scalar`'s script: "Latn", "Arab", "Hebr"; "Zyyy" (common: digits,
    /// punctuation, spaces), "Zinh" (inherited: combining marks) or "Zzzz" (unknown).
    static func code(of scalar: Unicode.Scalar) -> String {
        let tag = hb_unicode_script(hb_unicode_funcs_get_default(), hb_codepoint_t(scalar.value)).rawValue
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: UInt32(tag) >> UInt32($0)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `code` is a script of its own rather than common, inherited or unknown.
    static func isSpecific(_ code: String) -> Bool {
        code != "Zyyy" && code != "Zinh" && code != "Zzzz"
    }

    /// Scripts whose letters may be drawn one face each without harm (no joining or reordering across
    /// characters): a face change inside a word of other scripts would break their shaping.
    static func allowsFaceChangesInsideWords(_ code: String) -> Bool {
        ["Latn", "Grek", "Cyrl", "Hani", "Hira", "Kana", "Hang", "Bopo", "Zyyy", "Zinh", "Zzzz"].contains(code)
    }

    /// `characters` (grapheme clusters, in logical order) split into runs of one script each. Common and
    /// inherited characters join the script of the run they are in (or of the first specific script
    /// after them, at the start), so "1773年" is one Han run and "21 נובמבר" one Hebrew run.
    static func runs(of characters: [Character]) -> [(script: String, characters: [Character])] {
        var runs: [(script: String, characters: [Character])] = []
        for character in characters {
            let script = character.unicodeScalars.first.map(code(of:)) ?? "Zzzz"
            if let last = runs.last, !isSpecific(script) || last.script == script || !isSpecific(last.script) {
                let merged = isSpecific(last.script) ? last.script : script
                runs[runs.count - 1].script = merged
                runs[runs.count - 1].characters.append(character)
            } else {
                runs.append((script, [character]))
            }
        }
        return runs
    }
}
