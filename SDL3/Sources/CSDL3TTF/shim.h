#ifndef CSDL3TTF_SHIM_H
#define CSDL3TTF_SHIM_H
#if __has_include(<SDL3_ttf/SDL_ttf.h>)
#include <SDL3_ttf/SDL_ttf.h>
#else
#error "PickerKitSDL3 needs SDL3_ttf (libsdl3-ttf-dev), found through pkg-config; see SDL3/README.md"
#endif
#endif
