import Foundation
import PickerCore
import PickerSDL
import Testing

/// A real window on an X server, run by hand (the e2e tests proper live in PickerE2ETests):
/// `Xvfb :57 & PICKERSDL_XVFB_CHECK=1 DISPLAY=:57 swift test --filter SDLXvfbCheck`, while
/// `xdotool` clicks in the window named "SDLXvfbCheck". The window quits after 3 seconds.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PICKERSDL_XVFB_CHECK"] == "1"))
struct SDLXvfbCheck {
    @Test func realWindowReceivesXInput() throws {
        unsetenv("SDL_VIDEODRIVER")
        let host = try WindowHost(title: "SDLXvfbCheck", size: Size(width: 200, height: 150), userScale: 2)
        let scene = SDLRecordingScene()
        scene.framesWanted = .max
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-xvfb.png").path
        host.captureNextFrame(to: path)
        host.onFrameRendered = { host, _, time in if time > 3 { host.requestQuit() } }
        try host.run(scene: scene)
        print("driver \(host.library.videoDriverName) renderer \(host.renderer.name) ppp \(host.pixelsPerPoint) frames \(host.frameCount)")
        print("inputs \(scene.inputs.filter { if case .pointerMoved = $0 { false } else { true } })")
        #expect(try PNGImage(contentsOf: path).width == 400)
    }
}
