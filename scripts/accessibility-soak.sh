#!/usr/bin/env bash
# Orca under steady input (issue 40's soak): a private D-Bus session with Xvfb, the accessibility bus and Orca
# (speech discarded through speech-dispatcher's libao null output), then scripts/accessibility-soak.py drives the
# program at RATE inputs a second for SECONDS while a second client walks its tree. Prints the soak's JSON.
#
#   scripts/accessibility-soak.sh RATE SECONDS PROGRAM [ARGS...]
#   scripts/accessibility-soak.sh 10 180 .build/release/picker-demo --page calendar
#   scripts/accessibility-soak.sh 10 180 ".build/release/picker-demo --page calendar"   (one string works too)
#
# Needs: orca speech-dispatcher xvfb xdotool at-spi2-core gir1.2-atspi-2.0 gir1.2-gtk-3.0 python3-gi (Debian). Orca --replace
# ends any other Orca of this user, so run one soak at a time.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 RATE SECONDS PROGRAM [ARGS...]" >&2; exit 2; }
rate=$1 seconds=$2; shift 2
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d /tmp/accessibility-soak.XXXX)
export HOME=$work/home XDG_RUNTIME_DIR=$work/run XDG_CACHE_HOME=$work/cache XDG_CONFIG_HOME=$work/config
mkdir -p "$HOME/.local/share/orca" "$XDG_RUNTIME_DIR" "$XDG_CACHE_HOME" "$XDG_CONFIG_HOME/speech-dispatcher"
chmod 700 "$XDG_RUNTIME_DIR"
# No braille display and no sound card here: Orca without braille, speech into libao's null driver.
printf 'import orca.settings as s\ns.enableBraille = False\ns.enableBrailleMonitor = False\n' > "$HOME/.local/share/orca/orca-customizations.py"
sed 's/^# *AudioOutputMethod .*/AudioOutputMethod "libao"/' /etc/speech-dispatcher/speechd.conf > "$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf"
ln -s /etc/speech-dispatcher/modules "$XDG_CONFIG_HOME/speech-dispatcher/modules"
printf 'default_driver=null\n' > "$HOME/.libao"
timeout $(( ${seconds%.*} + 120 )) dbus-run-session -- bash -c '
  work=$1 here=$2 rate=$3 seconds=$4; shift 4
  for n in $(seq 70 79); do [ -e /tmp/.X$n-lock ] || break; done
  Xvfb :$n -screen 0 1024x768x24 >/dev/null 2>&1 & xvfb=$!; export DISPLAY=:$n; sleep 1
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 & launcher=$!; sleep 1
  orca --replace --debug-file="$work/orca.log" >/dev/null 2>&1 & orca=$!
  for i in $(seq 1 40); do grep -q "SPEECH OUTPUT" "$work/orca.log" 2>/dev/null && break; sleep 0.25; done
  /usr/bin/python3 "$here/accessibility-soak.py" --rate "$rate" --seconds "$seconds" --orca-log "$work/orca.log" -- "$@"
  kill $orca 2>/dev/null; sleep 0.5
  for p in $(pgrep -f "speech-dispatcher.*$XDG_RUNTIME_DIR"); do kill $p 2>/dev/null; done
  kill $launcher $xvfb 2>/dev/null; wait 2>/dev/null || true' _ "$work" "$here" "$rate" "$seconds" "$@"
echo "# Orca's log: $work/orca.log" >&2
