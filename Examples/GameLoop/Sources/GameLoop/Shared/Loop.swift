import Foundation
import PickerCore
import PickerFrame
import PickerInspection
import PickerWidgets

// The parts of the game's loop that are the same on SDL 2 and SDL 3: output, the panels' set-up and the
// pad's focus switch, written against PanelHosting (what both SDLs' PanelHost offer).

/// The program's name, for its messages.
let programName = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "GameLoop"

func printLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("\(programName): \(message)\n".utf8))
    exit(status)
}

/// The command line and the pad script, read before anything opens so a bad one stops the game at once (exit 2).
func readCommandLine() -> (Options, PadScript?) {
    do {
        let options = try Options(CommandLine.arguments.dropFirst())
        let script = try options.script.map { try PadScript(parsing: String(contentsOfFile: $0, encoding: .utf8)) }
        return (options, script)
    } catch {
        fail("\(error)", status: 2)
    }
}

/// The game's calendar: Gregorian, in English, in UTC, so runs are reproducible.
func gameCalendar() -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "en_US")
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar
}

/// The game and its two panels over the scene in `host`: the settings, and the difficulty.
struct GamePanels {
    let game = Game(start: Point(x: 720, y: 480))
    let settings: SettingsPanel
    let difficulty: DifficultyPanel
    let settingsPanel: Panel

    init(host: some PanelHosting, textMeasurer: TextMeasurer, options: Options) throws {
        let calendar = gameCalendar()
        let today = options.today.flatMap { calendar.date(from: $0) } ?? Date()
        settings = try SettingsPanel(today: today, calendar: calendar, textMeasurer: textMeasurer)
        difficulty = try DifficultyPanel(textMeasurer: textMeasurer)
        settingsPanel = host.addPanel(settings, frame: Rect(origin: Point(x: 20, y: 20), size: settings.preferredSize), background: .scene)
        host.addPanel(difficulty, frame: Rect(x: 740, y: 20, width: 240, height: 220), zIndex: 1, background: .scene)
        // The game starts with the keyboard and the controllers; a click on a panel or the pad's switch gives them away.
        host.makeKey(nil)
        if options.logEvents { logEvents() }
        if options.dumpLayout { dumpLayout(host: host) }
    }

    /// `--log-events`: the pickers' value changes and the game's moves, one JSON object a line.
    private func logEvents() {
        for panel in [settings, difficulty] as [WidgetRoot] {
            panel.onValueChanged = { printLine(ValueChange($0).jsonValue.serialized()) }
        }
        game.onTarget = { printLine(#"{"widget":"game","kind":"Scene","target":[\#(Int($0.x)),\#(Int($0.y))]}"#) }
        game.onArrival = { printLine(#"{"widget":"game","kind":"Scene","arrived":[\#(Int($0.x)),\#(Int($0.y))]}"#) }
        game.onStop = { printLine(#"{"widget":"game","kind":"Scene","stopped":[\#(Int($0.x.rounded())),\#(Int($0.y.rounded()))]}"#) }
    }

    /// `--dump-layout`: each panel's origin and widget tree, then exit.
    private func dumpLayout(host: some PanelHosting) -> Never {
        for panel in host.panels {
            let origin = JSONValue.array([.double(panel.frame.minX), .double(panel.frame.minY)])
            let node = (panel.scene as? WidgetRoot)?.layoutNode().jsonValue ?? .null
            printLine(JSONValue.object([("panel", .string((panel.scene as? WidgetRoot)?.id ?? "")), ("origin", origin), ("layout", node)]).serialized())
        }
        exit(0)
    }

    /// The pad's switch, pressed on `controller`: from the game into the settings panel (its first widget
    /// focused, with the ring) or from any panel back to the game (no panel has the keyboard).
    func switchFocus(host: some PanelHosting, controller: ControllerID, log: Bool) {
        if host.keyPanel == nil {
            game.releaseControls()
            host.makeKey(settingsPanel)
            if !settings.hasKeyboardFocus { _ = settings.moveKeyboardFocus(forward: true, wrapping: false) }
        } else {
            host.makeKey(nil)
            // A direction the panels still hold would keep stepping their focus: they forget the controller.
            for panel in host.panels { panel.scene.removeController(controller) }
        }
        guard log else { return }
        let key = host.keyPanel?.scene as? WidgetRoot
        printLine(JSONValue.object([
            ("widget", .string("game")), ("kind", .string("Focus")), ("panel", key.map { .string($0.id) } ?? .null),
            ("focused", key?.focusedWidget.map { .string($0.id) } ?? .null), ("ring", .bool(key?.isFocusRingVisible ?? false)),
        ]).serialized())
    }
}
