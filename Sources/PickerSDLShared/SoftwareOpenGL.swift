/// OpenGL that draws on the CPU: Mesa's llvmpipe under Xvfb or in a VM without a GPU, and its like. Showing
/// a window through it costs the window host several milliseconds a frame (docs/PERFORMANCE.md).
public enum SoftwareOpenGL {
    /// Words in OpenGL's name for itself (`GL_RENDERER`) that mark an implementation drawing on the CPU.
    static let markers = ["llvmpipe", "softpipe", "software rasterizer", "swiftshader", "gdi generic"]

    /// Whether `rendererName`, OpenGL's `GL_RENDERER` string, names an implementation drawing on the CPU,
    /// e.g. "llvmpipe (LLVM 15.0.6, 256 bits)" but not "Mesa Intel(R) UHD Graphics 620 (KBL GT2)".
    public static func isSoftwareRasterizer(_ rendererName: String) -> Bool {
        let name = rendererName.lowercased()
        return markers.contains { name.contains($0) }
    }

    /// OpenGL's name for itself (`GL_RENDERER`), asked of the current context through `glGetString`'s address.
    static func rendererName(glGetString address: UnsafeRawPointer) -> String {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(address, to: GetString.self)
        return glGetString(0x1F01).map { String(cString: $0) } ?? ""  // GL_RENDERER
    }
}
