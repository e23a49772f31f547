import PickerKit
