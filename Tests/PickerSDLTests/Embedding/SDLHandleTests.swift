import CSDL2
import PickerSDL
import Testing

extension SDLTests {
/// What a handle destroys, and when: only what PickerKit made, once, after the handle goes away, while what
/// the object needs is still alive; and an SDL call that made nothing is SDL's error, thrown.
@Suite struct SDLHandleTests {
    final class Needed {}

    @Test func aMadeObjectIsDestroyedOnceWhileWhatItNeedsIsStillAlive() throws {
        var destroyed: [Int] = []
        weak var needed: Needed?
        var neededWasAliveAtDestroy = false
        do {
            let needs = Needed()
            needed = needs
            _ = try SDLHandle<Int>(made: 7, destroy: { destroyed.append($0); neededWasAliveAtDestroy = needed != nil }, needs: [needs], failure: SDLError(operation: "make", message: ""))
            #expect(destroyed == [7])
        }
        #expect(neededWasAliveAtDestroy)
        #expect(needed == nil)
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
