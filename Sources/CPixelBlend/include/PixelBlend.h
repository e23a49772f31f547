#ifndef PICKERKIT_PIXEL_BLEND_H
#define PICKERKIT_PIXEL_BLEND_H

// Row kernels of PickerKit's software backend, on 32-bit premultiplied pixels (alpha in the high byte, then red,
// green, blue). Our own arithmetic, the same as PixelArithmetic in Swift: "over" is s + d * (255 - sa) / 255 per
// channel, and a colour at a coverage is each premultiplied channel times the coverage / 255, each division
// rounded exactly. Written without branches so a compiler vectorises them.

#include <stdint.h>

/// Draws `count` premultiplied pixels of `src` over `dst`.
void pk_over_row(uint32_t *restrict dst, const uint32_t *restrict src, int count);

/// Draws a straight colour that changes linearly along the row over `count` pixels of `dst`: `color` (red,
/// green, blue, alpha, 0...1) at the first pixel, plus `step` at each next one; each pixel's channels
/// are clamped and rounded to bytes, premultiplied and drawn over, as PixelArithmetic does.
void pk_gradient_row(uint32_t *restrict dst, const double color[4], const double step[4], int count);

/// Draws one premultiplied pixel `color` over `count` pixels of `dst`.
void pk_over_color_row(uint32_t *restrict dst, uint32_t color, int count);

/// Draws the straight `color` (alpha in the high byte) at each coverage of `coverage` (0...255), premultiplied,
/// over `count` pixels of `dst`.
void pk_coverage_row(uint32_t *restrict dst, const uint8_t *restrict coverage, int count, uint32_t color);

/// As `pk_coverage_row`, with each coverage mixed from two rows: `(upper * (256 - weight) + lower * weight + 128) / 256`,
/// `weight` in 0...256.
void pk_coverage_mix_row(uint32_t *restrict dst, const uint8_t *restrict upper, const uint8_t *restrict lower, unsigned weight, int count,
                         uint32_t color);

#endif
