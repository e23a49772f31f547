// libdbus-1's C API for the AT-SPI bridge (PickerATSPI). Only its non-variadic functions are used.
#include <dbus/dbus.h>
