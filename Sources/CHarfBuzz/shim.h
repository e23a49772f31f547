#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H
#include <hb.h>
#endif
