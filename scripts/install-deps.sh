#!/usr/bin/env bash
# Installs the Debian packages PickerKit needs, only when some are missing.
#   scripts/install-deps.sh          SDL2, SDL2_ttf, libpng, FriBidi, fontconfig, HarfBuzz, libdbus-1
#                                    (the AT-SPI bridge) and the fallback fonts (build and run); SDL 3 and
#                                    SDL3_ttf where apt has them
#   scripts/install-deps.sh --test   the same plus Xvfb, xdotool and ImageMagick (end-to-end tests; `import`
#                                    reads a window's pixels off the X server), hb-shape
#                                    and pango-view (glyph ids and reference renderings for the shaping tests),
#                                    python3 (scripts/check-examples.sh), and a D-Bus session, the accessibility
#                                    bus and Python's gi Atspi (the AT-SPI integration test reads the demo with them)
set -euo pipefail
# Text: FriBidi (bidi), fontconfig (fallback faces), HarfBuzz (scripts; SDL_ttf shapes with it).
# Fonts for what DejaVu lacks: fonts-noto-core (Arabic incl. Urdu, Thai, Devanagari, Hebrew; Noto Sans
# is also the face the font-registration tests register), fonts-droid-fallback (Chinese, Japanese) and
# fonts-nanum (Korean: Droid lacks many Hangul syllables, 월 among them).
# libpng-dev: both SDL hosts read and write PNG files (screenshots, goldens) with libpng.
packages=(libsdl2-dev libsdl2-ttf-dev pkg-config
  libfribidi-dev libfontconfig-dev libharfbuzz-dev libdbus-1-dev libpng-dev fonts-noto-core fonts-droid-fallback fonts-nanum)
# SDL 3 and SDL3_ttf for the SDL3 host (SDL3/), where apt has them (Debian 13, Ubuntu 25.04 and later);
# elsewhere PKG_CONFIG_PATH finds a prefix (SDL3/README.md), or scripts/test.sh skips the SDL3 leg.
for p in libsdl3-dev libsdl3-ttf-dev; do
  apt-cache show "$p" >/dev/null 2>&1 && packages+=("$p")
done
if [ "${1:-}" = "--test" ]; then
  packages+=(xvfb xdotool xauth imagemagick libharfbuzz-bin pango1.0-tools fontconfig python3
    dbus-daemon dbus-bin at-spi2-core gir1.2-atspi-2.0 python3-gi)
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
