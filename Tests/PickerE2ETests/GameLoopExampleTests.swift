import Foundation
import PickerKit
import Testing

/// The `Examples/GameLoop` package: a game with its own SDL window, renderer and loop, PickerKit's
/// pickers in panels over its scene. Built by scripts/test.sh (`swift build --package-path Examples/GameLoop`).
enum GameLoopExample {
    static let arguments = ["--today", "2026-11-21"]

    static func binary() throws -> URL {
        let fm = FileManager.default
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["GAMELOOP_BINARY"] {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        candidates.append(Demo.packageRoot.appendingPathComponent("Examples/GameLoop/.build/debug/GameLoop"))
        if let found = candidates.first(where: { fm.isExecutableFile(atPath: $0.path) }) { return found }
        throw E2EError("the GameLoop example is not built (looked at \(candidates.map(\.path).joined(separator: ", "))); run `swift build --package-path Examples/GameLoop` or scripts/test.sh")
    }

    /// `GameLoop --dump-layout`: each panel's origin in the window and its widget tree (panel points).
    static func panels() throws -> [String: (origin: (x: Double, y: Double), layout: LayoutNode)] {
        let result = try ChildProcess.run(try binary(), arguments + ["--dump-layout"], environment: Demo.environment(display: nil), timeout: 30)
        guard result.status == 0 else { throw E2EError("GameLoop --dump-layout exited \(result.status): \(result.stderr)") }
        var panels: [String: (origin: (x: Double, y: Double), layout: LayoutNode)] = [:]
        for line in result.stdout.split(separator: "\n") {
            guard let object = JSON.object(String(line)), let name = object["panel"] as? String,
                let origin = object["origin"] as? [Any], origin.count == 2,
                let x = JSON.number(origin[0]), let y = JSON.number(origin[1]),
                let layout = object["layout"] as? [String: Any]
            else { throw E2EError("unexpected --dump-layout line: \(line)") }
            panels[name] = ((x, y), try LayoutNode(json: layout))
        }
        return panels
    }

    /// Runs GameLoop offscreen (SDL's dummy video driver) with `script` played on a virtual controller;
    /// the lines it logged (`--log-events`), parsed.
    static func runScript(_ script: String) throws -> [[String: Any]] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gameloop-pad-\(getpid()).txt")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ChildProcess.run(
            try binary(), arguments + ["--offscreen", "--log-events", "--script", file.path],
            environment: Demo.environment(display: nil), timeout: 30)
        guard result.status == 0 else { throw E2EError("GameLoop --script exited \(result.status): \(result.stderr)") }
        return result.stdout.split(separator: "\n").compactMap { JSON.object(String($0)) }
    }
}

extension PickerE2E {
    @Suite("GameLoop example")
    struct GameLoopExampleTests {
        @Test("a click on the calendar picks a day, a click on the scene moves the game's square, and the game's pixels stay the game's")
        func clicksReachThePickersAndTheGame() throws {
            let panels = try GameLoopExample.panels()
            let settings = try #require(panels["settings"])
            let day = try #require(settings.layout.find("calendar.day.2026-11-12"))
            let shots = FileManager.default.temporaryDirectory.appendingPathComponent("gameloop-e2e-\(getpid())")
            try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: shots) }
            let session = try WindowSession(
                arguments: GameLoopExample.arguments + ["--shots", shots.path], pointSize: (1000, 720),
                executable: try GameLoopExample.binary(), windowName: "^GameLoop$")
            defer { session.stop() }
            let game = session.demo

            // A day of the calendar panel.
            let click = session.screen(settings.origin.x + day.frame.midX, settings.origin.y + day.frame.midY)
            try session.xdo.run(["mousemove", "--sync", String(click.x), String(click.y), "sleep", "0.1", "click", "1"])
            #expect(game.waitForEvent(widget: "calendar", timeout: 5), "no calendar event; stdout: \(game.lines.suffix(5))")
            let chosen = game.events.filter { $0.widget == "calendar" }
            #expect(chosen.count == 1, "\(chosen)")
            #expect(chosen.first.flatMap { JSON.object($0.line)?["date"] as? String } == "2026-11-12", "\(chosen)")
            #expect(!game.events.contains { $0.widget == "game" }, "the click on the panel reached the game too")

            // A point of the scene: the game gets it, the pickers don't.
            let scene = session.screen(520, 600)
            try session.xdo.run(["mousemove", "--sync", String(scene.x), String(scene.y), "sleep", "0.1", "click", "1"])
            #expect(game.waitForLine(matching: { $0.contains("\"arrived\":[520,600]") }, timeout: 5) != nil, "the square did not move there; stdout: \(game.lines.suffix(5))")
            #expect(game.events.filter { $0.widget == "calendar" }.count == 1)
            #expect(game.waitUntilSettled(quiet: 0.5, timeout: 8), "the window kept drawing after the square arrived")

            // Idle: no frames while nothing moves.
            let framesBefore = game.frames.count
            Thread.sleep(forTimeInterval: 1.5)
            #expect(game.frames.count == framesBefore, "an idle GameLoop drew \(game.frames.count - framesBefore) frames")

            // F12 (the game's key: no panel has the keyboard after the click on the scene) saves the frame.
            try session.xdo.run(["key", "F12"])
            let path = shots.appendingPathComponent("gameloop-1.png").path
            let deadline = ChildProcess.now() + 5
            while !FileManager.default.fileExists(atPath: path), ChildProcess.now() < deadline { usleep(50_000) }
            usleep(200_000)
            let image = try PNGImage(contentsOf: path)
            #expect(image.width == 1000 && image.height == 720)
            #expect(image.pixel(x: 520, y: 600) == [0xFF, 0xB0, 0x20, 255], "the square is not where the click sent it")
            #expect(image.pixel(x: 720, y: 480) != [0xFF, 0xB0, 0x20, 255], "the square is still at its start")
            // Outside the panels: the game's background (or its grid), untouched by PickerKit.
            for (x, y) in [(450, 50), (990, 700), (600, 300)] {
                let pixel = image.pixel(x: x, y: y)
                #expect(pixel == [0x1B, 0x26, 0x3B, 255] || pixel == [0x2A, 0x3A, 0x58, 255], "(\(x), \(y)) is \(pixel)")
            }
            // Inside the settings panel: PickerKit's light background, over the game.
            let light = Theme.light.windowBackground
            let expected = [light.red, light.green, light.blue].map { UInt8(($0 * 255).rounded()) } + [255]
            #expect(image.pixel(x: Int(settings.origin.x) + 4, y: Int(settings.origin.y) + 4) == expected)
            #expect(game.exitStatus == nil, "GameLoop exited: \(game.stderr)")
        }

        @Test("the left stick and the D-pad steer the square, a shoulder button moves the focus into the settings and out, and the pad changes a setting there")
        func controllerSteersTheGameAndSwitchesToThePanel() throws {
            // Steps 0.1 s apart at least, so the loop sees each state of the pad.
            let lines = try GameLoopExample.runScript("""
                0.50 pad-axis leftx 32767
                1.00 pad-axis leftx 0
                1.10 pad-axis leftx 3000
                1.50 pad-axis leftx 0
                1.60 pad-down rightshoulder
                1.70 pad-up rightshoulder
                1.90 pad-down a
                2.00 pad-up a
                2.20 pad-down dpdown
                2.30 pad-up dpdown
                2.50 pad-down a
                2.60 pad-up a
                2.80 pad-down leftshoulder
                2.90 pad-up leftshoulder
                3.10 pad-down dpup
                3.40 pad-up dpup
                3.80 end
                """)
            func position(_ line: [String: Any]) -> (x: Double, y: Double)? {
                guard let point = line["stopped"] as? [Any], point.count == 2, let x = JSON.number(point[0]), let y = JSON.number(point[1]) else { return nil }
                return (x, y)
            }
            let game = lines.filter { $0["widget"] as? String == "game" }
            let stops = game.compactMap(position)
            let focus = game.filter { $0["kind"] as? String == "Focus" }
            try #require(stops.count == 2 && focus.count == 2, "\(lines)")

            // The stick pushed right moved the square right from its start (720, 480); its drift inside the
            // dead zone moved it no further (the D-pad later moves it straight up from the same x).
            #expect(stops[0].x > 720 + 50 && stops[0].y == 480, "\(stops)")
            // The first shoulder press focused the settings panel's first widget, ring shown; the second left it.
            #expect(focus[0]["panel"] as? String == "settings" && focus[0]["focused"] as? String == "start" && focus[0]["ring"] as? Bool == true, "\(focus)")
            #expect(focus[1]["panel"] is NSNull && focus[1]["ring"] as? Bool == false, "\(focus)")
            // In the panel, A engaged the date picker and the D-pad turned it: the date changed, the square stayed.
            let dates = lines.filter { $0["widget"] as? String == "start" }.compactMap { $0["date"] as? String }
            #expect(!dates.isEmpty && !dates.contains { $0.hasPrefix("2026-11-21") }, "\(lines)")
            // Back in the game, the D-pad steered the square up.
            #expect(stops[1].x == stops[0].x && stops[1].y < 480 - 30, "\(stops)")
            // The order: the square stopped, then the panel got the pad and gave it back, then it moved again.
            let order = game.map { $0["kind"] as? String == "Focus" ? "focus" : "stop" }
            #expect(order == ["stop", "focus", "focus", "stop"], "\(order)")
        }
    }
}
