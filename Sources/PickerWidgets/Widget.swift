import PickerCore
