// The pages are the demo: whoever imports the demo kit gets them.
@_exported import PickerDemoPages
