#ifndef CSDL3_SHIM_H
#define CSDL3_SHIM_H
#if __has_include(<SDL3/SDL.h>)
#include <SDL3/SDL.h>
#else
#error "PickerKitSDL3 needs SDL 3 (libsdl3-dev), found through pkg-config; see SDL3/README.md"
#endif
#endif
