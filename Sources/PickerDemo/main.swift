import Foundation
import PickerDemoKit

// Bad arguments exit with status 2 and one line on stderr; --help prints the help and exits 0.
exit(SDL2Demo.main(arguments: Array(CommandLine.arguments.dropFirst())))
