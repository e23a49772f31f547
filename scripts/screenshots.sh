#!/bin/sh
# Regenerates the README's screenshots (Assets/Screenshots/) with picker-demo itself, offscreen.
# Usage: scripts/screenshots.sh   (from the repository root; builds picker-demo first)
set -eu
cd "$(dirname "$0")/.."
swift build --product picker-demo
demo=".build/debug/picker-demo"
out="Assets/Screenshots"
scripts="Tests/PickerSDLTests/Scripts"
shot() { name="$1"; shift; "$demo" --today 2026-11-21 "$@" --screenshot "$out/$name.png"; echo "$out/$name.png"; }

shot overview --page overview --size 1280x800
shot overview-dark-he_IL --page overview --size 1024x768 --theme dark --locale he_IL
shot minipicker --page minipicker
shot minipicker-dark-nl --page minipicker --theme dark --locale nl_NL
shot calendar-range --page calendar --script "$scripts/calendar-range.txt"
shot calendar-dark-nl_NL --page calendar --theme dark --locale nl_NL
shot calendar-ar_EG --page calendar --locale ar_EG
shot wheel --page wheel
shot odometer-dark --page odometer --theme dark
shot datepicker --page datepicker
shot datepicker-dark-nl_NL --page datepicker --theme dark --locale nl_NL --script "$scripts/datepicker-timer.txt"
shot datepicker-he_IL --page datepicker --locale he_IL
shot form --page form --script "$scripts/form-open-started.txt"
