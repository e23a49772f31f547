import CSDL3

// SDL 3's window flags are macros Swift does not import (they use SDL_UINT64_C), so an app's
// `SDL_CreateWindow(title, w, h, SDL_WINDOW_RESIZABLE | SDL_WINDOW_HIGH_PIXEL_DENSITY)` would not compile.
// These are the ones a window for PickerKit uses, under SDL's names and values (SDL_video.h).

/// The window is neither shown nor listed until `SDL_ShowWindow`.
public let SDL_WINDOW_HIDDEN: SDL_WindowFlags = 0x8
/// The window has no decoration.
public let SDL_WINDOW_BORDERLESS: SDL_WindowFlags = 0x10
/// The window can be resized.
public let SDL_WINDOW_RESIZABLE: SDL_WindowFlags = 0x20
/// The window has the keyboard focus.
public let SDL_WINDOW_INPUT_FOCUS: SDL_WindowFlags = 0x200
/// The window's back buffer has the display's pixel density (more pixels than window coordinates on HiDPI).
public let SDL_WINDOW_HIGH_PIXEL_DENSITY: SDL_WindowFlags = 0x2000
