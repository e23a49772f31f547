#!/usr/bin/env bash
# Installs the Debian packages PickerKit needs, only when some are missing.
#   scripts/install-deps.sh          SDL2, SDL2_ttf, SDL2_image and a CJK fallback font (build and run)
#   scripts/install-deps.sh --test   the same plus Xvfb and xdotool (end-to-end tests)
set -euo pipefail
packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev pkg-config fonts-droid-fallback)
if [ "${1:-}" = "--test" ]; then
  packages+=(xvfb xdotool xauth)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing missing Debian packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
