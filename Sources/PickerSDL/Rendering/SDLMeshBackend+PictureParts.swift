import CSDL2
import PickerCore

extension SDLMeshBackend {
    /// The parts to draw the picture with row-major RGBA `rgba` in (see `PicturePlan`), or `nil` when
    /// it has no core worth drawing apart.
    func planParts(rgba: [UInt8], width: Int, height: Int) throws -> LayerCache.Parts? {
        let alpha = stride(from: 3, to: rgba.count, by: 4).map { rgba[$0] }
        let plan = PicturePlan(width: width, height: height, alpha: alpha)
        guard let core = plan.core else { return nil }
        let coreTexture = plan.coreKind == .opaque
            ? try makeStaticTexture(rgba: rgba, in: core, pictureWidth: width, alpha: false) : nil
        return LayerCache.Parts(plan: plan, core: coreTexture)
    }

    /// Draws `batch` as the parts of a layer picture when it is that picture's whole quad, unclipped and
    /// opaque white, and the picture has parts; returns whether it did.
    func renderPictureParts(_ batch: DrawBatch) -> Bool {
        guard let handle = batch.texture, let entry = layers.peek(texture: handle), let parts = entry.parts,
            let origin = Self.wholeQuadOrigin(of: batch, width: entry.image.pixelWidth, height: entry.image.pixelHeight)
        else { return false }
        for strip in parts.plan.strips {
            copy(entry.texture, from: strip, to: strip.offsetBy(dx: origin.x, dy: origin.y))
        }
        if let core = parts.plan.core, let texture = parts.core {
            copy(texture, from: nil, to: core.offsetBy(dx: origin.x, dy: origin.y))
        }
        return true
    }

    private func copy(_ texture: SDLTexture, from source: PixelRect?, to destination: PixelRect) {
        var target = SDL_Rect(destination)
        let status: Int32
        if let source {
            var from = SDL_Rect(source)
            status = SDL_RenderCopy(renderer.pointer, texture.pointer, &from, &target)
        } else {
            status = SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &target)
        }
        if status < 0 { lastError = .current("SDL_RenderCopy") }
    }

    /// The top-left pixel of `batch` when it is exactly a `width` x `height` quad on whole pixels showing
    /// the whole texture 1:1 with opaque white vertices, as `MeshCanvas` draws an unclipped layer.
    static func wholeQuadOrigin(of batch: DrawBatch, width: Int, height: Int) -> (x: Int, y: Int)? {
        let v = batch.vertices
        guard v.count == 4, batch.indices == [0, 1, 2, 0, 2, 3],
            v.allSatisfy({ $0.color == .white }),
            v[0].texCoord == Point(x: 0, y: 0), v[1].texCoord == Point(x: 1, y: 0),
            v[2].texCoord == Point(x: 1, y: 1), v[3].texCoord == Point(x: 0, y: 1)
        else { return nil }
        let left = v[0].position.x, top = v[0].position.y
        let right = left + Double(width), bottom = top + Double(height)
        guard left == left.rounded(), top == top.rounded(), abs(left) < 1e9, abs(top) < 1e9,
            v[1].position == Point(x: right, y: top), v[2].position == Point(x: right, y: bottom),
            v[3].position == Point(x: left, y: bottom)
        else { return nil }
        return (Int(left), Int(top))
    }
}

extension SDL_Rect {
    init(_ rect: PixelRect) {
        self.init(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
    }
}

extension PixelRect {
    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }
}
