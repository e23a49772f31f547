#ifndef PICKERKIT_KERNEL_ARITHMETIC_H
#define PICKERKIT_KERNEL_ARITHMETIC_H

// Arithmetic the row and triangle kernels share (private to CPixelKernels).

#include <stdint.h>

// x / 255 for 0 <= x <= 65535, as SIMD lanes compute it: (x * 0x8081) >> 23 (exact over that range).
static inline uint32_t divide_by_255(uint32_t x) { return (x * 0x8081u) >> 23; }

#endif
