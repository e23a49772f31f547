import Foundation
import PickerDemoKitSDL3

// picker-demo-sdl3 takes picker-demo's command line (docs/COMMAND-LINE.md): bad arguments exit 2 with one
// line on stderr; --help prints the help and exits 0.
exit(SDL3Demo.main(arguments: Array(CommandLine.arguments.dropFirst())))
