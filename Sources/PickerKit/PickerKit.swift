@_exported import PickerCore
@_exported import PickerWidgets
@_exported import PickerFrame
@_exported import PickerSDL
@_exported import PickerText
@_exported import PickerSDLAccessibility
// SDL2's C API, so that an app embedding PickerKit calls SDL through the same module PickerKit does
// (a second module map for SDL2's headers in the app would make two incompatible `SDL_Event` types).
@_exported import CSDL2
