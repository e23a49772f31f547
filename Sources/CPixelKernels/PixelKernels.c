#include "PixelKernels.h"
#include "KernelArithmetic.h"

#include <stdatomic.h>
#include <wchar.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define PK_AVX2 1
#include <immintrin.h>
#define PK_TARGET_AVX2 __attribute__((target("avx2")))
#endif

// The widest vectors the kernels use, in bits: 256 where the processor has AVX2, else 128 (SSE2) or 0.
static int widest_supported(void) {
#if defined(PK_AVX2)
    static _Atomic int supported = -1;
    if (supported < 0) supported = __builtin_cpu_supports("avx2") ? 256 : 128;
    return supported;
#elif defined(__SSE2__)
    return 128;
#else
    return 0;
#endif
}

static _Atomic int vector_limit = 256;

int pk_limit_vector_width(int bits) { return atomic_exchange(&vector_limit, bits); }

int pk_vector_width(void) {
    int limit = vector_limit, supported = widest_supported();
    return limit < supported ? limit : supported;
}

static inline uint32_t blend_stretched_pixel(uint32_t d, uint32_t s0, uint32_t s1, uint32_t w0, uint32_t w1,
                                             uint32_t alpha) {
    if (((s0 | s1) >> 24) == 0) return d;
    uint32_t a = (((s0 >> 24) * w0 + (s1 >> 24) * w1) >> 7);
    if (alpha < 255) a = divide_by_255(a * alpha);
    if (a == 0) return d;
    uint32_t b = (((s0 & 0xFF) * w0 + (s1 & 0xFF) * w1) >> 7);
    uint32_t g = ((((s0 >> 8) & 0xFF) * w0 + ((s1 >> 8) & 0xFF) * w1) >> 7);
    uint32_t r = ((((s0 >> 16) & 0xFF) * w0 + ((s1 >> 16) & 0xFF) * w1) >> 7);
    if (a == 255) return 0xFF000000u | r << 16 | g << 8 | b;
    uint32_t keep = 255 - a;
    uint32_t ob = ((b * a) >> 8) + (((d & 0xFF) * keep) >> 8);
    uint32_t og = ((g * a) >> 8) + ((((d >> 8) & 0xFF) * keep) >> 8);
    uint32_t or_ = ((r * a) >> 8) + ((((d >> 16) & 0xFF) * keep) >> 8);
    uint32_t oa = ((a * 255) >> 8) + (((d >> 24) * keep) >> 8);
    return oa << 24 | or_ << 16 | og << 8 | ob;
}

#if defined(__SSE2__)
// Two pixels (eight 16-bit lanes: b g r a b g r a) of the stretch, fade and blend.
static inline __m128i blend_stretched_pair(__m128i s0, __m128i s1, __m128i d, __m128i w0, __m128i w1, __m128i fade,
                                           int fades) {
    const __m128i alpha_lanes = _mm_set_epi16(-1, 0, 0, 0, -1, 0, 0, 0);
    const __m128i all255 = _mm_set1_epi16(255);
    __m128i m = _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(s0, w0), _mm_mullo_epi16(s1, w1)), 7);
    __m128i a = _mm_shufflehi_epi16(_mm_shufflelo_epi16(m, 0xFF), 0xFF);
    if (fades) a = _mm_srli_epi16(_mm_mulhi_epu16(_mm_mullo_epi16(a, fade), _mm_set1_epi16((short)0x8081)), 7);
    // The picture's colour with 255 in the alpha lane: its blend gives the alpha byte `a * 255 >> 8`.
    __m128i s = _mm_or_si128(_mm_andnot_si128(alpha_lanes, m), _mm_and_si128(alpha_lanes, all255));
    __m128i keep = _mm_sub_epi16(all255, a);
    __m128i out = _mm_add_epi16(_mm_srli_epi16(_mm_mullo_epi16(s, a), 8), _mm_srli_epi16(_mm_mullo_epi16(d, keep), 8));
    __m128i opaque = _mm_cmpeq_epi16(a, all255);
    out = _mm_or_si128(_mm_andnot_si128(opaque, out), _mm_and_si128(opaque, s));
    __m128i clear = _mm_cmpeq_epi16(a, _mm_setzero_si128());
    return _mm_or_si128(_mm_andnot_si128(clear, out), _mm_and_si128(clear, d));
}
#endif

// The four-pixel SSE2 steps of `pk_blend_stretched_row` from pixel `x`, then the last pixels one by one (weights
// `w0` and `w1` in 128ths). Inlined into the AVX2 path too, where the compiler encodes them with VEX.
static inline void blend_stretched_row_rest(uint32_t *dst, const uint32_t *upper, const uint32_t *lower, int x, int width,
                                            uint32_t w0, uint32_t w1, unsigned alpha, int bits) {
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i vw0 = _mm_set1_epi16((short)w0), vw1 = _mm_set1_epi16((short)w1);
    const __m128i fade = _mm_set1_epi16((short)alpha);
    const int fades = alpha < 255;
    for (; bits >= 128 && x + 4 <= width; x += 4) {
        __m128i s0 = _mm_loadu_si128((const __m128i *)(upper + x));
        __m128i s1 = _mm_loadu_si128((const __m128i *)(lower + x));
        // Four clear pixels (most of a line of text): nothing to do.
        __m128i clear = _mm_cmpeq_epi32(_mm_srli_epi32(_mm_or_si128(s0, s1), 24), zero);
        if (_mm_movemask_epi8(clear) == 0xFFFF) continue;
        __m128i d = _mm_loadu_si128((const __m128i *)(dst + x));
        __m128i low = blend_stretched_pair(_mm_unpacklo_epi8(s0, zero), _mm_unpacklo_epi8(s1, zero),
                                           _mm_unpacklo_epi8(d, zero), vw0, vw1, fade, fades);
        __m128i high = blend_stretched_pair(_mm_unpackhi_epi8(s0, zero), _mm_unpackhi_epi8(s1, zero),
                                            _mm_unpackhi_epi8(d, zero), vw0, vw1, fade, fades);
        _mm_storeu_si128((__m128i *)(dst + x), _mm_packus_epi16(low, high));
    }
#endif
    for (; x < width; x++) dst[x] = blend_stretched_pixel(dst[x], upper[x], lower[x], w0, w1, alpha);
}

#if defined(PK_AVX2)
// `blend_stretched_pair` on four pixels (sixteen 16-bit lanes, two pixels in each 128-bit half).
PK_TARGET_AVX2 static inline __m256i blend_stretched_quad(__m256i s0, __m256i s1, __m256i d, __m256i w0, __m256i w1,
                                                          __m256i fade, int fades) {
    const __m256i alpha_lanes = _mm256_set_epi16(-1, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0);
    const __m256i all255 = _mm256_set1_epi16(255);
    __m256i m = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mullo_epi16(s0, w0), _mm256_mullo_epi16(s1, w1)), 7);
    __m256i a = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(m, 0xFF), 0xFF);
    if (fades)
        a = _mm256_srli_epi16(_mm256_mulhi_epu16(_mm256_mullo_epi16(a, fade), _mm256_set1_epi16((short)0x8081)), 7);
    __m256i s = _mm256_or_si256(_mm256_andnot_si256(alpha_lanes, m), _mm256_and_si256(alpha_lanes, all255));
    __m256i keep = _mm256_sub_epi16(all255, a);
    __m256i out = _mm256_add_epi16(_mm256_srli_epi16(_mm256_mullo_epi16(s, a), 8),
                                   _mm256_srli_epi16(_mm256_mullo_epi16(d, keep), 8));
    out = _mm256_blendv_epi8(out, s, _mm256_cmpeq_epi16(a, all255));
    return _mm256_blendv_epi8(out, d, _mm256_cmpeq_epi16(a, _mm256_setzero_si256()));
}

// `pk_blend_stretched_row` in eight-pixel steps, then four, then one by one.
PK_TARGET_AVX2 static void blend_stretched_row_avx2(uint32_t *dst, const uint32_t *upper, const uint32_t *lower,
                                                   int width, uint32_t w0, uint32_t w1, unsigned alpha) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i vw0 = _mm256_set1_epi16((short)w0), vw1 = _mm256_set1_epi16((short)w1);
    const __m256i fade = _mm256_set1_epi16((short)alpha);
    const int fades = alpha < 255;
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i s0 = _mm256_loadu_si256((const __m256i *)(upper + x));
        __m256i s1 = _mm256_loadu_si256((const __m256i *)(lower + x));
        __m256i clear = _mm256_cmpeq_epi32(_mm256_srli_epi32(_mm256_or_si256(s0, s1), 24), zero);
        if (_mm256_movemask_epi8(clear) == -1) continue;
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + x));
        __m256i low = blend_stretched_quad(_mm256_unpacklo_epi8(s0, zero), _mm256_unpacklo_epi8(s1, zero),
                                           _mm256_unpacklo_epi8(d, zero), vw0, vw1, fade, fades);
        __m256i high = blend_stretched_quad(_mm256_unpackhi_epi8(s0, zero), _mm256_unpackhi_epi8(s1, zero),
                                            _mm256_unpackhi_epi8(d, zero), vw0, vw1, fade, fades);
        _mm256_storeu_si256((__m256i *)(dst + x), _mm256_packus_epi16(low, high));
    }
    blend_stretched_row_rest(dst, upper, lower, x, width, w0, w1, alpha, 128);
}
#endif

void pk_blend_stretched_row(uint32_t *dst, const uint32_t *upper, const uint32_t *lower, int width, unsigned weight,
                            unsigned alpha) {
    const uint32_t w1 = weight & 127, w0 = 128 - w1;
    const int bits = pk_vector_width();
#if defined(PK_AVX2)
    if (bits >= 256) {
        blend_stretched_row_avx2(dst, upper, lower, width, w0, w1, alpha);
        return;
    }
#endif
    blend_stretched_row_rest(dst, upper, lower, 0, width, w0, w1, alpha, bits);
}

static inline uint32_t blend_pixel(uint32_t d, uint32_t s) {
    uint32_t a = s >> 24;
    if (a == 0) return d;
    if (a == 255) return s;
    uint32_t keep = 255 - a;
    uint32_t ob = (((s & 0xFF) * a) >> 8) + (((d & 0xFF) * keep) >> 8);
    uint32_t og = ((((s >> 8) & 0xFF) * a) >> 8) + ((((d >> 8) & 0xFF) * keep) >> 8);
    uint32_t or_ = ((((s >> 16) & 0xFF) * a) >> 8) + ((((d >> 16) & 0xFF) * keep) >> 8);
    uint32_t oa = ((a * 255) >> 8) + (((d >> 24) * keep) >> 8);
    return oa << 24 | or_ << 16 | og << 8 | ob;
}

#if defined(__SSE2__)
// Two pixels (eight 16-bit lanes) of a picture blended over two of the target.
static inline __m128i blend_pair(__m128i s, __m128i d) {
    const __m128i alpha_lanes = _mm_set_epi16(-1, 0, 0, 0, -1, 0, 0, 0);
    const __m128i all255 = _mm_set1_epi16(255);
    __m128i a = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xFF), 0xFF);
    // The alpha lane multiplies 255 by `a`: the alpha byte `a * 255 >> 8`.
    __m128i c = _mm_or_si128(_mm_andnot_si128(alpha_lanes, s), _mm_and_si128(alpha_lanes, all255));
    __m128i keep = _mm_sub_epi16(all255, a);
    return _mm_add_epi16(_mm_srli_epi16(_mm_mullo_epi16(c, a), 8), _mm_srli_epi16(_mm_mullo_epi16(d, keep), 8));
}
#endif

// The four-pixel SSE2 steps of `pk_blend_row` from pixel `x`, then the last pixels one by one. Inlined into the AVX2
// path too, where the compiler encodes them with VEX (no switch between SSE and AVX state, no call).
static inline void blend_row_rest(uint32_t *dst, const uint32_t *src, int x, int width, int bits) {
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i alpha_mask = _mm_set1_epi32((int)0xFF000000u);
    for (; bits >= 128 && x + 4 <= width; x += 4) {
        __m128i s = _mm_loadu_si128((const __m128i *)(src + x));
        __m128i alphas = _mm_and_si128(s, alpha_mask);
        // Four clear pixels (most of a line of text) leave the target alone; four opaque ones are copied.
        __m128i clear = _mm_cmpeq_epi32(alphas, zero);
        int clear_bits = _mm_movemask_epi8(clear);
        if (clear_bits == 0xFFFF) continue;
        __m128i opaque = _mm_cmpeq_epi32(alphas, alpha_mask);
        if (_mm_movemask_epi8(opaque) == 0xFFFF) {
            _mm_storeu_si128((__m128i *)(dst + x), s);
            continue;
        }
        __m128i d = _mm_loadu_si128((const __m128i *)(dst + x));
        __m128i out = _mm_packus_epi16(blend_pair(_mm_unpacklo_epi8(s, zero), _mm_unpacklo_epi8(d, zero)),
                                       blend_pair(_mm_unpackhi_epi8(s, zero), _mm_unpackhi_epi8(d, zero)));
        out = _mm_or_si128(_mm_andnot_si128(opaque, out), _mm_and_si128(opaque, s));
        out = _mm_or_si128(_mm_andnot_si128(clear, out), _mm_and_si128(clear, d));
        _mm_storeu_si128((__m128i *)(dst + x), out);
    }
#endif
    for (; x < width; x++) dst[x] = blend_pixel(dst[x], src[x]);
}


#if defined(PK_AVX2)
// `blend_pair` on four pixels (sixteen 16-bit lanes).
PK_TARGET_AVX2 static inline __m256i blend_quad(__m256i s, __m256i d) {
    const __m256i alpha_lanes = _mm256_set_epi16(-1, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0);
    const __m256i all255 = _mm256_set1_epi16(255);
    __m256i a = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s, 0xFF), 0xFF);
    __m256i c = _mm256_or_si256(_mm256_andnot_si256(alpha_lanes, s), _mm256_and_si256(alpha_lanes, all255));
    __m256i keep = _mm256_sub_epi16(all255, a);
    return _mm256_add_epi16(_mm256_srli_epi16(_mm256_mullo_epi16(c, a), 8),
                            _mm256_srli_epi16(_mm256_mullo_epi16(d, keep), 8));
}

// `pk_blend_row` in eight-pixel steps, then four, then one by one.
// Eight pixels of a picture (`s`) blended over the eight at `dst` as `pk_blend_row` blends them.
PK_TARGET_AVX2 static inline void blend_eight_avx2(uint32_t *dst, __m256i s) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i alpha_mask = _mm256_set1_epi32((int)0xFF000000u);
    __m256i alphas = _mm256_and_si256(s, alpha_mask);
    __m256i clear = _mm256_cmpeq_epi32(alphas, zero);
    if (_mm256_movemask_epi8(clear) == -1) return;
    __m256i opaque = _mm256_cmpeq_epi32(alphas, alpha_mask);
    if (_mm256_movemask_epi8(opaque) == -1) {
        _mm256_storeu_si256((__m256i *)dst, s);
        return;
    }
    __m256i d = _mm256_loadu_si256((const __m256i *)dst);
    __m256i out = _mm256_packus_epi16(blend_quad(_mm256_unpacklo_epi8(s, zero), _mm256_unpacklo_epi8(d, zero)),
                                      blend_quad(_mm256_unpackhi_epi8(s, zero), _mm256_unpackhi_epi8(d, zero)));
    out = _mm256_blendv_epi8(out, s, opaque);
    out = _mm256_blendv_epi8(out, d, clear);
    _mm256_storeu_si256((__m256i *)dst, out);
}

// `pk_blend_row` in eight-pixel steps, then four, then one by one.
PK_TARGET_AVX2 static void blend_row_avx2(uint32_t *dst, const uint32_t *src, int width) {
    int x = 0;
    for (; x + 8 <= width; x += 8) blend_eight_avx2(dst + x, _mm256_loadu_si256((const __m256i *)(src + x)));
    blend_row_rest(dst, src, x, width, 128);
}
#endif

// A pixel with its alpha multiplied by `alpha` / 255, as SDL modulates alpha (integer division).
static inline uint32_t fade_pixel(uint32_t s, uint32_t alpha) {
    return (s & 0x00FFFFFFu) | ((s >> 24) * alpha / 255) << 24;
}

#if defined(PK_AVX2)
// `fade_pixel` on eight pixels: `(x * 0x8081) >> 23` is `x / 255` for every `x` up to 255 * 255.
PK_TARGET_AVX2 static inline __m256i fade_eight_avx2(__m256i s, __m256i alpha) {
    __m256i product = _mm256_mullo_epi32(_mm256_srli_epi32(s, 24), alpha);
    __m256i faded = _mm256_srli_epi32(_mm256_mullo_epi32(product, _mm256_set1_epi32(0x8081)), 23);
    return _mm256_or_si256(_mm256_and_si256(s, _mm256_set1_epi32(0x00FFFFFF)), _mm256_slli_epi32(faded, 24));
}

// `pk_blend_faded_row` in eight-pixel steps; the last pixels faded into a buffer and blended by `blend_row_rest`.
PK_TARGET_AVX2 static void blend_faded_row_avx2(uint32_t *dst, const uint32_t *src, int width, unsigned alpha) {
    const __m256i fade = _mm256_set1_epi32((int)alpha);
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        blend_eight_avx2(dst + x, fade_eight_avx2(_mm256_loadu_si256((const __m256i *)(src + x)), fade));
    }
    uint32_t rest[8];
    for (int i = x; i < width; i++) rest[i - x] = fade_pixel(src[i], alpha);
    blend_row_rest(dst + x, rest, 0, width - x, 128);
}
#endif

void pk_blend_row(uint32_t *dst, const uint32_t *src, int width) {
    const int bits = pk_vector_width();
#if defined(PK_AVX2)
    if (bits >= 256) {
        blend_row_avx2(dst, src, width);
        return;
    }
#endif
    blend_row_rest(dst, src, 0, width, bits);
}

void pk_fade_row(uint32_t *dst, const uint32_t *src, int width, unsigned alpha) {
    for (int x = 0; x < width; x++) dst[x] = fade_pixel(src[x], alpha);
}

void pk_blend_faded_row(uint32_t *dst, const uint32_t *src, int width, unsigned alpha) {
    const int bits = pk_vector_width();
#if defined(PK_AVX2)
    if (bits >= 256) {
        blend_faded_row_avx2(dst, src, width, alpha);
        return;
    }
#endif
    uint32_t faded[64];
    for (int x = 0; x < width; x += 64) {
        int count = width - x < 64 ? width - x : 64;
        pk_fade_row(faded, src + x, count, alpha);
        blend_row_rest(dst + x, faded, 0, count, bits);
    }
}

void pk_blend_rect(uint32_t *dst, ptrdiff_t dst_pitch, const uint32_t *src, ptrdiff_t src_pitch, int width, int height,
                   unsigned alpha) {
    for (int y = 0; y < height; y++) {
        uint32_t *d = (uint32_t *)((char *)dst + y * dst_pitch);
        const uint32_t *s = (const uint32_t *)((const char *)src + y * src_pitch);
        if (alpha >= 255) {
            pk_blend_row(d, s, width);
        } else {
            pk_blend_faded_row(d, s, width, alpha);
        }
    }
}


// The four-pixel SSE2 steps of `pk_blend_color_row` from pixel `x`, then the last pixels one by one, given the
// colour's part of each byte (b g r a) and what is kept of the target's. Inlined into the AVX2 path too.
static inline void blend_color_row_rest(uint32_t *dst, int x, int width, uint32_t keep, uint32_t cb, uint32_t cg,
                                        uint32_t cr, uint32_t ca, int bits) {
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i vkeep = _mm_set1_epi16((short)keep);
    const __m128i part = _mm_set_epi16((short)ca, (short)cr, (short)cg, (short)cb, (short)ca, (short)cr, (short)cg, (short)cb);
    for (; bits >= 128 && x + 4 <= width; x += 4) {
        __m128i d = _mm_loadu_si128((const __m128i *)(dst + x));
        __m128i low = _mm_add_epi16(part, _mm_srli_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), vkeep), 8));
        __m128i high = _mm_add_epi16(part, _mm_srli_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), vkeep), 8));
        _mm_storeu_si128((__m128i *)(dst + x), _mm_packus_epi16(low, high));
    }
#endif
    for (; x < width; x++) {
        uint32_t d = dst[x];
        uint32_t ob = cb + (((d & 0xFF) * keep) >> 8);
        uint32_t og = cg + ((((d >> 8) & 0xFF) * keep) >> 8);
        uint32_t or_ = cr + ((((d >> 16) & 0xFF) * keep) >> 8);
        uint32_t oa = ca + (((d >> 24) * keep) >> 8);
        dst[x] = oa << 24 | or_ << 16 | og << 8 | ob;
    }
}

// The four-pixel SSE2 steps of `fill_blended_row` (see there) from pixel `x`, then the last pixels one by one.
// Inlined into the AVX2 path too.
static inline void fill_blended_row_rest(uint32_t *dst, const uint32_t *src, int x, int width, uint32_t keep,
                                         uint32_t cb, uint32_t cg, uint32_t cr, uint32_t ca, int has_alpha, int bits) {
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i vkeep = _mm_set1_epi16((short)keep);
    const __m128i divisor = _mm_set1_epi16((short)0x8081);
    const __m128i part = _mm_set_epi16((short)ca, (short)cr, (short)cg, (short)cb, (short)ca, (short)cr, (short)cg, (short)cb);
    // Without an alpha channel the alpha byte is 0.
    const __m128i kept = has_alpha ? _mm_set1_epi16(-1) : _mm_set_epi16(0, -1, -1, -1, 0, -1, -1, -1);
    for (; bits >= 128 && x + 4 <= width; x += 4) {
        __m128i d = _mm_loadu_si128((const __m128i *)(src + x));
        __m128i low = _mm_srli_epi16(_mm_mulhi_epu16(_mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), vkeep), divisor), 7);
        __m128i high = _mm_srli_epi16(_mm_mulhi_epu16(_mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), vkeep), divisor), 7);
        low = _mm_add_epi16(_mm_and_si128(low, kept), part);
        high = _mm_add_epi16(_mm_and_si128(high, kept), part);
        _mm_storeu_si128((__m128i *)(dst + x), _mm_packus_epi16(low, high));
    }
#endif
    for (; x < width; x++) {
        uint32_t d = src[x];
        uint32_t ob = divide_by_255((d & 0xFF) * keep) + cb;
        uint32_t og = divide_by_255(((d >> 8) & 0xFF) * keep) + cg;
        uint32_t or_ = divide_by_255(((d >> 16) & 0xFF) * keep) + cr;
        uint32_t oa = has_alpha ? divide_by_255((d >> 24) * keep) + ca : 0;
        dst[x] = oa << 24 | or_ << 16 | og << 8 | ob;
    }
}

#if defined(PK_AVX2)
// `pk_blend_color_row` in eight-pixel steps, then four, then one by one.
PK_TARGET_AVX2 static void blend_color_row_avx2(uint32_t *dst, int width, uint32_t keep, uint32_t cb, uint32_t cg,
                                                uint32_t cr, uint32_t ca) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i vkeep = _mm256_set1_epi16((short)keep);
    const __m256i part = _mm256_set_epi16((short)ca, (short)cr, (short)cg, (short)cb, (short)ca, (short)cr, (short)cg,
                                          (short)cb, (short)ca, (short)cr, (short)cg, (short)cb, (short)ca, (short)cr,
                                          (short)cg, (short)cb);
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + x));
        __m256i low = _mm256_add_epi16(part, _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(d, zero), vkeep), 8));
        __m256i high = _mm256_add_epi16(part, _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(d, zero), vkeep), 8));
        _mm256_storeu_si256((__m256i *)(dst + x), _mm256_packus_epi16(low, high));
    }
    blend_color_row_rest(dst, x, width, keep, cb, cg, cr, ca, 128);
}

// `fill_blended_row` in eight-pixel steps, then four, then one by one.
PK_TARGET_AVX2 static void fill_blended_row_avx2(uint32_t *dst, const uint32_t *src, int width, uint32_t keep,
                                                 uint32_t cb, uint32_t cg, uint32_t cr, uint32_t ca, int has_alpha) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i vkeep = _mm256_set1_epi16((short)keep);
    const __m256i divisor = _mm256_set1_epi16((short)0x8081);
    const __m256i part = _mm256_set_epi16((short)ca, (short)cr, (short)cg, (short)cb, (short)ca, (short)cr, (short)cg,
                                          (short)cb, (short)ca, (short)cr, (short)cg, (short)cb, (short)ca, (short)cr,
                                          (short)cg, (short)cb);
    const __m256i kept = has_alpha ? _mm256_set1_epi16(-1)
                                   : _mm256_set_epi16(0, -1, -1, -1, 0, -1, -1, -1, 0, -1, -1, -1, 0, -1, -1, -1);
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(src + x));
        __m256i low = _mm256_srli_epi16(
            _mm256_mulhi_epu16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(d, zero), vkeep), divisor), 7);
        __m256i high = _mm256_srli_epi16(
            _mm256_mulhi_epu16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(d, zero), vkeep), divisor), 7);
        low = _mm256_add_epi16(_mm256_and_si256(low, kept), part);
        high = _mm256_add_epi16(_mm256_and_si256(high, kept), part);
        _mm256_storeu_si256((__m256i *)(dst + x), _mm256_packus_epi16(low, high));
    }
    fill_blended_row_rest(dst, src, x, width, keep, cb, cg, cr, ca, has_alpha, 128);
}
#endif

void pk_blend_color_row(uint32_t *dst, int width, uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    const uint32_t keep = 255u - a;
    // The colour's part of each byte, the same for every pixel.
    const uint32_t cb = ((uint32_t)b * a) >> 8, cg = ((uint32_t)g * a) >> 8, cr = ((uint32_t)r * a) >> 8;
    const uint32_t ca = ((uint32_t)a * 255) >> 8;
    const int bits = pk_vector_width();
#if defined(PK_AVX2)
    if (bits >= 256) {
        blend_color_row_avx2(dst, width, keep, cb, cg, cr, ca);
        return;
    }
#endif
    blend_color_row_rest(dst, 0, width, keep, cb, cg, cr, ca, bits);
}

// The blended fill over `src`, written to `dst` (which may be `src`): every pixel is read before it is written.
static inline void fill_blended_row(uint32_t *dst, const uint32_t *src, int width, uint8_t r, uint8_t g, uint8_t b,
                                    uint8_t a, int has_alpha) {
    const uint32_t keep = 255u - a;
    const uint32_t cb = (uint32_t)b * a / 255, cg = (uint32_t)g * a / 255, cr = (uint32_t)r * a / 255;
    const uint32_t ca = has_alpha ? a : 0;
    const int bits = pk_vector_width();
#if defined(PK_AVX2)
    if (bits >= 256) {
        fill_blended_row_avx2(dst, src, width, keep, cb, cg, cr, ca, has_alpha);
        return;
    }
#endif
    fill_blended_row_rest(dst, src, 0, width, keep, cb, cg, cr, ca, has_alpha, bits);
}

void pk_blend_fill_row(uint32_t *dst, int width, uint8_t r, uint8_t g, uint8_t b, uint8_t a, int has_alpha) {
    fill_blended_row(dst, dst, width, r, g, b, a, has_alpha);
}

void pk_fill_row(uint32_t *dst, int width, uint32_t pixel) {
    if (sizeof(wchar_t) == sizeof(uint32_t)) {
        // The C library's wide fill is tuned for each processor (AVX2 and wider stores that stay in the cache at
        // these sizes): about 1.7 times as fast as a loop of SSE2 stores over a window's rows.
        wmemset((wchar_t *)dst, (wchar_t)pixel, (size_t)width);
        return;
    }
    for (int x = 0; x < width; x++) dst[x] = pixel;
}
