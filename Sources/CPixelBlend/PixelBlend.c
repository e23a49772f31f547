#include "PixelBlend.h"

// Each kernel is built twice where the compiler can: for AVX2 (eight pixels a step, with a real 32-bit
// multiply) and for the baseline, and the processor picks one when the program loads. Same bytes either way.
#if defined(__x86_64__) && defined(__linux__) && defined(__clang__)
#define PK_KERNEL __attribute__((target_clones("avx2", "default")))
#else
#define PK_KERNEL
#endif

// a * b / 255 rounded, for a and b in 0...255.
static inline uint32_t mul255(uint32_t a, uint32_t b) {
    uint32_t t = a * b + 128;
    return (t + (t >> 8)) >> 8;
}

static inline uint32_t over(uint32_t s, uint32_t d) {
    uint32_t keep = 255 - (s >> 24);
    uint32_t rb = (d & 0x00FF00FFu) * keep + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((d >> 8) & 0x00FF00FFu) * keep + 0x00800080u;
    ag = ((ag + ((ag >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    return s + (rb | (ag << 8));
}

// The straight colour's channels times `alpha` (the colour's alpha times the coverage), as PixelArithmetic does.
static inline uint32_t shade(uint32_t r, uint32_t g, uint32_t b, uint32_t a, uint32_t cover) {
    uint32_t alpha = mul255(cover, a);
    return alpha << 24 | mul255(r, alpha) << 16 | mul255(g, alpha) << 8 | mul255(b, alpha);
}

PK_KERNEL void pk_over_row(uint32_t *restrict dst, const uint32_t *restrict src, int count) {
    for (int i = 0; i < count; i++) dst[i] = over(src[i], dst[i]);
}

// A channel 0...1 as a byte: clamped, rounded half away from zero (Swift's `rounded()`).
static inline uint32_t to_byte(double value) {
    if (!(value > 0)) return 0;
    if (value >= 1) return 255;
    return (uint32_t)__builtin_round(value * 255);
}

PK_KERNEL void pk_gradient_row(uint32_t *restrict dst, const double color[4], const double step[4], int count) {
    double r = color[0], g = color[1], b = color[2], a = color[3];
    for (int i = 0; i < count; i++) {
        uint32_t alpha = to_byte(a);
        if (alpha > 0) {
            uint32_t s = alpha << 24 | mul255(to_byte(r), alpha) << 16 | mul255(to_byte(g), alpha) << 8 | mul255(to_byte(b), alpha);
            dst[i] = over(s, dst[i]);
        }
        r += step[0];
        g += step[1];
        b += step[2];
        a += step[3];
    }
}

PK_KERNEL void pk_over_color_row(uint32_t *restrict dst, uint32_t color, int count) {
    for (int i = 0; i < count; i++) dst[i] = over(color, dst[i]);
}

PK_KERNEL void pk_coverage_row(uint32_t *restrict dst, const uint8_t *restrict coverage, int count, uint32_t color) {
    uint32_t a = color >> 24, r = (color >> 16) & 255, g = (color >> 8) & 255, b = color & 255;
    for (int i = 0; i < count; i++) dst[i] = over(shade(r, g, b, a, coverage[i]), dst[i]);
}

PK_KERNEL void pk_coverage_mix_row(uint32_t *restrict dst, const uint8_t *restrict upper, const uint8_t *restrict lower, unsigned weight, int count,
                         uint32_t color) {
    uint32_t a = color >> 24, r = (color >> 16) & 255, g = (color >> 8) & 255, b = color & 255;
    uint32_t keep = 256 - weight;
    int i = 0;
    // Eight pixels at a time, skipping those where neither row has coverage (the gaps between glyphs):
    // drawing nothing over a pixel leaves it as it is.
    for (; i + 8 <= count; i += 8) {
        uint64_t u, l;
        __builtin_memcpy(&u, upper + i, 8);
        __builtin_memcpy(&l, lower + i, 8);
        if ((u | l) == 0) continue;
        for (int j = i; j < i + 8; j++) {
            uint32_t cover = (upper[j] * keep + lower[j] * weight + 128) >> 8;
            dst[j] = over(shade(r, g, b, a, cover), dst[j]);
        }
    }
    for (; i < count; i++) {
        uint32_t cover = (upper[i] * keep + lower[i] * weight + 128) >> 8;
        dst[i] = over(shade(r, g, b, a, cover), dst[i]);
    }
}
