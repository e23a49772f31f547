// picker-demo-sdl3: the demo's pages in a window on SDL 3, with the screen-reader bridge on.
//   picker-demo-sdl3 [--page NAME] [--today YYYY-MM-DD] [--size WxH] [--scale N]
import Foundation
import PickerDemoPages
import PickerSDL3
import PickerSDL3Accessibility

/// The options, from the command line: bad ones exit 2 with one line.
struct Options {
    var page = PageName.overview
    var today = DateComponents(year: 2026, month: 11, day: 21)
    var size = Size(width: 1024, height: 768)
    var scale = 1.0

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
            return next
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--page":
                let name = try value(flag)
                guard let page = PageName(rawValue: name) else {
                    throw UsageError("unknown page '\(name)' (\(PageName.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                self.page = page
            case "--today":
                let parts = try value(flag).split(separator: "-").compactMap { Int($0) }
                guard parts.count == 3 else { throw UsageError("--today wants YYYY-MM-DD") }
                today = DateComponents(year: parts[0], month: parts[1], day: parts[2])
            case "--size":
                let parts = try value(flag).split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 >= 100 && $0 <= 8192 }) else {
                    throw UsageError("--size wants WxH, each 100 to 8192")
                }
                size = Size(width: parts[0], height: parts[1])
            case "--scale":
                guard let scale = Double(try value(flag)), scale >= 1, scale <= 4 else { throw UsageError("--scale wants 1 to 4") }
                self.scale = scale
            case "--help", "-h":
                print("usage: picker-demo-sdl3 [--page NAME] [--today YYYY-MM-DD] [--size WxH] [--scale N]")
                exit(0)
            default:
                throw UsageError("unknown option '\(flag)'")
            }
        }
    }
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let host = try WindowHost(title: "PickerKit demo (SDL 3)", size: options.size, userScale: options.scale)
    let scene = try DemoScene(
        page: options.page, options: PageOptions(today: options.today, scale: options.scale), textMeasurer: host.panels.textMeasurer)
    host.panels.startAccessibility(applicationName: "PickerKit demo")
    try host.run(scene: scene)
} catch let error as UsageError {
    FileHandle.standardError.write(Data("picker-demo-sdl3: \(error.message)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("picker-demo-sdl3: \(error)\n".utf8))
    exit(1)
}
