import PickerSDL
import Testing

extension SDLTests {
    /// Which OpenGL implementations the window host takes for ones drawing on the CPU, by their `GL_RENDERER`.
    @Suite struct SoftwareOpenGLTests {
        @Test(arguments: [
            "llvmpipe (LLVM 15.0.6, 256 bits)",  // Mesa under Xvfb, and in VMs without a GPU
            "softpipe", "Software Rasterizer", "Google SwiftShader", "GDI Generic",
            "zink Vulkan 1.3(llvmpipe (LLVM 15.0.6, 256 bits) (MESA_LLVMPIPE))",
        ])
        func anImplementationDrawingOnTheCPUIsSoftware(name: String) {
            #expect(SoftwareOpenGL.isSoftwareRasterizer(name))
        }

        @Test(arguments: [
            "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49)",
            "NVIDIA GeForce RTX 3060/PCIe/SSE2", "virgl (NVIDIA GeForce GTX 1080)", "SVGA3D; build: RELEASE; LLVM;", "",
        ])
        func aGPUIsNot(name: String) {
            #expect(!SoftwareOpenGL.isSoftwareRasterizer(name))
        }
    }
}
