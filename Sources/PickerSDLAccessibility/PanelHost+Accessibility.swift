// The AT-SPI bridge (`startAccessibility(applicationName:)`) for apps that import PickerKit.
@_exported import PickerATSPI
import PickerSDL

extension PanelHost: AccessibleHost {}
