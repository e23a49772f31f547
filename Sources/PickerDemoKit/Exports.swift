// The pages and the command line are the demo: whoever imports the demo kit gets them.
@_exported import PickerDemoApp
@_exported import PickerDemoPages
