#include "PixelKernels.h"
#include "KernelArithmetic.h"

#include <stddef.h>

// SDL_RenderGeometry of textured triangles on SDL 2.26's software renderer, repeated exactly for one case: vertices
// of one colour (white, any alpha), a blended ARGB8888 or RGB888 picture, an (A)RGB8888 surface. SDL takes its
// slowest path there (SDL_BlitTriangle_Slow: per pixel, two 64-bit divisions and a blend through the pixel
// formats); here the divisions are carried from pixel to pixel and the blend is done on the bytes.

typedef struct {
    int x, y;
} pk_point;

// SDL's fixed point: whole pixels shifted by one bit (FP_BITS).
enum { FP_BITS = 1 };

static inline int cross_product(pk_point a, pk_point b, int cx, int cy) {
    return (b.x - a.x) * (cy - a.y) - (b.y - a.y) * (cx - a.x);
}

static inline int is_top_left(pk_point a, pk_point b, int is_clockwise) {
    if (is_clockwise) {
        if (a.y == b.y && a.x < b.x) return 1;
        if (b.y < a.y) return 1;
    } else {
        if (a.y == b.y && b.x < a.x) return 1;
        if (a.y < b.y) return 1;
    }
    return 0;
}

static inline int min3(int a, int b, int c) { return a < b ? (a < c ? a : c) : (b < c ? b : c); }
static inline int max3(int a, int b, int c) { return a > b ? (a > c ? a : c) : (b > c ? b : c); }

// SDL_IntersectRect's arithmetic (an empty result may have a negative width or height: nothing is drawn).
static void intersect(int *x, int *y, int *w, int *h, int bx, int by, int bw, int bh) {
    if (*w <= 0 || *h <= 0 || bw <= 0 || bh <= 0) {
        *w = 0;
        *h = 0;
        return;
    }
    int amin = *x, amax = amin + *w;
    if (bx > amin) amin = bx;
    if (bx + bw < amax) amax = bx + bw;
    *x = amin;
    *w = amax - amin;
    amin = *y;
    amax = amin + *h;
    if (by > amin) amin = by;
    if (by + bh < amax) amax = by + bh;
    *y = amin;
    *h = amax - amin;
}

// Floor division of `n` by `d` > 0, with the remainder (0 <= r < d).
static inline int64_t floor_divide(int64_t n, int64_t d, int64_t *r) {
    int64_t q = n / d, m = n % d;
    if (m < 0) {
        q -= 1;
        m += d;
    }
    *r = m;
    return q;
}

// An interpolated texture coordinate, (int)(n / area) with C's truncation, stepped by a constant numerator per pixel.
typedef struct {
    int64_t n, q, r, dn, dq, dr, area;
} pk_stepper;

static inline void stepper_start(pk_stepper *s, int64_t n, int64_t dn, int64_t area) {
    s->n = n;
    s->dn = dn;
    s->area = area;
    s->q = floor_divide(n, area, &s->r);
    s->dq = floor_divide(dn, area, &s->dr);
}

static inline int stepper_value(const pk_stepper *s) { return (int)(s->n < 0 && s->r != 0 ? s->q + 1 : s->q); }

static inline void stepper_step(pk_stepper *s) {
    s->n += s->dn;
    s->q += s->dq;
    s->r += s->dr;
    // Without a branch: which way it goes changes from pixel to pixel.
    int64_t carry = s->r >= s->area;
    s->r -= s->area & -carry;
    s->q += carry;
}

// Narrows [*first, *last] to the x where w + x * step + bias >= 0; false when no x of it is left.
static inline int inside_run(int w, int step, int bias, int *first, int *last) {
    int64_t need = -(int64_t)bias - w; // x * step >= need
    if (step == 0) return need <= 0;
    int64_t r;
    if (step > 0) {
        int64_t q = floor_divide(need, step, &r);
        int64_t low = r ? q + 1 : q; // ceil(need / step)
        if (low > *first) *first = low > *last + 1 ? *last + 1 : (int)low;
    } else {
        int64_t high = floor_divide(-need, -(int64_t)step, &r); // x <= floor(-need / -step)
        if (high < *last) *last = high < *first - 1 ? *first - 1 : (int)high;
    }
    return *first <= *last;
}

// SDL_BlitTriangle_Slow's "blend" for one pixel: the picture's alpha times `alpha` / 255, its colours times that
// alpha / 255, plus the surface's times (255 - alpha) / 255; no alpha byte written without one.
static inline uint32_t blend_pixel(uint32_t dp, uint32_t sp, int src_has_alpha, int dst_has_alpha, uint32_t alpha) {
    uint32_t sa = src_has_alpha ? sp >> 24 : 255;
    // An opaque pixel replaces the surface's (alpha 255); a transparent one leaves it as it is.
    if (alpha == 255 && sa == 255) return (dst_has_alpha ? 0xFF000000u : 0) | (sp & 0xFFFFFF);
    if (sa == 0) return dst_has_alpha ? dp : (dp & 0xFFFFFF);
    uint32_t sr = (sp >> 16) & 0xFF, sg = (sp >> 8) & 0xFF, sb = sp & 0xFF;
    uint32_t da = dst_has_alpha ? dp >> 24 : 255;
    uint32_t dr = (dp >> 16) & 0xFF, dg = (dp >> 8) & 0xFF, db = dp & 0xFF;
    if (alpha != 255) sa = divide_by_255(sa * alpha);
    if (sa < 255) {
        sr = divide_by_255(sr * sa);
        sg = divide_by_255(sg * sa);
        sb = divide_by_255(sb * sa);
    }
    uint32_t keep = 255 - sa;
    dr = sr + divide_by_255(keep * dr);
    dg = sg + divide_by_255(keep * dg);
    db = sb + divide_by_255(keep * db);
    da = sa + divide_by_255(keep * da);
    return (dst_has_alpha ? da << 24 : 0) | dr << 16 | dg << 8 | db;
}

static void blit_triangle(uint32_t *dst, int dst_pitch, int dst_w, int dst_h, int dst_has_alpha, int clip_x, int clip_y,
                          int clip_w, int clip_h, const uint32_t *src, int src_pitch, int src_has_alpha, pk_point s0,
                          pk_point s1, pk_point s2, pk_point d0, pk_point d1, pk_point d2, uint32_t alpha) {
    int area = cross_product(d0, d1, d2.x, d2.y);
    if (area == 0) return;

    // bounding_rect_fixedpoint
    int min_x = min3(d0.x, d1.x, d2.x), max_x = max3(d0.x, d1.x, d2.x);
    int min_y = min3(d0.y, d1.y, d2.y), max_y = max3(d0.y, d1.y, d2.y);
    int rx = min_x >> FP_BITS, ry = min_y >> FP_BITS, rw = (max_x - min_x) >> FP_BITS, rh = (max_y - min_y) >> FP_BITS;

    // Texture coordinates are interpolated up to the largest included: reduce the largest by 1.
    {
        int sminx = min3(s0.x, s1.x, s2.x), smaxx = max3(s0.x, s1.x, s2.x);
        int sminy = min3(s0.y, s1.y, s2.y), smaxy = max3(s0.y, s1.y, s2.y);
        if (smaxx - sminx > 0) {
            if (s0.x == smaxx) s0.x--;
            if (s1.x == smaxx) s1.x--;
            if (s2.x == smaxx) s2.x--;
        }
        if (smaxy - sminy > 0) {
            if (s0.y == smaxy) s0.y--;
            if (s1.y == smaxy) s1.y--;
            if (s2.y == smaxy) s2.y--;
        }
    }

    intersect(&rx, &ry, &rw, &rh, 0, 0, dst_w, dst_h);
    intersect(&rx, &ry, &rw, &rh, clip_x, clip_y, clip_w, clip_h);
    if (rw <= 0 || rh <= 0) return;

    int is_clockwise = area > 0;
    if (area < 0) area = -area;

    int d2d1_y = (d1.y - d2.y) << FP_BITS, d0d2_y = (d2.y - d0.y) << FP_BITS, d1d0_y = (d0.y - d1.y) << FP_BITS;
    int d1d2_x = (d2.x - d1.x) << FP_BITS, d2d0_x = (d0.x - d2.x) << FP_BITS, d0d1_x = (d1.x - d0.x) << FP_BITS;
    int s2s0_x = s0.x - s2.x, s2s1_x = s1.x - s2.x, s2s0_y = s0.y - s2.y, s2s1_y = s1.y - s2.y;

    int px = (rx << FP_BITS) + (1 << FP_BITS) / 2, py = (ry << FP_BITS) + (1 << FP_BITS) / 2;
    int w0_row = cross_product(d1, d2, px, py);
    int w1_row = cross_product(d2, d0, px, py);
    int w2_row = cross_product(d0, d1, px, py);
    if (!is_clockwise) {
        d2d1_y = -d2d1_y;
        d0d2_y = -d0d2_y;
        d1d0_y = -d1d0_y;
        d1d2_x = -d1d2_x;
        d2d0_x = -d2d0_x;
        d0d1_x = -d0d1_x;
        w0_row = -w0_row;
        w1_row = -w1_row;
        w2_row = -w2_row;
    }
    int bias_w0 = is_top_left(d1, d2, is_clockwise) ? 0 : -1;
    int bias_w1 = is_top_left(d2, d0, is_clockwise) ? 0 : -1;
    int bias_w2 = is_top_left(d0, d1, is_clockwise) ? 0 : -1;

    // SDL keeps s2 * area in an int.
    int32_t s2_x_area_x = (int32_t)((uint32_t)s2.x * (uint32_t)area);
    int32_t s2_x_area_y = (int32_t)((uint32_t)s2.y * (uint32_t)area);
    int64_t dnx = (int64_t)d2d1_y * s2s0_x + (int64_t)d0d2_y * s2s1_x;
    int64_t dny = (int64_t)d2d1_y * s2s0_y + (int64_t)d0d2_y * s2s1_y;

    uint8_t *row_ptr = (uint8_t *)dst + (size_t)ry * dst_pitch + (size_t)rx * 4;
    for (int y = 0; y < rh; y++) {
        // The pixels of the row inside the triangle (w + bias >= 0 for all three) are one run: find its ends
        // instead of testing every pixel of the box.
        int first = 0, last = rw - 1;
        if (!inside_run(w0_row, d2d1_y, bias_w0, &first, &last) || !inside_run(w1_row, d0d2_y, bias_w1, &first, &last)
            || !inside_run(w2_row, d1d0_y, bias_w2, &first, &last)) {
            first = 1;
            last = 0;
        }
        if (first <= last) {
            int w0 = w0_row + first * d2d1_y, w1 = w1_row + first * d0d2_y;
            uint32_t *d = (uint32_t *)row_ptr;
            pk_stepper sx, sy;
            stepper_start(&sx, (int64_t)w0 * s2s0_x + (int64_t)w1 * s2s1_x + s2_x_area_x, dnx, area);
            stepper_start(&sy, (int64_t)w0 * s2s0_y + (int64_t)w1 * s2s1_y + s2_x_area_y, dny, area);
            for (int x = first; x <= last; x++) {
                int srcx = stepper_value(&sx), srcy = stepper_value(&sy);
                uint32_t sp = *(const uint32_t *)((const uint8_t *)src + (ptrdiff_t)srcy * src_pitch + (ptrdiff_t)srcx * 4);
                d[x] = blend_pixel(d[x], sp, src_has_alpha, dst_has_alpha, alpha);
                stepper_step(&sx);
                stepper_step(&sy);
            }
        }
        w0_row += d1d2_x;
        w1_row += d2d0_x;
        w2_row += d0d1_x;
        row_ptr += dst_pitch;
    }
}

int pk_triangles_make_rect(const float *xy, const int32_t *indices, int index_count) {
    int prev[3] = {-1, -1, -1};
    for (int i = 0; i + 2 < index_count; i += 3) {
        int k0 = indices[i], k1 = indices[i + 1], k2 = indices[i + 2];
        if (prev[0] == -1) {
            prev[0] = k0;
            prev[1] = k1;
            prev[2] = k2;
            continue;
        }
        int shared = 0;
        for (int j = 0; j < 3; j++) shared += (prev[j] == k0 || prev[j] == k1 || prev[j] == k2);
        if (shared == 2) {
            float x0 = xy[2 * k0], y0 = xy[2 * k0 + 1], x1 = xy[2 * k1], y1 = xy[2 * k1 + 1];
            float x2 = xy[2 * k2], y2 = xy[2 * k2 + 1];
            int a, b, c, c2;
            if (x0 <= x1 && y0 <= y1) {
                a = (x0 <= x2 && y0 <= y2) ? k0 : k2;
            } else {
                a = (x1 <= x2 && y1 <= y2) ? k1 : k2;
            }
            if (x0 >= x1 && y0 >= y1) {
                b = (x0 >= x2 && y0 >= y2) ? k0 : k2;
            } else {
                b = (x1 >= x2 && y1 >= y2) ? k1 : k2;
            }
            c = (k0 != a && k0 != b) ? k0 : (k1 != a && k1 != b) ? k1 : k2;
            c2 = (prev[0] != a && prev[0] != b) ? prev[0] : (prev[1] != a && prev[1] != b) ? prev[1] : prev[2];
            float ax = xy[2 * a], ay = xy[2 * a + 1], bx = xy[2 * b], by = xy[2 * b + 1];
            float cx = xy[2 * c], cy = xy[2 * c + 1], c2x = xy[2 * c2], c2y = xy[2 * c2 + 1];
            int abc = (ax == cx && by == cy) || (ay == cy && bx == cx);
            int abc2 = (ax == c2x && by == c2y) || (ay == c2y && bx == c2x);
            if (abc && abc2) return 1;
        }
        prev[0] = k0;
        prev[1] = k1;
        prev[2] = k2;
    }
    return 0;
}

void pk_blit_textured_triangles(uint32_t *dst, int dst_pitch, int dst_w, int dst_h, int dst_has_alpha, int clip_x,
                                int clip_y, int clip_w, int clip_h, int origin_x, int origin_y, const uint32_t *src,
                                int src_pitch, int tex_w, int tex_h, int src_has_alpha, const float *xy,
                                const float *uv, const int32_t *indices, int index_count, uint8_t alpha) {
    for (int i = 0; i + 2 < index_count; i += 3) {
        pk_point s[3], d[3];
        for (int j = 0; j < 3; j++) {
            int k = indices[i + j];
            // SW_QueueGeometry: (int)(u * w), (int)(x * scale) in fixed point; then the viewport's origin.
            s[j].x = (int)(uv[2 * k] * (float)tex_w);
            s[j].y = (int)(uv[2 * k + 1] * (float)tex_h);
            d[j].x = ((int)(xy[2 * k] * 1.0f) << FP_BITS) + (origin_x << FP_BITS);
            d[j].y = ((int)(xy[2 * k + 1] * 1.0f) << FP_BITS) + (origin_y << FP_BITS);
        }
        blit_triangle(dst, dst_pitch, dst_w, dst_h, dst_has_alpha, clip_x, clip_y, clip_w, clip_h, src, src_pitch,
                      src_has_alpha, s[0], s[1], s[2], d[0], d[1], d[2], alpha);
    }
}
