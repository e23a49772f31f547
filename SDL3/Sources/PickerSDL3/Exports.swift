// What an SDL3 app embedding PickerKit imports with `import PickerSDL3`, as an SDL2 app gets it with
// `import PickerKit`: the core, the widgets, text, and SDL 3's C API through the same module PickerSDL3
// uses (a second module map for SDL 3's headers in the app would make two incompatible `SDL_Event` types).
@_exported import CSDL3
@_exported import PickerCore
@_exported import PickerText
@_exported import PickerWidgets
@_exported import PickerFrame
@_exported import PickerSDLShared
