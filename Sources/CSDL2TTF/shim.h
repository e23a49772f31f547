#ifndef CSDL2TTF_SHIM_H
#define CSDL2TTF_SHIM_H
#include <SDL2/SDL_ttf.h>
#endif
