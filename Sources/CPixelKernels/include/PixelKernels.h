#ifndef PICKERKIT_PIXEL_KERNELS_H
#define PICKERKIT_PIXEL_KERNELS_H

// Row kernels for PickerSDL's direct drawing into the software renderer's pixels (SurfacePixels). Each works on one
// row of 32-bit pixels laid out as SDL's ARGB8888 (blue in the low byte) and repeats the arithmetic of an SDL 2.26
// blitter or fill exactly, so that drawing directly gives the very bytes SDL would. AVX2 (where the processor has it,
// checked once) does eight pixels at a time in 16-bit lanes, SSE2 (every x86-64) four, and the plain loop the rest
// and every pixel on other processors; all three give the same bytes.

#include <stddef.h>
#include <stdint.h>

/// The widest vectors the kernels use, in bits: 256 (AVX2), 128 (SSE2) or 0 (the plain loop); the narrower of what the
/// processor has and the limit set by `pk_limit_vector_width`.
int pk_vector_width(void);

/// Limits the kernels' vectors to `bits` (256, 128 or 0; the default is 256) for every thread, and returns the limit
/// before. For tests that pin each width to the same bytes; the bytes never depend on it.
int pk_limit_vector_width(int bits);

/// Mixes two rows of an ARGB8888 picture (`upper`, `lower`, straight alpha) as SDL_SoftStretchLinear mixes two
/// source rows, `(c0 * (128 - weight) + c1 * weight) >> 7` per channel (`weight` in 0...127), multiplies the alpha
/// by `alpha` / 255 (integer division; 255 leaves it), and blends the result over `width` pixels of `dst` as
/// BlitRGBtoRGBPixelAlphaMMX does: each colour `s * a >> 8` plus `d * (255 - a) >> 8`, the alpha byte
/// `a * 255 >> 8` plus `d * (255 - a) >> 8`; a pixel whose alpha is 255 is copied (alpha 255), one whose alpha
/// is 0 leaves `dst` alone.
void pk_blend_stretched_row(uint32_t *dst, const uint32_t *upper, const uint32_t *lower, int width, unsigned weight,
                            unsigned alpha);

/// Sets `width` pixels of `dst` to `pixel` (a fill with one mapped colour, as SDL_FillRect without its streaming
/// stores: the pixels stay in the cache for what is drawn over them next).
void pk_fill_row(uint32_t *dst, int width, uint32_t pixel);

/// Blends `width` pixels of an ARGB8888 picture (`src`, straight alpha) over `dst` as BlitRGBtoRGBPixelAlphaMMX
/// does (SDL_RenderCopy of a blended texture on the software renderer): a pixel whose alpha is 0 leaves `dst`
/// alone, one whose alpha is 255 is copied; otherwise each colour `s * a >> 8` plus `d * (255 - a) >> 8`, the
/// alpha byte `a * 255 >> 8` plus `d * (255 - a) >> 8`.
void pk_blend_row(uint32_t *dst, const uint32_t *src, int width);

/// Copies `width` pixels of an ARGB8888 picture (`src`, straight alpha) to `dst` with each alpha multiplied by
/// `alpha` / 255 (integer division, as SDL modulates alpha; 255 leaves it): the picture faded, colours untouched.
void pk_fade_row(uint32_t *dst, const uint32_t *src, int width, unsigned alpha);

/// Blends `width` pixels of an ARGB8888 picture (`src`, straight alpha) faded by `alpha` / 255 over `dst`: the bytes
/// of `pk_fade_row` into a row of its own followed by `pk_blend_row` of that row, in one pass (a squashed wheel row
/// kept once per height, drawn at each frame's fade).
void pk_blend_faded_row(uint32_t *dst, const uint32_t *src, int width, unsigned alpha);

/// `pk_blend_row` (or `pk_blend_faded_row` when `alpha` is below 255) over `height` rows: row `y` of `dst` starts
/// `y * dst_pitch` bytes after `dst`, of `src` `y * src_pitch` bytes after `src`. A picture's rectangle blended in one
/// call, however few pixels its rows have.
void pk_blend_rect(uint32_t *dst, ptrdiff_t dst_pitch, const uint32_t *src, ptrdiff_t src_pitch, int width, int height,
                   unsigned alpha);

/// Blends one colour (straight alpha `a`, 1...254) over `width` pixels of `dst` as BlitRGBtoRGBPixelAlphaMMX blits
/// a picture of that colour: each colour `c * a >> 8` plus `d * (255 - a) >> 8`, the alpha byte `a * 255 >> 8`
/// plus `d * (255 - a) >> 8`.
void pk_blend_color_row(uint32_t *dst, int width, uint8_t r, uint8_t g, uint8_t b, uint8_t a);

/// Blends one colour (straight alpha `a`, 1...254) over `width` pixels of `dst` as SDL_BlendFillRect does on an
/// (A)RGB8888 surface: each colour `d * (255 - a) / 255 + c * a / 255`; the alpha byte
/// `d * (255 - a) / 255 + a` when `has_alpha`, else 0.
void pk_blend_fill_row(uint32_t *dst, int width, uint8_t r, uint8_t g, uint8_t b, uint8_t a, int has_alpha);

/// Whether SDL 2.26's software renderer would draw some of the triangles `indices` (`index_count`, a multiple of 3)
/// over the vertices at `xy` (x, y pairs) as a rectangle copy rather than as triangles: two triangles in a row that
/// share two vertices and make an axis-aligned rectangle (SDL_SW_RenderGeometryRaw's test, for vertices of one
/// colour). `pk_blit_textured_triangles` draws only batches of which this is false.
int pk_triangles_make_rect(const float *xy, const int32_t *indices, int index_count);

/// Draws the triangles `indices` (`index_count`, a multiple of 3) over the vertices at `xy` (x, y pairs, pixels of
/// the viewport whose top-left corner is (`origin_x`, `origin_y`) on the surface) and `uv` (texture coordinates,
/// 0...1) from a `tex_w` x `tex_h` picture `src` (rows `src_pitch` bytes apart; ARGB8888 when `src_has_alpha`,
/// else RGB888), blended ("blend" mode, straight alpha) over the (A)RGB8888 pixels `dst` (`dst_w` x `dst_h`, rows
/// `dst_pitch` bytes apart, with an alpha byte when `dst_has_alpha`), only within the clip rectangle (surface
/// pixels), every vertex white with alpha `alpha`: the bytes SDL 2.26's software renderer writes for
/// SDL_RenderGeometry of such triangles (SDL_SW_BlitTriangle and SDL_BlitTriangle_Slow: vertices truncated to
/// whole pixels, the top-left rule, texture coordinates interpolated up to the last texel included, the
/// picture's colours multiplied by its alpha / 255 and added to the surface's times (255 - alpha) / 255).
void pk_blit_textured_triangles(uint32_t *dst, int dst_pitch, int dst_w, int dst_h, int dst_has_alpha, int clip_x,
                                int clip_y, int clip_w, int clip_h, int origin_x, int origin_y, const uint32_t *src,
                                int src_pitch, int tex_w, int tex_h, int src_has_alpha, const float *xy,
                                const float *uv, const int32_t *indices, int index_count, uint8_t alpha);

#endif
