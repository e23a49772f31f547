import PickerDemoKit
print("picker-bench")
