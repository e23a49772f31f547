import PickerDemoKit
print("picker-demo")
