import CSDL2
import PickerCore

extension SDLMeshBackend {
    /// On the software renderer: one picture of `lines`, each line's rasterised pixels copied (straight
    /// alpha, faded by `color`'s alpha as a faded line's prepared picture is) to `offsets[i]` in a
    /// transparent picture, kept in a bounded cache (`TextGroupCache`, trimmed with the others) and drawn in
    /// parts (`renderTextGroup`): one copy per line of the rectangle around its pixels that are not wholly
    /// transparent. SDL blends those pixel by pixel as it blends the line's own texture (the same ARGB8888
    /// blit, which leaves the target alone where alpha is 0), so the group gives exactly the pixels of the
    /// lines drawn one by one, without looking up, batching and checking each line, and with fewer pixels
    /// walked. `nil` on other renderers, for lines that overlap (a copy would replace what a blend would
    /// mix), and when a line's pixels are not at hand as ARGB8888.
    public func textGroupImage(
        for lines: [PlacedText], offsets: [PixelOffset], font: Font, color: Color, pixelsPerPoint: Double
    ) -> TextureImage? {
        guard drawsTextGroups, copiesWholeImages, drawsTextInParts, !lines.isEmpty, lines.count == offsets.count else { return nil }
        let revision = fonts.revision
        let fingerprint = TextGroupCache.fingerprint(
            lines, offsets: offsets, font: font, color: color, pixelsPerPoint: pixelsPerPoint, fontRevision: revision)
        if let entry = textGroups.entry(for: fingerprint, matching: {
            $0.matches(lines, offsets: offsets, font: font, color: color, pixelsPerPoint: pixelsPerPoint, fontRevision: revision)
        }) {
            return entry.image
        }
        let group = TextGroupCache.Group(
            texts: lines.map(\.text), offsets: offsets, font: font, color: color, pixelsPerPoint: pixelsPerPoint,
            fontRevision: revision)
        guard let entry = makeTextGroupImage(group) else { return nil }
        // A group of the same fingerprint (a collision) is replaced.
        if let replaced = textGroups.insert(entry, for: fingerprint) { unregister(replaced.image.texture) }
        return entry.image
    }

    /// Draws `quad` as the parts of a text group's picture when it is that picture's whole quad with opaque
    /// white vertices (as `MeshCanvas.drawTexts` draws it): one copy per line's visible pixels. Returns
    /// whether it did.
    func renderTextGroup(_ quad: ImageQuad, handle: TextureHandle) -> Bool {
        guard let entry = textGroups.peek(texture: handle),
            let origin = quad.wholeOrigin(width: entry.image.pixelWidth, height: entry.image.pixelHeight)
        else { return false }
        for strip in entry.strips {
            copyPicture(entry.texture, from: SDL_Rect(strip), to: SDL_Rect(strip.offsetBy(dx: origin.x, dy: origin.y)))
        }
        return true
    }

    private func makeTextGroupImage(_ group: TextGroupCache.Group) -> TextGroupCache.Entry? {
        var pieces: [(texture: SDLTexture, rect: PixelRect)] = []
        for (text, offset) in zip(group.texts, group.offsets) {
            guard let image = textImage(for: text, font: group.font, color: group.color, pixelsPerPoint: group.pixelsPerPoint),
                let registered = textures[image.texture.id], registered.role == .readableText,
                case let texture = registered.texture, Self.isARGB8888(texture), texture.pixelWidth == image.pixelWidth, texture.pixelHeight == image.pixelHeight
            else { return nil }
            pieces.append((texture, PixelRect(x: offset.dx, y: offset.dy, width: image.pixelWidth, height: image.pixelHeight)))
        }
        // The vertex alpha a line's own quad would carry, as a byte (`ImageQuad.alphaByte`).
        let fade = UInt32(max(0, min(255, (group.color.alpha * 255).rounded())))
        let rects = pieces.map(\.rect)
        guard rects.allSatisfy({ $0.x >= 0 && $0.y >= 0 && !$0.isEmpty }), !Self.anyOverlap(rects),
            let width = rects.map({ $0.x + $0.width }).max(), let height = rects.map({ $0.y + $0.height }).max()
        else { return nil }
        do {
            let texture = try SDLTexture(streamingFor: renderer, pixelWidth: width, pixelHeight: height)
            var visible: [PixelRect] = []
            try texture.withPixels { target in
                guard let pixels = target.pointee.pixels else { return }
                let pitch = Int(target.pointee.pitch)
                for row in 0..<height {
                    (pixels + row * pitch).assumingMemoryBound(to: UInt32.self).update(repeating: 0, count: width)
                }
                for piece in pieces {
                    // The text's own pixels (a readable text texture: on the software renderer, no copy).
                    try piece.texture.withPixels { surface in
                        guard let source = surface.pointee.pixels else { return }
                        let sourcePitch = Int(surface.pointee.pitch)
                        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
                        for row in 0..<piece.rect.height {
                            let from = (source + row * sourcePitch).assumingMemoryBound(to: UInt32.self)
                            let to = (pixels + (piece.rect.y + row) * pitch).assumingMemoryBound(to: UInt32.self) + piece.rect.x
                            to.update(from: from, count: piece.rect.width)
                            if fade < 255 {
                                // As a faded line's prepared picture is made (`makeSquashedText`): SDL's (a * mod) / 255.
                                for column in 0..<piece.rect.width {
                                    to[column] = (to[column] & 0x00FF_FFFF) | ((to[column] >> 24) * fade / 255) << 24
                                }
                            }
                            for column in 0..<piece.rect.width where to[column] >> 24 != 0 {
                                minX = min(minX, column)
                                maxX = max(maxX, column)
                                minY = min(minY, row)
                                maxY = max(maxY, row)
                            }
                        }
                        if minX <= maxX {
                            visible.append(PixelRect(
                                x: piece.rect.x + minX, y: piece.rect.y + minY, width: maxX - minX + 1, height: maxY - minY + 1))
                        }
                    }
                }
            }
            // Drawn as one copy per line, of only its pixels that are not wholly transparent (SDL's blend
            // leaves the target alone under those): the lines' own pixels, fewer of them, one call each.
            let image = TextureImage(texture: register(texture, as: .textGroupPicture), pixelWidth: width, pixelHeight: height)
            return TextGroupCache.Entry(group: group, image: image, texture: texture, strips: visible)
        } catch let error as SDLError {
            lastError = error
            return nil
        } catch {
            return nil
        }
    }

    /// Whether a line's texture is ARGB8888, the layout the group picture copies.
    private static func isARGB8888(_ texture: SDLTexture) -> Bool {
        var format: UInt32 = 0
        guard SDL_QueryTexture(texture.pointer, &format, nil, nil, nil) == 0 else { return false }
        return format == SDL_PIXELFORMAT_ARGB8888.rawValue
    }

    /// Whether any two of `rects` share a pixel.
    static func anyOverlap(_ rects: [PixelRect]) -> Bool {
        for i in rects.indices {
            for j in rects.indices where j > i {
                let a = rects[i], b = rects[j]
                if a.x < b.x + b.width, b.x < a.x + a.width, a.y < b.y + b.height, b.y < a.y + a.height { return true }
            }
        }
        return false
    }
}

