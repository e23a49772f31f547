import CPixelKernels
import CSDL2
import PickerCore

extension SDLMeshBackend {
    /// On the software renderer: one picture of `lines`, each line's pixels as its own quad would draw them
    /// (its text in its colour, squashed and faded as a squashed or faded line's prepared picture is)
    /// copied (straight alpha) to `offsets[i]` in a transparent picture, kept in a bounded cache
    /// (`TextGroupCache`, trimmed with the others) and drawn in parts (`renderTextGroup`, `drawTextGroup`):
    /// one copy per line of the rectangle around its pixels that are not wholly transparent. SDL blends
    /// those pixel by pixel as it blends the line's own picture (the same ARGB8888 blit, which leaves the
    /// target alone where alpha is 0), so the group gives exactly the pixels of the lines drawn one by one,
    /// without looking up, batching and checking each line, and with fewer pixels walked. `nil` on other
    /// renderers, for lines that overlap (a copy would replace what a blend would mix), when a line's pixels
    /// are not at hand as ARGB8888, and for a group with a squashed line that was not asked for in the last
    /// frame (the rows of a turning wheel, at new heights in every frame: drawn line by line, they cost less
    /// than a picture made for one frame).
    public func textGroupImage(
        for lines: [PlacedText], offsets: [PixelOffset], font: Font, color: Color, pixelsPerPoint: Double
    ) -> TextGroupImage? {
        guard drawsTextGroups, copiesWholeImages, drawsTextInParts, !lines.isEmpty, lines.count == offsets.count else { return nil }
        let revision = fonts.revision
        let fingerprint = TextGroupCache.fingerprint(
            lines, offsets: offsets, font: font, color: color, pixelsPerPoint: pixelsPerPoint, fontRevision: revision)
        if let entry = textGroups.entry(for: fingerprint, matching: {
            $0.matches(lines, offsets: offsets, font: font, color: color, pixelsPerPoint: pixelsPerPoint, fontRevision: revision)
        }) {
            return TextGroupImage(image: entry.image, lineRects: entry.lineRects)
        }
        if lines.contains(where: { $0.verticalScale < 1 }), !textGroups.noteMiss(fingerprint) { return nil }
        let group = TextGroupCache.Group(
            lines, offsets: offsets, font: font, color: color, pixelsPerPoint: pixelsPerPoint, fontRevision: revision)
        guard let entry = makeTextGroupImage(group) else { return nil }
        // A group of the same fingerprint (a collision) is replaced.
        if let replaced = textGroups.insert(entry, for: fingerprint) { unregister(replaced.image.texture) }
        return TextGroupImage(image: entry.image, lineRects: entry.lineRects)
    }

    /// Draws `quad` as the parts of a text group's picture when it is that picture's whole quad with opaque
    /// white vertices (as `MeshCanvas.drawTexts` draws it): one copy per line's visible pixels. Returns
    /// whether it did.
    func renderTextGroup(_ quad: ImageQuad, handle: TextureHandle) -> Bool {
        guard let entry = textGroups.peek(texture: handle),
            let origin = quad.wholeOrigin(width: entry.image.pixelWidth, height: entry.image.pixelHeight)
        else { return false }
        drawStrips(of: entry, at: PixelOffset(dx: origin.x, dy: origin.y), lines: entry.strips.indices)
        return true
    }

    /// Draws the lines at `lines` of the text group picture `texture` with its top-left corner at `origin`
    /// (pixels): one copy of each line's visible pixels, as `renderTextGroup` draws them all.
    public func drawTextGroup(_ texture: TextureHandle, at origin: PixelOffset, lines: [Int]) -> Bool {
        guard let entry = textGroups.peek(texture: texture), lines.allSatisfy(entry.strips.indices.contains) else { return false }
        drawStrips(of: entry, at: origin, lines: lines)
        return true
    }

    private func drawStrips<Lines: Sequence<Int>>(of entry: TextGroupCache.Entry, at origin: PixelOffset, lines: Lines) {
        for line in lines {
            guard let strip = entry.strips[line] else { continue }
            copyPicture(entry.texture, from: SDL_Rect(strip), to: SDL_Rect(strip.offsetBy(dx: origin.dx, dy: origin.dy)))
        }
    }

    /// The pixels of `text` as its own quad draws them `height` pixels tall, before its fade: the text's
    /// picture itself, or its prepared squashed picture (`SquashedTextCache`, one per height).
    private func linePicture(_ text: TextureImage, height: Int) -> SDLTexture? {
        guard let registered = textures[text.texture.id], registered.role == .readableText,
            case let texture = registered.texture, Self.isARGB8888(texture), texture.pixelWidth == text.pixelWidth,
            texture.pixelHeight == text.pixelHeight
        else { return nil }
        if height == texture.pixelHeight { return texture }
        let key = SquashedTextCache.Key(texture: text.texture.id, height: height, alpha: 255)
        return squashedText.entry(for: key)?.texture ?? squashedPicture(of: texture, key: key)
    }

    private func makeTextGroupImage(_ group: TextGroupCache.Group) -> TextGroupCache.Entry? {
        var pieces: [(texture: SDLTexture?, rect: PixelRect, fade: UInt8)] = []
        for (index, text) in group.texts.enumerated() {
            guard let image = textImage(for: text, font: group.font, color: group.colors[index], pixelsPerPoint: group.pixelsPerPoint)
            else { return nil }
            let offset = group.offsets[index]
            let height = MeshCanvas.squashedPixelHeight(image.pixelHeight, verticalScale: group.scales[index])
            let rect = PixelRect(x: offset.dx, y: offset.dy, width: image.pixelWidth, height: height)
            guard height > 0 else {
                pieces.append((nil, rect, 0))
                continue
            }
            // The vertex alpha a line's own quad would carry.
            let fade = ImageQuad.alphaByte(group.colors[index].alpha)
            guard let picture = linePicture(image, height: height) else { return nil }
            pieces.append((picture, rect, fade))
        }
        let rects = pieces.map(\.rect)
        guard rects.allSatisfy({ $0.x >= 0 && $0.y >= 0 && $0.width > 0 }), !Self.anyOverlap(rects.filter { !$0.isEmpty }),
            let width = rects.map({ $0.x + $0.width }).max(), let height = rects.map({ $0.y + $0.height }).max(), height > 0
        else { return nil }
        do {
            let texture = try SDLTexture(streamingFor: renderer, pixelWidth: width, pixelHeight: height)
            var strips: [PixelRect?] = []
            try texture.withPixels { target in
                guard let pixels = target.pointee.pixels else { return }
                let pitch = Int(target.pointee.pitch)
                for row in 0..<height {
                    (pixels + row * pitch).assumingMemoryBound(to: UInt32.self).update(repeating: 0, count: width)
                }
                for piece in pieces {
                    guard let picture = piece.texture else {
                        strips.append(nil)
                        continue
                    }
                    // The line's own pixels (a readable text texture: on the software renderer, no copy),
                    // faded as its quad's alpha fades them (`pk_fade_row`, SDL's alpha modulation).
                    try picture.withLockedPixels { source, sourcePitch in
                        for row in 0..<piece.rect.height {
                            let from = (source + row * sourcePitch).assumingMemoryBound(to: UInt32.self)
                            let to = (pixels + (piece.rect.y + row) * pitch).assumingMemoryBound(to: UInt32.self) + piece.rect.x
                            if piece.fade == 255 {
                                to.update(from: from, count: piece.rect.width)
                            } else {
                                pk_fade_row(to, from, Int32(piece.rect.width), UInt32(piece.fade))
                            }
                        }
                    }
                    // Its pixels that are not wholly transparent, worked out when the picture was made (the
                    // whole line when they were not).
                    let ink = picture.ink.map(PixelRect.init) ?? PixelRect(x: 0, y: 0, width: piece.rect.width, height: piece.rect.height)
                    strips.append(ink.isEmpty ? nil : ink.offsetBy(dx: piece.rect.x, dy: piece.rect.y))
                }
            }
            // Drawn as one copy per line, of only its pixels that are not wholly transparent (SDL's blend
            // leaves the target alone under those): the lines' own pixels, fewer of them, one call each.
            let image = TextureImage(texture: register(texture, as: .textGroupPicture), pixelWidth: width, pixelHeight: height)
            return TextGroupCache.Entry(group: group, image: image, texture: texture, lineRects: rects, strips: strips)
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

