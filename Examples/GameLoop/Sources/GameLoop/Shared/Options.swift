import Foundation

/// GameLoop's command line: `[--screenshot FILE.png] [--log-events] [--log-frames] [--dump-layout] [--today YYYY-MM-DD] [--shots DIR]
/// [--script FILE] [--offscreen]` (F12 in the window saves `gameloop-N.png` in the `--shots` folder, the
/// current one by default; `--script` plays game controller input, see `PadScript`; `--offscreen` runs the
/// loop on SDL's dummy video driver, with no display).
struct Options {
    var screenshot: String?
    var logEvents = false
    var logFrames = false
    var dumpLayout = false
    /// Where F12 saves screenshots.
    var shotsDirectory = "."
    /// The day the pickers start on; today when absent.
    var today: DateComponents?
    /// A `PadScript` file to play through a virtual controller.
    var script: String?
    /// Whether the loop runs without a display (SDL's dummy video driver).
    var offscreen = false

    static let usage = "usage: GameLoop [--screenshot FILE.png] [--log-events] [--log-frames] [--dump-layout] [--today YYYY-MM-DD] [--shots DIR] [--script FILE] [--offscreen]"

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    init<Arguments: Sequence<String>>(_ arguments: Arguments) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--screenshot":
                guard let path = iterator.next(), !path.hasPrefix("--") else { throw Invalid(description: "--screenshot needs a file name") }
                screenshot = path
            case "--shots":
                guard let path = iterator.next() else { throw Invalid(description: "--shots needs a folder") }
                shotsDirectory = path
            case "--script":
                guard let path = iterator.next(), !path.hasPrefix("--") else { throw Invalid(description: "--script needs a file name") }
                script = path
            case "--offscreen": offscreen = true
            case "--log-events": logEvents = true
            case "--log-frames": logFrames = true
            case "--dump-layout": dumpLayout = true
            case "--today":
                guard let text = iterator.next() else { throw Invalid(description: "--today needs a date, YYYY-MM-DD") }
                let parts = text.split(separator: "-").compactMap { Int($0) }
                guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else {
                    throw Invalid(description: "--today: '\(text)' is not a date of the form YYYY-MM-DD")
                }
                today = DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: 12)
            case "-h", "--help":
                print(Self.usage)
                exit(0)
            default:
                throw Invalid(description: "unknown argument '\(argument)'; \(Self.usage)")
            }
        }
    }
}
