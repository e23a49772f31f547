import CSDL2
import PickerSDL
import Testing

extension SDLTests {
/// What a handle destroys, and when: only what PickerKit made, once, after the handle goes away, while what
/// the object needs is still alive; and an SDL call that made nothing is SDL's error, thrown.
@Suite struct SDLHandleTests {
    /// Something an SDL object needs, which says when it goes.
    final class Needed {
        let onRelease: () -> Void
        init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }
        deinit { onRelease() }
    }

    @Test func aMadeObjectIsDestroyedOnceBeforeWhatItNeedsIsReleased() throws {
        var log: [String] = []
        _ = try SDLHandle<Int>(
            made: 7, destroy: { log.append("destroyed \($0)") }, needs: [Needed { log.append("needs released") }],
            failure: SDLError(operation: "make", message: ""))
        #expect(log == ["destroyed 7", "needs released"])
    }

    @Test func aBorrowedObjectReleasesWhatItNeedsWhenItGoes() {
        var log: [String] = []
        _ = SDLHandle<Int>(borrowing: 7, needs: [Needed { log.append("needs released") }])
        #expect(log == ["needs released"])
    }

    @Test func nothingMadeThrowsTheFailureAndDestroysNothing() {
        var destroyed: [Int] = []
        #expect {
            _ = try SDLHandle<Int>(made: nil, destroy: { destroyed.append($0) }, needs: [], failure: SDLError(operation: "SDL_Make", message: "out of memory"))
        } throws: { error in
            (error as? SDLError)?.description == "SDL_Make failed: out of memory"
        }
        #expect(destroyed.isEmpty)
    }

    @Test func aBorrowedRendererOutlivesItsHandle() throws {
        _ = try SDLTests.library()
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let pointer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(pointer) }
        do { _ = SDLRenderer(borrowing: pointer) }
        #expect(SDL_SetRenderDrawColor(pointer, 10, 20, 30, 255) == 0)
        #expect(SDL_RenderClear(pointer) == 0)
        SDL_RenderFlush(pointer)
        #expect(surface.pointee.pixels.load(as: UInt32.self) == 0xFF0A_141E)
    }

    @Test func aSurfaceSDLCannotMakeIsSDLsErrorNamingTheCall() throws {
        let library = try SDLTests.library()
        #expect {
            _ = try SDLSurface(pixelWidth: -1, pixelHeight: 4, library: library)
        } throws: { error in
            let error = try #require(error as? SDLError)
            return error.operation.hasPrefix("SDL_CreateRGBSurfaceWithFormat") && !error.message.isEmpty
        }
    }
}
}
