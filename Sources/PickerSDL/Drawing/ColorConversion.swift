import CSDL2
import PickerCore

extension SDL_Color {
    /// `color`'s channels (0...1, straight alpha) rounded to bytes, clamped to 0...255.
    init(_ color: Color) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        self.init(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha))
    }
}
