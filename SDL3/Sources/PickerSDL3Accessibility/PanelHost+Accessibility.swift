// The AT-SPI bridge (`startAccessibility(applicationName:)`) for SDL 3 apps.
@_exported import PickerATSPI
import PickerSDL3

extension PanelHost: AccessibleHost {}
