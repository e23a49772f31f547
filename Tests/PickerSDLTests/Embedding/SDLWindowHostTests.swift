import PickerDemoKit
import CSDL2
import Foundation
import PickerCore
import PickerSDL
import Testing

/// A scene that records what the host does to it and wants `framesWanted` frames after the first.
final class SDLRecordingScene: HostedScene {
    var layouts: [Size] = []
    var inputs: [InputEvent] = []
    var ticks: [Double] = []
    var framesWanted = 0
    var backgroundColor = Color(hex: 0x336699)

    func layout(size: Size) { layouts.append(size) }
    func handle(_ event: InputEvent) -> Bool {
        inputs.append(event)
        return true
    }
    func tick(now: Double) { ticks.append(now) }
    var needsFrame: Bool { framesWanted > 0 }
    func draw(in canvas: Canvas) {
        framesWanted = max(0, framesWanted - 1)
        canvas.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .white)
    }
}

extension SDLTests {
    /// The window host under the dummy video driver: a real SDL window and event queue, no display.
    @Suite struct WindowHostTests {
        init() throws { _ = try SDLTests.library() }

        @Test func deliversInjectedInputInPointsAndStopsOnQuit() throws {
            let host = try WindowHost(title: "test", size: Size(width: 200, height: 100), userScale: 2, vsync: false)
            #expect(host.sizeInPoints == Size(width: 200, height: 100))
            let scene = SDLRecordingScene()
            var keysSeenByHook: [Key] = []
            host.onKey = { _, event in
                keysSeenByHook.append(event.key)
                return event.key == .function(12)  // the host's own shortcut: the scene must not see it
            }
            host.onFrameRendered = { host, frame, _ in
                guard frame == 1 else { return }
                for event in [
                    SDLEventFactory.mouseButtonDown(x: 100, y: 50, windowID: host.window.id),
                    SDLEventFactory.mouseButtonUp(x: 120, y: 50, windowID: host.window.id),
                    SDLEventFactory.keyDown(.function(12)), SDLEventFactory.keyDown(.down),
                    SDLEventFactory.quit(),
                ] {
                    if let event { try? SDLEventFactory.push(event) }
                }
            }
            try host.run(scene: scene)

            #expect(scene.layouts == [Size(width: 200, height: 100)])
            #expect(host.frameCount == 1)
            #expect(keysSeenByHook == [.function(12), .down])
            let locations: [Point] = scene.inputs.compactMap {
                if case .pointerDown(let e) = $0 { return e.location }
                if case .pointerUp(let e) = $0 { return e.location }
                return nil
            }
            #expect(locations == [Point(x: 50, y: 25), Point(x: 60, y: 25)])
            #expect(scene.inputs.contains { if case .key(let k) = $0 { k.key == .down } else { false } })
            #expect(!scene.inputs.contains { if case .key(let k) = $0 { k.key == .function(12) } else { false } })
            // Event times and tick times come from the same clock.
            let lastTick = try #require(scene.ticks.last)
            #expect(scene.inputs.allSatisfy { $0.time >= lastTick })
        }

        @Test func rendersOnlyWhileTheSceneNeedsFrames() throws {
            let host = try WindowHost(title: "test", size: Size(width: 64, height: 48), vsync: false)
            let scene = SDLRecordingScene()
            scene.framesWanted = 4  // an animation of four frames, then rest
            host.onFrameRendered = { host, frame, _ in
                guard frame == 4 else { return }
                // At rest, hovering must not cause redraws.
                try? SDLEventFactory.push(SDLEventFactory.mouseMotion(x: 5, y: 5))
                try? SDLEventFactory.push(SDLEventFactory.mouseMotion(x: 6, y: 5))
                try? SDLEventFactory.push(SDLEventFactory.quit())
            }
            try host.run(scene: scene)
            #expect(host.frameCount == 4)
            #expect(scene.ticks == scene.ticks.sorted() && Set(scene.ticks).count == 4)
            #expect(scene.inputs.count == 2)
        }

        @Test func resizeRelaysOutInPoints() throws {
            let host = try WindowHost(title: "test", size: Size(width: 100, height: 100), userScale: 2, vsync: false)
            let scene = SDLRecordingScene()
            host.onFrameRendered = { host, frame, _ in
                guard frame == 1 else { return }
                var resized = SDL_Event()
                resized.window.type = SDL_WINDOWEVENT.rawValue
                resized.window.windowID = host.window.id
                resized.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
                resized.window.data1 = 600
                resized.window.data2 = 300
                try? SDLEventFactory.push(resized)
            }
            host.onBeforeFrame = { host, _ in
                if host.frameCount == 1 { host.requestQuit() }
            }
            try host.run(scene: scene)
            #expect(scene.layouts == [Size(width: 100, height: 100), Size(width: 300, height: 150)])
            #expect(host.sizeInPoints == Size(width: 300, height: 150))
        }

        @Test func capturesTheFrameBeforePresenting() throws {
            let host = try WindowHost(title: "test", size: Size(width: 40, height: 30), vsync: false)
            let scene = SDLRecordingScene()
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-window-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            var captureError: Error?? = .none
            host.captureNextFrame(to: path) { captureError = .some($0) }
            host.onFrameRendered = { host, _, _ in host.requestQuit() }
            try host.run(scene: scene)
            let reported = try #require(captureError, "the capture never completed")
            #expect(reported == nil)
            let image = try PNGImage(contentsOf: path)
            #expect(image.width == 40 && image.height == 30)
            #expect(image.pixel(x: 5, y: 5) == [255, 255, 255, 255])
            #expect(image.pixel(x: 20, y: 20) == [0x33, 0x66, 0x99, 255])
        }
    }
}

/// Run by hand, alone, with no display (SDL must not have been started by another test first):
/// `PICKERSDL_NO_DISPLAY_CHECK=1 DISPLAY= WAYLAND_DISPLAY= swift test --filter SDLNoDisplayTests`
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PICKERSDL_NO_DISPLAY_CHECK"] == "1"))
struct SDLNoDisplayTests {
    @Test func windowHostNamesTheWayOut() {
        unsetenv("SDL_VIDEODRIVER")
        do {
            let host = try WindowHost(title: "test", size: Size(width: 100, height: 100))
            Issue.record("a window opened with no display, video driver \(host.library.videoDriverName)")
        } catch {
            let message = String(describing: error)
            #expect(message.contains("--screenshot") && message.contains("Xvfb"), "\(message)")
        }
    }
}
