@_exported import PickerCore
@_exported import PickerWidgets
@_exported import PickerSDL
