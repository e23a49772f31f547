#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#if __has_include(<png.h>)
#include <png.h>
/* PNG_FORMAT_RGBA is an expression of macros, which Swift does not import. */
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
#else
#error "PickerKit needs libpng (libpng-dev), found through pkg-config, to read and write PNG files: run scripts/install-deps.sh"
#endif
#endif
