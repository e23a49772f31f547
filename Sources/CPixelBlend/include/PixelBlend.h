#ifndef PICKERKIT_PIXEL_BLEND_H
#define PICKERKIT_PIXEL_BLEND_H

// Row kernels of PickerKit's software backend, on 32-bit premultiplied pixels (alpha in the high byte, then red,
// green, blue). Our own arithmetic, the same as PixelArithmetic in Swift: "over" is s + d * (255 - sa) / 255 per
// channel, and a colour at a coverage is each premultiplied channel times the coverage / 255, each division
// rounded exactly. Written without branches so a compiler vectorises them.

#include <stdint.h>

/// Draws `count` premultiplied pixels of `src` over `dst`.
void pk_over_row(uint32_t *restrict dst, const uint32_t *restrict src, int count);

/// Draws the straight `color` (alpha in the high byte) at each coverage of `coverage` (0...255), premultiplied,
/// over `count` pixels of `dst`.
void pk_coverage_row(uint32_t *restrict dst, const uint8_t *restrict coverage, int count, uint32_t color);

/// As `pk_coverage_row`, with each coverage mixed from two rows: `(upper * (256 - weight) + lower * weight + 128) / 256`,
/// `weight` in 0...256.
void pk_coverage_mix_row(uint32_t *restrict dst, const uint8_t *restrict upper, const uint8_t *restrict lower, unsigned weight, int count,
                         uint32_t color);

#endif
