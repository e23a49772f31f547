#!/usr/bin/env bash
# Builds the DocC documentation of PickerKit's six modules as one combined archive (the PickerKit
# catalog's articles link into PickerCore, PickerWidgets, PickerText, PickerFrame and PickerSDL). Any
# DocC warning (a link to a symbol that doesn't exist, an undocumented parameter) fails the build.
# Output: .build/plugins/Swift-DocC/outputs/PickerKit.doccarchive (open index.html through a web server,
# or add --transform-for-static-hosting; see `swift package generate-documentation --help`).
set -euo pipefail
cd "$(dirname "$0")/.."
swift package generate-documentation \
    --target PickerCore --target PickerWidgets --target PickerText --target PickerFrame --target PickerSDL --target PickerKit \
    --enable-experimental-combined-documentation --warnings-as-errors "$@"
